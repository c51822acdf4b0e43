/** /dashboard/recruiter/jobs/:id/applicants — the job's applicants ranked by first-round score, and invite links. */
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import type { Applicant, RecruiterJob } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ApiRequestError } from '../../lib/api-client';
import { JobInvitesPanel } from './JobInvitesPanel';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_STYLES,
  APPLICANT_RESULT_POLL_MS,
  applicantsKey,
  awaitsResult,
  interviewProgressLabel,
  noApplicantsMessage,
} from './applicant-labels';
import { usePollingSWR } from '../../lib/use-polling-swr';

const APPLICANT_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Rank', className: 'hidden px-4 py-3 sm:table-cell' },
  { label: 'Candidate' },
  { label: 'Score' },
  { label: 'Interview', className: 'hidden px-4 py-3 sm:table-cell' },
  { label: 'Status' },
];

function ApplicantsPage() {
  const { id = '' } = useParams();
  const job = useSWR<{ job: RecruiterJob }>(`/api/recruiter/jobs/${id}`);
  const list = usePollingSWR<{ applications: Applicant[] }>(applicantsKey(id), (latest) =>
    latest?.applications.some(awaitsResult) ? APPLICANT_RESULT_POLL_MS : 0,
  );

  if (job.error || list.error) {
    const error = job.error ?? list.error;
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? 'Job not found.'
            : 'The applicants could not be loaded.'}
        </Alert>
      </div>
    );
  }
  if (!job.data || !list.data) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Spinner label="Loading applicants" />
      </div>
    );
  }
  const applicants = list.data.applications;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <Link
          to={`/dashboard/recruiter/jobs/${id}`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← {job.data.job.title}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">Applicants</h1>
        <p className="mt-1 text-slate-600">
          Ranked by first-round score. The score supports your decision; it does not make it.
        </p>
      </div>
      {!job.data.job.firstRoundEnabled && (
        <Alert tone="info">
          The first-round AI interview is off for this job: candidates apply with their profile or a résumé.
          Turn the interview on in the job settings to rank applicants by a scored first round.
        </Alert>
      )}
      <section aria-labelledby="applicants-heading">
        <h2 id="applicants-heading" className="sr-only">
          Ranked applicants
        </h2>
        {applicants.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-6 text-slate-600">
            {noApplicantsMessage(job.data.job.status)}
          </p>
        ) : (
          <DataTable columns={APPLICANT_COLUMNS}>
            {applicants.map((applicant) => (
              <tr key={applicant.id}>
                <td className="hidden px-4 py-3 font-semibold text-slate-900 sm:table-cell">
                  {applicant.rank ?? '—'}
                </td>
                <td className="px-4 py-3">
                  <Link
                    to={`/dashboard/recruiter/applications/${applicant.id}`}
                    className="font-medium text-slate-900 hover:text-brand-700"
                  >
                    {applicant.candidateName}
                  </Link>
                  <div className="break-all text-xs text-slate-500">{applicant.candidateEmail}</div>
                  {/* On narrow screens the rank and progress ride along here, so Status stays in view. */}
                  <div className="mt-1 text-xs text-slate-600 sm:hidden">
                    {applicant.rank !== null && `#${applicant.rank} · `}
                    {interviewProgressLabel(applicant)}
                  </div>
                  {applicant.humanReviewRequested && (
                    <div className="mt-1 text-xs font-semibold text-amber-800">Human review requested</div>
                  )}
                </td>
                <td className="px-4 py-3 text-slate-900">
                  {applicant.overallScore !== null ? `${applicant.overallScore}/100` : '—'}
                </td>
                <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
                  {interviewProgressLabel(applicant)}
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${APPLICATION_STATUS_STYLES[applicant.status]}`}
                  >
                    {APPLICATION_STATUS_LABELS[applicant.status]}
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <JobInvitesPanel job={job.data.job} />
    </div>
  );
}

export default ApplicantsPage;
