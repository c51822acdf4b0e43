/** The sections of an interview report, shared by the candidate's report page and the recruiter's applicant page. */
import type { ReactNode } from 'react';
import { FillBar } from '../../components/FillBar';
import type { InterviewReport } from './feedback-api';
import { ReportTranscript } from './ReportTranscript';
import { OverallScoreCard } from './OverallScoreCard';
import { ScoreList } from './ScoreList';
import { TechnicalDetails } from './TechnicalDetails';
import { modelAgreementLines, type ReportAudience } from './score-presentation';

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

export function ReportSections({
  report,
  candidateLabel,
  audience = 'candidate',
  progress,
  onCorrected,
}: {
  report: InterviewReport;
  /** How the candidate is named in the transcript: "You" on their own report, their name for recruiters. */
  candidateLabel: string;
  /** Candidates read the second-person summary, recruiters the third-person one. */
  audience?: ReportAudience;
  /** The candidate's progress over past interviews (their own report only). */
  progress?: ReactNode;
  /** On the candidate's own report: a correction was saved (the report is read again). */
  onCorrected?: () => void;
}) {
  const latest = report.latest;
  const analytics = report.analytics;
  return (
    <div className="space-y-8">
      {latest && (
        <div className="grid gap-6 md:grid-cols-2">
          <OverallScoreCard result={latest} audience={audience} />
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
          <ScoreList scores={latest.scores} audience={audience} />
        </section>
      )}
      {analytics && (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">
            {candidateLabel === 'You' ? 'How you spoke' : 'How they spoke'}
          </h2>
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
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="speech-advice">
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
        <ReportTranscript
          report={report}
          candidateLabel={candidateLabel}
          audience={audience}
          {...(onCorrected ? { onCorrected } : {})}
        />
      </section>
      {report.transcript.length > 0 && <TechnicalDetails latency={report.latency} />}
      <section className={progress ? 'grid gap-6 md:grid-cols-2' : ''}>
        {progress && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">Progress</h2>
            <div className="mt-3">{progress}</div>
          </div>
        )}
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
          {report.latest && <ModelAgreement lines={modelAgreementLines(report.latest)} />}
        </div>
      </section>
    </div>
  );
}

/**
 * Technical details of a model's scoring (beside the scoring history; the call's reply latency has its own
 * Technical details section): its agreement with the built-in scorer and what was dropped.
 */
function ModelAgreement({ lines }: { lines: string[] | null }) {
  if (!lines) return null;
  return (
    <details className="mt-3 text-sm text-slate-700" data-testid="model-agreement">
      <summary className="cursor-pointer font-semibold text-slate-900">
        Technical details: model and built-in scorer
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
