/** The spec's feedback list: each item shows Q, A, Score out of 10 and Feedback. */
import type { QuestionScore } from '@intervia/shared';

export function ScoreList({ scores }: { scores: QuestionScore[] }) {
  return (
    <ol className="space-y-4">
      {scores.map((item, index) => (
        <li key={`${index}-${item.question}`} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-900">
            <span className="font-semibold">Q:</span> {item.question}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold">A:</span>{' '}
            {item.answer || <em className="text-slate-500">No answer</em>}
          </p>
          <p className="mt-2 text-sm font-semibold text-slate-900">
            Score: <span data-testid="question-score">{item.score}/10</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-semibold">Feedback:</span> {item.feedback}
          </p>
        </li>
      ))}
    </ol>
  );
}
