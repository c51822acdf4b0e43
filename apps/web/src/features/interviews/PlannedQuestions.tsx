import type { InterviewDetail, InterviewPlan } from '@intervia/shared';
import { Alert } from '../../components/Alert';

/**
 * The plan as the candidate sees it: what they should know about it (a wish a short interview had no room for among
 * its main questions), the questions every interview asks, each with why it is there (what the candidate asked for,
 * what the posting requires), and the further questions asked while time remains.
 */
export function PlannedQuestions({ plan }: { plan: InterviewPlan }) {
  const reserve = plan.reserve ?? [];
  return (
    <div className="mt-6">
      {(plan.notes ?? []).map((note) => (
        <div key={note} className="mb-4">
          <Alert tone="info">{note}</Alert>
        </div>
      ))}
      <h2 className="text-sm font-semibold text-slate-800">Planned questions ({plan.questions.length})</h2>
      <QuestionList questions={plan.questions} />
      {reserve.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            Further questions if time allows ({reserve.length})
          </summary>
          <QuestionList questions={reserve} />
        </details>
      )}
    </div>
  );
}

/** Numbered questions, each with why it is asked unless the question already says so. */
function QuestionList({ questions }: { questions: InterviewPlan['questions'] }) {
  return (
    <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700">
      {questions.map((question) => (
        <li key={question.text}>
          {question.text}
          {question.reason && !question.text.includes(question.reason) && (
            <span className="mt-0.5 block text-xs text-slate-500">{question.reason}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * An interview's plan on its page: what the candidate asked for, and where each wish went in the questions. Open
 * until the interview is taken, then folded away under the report.
 */
export function InterviewPlanSection({ interview, open }: { interview: InterviewDetail; open: boolean }) {
  if (!interview.plan) return null;
  return (
    <details open={open} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <summary className="cursor-pointer text-base font-semibold text-slate-900">Interview plan</summary>
      {interview.preferences && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">Your preferences:</span> {interview.preferences}
        </p>
      )}
      <PlannedQuestions plan={interview.plan} />
    </details>
  );
}
