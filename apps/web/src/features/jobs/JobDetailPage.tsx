import { Link, useParams } from 'react-router';
import { VerifiedCompanyBadge } from './VerifiedCompanyBadge';
import useSWR from 'swr';
import type { CandidateApplication, PublicJob, PublicJobDetail } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { formatSalary, jobMeta, practiceLink, tailorResumeLink } from './job-format';
import { firstRoundNoteForCandidates } from './first-round-length';
import { CANDIDATE_APPLICATIONS_KEY, applyPath } from '../applications/applications-api';
import { formatDate } from '../../lib/format-date';

/** /jobs/:id — a published posting, with "practise this interview" for candidates. */
function JobDetailPage() {
  const { id = '' } = useParams();
  const { user, openSignIn } = useAuth();
  const { data, error } = useSWR<PublicJobDetail>(`/api/jobs/${id}`);
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? 'This job is not open (it may have been closed).'
            : 'The job could not be loaded.'}
        </Alert>
        <Link to="/explore" className="btn-secondary mt-6">
          Back to Explore
        </Link>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Spinner label="Loading job" />
      </div>
    );
  }
  const { job } = data;
  const salary = formatSalary(job);
  const link = practiceLink(job);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/explore" className="text-sm font-medium text-brand-700 hover:underline">
        ← All jobs
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{job.title}</h1>
      <p className="mt-2 text-slate-600">{jobMeta(job)}</p>
      <VerifiedCompanyBadge domain={job.companyVerifiedDomain} />
      {salary && <p className="mt-1 font-medium text-slate-800">{salary}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {user?.role === 'candidate' ? (
          <CandidateApplyAction job={job} />
        ) : !user ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => openSignIn({ returnTo: applyPath(job.id), mode: 'sign-up' })}
          >
            {applyLabel(job)}
          </button>
        ) : null}
        {job.externalApplyUrl && (
          <a href={job.externalApplyUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            Apply on {job.company}’s site
          </a>
        )}
        {user?.role === 'candidate' ? (
          <Link to={link} className="btn-secondary">
            Practise this interview
          </Link>
        ) : !user ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => openSignIn({ returnTo: link, mode: 'sign-up' })}
          >
            Practise this interview
          </button>
        ) : null}
        {user?.role === 'candidate' && (
          <Link to={tailorResumeLink(job)} className="btn-secondary">
            Tailor your resume
          </Link>
        )}
      </div>
      {job.firstRoundEnabled && data.firstRoundLength && (
        <p className="mt-3 text-sm text-slate-600" data-testid="first-round-length">
          {firstRoundNoteForCandidates(job.company, data.firstRoundLength)} You will see how the AI is used
          before you start.
        </p>
      )}
      <section className="mt-8">
        <h2 className="text-lg font-semibold text-slate-900">About the role</h2>
        <p className="mt-2 whitespace-pre-line text-slate-700">{job.description}</p>
      </section>
      {job.requirements && (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">Requirements</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{job.requirements}</p>
        </section>
      )}
      {job.skills.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">Skills</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function applyLabel(job: PublicJob): string {
  return job.firstRoundEnabled ? 'Apply with a first-round AI interview' : 'Apply';
}

/** The candidate's main action: Apply, or "Applied" once they have. */
function CandidateApplyAction({ job }: { job: PublicJob }) {
  const { data } = useSWR<{ applications: CandidateApplication[] }>(CANDIDATE_APPLICATIONS_KEY);
  if (!data) return <span className="btn-primary opacity-60">{applyLabel(job)}</span>;
  const applied = data.applications.find((application) => application.jobId === job.id);
  if (!applied)
    return (
      <Link to={applyPath(job.id)} className="btn-primary">
        {applyLabel(job)}
      </Link>
    );
  return (
    <Link
      to="/dashboard/candidate/jobs"
      className="btn-primary bg-emerald-700 hover:bg-emerald-800"
      aria-label={`Applied on ${formatDate(applied.createdAt)} — see your applications`}
    >
      ✓ Applied
    </Link>
  );
}

export default JobDetailPage;
