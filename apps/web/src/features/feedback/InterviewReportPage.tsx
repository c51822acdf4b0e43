/**
 * /dashboard/candidate/interviews/:id — one interview: start it (or resume it), or read its full report:
 * overall score and summary, competency chart, per-question scores with evidence, speech analytics, the transcript
 * with timestamps, score history and progress over past interviews, and exports.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { ASSISTANT_NAME, ROUTES, type InterviewDetail, type InterviewSummary } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { FillBar } from '../../components/FillBar';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { LiveInterview } from '../interview-room/LiveInterview';
import { INTERVIEWS_KEY, interviewKey } from '../interviews/interviews-api';
import { reportKey, scoreInterview, scoringErrorMessage, type InterviewReport } from './feedback-api';
import { downloadText, fileSafe, formatCallTime, reportToMarkdown } from './report-export';
import { ScoreList } from './ScoreList';

function Bar({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="capitalize text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900">
          {value}/{max}
        </span>
      </div>
      <FillBar
        role="meter"
        label={label}
        value={value}
        max={max}
        trackClassName="mt-1 h-2.5 rounded-full bg-slate-100"
        fillClassName="h-2.5 rounded-full bg-brand-500"
      />
    </div>
  );
}

/** Overall scores of past scored interviews, oldest first, as a small line chart. */
function ProgressChart({ interviews }: { interviews: InterviewSummary[] }) {
  const points = interviews
    .filter((interview) => interview.overallScore !== null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (points.length < 2) {
    return <p className="text-sm text-slate-500">Your progress chart appears after two scored interviews.</p>;
  }
  const width = 320;
  const height = 120;
  const step = width / (points.length - 1);
  const path = points
    .map((point, index) => `${index * step},${height - ((point.overallScore ?? 0) / 100) * height}`)
    .join(' ');
  return (
    <figure>
      <svg
        viewBox={`-8 -8 ${width + 16} ${height + 16}`}
        className="w-full max-w-md"
        role="img"
        aria-label="Overall score over your past interviews"
      >
        <polyline
          points={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          className="text-brand-500"
        />
        {points.map((point, index) => (
          <circle
            key={point.id}
            cx={index * step}
            cy={height - ((point.overallScore ?? 0) / 100) * height}
            r="4"
            className="fill-brand-700"
          />
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-500">
        {points.map((point) => `${point.title}: ${point.overallScore}`).join(' · ')}
      </figcaption>
    </figure>
  );
}

function Report({ report, interviews }: { report: InterviewReport; interviews: InterviewSummary[] }) {
  const latest = report.latest;
  const analytics = report.analytics;
  return (
    <div className="space-y-8">
      {latest && (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Overall Score</p>
            <p className="mt-1 text-4xl font-bold text-brand-700">
              {latest.overallScore}
              <span className="text-lg font-medium text-slate-500">/100</span>
            </p>
            <p className="mt-3 text-slate-700">{latest.summary}</p>
          </div>
          {latest.competencies && (
            <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="font-semibold text-slate-900">Competencies</h2>
              {latest.competencies.map((competency) => (
                <div key={competency.name}>
                  <Bar label={competency.name} value={competency.score} max={10} />
                  {competency.evidence.length > 0 && (
                    <p className="mt-1 text-xs text-slate-500">
                      {competency.evidence.slice(0, 2).join(' · ')}
                    </p>
                  )}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
      {latest && (
        <section>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Questions</h2>
          <ScoreList scores={latest.scores} />
        </section>
      )}
      {analytics && (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">How you spoke</h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
            <div>
              <dt className="text-slate-500">Pace</dt>
              <dd className="font-semibold">
                {analytics.wordsPerMinute ? `${analytics.wordsPerMinute} wpm` : 'Typed answers'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Filler words</dt>
              <dd className="font-semibold">{analytics.fillerWords.total}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Thinking pauses</dt>
              <dd className="font-semibold">{analytics.longPauses.count}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Average answer</dt>
              <dd className="font-semibold">{analytics.answers.averageWords} words</dd>
            </div>
          </dl>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {analytics.advice.map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
        </section>
      )}
      {report.recordings.length > 0 && (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Recording</h2>
          {report.recordings.map((recording) => (
            <video
              key={recording.callId}
              controls
              preload="metadata"
              src={recording.url}
              className="mt-3 w-full max-w-2xl rounded-xl bg-black"
            >
              <track kind="captions" />
            </video>
          ))}
        </section>
      )}
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Transcript</h2>
        {report.transcript.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No turns were recorded.</p>
        ) : (
          <ol className="mt-3 space-y-2 text-sm">
            {report.transcript.map((turn, index) => (
              <li key={index} className="flex gap-3">
                <time className="w-12 shrink-0 font-mono text-xs text-slate-400">
                  {formatCallTime(turn.startedAtMs)}
                </time>
                <span>
                  <span className="font-semibold">{turn.role === 'assistant' ? ASSISTANT_NAME : 'You'}:</span>{' '}
                  {turn.text}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Progress</h2>
          <div className="mt-3">
            <ProgressChart interviews={interviews} />
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Scoring history</h2>
          {report.history.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">Not scored yet.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {report.history.map((entry) => (
                <li key={entry.scoredAt}>
                  {new Date(entry.scoredAt).toLocaleString()} — {entry.overallScore}/100 (
                  {entry.source === 'llm' ? 'language model' : 'built-in scorer'})
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

export function InterviewReportPage() {
  const { id = '' } = useParams();
  const interview = useSWR<{ interview: InterviewDetail }>(interviewKey(id));
  const report = useSWR<{ report: InterviewReport }>(id ? reportKey(id) : null);
  const list = useSWR<{ interviews: InterviewSummary[] }>(INTERVIEWS_KEY);
  const [live, setLive] = useState(false);
  const [rescoring, setRescoring] = useState(false);
  const [rescoreError, setRescoreError] = useState<string | null>(null);

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

  if (live) return <LiveInterview interviewId={detail.id} title={detail.title} />;

  const canStart =
    detail.questions.length > 0 && (detail.status === 'created' || detail.status === 'in-progress');
  const rescore = async () => {
    setRescoring(true);
    setRescoreError(null);
    try {
      await scoreInterview(detail.id);
      await Promise.all([report.mutate(), list.mutate(), interview.mutate()]);
    } catch (error) {
      setRescoreError(scoringErrorMessage(error));
    } finally {
      setRescoring(false);
    }
  };

  return (
    <section className="space-y-6">
      <Link to={ROUTES.candidateInterviews} className="text-sm font-medium text-brand-700 hover:underline">
        ← Interviews
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{detail.title}</h1>
          <p className="mt-1 text-sm capitalize text-slate-600">
            {detail.difficulty} · {detail.durationMinutes} minutes · {detail.status.replace('-', ' ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canStart && (
            <button type="button" className="btn-primary" onClick={() => setLive(true)}>
              {detail.status === 'in-progress' ? 'Resume interview' : 'Start interview'}
            </button>
          )}
          {data.transcript.length > 0 && (
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
                reportToMarkdown(data, ASSISTANT_NAME),
                'text/markdown',
              )
            }
          >
            Export Markdown
          </button>
          <a className="btn-secondary" href={`/api/interviews/${detail.id}/report.pdf`} download>
            Export PDF
          </a>
        </div>
      </div>
      {rescoreError && <Alert tone="error">{rescoreError}</Alert>}
      {!data.latest && data.transcript.length === 0 && (
        <Alert tone="info">This interview has not been taken yet. Start it when you are ready.</Alert>
      )}
      <Report report={data} interviews={list.data?.interviews ?? []} />
    </section>
  );
}

export default InterviewReportPage;
