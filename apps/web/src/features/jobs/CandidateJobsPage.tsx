import { JobSearch } from './JobSearch';

/** /dashboard/candidate/jobs: the job board inside the candidate dashboard. */
export function CandidateJobsPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Explore Jobs</h1>
      <div className="mt-6">
        <JobSearch jobLinkBase="/jobs" />
      </div>
    </div>
  );
}

export default CandidateJobsPage;
