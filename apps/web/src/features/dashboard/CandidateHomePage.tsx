import { useId } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import {
  findPlan,
  type BillingOverview,
  ROUTES,
  type CandidateOverview,
  type InterviewSummary,
} from '@intervia/shared';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';
import { CANDIDATE_OVERVIEW_KEY } from './candidate-overview-api';
import { CompletenessMeter } from '../profile/CompletenessMeter';
import { formatDate } from '../../lib/format-date';
import { LoadFailed } from '../../components/LoadFailed';

function InfoCard({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action: React.ReactNode;
}) {
  // An id, not the title: "card-Profile Status" would name two ids and leave the region without a name.
  const id = useId();
  return (
    <section
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={id}
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 flex-1 text-sm text-slate-600">{children}</div>
      <div className="mt-5">{action}</div>
    </section>
  );
}

function InterviewLine({ interview }: { interview: InterviewSummary }) {
  return (
    <li className="flex items-center justify-between gap-3">
      <span className="truncate font-medium text-slate-800">{interview.title}</span>
      <span className="shrink-0 text-xs text-slate-500">
        {interview.overallScore !== null ? `${Math.round(interview.overallScore)}/100 · ` : ''}
        {formatDate(interview.createdAt)}
      </span>
    </li>
  );
}

/** /dashboard/candidate: 'Welcome, {firstName}!' and three info cards with the candidate's real data. */
function CandidateHomePage() {
  const { user } = useAuth();
  const { data, error, mutate } = useSWR<CandidateOverview>(CANDIDATE_OVERVIEW_KEY);
  const billing = useSWR<BillingOverview>('/api/billing');
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {user?.firstName}!</h1>
      {billing.data && (
        <p className="mt-2 text-sm text-slate-600" data-testid="minutes-left">
          {findPlan(billing.data.plan.id).name} plan: {Math.floor(billing.data.usage.remainingSeconds / 60)}{' '}
          of {billing.data.usage.allowanceSeconds / 60} interview minutes left this period.{' '}
          <Link to="/payment" className="font-medium text-brand-700 hover:underline">
            Plans and usage
          </Link>
        </p>
      )}
      {error && (
        <div className="mt-6">
          <LoadFailed message="Your overview could not be loaded." onRetry={() => void mutate()} />
        </div>
      )}
      {!data && !error && (
        <div className="mt-6">
          <Spinner label="Loading your overview" />
        </div>
      )}
      {data && (
        <div className="mt-6 grid gap-5 lg:grid-cols-3">
          <InfoCard
            title="Upcoming Interviews"
            action={
              <Link to={ROUTES.candidateInterviewCreate} className="btn-primary">
                Create Interview
              </Link>
            }
          >
            {data.interviews.upcoming.length === 0 && data.interviews.recent.length === 0 ? (
              <p>No interviews yet. Create one from a job description or your resume.</p>
            ) : (
              <div className="space-y-4">
                {data.interviews.upcoming.length > 0 && (
                  <ul className="space-y-2" aria-label="Not yet taken">
                    {data.interviews.upcoming.map((i) => (
                      <InterviewLine key={i.id} interview={i} />
                    ))}
                  </ul>
                )}
                {data.interviews.recent.length > 0 && (
                  <div>
                    <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-500">Recent</h3>
                    <ul className="mt-2 space-y-2">
                      {data.interviews.recent.map((i) => (
                        <InterviewLine key={i.id} interview={i} />
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
          </InfoCard>
          <InfoCard
            title="Profile Status"
            action={
              <Link to={ROUTES.candidateProfile} className="btn-secondary">
                Complete profile
              </Link>
            }
          >
            <CompletenessMeter completeness={data.profile} />
          </InfoCard>
          <InfoCard
            title="Explore Jobs"
            action={
              <Link to={ROUTES.candidateJobs} className="btn-secondary">
                Explore Jobs
              </Link>
            }
          >
            <p>
              <span className="text-3xl font-bold text-slate-900">{data.jobs.openCount}</span> open{' '}
              {data.jobs.openCount === 1 ? 'position' : 'positions'}
            </p>
            <p className="mt-2">
              Practise for a real posting, or apply through its first-round AI interview.
            </p>
          </InfoCard>
        </div>
      )}
    </div>
  );
}

export default CandidateHomePage;
