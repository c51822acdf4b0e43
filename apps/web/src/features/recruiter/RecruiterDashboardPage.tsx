import { Link } from 'react-router';
import useSWR from 'swr';
import { interviewerPersonaById, type RecruiterJob } from '@intervia/shared';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';
import { authClient } from '../auth/auth-client';
import { formatDate } from '../../lib/format-date';
import { RecentApplicants } from './RecentApplicants';
import { LoadFailed } from '../../components/LoadFailed';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { PendingCompanyInvitations } from '../organization/PendingCompanyInvitations';

export const RECRUITER_JOBS_KEY = '/api/recruiter/jobs';

const STATUS_STYLES: Record<RecruiterJob['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-amber-50 text-amber-800',
};

const JOB_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Title' },
  { label: 'Status' },
  { label: 'First round' },
  { label: 'Applicants' },
  { label: 'Created' },
];

/** /dashboard/recruiter: the recruiter's company, its jobs and their applicants. */
function RecruiterDashboardPage() {
  const { user } = useAuth();
  const organizations = authClient.useListOrganizations();
  const { data, error, mutate } = useSWR<{ jobs: RecruiterJob[] }>(RECRUITER_JOBS_KEY);
  const company = organizations.data?.[0];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Recruiter</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            Welcome, {user?.firstName}!
          </h1>
          {company && <p className="mt-1 text-slate-600">{company.name}</p>}
        </div>
        {company && (
          <Link to="/dashboard/recruiter/jobs/new" className="btn-primary">
            New job
          </Link>
        )}
      </div>

      {organizations.isPending ? (
        <div className="mt-8">
          <Spinner label="Loading your company" />
        </div>
      ) : !company ? (
        <div className="mt-8 space-y-6">
          <PendingCompanyInvitations />
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">Set up your company first</h2>
            <p className="mt-1 text-slate-600">
              Create your company (or accept a colleague's invitation) to post jobs and review candidates.
            </p>
            <Link to="/account" className="btn-primary mt-6">
              Create your company
            </Link>
          </div>
        </div>
      ) : (
        <section className="mt-8" aria-labelledby="jobs-heading">
          <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900">
            Jobs
          </h2>
          {error && <LoadFailed message="Jobs could not be loaded." onRetry={() => void mutate()} />}
          {!data && !error && <Spinner label="Loading jobs" />}
          {data && data.jobs.length === 0 && (
            <p className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-slate-600">
              No jobs yet. Post your first job to start receiving AI-interviewed applicants.
            </p>
          )}
          {data && data.jobs.length > 0 && (
            <DataTable columns={JOB_COLUMNS} className="mt-3">
              {data.jobs.map((job) => (
                <tr key={job.id}>
                  <td className="px-4 py-3">
                    <Link
                      to={`/dashboard/recruiter/jobs/${job.id}`}
                      className="font-medium text-slate-900 hover:text-brand-700"
                    >
                      {job.title}
                    </Link>
                    <div className="text-xs text-slate-500">{job.location}</div>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLES[job.status]}`}
                    >
                      {job.status}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    {job.firstRoundEnabled ? `${job.firstRoundQuestions.length} questions` : 'Off'}
                    {job.firstRoundEnabled && (
                      <div className="text-xs text-slate-500">
                        with {interviewerPersonaById(job.firstRoundPersonaId).name}
                      </div>
                    )}
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <Link
                      to={`/dashboard/recruiter/jobs/${job.id}/applicants`}
                      className="font-medium text-brand-700 hover:underline"
                      aria-label={`${job.applicationCount} applicants for ${job.title}`}
                    >
                      {job.applicationCount}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{formatDate(job.createdAt)}</td>
                </tr>
              ))}
            </DataTable>
          )}
          <RecentApplicants />
        </section>
      )}
    </div>
  );
}

export default RecruiterDashboardPage;
