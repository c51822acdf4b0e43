import { useEffect, useState } from 'react';
import { firstRoundQuestionsInputSchema, type PlannedQuestion, type RecruiterJob } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { apiRequest, ApiRequestError } from '../../lib/api-client';

/** Problems by question index, from the shared schema's issue paths (`questions.2.text`). */
function problemsByQuestion(paths: { path: readonly PropertyKey[] | string; message: string }[]) {
  const problems = new Map<number, string>();
  for (const { path, message } of paths) {
    const parts = typeof path === 'string' ? path.split('.') : path.map(String);
    const index = Number(parts[1]);
    if (parts[0] === 'questions' && Number.isInteger(index) && !problems.has(index))
      problems.set(index, message);
  }
  return problems;
}

function describeProblems(problems: Map<number, string>, questions: PlannedQuestion[]): string {
  return [...problems.entries()]
    .map(([index, message]) =>
      questions[index]?.text.trim() === ''
        ? `Question ${index + 1} is empty: write it or remove it.`
        : `Question ${index + 1}: ${message}`,
    )
    .join(' ');
}

const sameQuestions = (a: PlannedQuestion[], b: PlannedQuestion[]) => JSON.stringify(a) === JSON.stringify(b);

/** The job's first-round question set: generated from the posting, editable, reorderable. */
export function FirstRoundQuestionsEditor({
  job,
  onChanged,
  onDirtyChange,
}: {
  job: RecruiterJob;
  onChanged(job: RecruiterJob): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const [saved, setSaved] = useState<PlannedQuestion[]>(job.firstRoundQuestions);
  const [questions, setQuestions] = useState<PlannedQuestion[]>(job.firstRoundQuestions);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const dirty = !sameQuestions(questions, saved);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Hidden (the AI round turned off) means nothing of this editor can be lost any more.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const request = async (path: string, body?: unknown) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await apiRequest<{ job: RecruiterJob }>(
        path,
        body === undefined ? { method: 'POST' } : { method: 'PUT', json: body },
      );
      setSaved(result.job.firstRoundQuestions);
      setQuestions(result.job.firstRoundQuestions);
      setProblems(new Map());
      onChanged(result.job);
      setMessage({ tone: 'success', text: 'Questions saved.' });
    } catch (error) {
      // The edits stay in the editor whatever went wrong.
      const fieldProblems =
        error instanceof ApiRequestError
          ? problemsByQuestion(Object.entries(error.fields).map(([path, text]) => ({ path, message: text })))
          : new Map<number, string>();
      setProblems(fieldProblems);
      setMessage({
        tone: 'error',
        text:
          fieldProblems.size > 0
            ? describeProblems(fieldProblems, questions)
            : error instanceof ApiRequestError
              ? error.message
              : 'The questions could not be saved. Try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const checked = firstRoundQuestionsInputSchema.safeParse({ questions });
    if (!checked.success) {
      const found = problemsByQuestion(checked.error.issues);
      setProblems(found);
      setMessage({
        tone: 'error',
        text: found.size > 0 ? describeProblems(found, questions) : (checked.error.issues[0]?.message ?? ''),
      });
      return;
    }
    void request(`/api/recruiter/jobs/${job.id}/first-round-questions`, { questions });
  };
  const regenerate = () => {
    setConfirmRegenerate(false);
    void request(`/api/recruiter/jobs/${job.id}/first-round-questions/generate`);
  };

  const update = (index: number, text: string) => {
    setQuestions((qs) => qs.map((q, i) => (i === index ? { ...q, text } : q)));
    setProblems((current) => {
      if (!current.has(index)) return current;
      const next = new Map(current);
      next.delete(index);
      return next;
    });
  };
  const remove = (index: number) => {
    setQuestions((qs) => qs.filter((_, i) => i !== index));
    setProblems(new Map());
  };
  const move = (index: number, delta: number) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      return next;
    });

  const budget = job.firstRoundQuestionBudget;
  const overBudget = questions.length - budget;

  return (
    <section aria-labelledby="questions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="text-lg font-semibold text-slate-900">
          First-round questions
        </h2>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => (saved.length > 0 || dirty ? setConfirmRegenerate(true) : regenerate())}
        >
          Regenerate from posting
        </button>
      </div>
      {overBudget > 0 && (
        <Alert tone="info">
          {questions.length} questions need about {questions.length * 2} minutes, but this interview lasts{' '}
          {job.firstRoundDurationMinutes} minutes: about {budget} fit, so the interviewer may not reach the
          last {overBudget === 1 ? 'one' : overBudget}. Remove some, or make the interview longer in the job
          settings.
        </Alert>
      )}
      <ol className="space-y-3">
        {questions.map((question, index) => {
          const problem = problems.get(index);
          return (
            <li
              key={index}
              className={`rounded-xl border bg-white p-3 ${problem ? 'border-red-400' : 'border-slate-200'}`}
            >
              <label
                className="block text-xs font-semibold uppercase tracking-wider text-slate-500"
                htmlFor={`q-${index}`}
              >
                Question {index + 1} · {question.kind}
              </label>
              <textarea
                id={`q-${index}`}
                rows={2}
                value={question.text}
                onChange={(e) => update(index, e.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `q-${index}-error` : undefined}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              />
              {problem && (
                <p id={`q-${index}-error`} className="mt-1 text-sm text-red-600">
                  {question.text.trim() === '' ? 'This question is empty.' : problem}
                </p>
              )}
              <div className="mt-2 flex gap-3 text-sm">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  className="text-slate-600 hover:text-slate-900 disabled:opacity-40"
                >
                  Move up
                </button>
                <button
                  type="button"
                  disabled={index === questions.length - 1}
                  onClick={() => move(index, 1)}
                  className="text-slate-600 hover:text-slate-900 disabled:opacity-40"
                >
                  Move down
                </button>
                <button type="button" onClick={() => remove(index)} className="text-red-700 hover:underline">
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            setQuestions((qs) => [
              ...qs,
              { text: '', kind: 'role-specific', skill: null, expectedPoints: [] },
            ])
          }
        >
          Add question
        </button>
        <button type="button" className="btn-primary" disabled={busy || !dirty} onClick={save}>
          {busy ? 'Saving…' : 'Save questions'}
        </button>
        {dirty && !busy && <span className="text-sm text-amber-800">Unsaved changes</span>}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {confirmRegenerate && (
        <ConfirmDialog
          title="Replace your questions?"
          description={`New questions generated from the posting replace your ${saved.length} saved question${
            saved.length === 1 ? '' : 's'
          }${dirty ? ' and the edits you have not saved' : ''}. This cannot be undone.`}
          confirmLabel="Replace questions"
          danger
          onConfirm={regenerate}
          onCancel={() => setConfirmRegenerate(false)}
        />
      )}
    </section>
  );
}
