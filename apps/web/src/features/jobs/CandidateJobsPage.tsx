import { CandidateApplicationsList } from '../applications/CandidateApplicationsList';
import { JobSearch } from './JobSearch';

/** /dashboard/candidate/jobs: the candidate's applications and the job board inside the dashboard. */
function CandidateJobsPage() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Explore Jobs</h1>
      <CandidateApplicationsList />
      <JobSearch jobLinkBase="/jobs" />
    </div>
  );
}

export default CandidateJobsPage;
