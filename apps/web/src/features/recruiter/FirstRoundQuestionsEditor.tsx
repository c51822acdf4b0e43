import { useState } from 'react';
import type { PlannedQuestion, RecruiterJob } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { apiRequest, ApiRequestError } from '../../lib/api-client';

/** The job's first-round question set: generated from the posting, editable, reorderable. */
export function FirstRoundQuestionsEditor({
  job,
  onChanged,
}: {
  job: RecruiterJob;
  onChanged(job: RecruiterJob): void;
}) {
  const [questions, setQuestions] = useState<PlannedQuestion[]>(job.firstRoundQuestions);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (path: string, body?: unknown) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await apiRequest<{ job: RecruiterJob }>(
        path,
        body === undefined ? { method: 'POST' } : { method: 'PUT', json: body },
      );
      setQuestions(result.job.firstRoundQuestions);
      onChanged(result.job);
      setMessage({ tone: 'success', text: 'Questions saved.' });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: error instanceof ApiRequestError ? error.message : 'Something went wrong',
      });
    } finally {
      setBusy(false);
    }
  };

  const update = (index: number, text: string) =>
    setQuestions((qs) => qs.map((q, i) => (i === index ? { ...q, text } : q)));
  const remove = (index: number) => setQuestions((qs) => qs.filter((_, i) => i !== index));
  const move = (index: number, delta: number) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      return next;
    });

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
          onClick={() => void save(`/api/recruiter/jobs/${job.id}/first-round-questions/generate`)}
        >
          Regenerate from posting
        </button>
      </div>
      <ol className="space-y-3">
        {questions.map((question, index) => (
          <li key={index} className="rounded-xl border border-slate-200 bg-white p-3">
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
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
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
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
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
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => void save(`/api/recruiter/jobs/${job.id}/first-round-questions`, { questions })}
        >
          Save questions
        </button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </section>
  );
}
