/** On a first-round interview's report: whose interview it is, that the recruiter sees it, and human review. */
import useSWR from 'swr';
import type { CandidateApplication } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { useApiAction } from '../../lib/use-api-action';
import { CANDIDATE_APPLICATIONS_KEY, requestHumanReview } from './applications-api';

export function ApplicationNotice({ interviewId }: { interviewId: string }) {
  const { data, mutate } = useSWR<{ applications: CandidateApplication[] }>(CANDIDATE_APPLICATIONS_KEY);
  const { busy, problem, run } = useApiAction();
  const application = data?.applications.find((entry) => entry.interviewId === interviewId);
  if (!application) return null;

  const ask = () =>
    run(async () => {
      await requestHumanReview(application.id);
      await mutate();
    }, 'The request could not be sent. Please try again.');

  return (
    <section
      aria-label="About this first-round interview"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <div className="max-w-xl text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          First-round interview for {application.jobTitle} at {application.company}
        </p>
        <p className="mt-1">
          {application.company} sees this report: the scores, the AI’s feedback and the transcript. A person
          at the company reviews every application; the AI score does not decide on its own.
        </p>
      </div>
      {application.humanReviewRequested ? (
        <p className="text-sm font-semibold text-emerald-800" role="status">
          Human review requested ✓
        </p>
      ) : (
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void ask()}>
          {busy ? 'Sending…' : 'Ask for a human review'}
        </button>
      )}
      {problem && (
        <div className="w-full">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </section>
  );
}
