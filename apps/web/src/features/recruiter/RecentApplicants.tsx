/** The newest applicants across the company's jobs, on the recruiter dashboard. */
import { Link } from 'react-router';
import useSWR from 'swr';
import type { Applicant } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { APPLICATION_STATUS_LABELS, interviewProgressLabel, scoreLabel } from './applicant-labels';

export function RecentApplicants() {
  const { data, error } = useSWR<{ applications: (Applicant & { jobTitle: string })[] }>(
    '/api/recruiter/applications',
  );
  return (
    <section className="mt-10" aria-labelledby="recent-applicants-heading">
      <h2 id="recent-applicants-heading" className="text-lg font-semibold text-slate-900">
        Latest applicants
      </h2>
      {error && <Alert tone="error">Applicants could not be loaded.</Alert>}
      {!data && !error && <Spinner label="Loading applicants" />}
      {data && data.applications.length === 0 && (
        <p className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-slate-600">
          No applicants yet. Turn on the first-round AI interview on a published job, or send invite links
          from its applicants page.
        </p>
      )}
      {data && data.applications.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {data.applications.map((applicant) => (
            <li key={applicant.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <Link
                  to={`/dashboard/recruiter/applications/${applicant.id}`}
                  className="font-medium text-slate-900 hover:text-brand-700"
                >
                  {applicant.candidateName}
                </Link>
                <p className="text-sm text-slate-600">
                  {applicant.jobTitle} · {interviewProgressLabel(applicant)}
                </p>
              </div>
              <p className="text-sm text-slate-700">
                {scoreLabel(applicant)} · {APPLICATION_STATUS_LABELS[applicant.status]}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
