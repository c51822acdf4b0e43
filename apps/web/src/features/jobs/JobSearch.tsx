/** Search, filters and paginated results over published jobs; the query lives in the URL so it can be shared. */
import { useState, type FormEvent } from 'react';
import { VerifiedCompanyBadge } from './VerifiedCompanyBadge';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import {
  REMOTE_POLICIES,
  REMOTE_POLICY_LABELS,
  type JobSearchResponse,
  type JobSuggestion,
} from '@intervia/shared';
import { Spinner } from '../../components/Spinner';
import { formatSalary, jobMeta } from './job-format';
import { LoadFailed } from '../../components/LoadFailed';

const FILTERS = ['q', 'location', 'remote', 'skill'] as const;
const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-500';

export function JobSearch({ jobLinkBase }: { jobLinkBase: string }) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(
    () =>
      Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? ''])) as Record<
        (typeof FILTERS)[number],
        string
      >,
  );
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = new URLSearchParams();
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  // Nothing found with no filter set means the board itself is empty, which is not a failed search.
  const searching = FILTERS.some((key) => Boolean(params.get(key)));
  const { data, error, isLoading, mutate } = useSWR<JobSearchResponse>(`/api/jobs?${query.toString()}`);

  const titleSuggestions = useSuggestions(draft.q, 'title');
  const skillSuggestions = useSuggestions(draft.skill, 'skill');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTERS) if (draft[key].trim()) next.set(key, draft[key].trim());
    setParams(next);
  };
  const goToPage = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  return (
    <div>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        role="search"
      >
        <label className="text-sm font-medium text-slate-700">
          Search
          <input
            type="search"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            placeholder="Title, company or keyword"
            className={inputClass}
            list="job-search-suggestions"
            autoComplete="off"
          />
          <datalist id="job-search-suggestions">
            {titleSuggestions.map((text) => (
              <option key={text} value={text} />
            ))}
          </datalist>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Location
          <input
            value={draft.location}
            onChange={(e) => setDraft({ ...draft, location: e.target.value })}
            placeholder="City or country"
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Work style
          <select
            value={draft.remote}
            onChange={(e) => setDraft({ ...draft, remote: e.target.value })}
            className={inputClass}
          >
            <option value="">Any</option>
            {REMOTE_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {REMOTE_POLICY_LABELS[policy]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Skill
          <input
            value={draft.skill}
            onChange={(e) => setDraft({ ...draft, skill: e.target.value })}
            placeholder="e.g. PostgreSQL"
            className={inputClass}
            list="job-skill-suggestions"
            autoComplete="off"
          />
          <datalist id="job-skill-suggestions">
            {skillSuggestions.map((text) => (
              <option key={text} value={text} />
            ))}
          </datalist>
        </label>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>

      <div className="mt-6" aria-live="polite">
        {isLoading && <Spinner label="Finding jobs" />}
        {error && <LoadFailed message="Jobs could not be loaded." onRetry={() => void mutate()} />}
        {data && (
          <>
            <p className="text-sm text-slate-600">
              {data.total === 0
                ? searching
                  ? 'No jobs match your search.'
                  : 'There are no jobs on the board yet. Check back soon — new postings appear here as soon as they are published.'
                : `${data.total} ${data.total === 1 ? 'job' : 'jobs'} found`}
            </p>
            <ul className="mt-4 grid gap-4">
              {data.jobs.map((job) => {
                const salary = formatSalary(job);
                return (
                  <li
                    key={job.id}
                    className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div>
                        <h2 className="text-lg font-semibold text-slate-900">
                          <Link
                            to={`${jobLinkBase}/${job.id}`}
                            className="hover:text-brand-700 focus-visible:outline-2"
                          >
                            {job.title}
                          </Link>
                        </h2>
                        <p className="text-sm text-slate-600">{jobMeta(job)}</p>
                        <VerifiedCompanyBadge domain={job.companyVerifiedDomain} />
                      </div>
                      {job.firstRoundEnabled && (
                        <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
                          Apply with an AI interview
                        </span>
                      )}
                    </div>
                    {salary && <p className="mt-2 text-sm font-medium text-slate-800">{salary}</p>}
                    <p className="mt-2 line-clamp-2 text-sm text-slate-600">{job.description}</p>
                    {job.skills.length > 0 && (
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Skills">
                        {job.skills.slice(0, 8).map((skill) => (
                          <li
                            key={skill}
                            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
                          >
                            {skill}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
            {data.pageCount > 1 && (
              <nav aria-label="Pagination" className="mt-6 flex items-center justify-between">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={data.page <= 1}
                  onClick={() => goToPage(data.page - 1)}
                >
                  Previous
                </button>
                <span className="text-sm text-slate-600">
                  Page {data.page} of {data.pageCount}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={data.page >= data.pageCount}
                  onClick={() => goToPage(data.page + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Suggestions for what is being typed (titles of published jobs, or skills by name and synonym). */
function useSuggestions(typed: string, kind: JobSuggestion['kind']): string[] {
  const text = typed.trim();
  const { data } = useSWR<{ suggestions: JobSuggestion[] }>(
    text.length >= 2 ? `/api/jobs/suggestions?q=${encodeURIComponent(text)}` : null,
    { keepPreviousData: true },
  );
  return (data?.suggestions ?? []).filter((s) => s.kind === kind).map((s) => s.text);
}
