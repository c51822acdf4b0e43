/** The candidate's first-round applications, on the Explore Jobs page of the dashboard. */
import { Link } from 'react-router';
import useSWR from 'swr';
import type { CandidateApplication } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import {
  APPLICATION_PROGRESS,
  CANDIDATE_APPLICATIONS_KEY,
  DIRECT_APPLICATION_PROGRESS,
} from './applications-api';

export function CandidateApplicationsList() {
  const { data, error } = useSWR<{ applications: CandidateApplication[] }>(CANDIDATE_APPLICATIONS_KEY);
  if (error) return <Alert tone="error">Your applications could not be loaded.</Alert>;
  if (!data || data.applications.length === 0) return null;
  return (
    <section
      aria-labelledby="applications-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="applications-heading" className="text-lg font-semibold text-slate-900">
        Your applications
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {data.applications.map((application) => (
          <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {application.jobTitle}{' '}
                <span className="font-normal text-slate-500">· {application.company}</span>
              </p>
              <p className="text-sm text-slate-600">
                {application.method !== 'ai-interview'
                  ? DIRECT_APPLICATION_PROGRESS[application.method]
                  : application.interviewStatus
                    ? APPLICATION_PROGRESS[application.interviewStatus]
                    : 'Interview deleted'}
                {application.overallScore !== null && ` · ${application.overallScore}/100`}
                {application.humanReviewRequested && ' · human review requested'}
              </p>
            </div>
            {application.interviewId && (
              <Link
                to={
                  application.interviewStatus === 'created'
                    ? `/dashboard/candidate/jobs/${application.jobId}/apply`
                    : `/dashboard/candidate/interviews/${application.interviewId}`
                }
                className="btn-secondary"
              >
                {application.interviewStatus === 'created'
                  ? 'Start interview'
                  : application.interviewStatus === 'in-progress'
                    ? 'Resume interview'
                    : 'View report'}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
