/**
 * /dashboard/candidate/interviews/:id — one interview: start it (or resume it), or read its full report:
 * overall score and summary, competency chart, per-question scores with evidence, speech analytics, the transcript
 * with timestamps, score history and progress over past interviews, and exports.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { ROUTES, type InterviewDetail, type InterviewSummary } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { personaLabel, turnTakingLabel } from '../../components/InterviewerChoice';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { LiveInterview } from './LiveInterview';
import { INTERVIEWS_KEY, interviewKey } from '../interviews/interviews-api';
import {
  reportKey,
  reportRefreshInterval,
  scoreInterview,
  scoringErrorMessage,
  type InterviewReport,
} from './feedback-api';
import { downloadText, fileSafe, reportToMarkdown } from './report-export';
import { ReportSections } from './ReportSections';
import { ProgressChart } from './ProgressChart';
import { ApplicationNotice } from '../applications/ApplicationNotice';
import { DeleteInterviewButton } from '../interviews/DeleteInterviewDialog';
import { InterviewPlanSection } from '../interviews/PlannedQuestions';
import { usePollingSWR } from '../../lib/use-polling-swr';
import { useApiAction } from '../../lib/use-api-action';

function InterviewReportPage() {
  const { id = '' } = useParams();
  const interview = useSWR<{ interview: InterviewDetail }>(interviewKey(id));
  // While the server is still scoring the latest call, the report is read again until it is done.
  const report = usePollingSWR<{ report: InterviewReport }>(id ? reportKey(id) : null, reportRefreshInterval);
  const list = useSWR<{ interviews: InterviewSummary[] }>(INTERVIEWS_KEY);
  const navigate = useNavigate();
  // "Start" / "Resume" in the interviews list, and the wizard once it has created the interview, open the room at once
  // (?start=1; the wizard passes the camera choice and the starting message in the location's state). While the
  // call runs the address keeps ?start=1, so a reload rejoins the call; it is dropped when the call ends.
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const launch = (location.state ?? {}) as { recordVideo?: boolean; startingMessage?: string };
  // The room belongs to the navigation that opened it: following "Open full report" (a new navigation to this page)
  // shows the report.
  const [liveAt, setLiveAt] = useState<string | null>(null);
  const live = liveAt === location.key;
  // The wizard's launch state is used once: a reload rejoins the call without a new camera recording (the saved one
  // cannot be continued) and without "Interview started successfully!". The router's key is kept, so this room stays.
  const launched = live && location.state !== null;
  useEffect(() => {
    if (!launched) return;
    const current = window.history.state as Record<string, unknown> | null;
    if (current && 'usr' in current) window.history.replaceState({ ...current, usr: null }, '');
  }, [launched]);
  const startRequested = searchParams.get('start') === '1';
  // A practice interview that ended before every question was answered can be resumed where it stopped.
  const resumable =
    interview.data?.interview.kind === 'practice' &&
    (report.data?.report.latest?.incomplete === true || report.data?.report.scoring.status === 'incomplete');
  const startable = interview.data
    ? interview.data.interview.questionCount > 0 &&
      (interview.data.interview.status === 'created' ||
        interview.data.interview.status === 'in-progress' ||
        resumable)
    : false;
  // Adjusting state while rendering (not in an effect): the room opens in the same render the data arrives.
  if (startRequested && startable && liveAt === null) setLiveAt(location.key);
  const { busy: rescoring, problem: rescoreError, run } = useApiAction();

  if (interview.error) {
    return (
      <Alert tone="error">
        {interview.error instanceof ApiRequestError && interview.error.status === 404
          ? 'This interview does not exist or is not yours.'
          : 'The interview could not be loaded.'}
      </Alert>
    );
  }
  if (!interview.data || !report.data) return <Spinner label="Loading the interview" />;
  const detail = interview.data.interview;
  const data = report.data.report;

  if (live) {
    return (
      <LiveInterview
        interviewId={detail.id}
        title={detail.title}
        recordVideo={launch.recordVideo ?? false}
        {...(launch.startingMessage ? { startingMessage: launch.startingMessage } : {})}
        onEnded={() => {
          // A reload after the call shows the feedback's report, not a new call (the router's state is kept).
          if (startRequested) window.history.replaceState(window.history.state, '', location.pathname);
        }}
      />
    );
  }
  const canStart = startable;
  const rescore = () =>
    run(async () => {
      await scoreInterview(detail.id);
      await Promise.all([report.mutate(), list.mutate(), interview.mutate()]);
    }, scoringErrorMessage);

  return (
    <section className="space-y-6">
      <Link to={ROUTES.candidateInterviews} className="text-sm font-medium text-brand-700 hover:underline">
        ← Interviews
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{detail.title}</h1>
          <p className="mt-1 text-sm text-slate-600 first-letter:uppercase">
            {detail.difficulty} · {detail.durationMinutes} minutes · {detail.status.replace('-', ' ')}
          </p>
          <p className="mt-1 text-sm text-slate-600" data-testid="interview-interviewer">
            Interviewer: {personaLabel(detail.personaId)} · {turnTakingLabel(detail.turnTaking)} turn-taking
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canStart && (
            <button type="button" className="btn-primary" onClick={() => setLiveAt(location.key)}>
              {detail.status === 'created' ? 'Start interview' : 'Resume interview'}
            </button>
          )}
          {data.transcript.length > 0 && !(detail.kind === 'application' && data.latest) && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => void rescore()}
              disabled={rescoring}
            >
              {rescoring ? 'Scoring…' : data.latest ? 'Score again' : 'Score interview'}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              downloadText(
                `${fileSafe(detail.title)}-report.json`,
                JSON.stringify(data, null, 2),
                'application/json',
              )
            }
          >
            Export JSON
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              downloadText(
                `${fileSafe(detail.title)}-transcript.md`,
                reportToMarkdown(data, data.interviewerName),
                'text/markdown',
              )
            }
          >
            Export Markdown
          </button>
          <a className="btn-secondary" href={`/api/interviews/${detail.id}/report.pdf`} download>
            Export PDF
          </a>
          {detail.kind === 'practice' && (
            <DeleteInterviewButton
              interview={detail}
              label="Delete"
              onDeleted={() => {
                void list.mutate();
                void navigate(ROUTES.candidateInterviews, { state: { deletedTitle: detail.title } });
              }}
            />
          )}
        </div>
      </div>
      {detail.kind === 'application' && <ApplicationNotice interviewId={detail.id} />}
      {rescoreError && <Alert tone="error">{rescoreError}</Alert>}
      {data.scoring.status === 'pending' && (
        <Spinner
          label={
            data.transcript.some((turn) => turn.transcription === 'pending')
              ? 'An answer is being transcribed; scoring starts as soon as its text is in'
              : 'Scoring your latest call'
          }
        />
      )}
      {data.scoring.status === 'failed' && (
        <Alert tone="error">
          {data.scoring.message ?? 'Scoring failed.'} Your answers are saved: use “Score again” to try once
          more.
        </Alert>
      )}
      {!data.latest && data.transcript.length === 0 && (
        <Alert tone="info">This interview has not been taken yet. Start it when you are ready.</Alert>
      )}
      <InterviewPlanSection interview={detail} open={data.transcript.length === 0} />
      <ReportSections
        report={data}
        candidateLabel="You"
        progress={<ProgressChart interviews={list.data?.interviews ?? []} currentId={detail.id} />}
        onCorrected={() => void Promise.all([report.mutate(), list.mutate()])}
      />
    </section>
  );
}

export default InterviewReportPage;
