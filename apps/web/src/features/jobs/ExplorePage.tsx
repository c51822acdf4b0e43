import { JobSearch } from './JobSearch';

/** /explore: the public job board. */
function ExplorePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Explore jobs</h1>
      <p className="mt-2 text-slate-600">
        Find a role, practise its interview with the AI interviewer, or apply through a first-round AI
        interview.
      </p>
      <div className="mt-8">
        <JobSearch jobLinkBase="/jobs" />
      </div>
    </div>
  );
}

export default ExplorePage;
