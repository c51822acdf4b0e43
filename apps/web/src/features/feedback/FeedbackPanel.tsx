/**
 * The Interview Feedback panel shown when an interview ends. The server scores every call when it ends; the panel
 * only reads where that stands — polling while it is pending — and shows the Overall Score, the summary and each
 * question's score and feedback, or says clearly why there is none (nothing to score, or scoring failed).
 */
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { ROUTES } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { INTERVIEWS_KEY } from '../interviews/interviews-api';
import {
  reportKey,
  reportRefreshInterval,
  scoreInterview,
  scoringErrorMessage,
  type InterviewReport,
} from './feedback-api';
import { OverallScoreCard } from './OverallScoreCard';
import { ReportTranscript } from './ReportTranscript';
import { ScoreList } from './ScoreList';
import { usePollingSWR } from '../../lib/use-polling-swr';
import { useApiAction } from '../../lib/use-api-action';

export function FeedbackPanel({ interviewId }: { interviewId: string }) {
  const { mutate } = useSWRConfig();
  const report = usePollingSWR<{ report: InterviewReport }>(reportKey(interviewId), reportRefreshInterval);
  const { busy: retrying, problem: retryError, run } = useApiAction();
  const status = report.data?.report.scoring.status;

  useEffect(() => {
    if (status === 'scored') void mutate(INTERVIEWS_KEY);
  }, [status, mutate]);

  // After a failure the candidate may ask once more, by hand.
  const retry = () =>
    run(async () => {
      await scoreInterview(interviewId);
      await report.mutate();
    }, scoringErrorMessage);

  return (
    <FeedbackView
      interviewId={interviewId}
      report={report.data?.report ?? null}
      loadFailed={Boolean(report.error)}
      retrying={retrying}
      retryError={retryError}
      onRetry={() => void retry()}
      onReload={() => void report.mutate()}
    />
  );
}

/** What the panel shows for a report (no data fetching: rendered as is in tests). */
export function FeedbackView({
  interviewId,
  report,
  loadFailed,
  retrying,
  retryError,
  onRetry,
  onReload,
}: {
  interviewId: string;
  report: InterviewReport | null;
  loadFailed: boolean;
  retrying: boolean;
  retryError: string | null;
  onRetry: () => void;
  onReload: () => void;
}) {
  const scoring = report?.scoring;
  const result = scoring?.status === 'scored' ? report?.latest : null;
  return (
    <section aria-labelledby="feedback-title" className="space-y-6" aria-busy={!result && !loadFailed}>
      <h2 id="feedback-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Interview Feedback
      </h2>
      {loadFailed && !report && (
        <div className="space-y-3">
          <Alert tone="error">Your feedback could not be loaded. Check your connection and try again.</Alert>
          <button type="button" className="btn-primary" onClick={onReload}>
            Reload
          </button>
        </div>
      )}
      {!report && !loadFailed && <Spinner label="Loading your feedback" />}
      {scoring?.status === 'in-call' && (
        <Spinner label="Your call is closing; scoring starts as soon as it has ended" />
      )}
      {(scoring?.status === 'pending' || (scoring?.status === 'scored' && !result)) && (
        <Spinner
          label={
            report?.transcript.some((turn) => turn.transcription === 'pending')
              ? 'An answer is being transcribed; scoring starts as soon as its text is in'
              : 'Scoring your interview'
          }
        />
      )}
      {scoring?.status === 'incomplete' && (
        <Alert tone="info">
          {scoring.message ?? 'There was nothing to score in this interview.'} Start it again when you are
          ready.
        </Alert>
      )}
      {scoring?.status === 'not-requested' && (
        <Alert tone="info">This interview has no finished call to score yet.</Alert>
      )}
      {scoring?.status === 'failed' && (
        <div className="space-y-3">
          <Alert tone="error">
            {scoring.message ?? 'Scoring failed.'} Your answers are saved, so nothing is lost.
          </Alert>
          {retryError && <Alert tone="error">{retryError}</Alert>}
          <button type="button" className="btn-primary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Scoring…' : 'Try again'}
          </button>
        </div>
      )}
      {result && <OverallScoreCard result={result} audience="candidate" />}
      {result && <ScoreList scores={result.scores} />}
      {report && report.transcript.some((turn) => turn.role === 'user') && (
        <section
          aria-labelledby="feedback-answers"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 id="feedback-answers" className="text-lg font-semibold text-slate-900">
            Transcript
          </h3>
          <ReportTranscript report={report} candidateLabel="You" onCorrected={onReload} />
        </section>
      )}
      {report && (
        <div className="flex flex-wrap gap-3">
          {result && (
            <Link to={`${ROUTES.candidateInterviews}/${interviewId}`} className="btn-primary">
              Open full report
            </Link>
          )}
          <Link to={ROUTES.candidateInterviewCreate} className={result ? 'btn-secondary' : 'btn-primary'}>
            Practise again
          </Link>
        </div>
      )}
    </section>
  );
}
