/**
 * The spec's feedback list: each item shows Q, A, Score out of 10 and Feedback. The closing question reads "Not
 * scored" and an answer that could not be heard reliably is marked with what to do, never shown as 0/10.
 */
import type { QuestionScore } from '@intervia/shared';
import { presentAnswer, type ReportAudience } from './score-presentation';

const BADGE = {
  'not-scored': 'bg-slate-100 text-slate-700 ring-slate-300',
  unheard: 'bg-amber-50 text-amber-900 ring-amber-300',
} as const;

export function ScoreList({
  scores,
  audience = 'candidate',
}: {
  scores: QuestionScore[];
  audience?: ReportAudience;
}) {
  return (
    <ol className="space-y-4">
      {scores.map((item, index) => {
        const shown = presentAnswer(item, audience);
        return (
          <li
            key={`${index}-${item.question}`}
            className={`rounded-xl border bg-white p-4 ${shown.tone === 'unheard' ? 'border-amber-300' : 'border-slate-200'}`}
            data-answer-status={shown.tone}
          >
            <p className="text-sm text-slate-900">
              <span className="font-semibold">Q:</span> {item.question}
            </p>
            {shown.rubricName && (
              <p className="mt-1 text-xs text-slate-500" data-testid="question-rubric">
                Judged on {shown.rubricName}
              </p>
            )}
            <p className="mt-2 break-words text-sm text-slate-700">
              <span className="font-semibold">A:</span>{' '}
              {item.answer || <em className="text-slate-500">No answer</em>}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              Score:{' '}
              {shown.tone === 'scored' ? (
                <span data-testid="question-score">{shown.mark}</span>
              ) : (
                <span
                  data-testid="question-score"
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE[shown.tone]}`}
                >
                  {shown.tone === 'unheard' && <span aria-hidden="true">⚠ </span>}
                  {shown.mark}
                </span>
              )}
            </p>
            {shown.note && (
              <p
                className={`mt-1 text-sm ${shown.tone === 'unheard' ? 'text-amber-900' : 'text-slate-600'}`}
                data-testid="question-note"
              >
                {shown.note}
              </p>
            )}
            <p className="mt-1 text-sm text-slate-700" data-testid="question-feedback">
              <span className="font-semibold">Feedback:</span> {item.feedback}
            </p>
            {item.evidence && item.evidence.length > 0 && (
              <p className="mt-1 text-sm text-slate-600" data-testid="question-evidence">
                <span className="font-semibold">From the answer:</span>{' '}
                {item.evidence.map((quote) => `“${quote}”`).join(' · ')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
