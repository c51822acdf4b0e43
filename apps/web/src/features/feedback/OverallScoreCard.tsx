/**
 * The overall score with its summary, shared by the feedback panel and the report: an incomplete interview says so
 * apart from complete ones, and its heading says the score covers only the answered questions. With nothing answered,
 * or too little said to judge, no score is shown beside the summary that says so.
 */
import type { ScoreResult } from '@intervia/shared';
import {
  NO_OVERALL_SCORE,
  incompleteNotice,
  overallScoreHeading,
  overallScoreShown,
  summaryFor,
  type ReportAudience,
} from './score-presentation';

export function OverallScoreCard({ result, audience }: { result: ScoreResult; audience: ReportAudience }) {
  const notice = incompleteNotice(result);
  const shown = overallScoreShown(result);
  return (
    <div
      className={`rounded-2xl border bg-white p-6 shadow-sm ${notice ? 'border-amber-300' : 'border-slate-200'}`}
    >
      {notice && (
        <p
          className="mb-3 inline-block rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-inset ring-amber-300"
          data-testid="incomplete-notice"
        >
          {notice}
        </p>
      )}
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {overallScoreHeading(result)}
      </p>
      {shown === null ? (
        <p className="mt-1 text-2xl font-bold text-slate-500" data-testid="overall-score">
          {NO_OVERALL_SCORE}
        </p>
      ) : (
        <p className="mt-1 text-4xl font-bold text-brand-700" data-testid="overall-score">
          {result.overallScore}
          <span className="text-lg font-medium text-slate-500">/100</span>
        </p>
      )}
      <p className="mt-3 text-slate-700" data-testid="score-summary">
        {summaryFor(result, audience)}
      </p>
    </div>
  );
}
