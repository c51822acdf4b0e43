/**
 * Applying to a job that has no first-round AI interview: the candidate sends their profile or one of their saved
 * résumés, with an optional note to the recruiter. Shows "Applied" once sent (also on a later visit).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { CandidateApplication, ProfileResponse, ResumeVersionSummary } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useApiAction } from '../../lib/use-api-action';
import { PROFILE_KEY, RESUME_VERSIONS_KEY } from '../profile/profile-api';
import { formatDate } from '../../lib/format-date';
import { CANDIDATE_APPLICATIONS_KEY, applyDirectly } from './applications-api';

const areaClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-500';

export function DirectApplication({
  jobId,
  title,
  company,
  externalApplyUrl,
}: {
  jobId: string;
  title: string;
  company: string;
  externalApplyUrl: string | null;
}) {
  const { mutate } = useSWRConfig();
  const applications = useSWR<{ applications: CandidateApplication[] }>(CANDIDATE_APPLICATIONS_KEY);
  const profile = useSWR<ProfileResponse>(PROFILE_KEY);
  const versions = useSWR<{ versions: ResumeVersionSummary[] }>(RESUME_VERSIONS_KEY);
  const [source, setSource] = useState<'profile' | 'resume'>('profile');
  const [resumeVersionId, setResumeVersionId] = useState('');
  const [message, setMessage] = useState('');
  const { busy, problem, setProblem, run } = useApiAction();

  const applied = applications.data?.applications.find((application) => application.jobId === jobId);
  const savedResumes = versions.data?.versions ?? [];
  const completeness = profile.data?.completeness.completenessPercent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosenResume = source === 'resume' ? resumeVersionId || savedResumes[0]?.id : undefined;
    if (source === 'resume' && !chosenResume) {
      setProblem('Choose one of your saved résumés, or send your profile.');
      return;
    }
    await run(
      async () => {
        await applyDirectly(jobId, { message, ...(chosenResume ? { resumeVersionId: chosenResume } : {}) });
        await mutate(CANDIDATE_APPLICATIONS_KEY);
      },
      // The note stays in the form: nothing typed is lost when sending fails.
      'Something went wrong. Please try again.',
    );
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Apply</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{company}</p>
      </div>
      {!applications.data && !applications.error ? (
        <Spinner label="Loading your applications" />
      ) : applied ? (
        <div className="space-y-4">
          <Alert tone="success">
            Applied on {formatDate(applied.createdAt)}. {company} has your{' '}
            {applied.method === 'resume' ? 'résumé' : 'profile'} and will get back to you.
          </Alert>
          <Link to="/dashboard/candidate/jobs" className="btn-secondary">
            See your applications
          </Link>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">What to send</legend>
            <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
              <input
                type="radio"
                name="source"
                className="mt-1 h-4 w-4"
                checked={source === 'profile'}
                onChange={() => setSource('profile')}
              />
              <span>
                <span className="font-medium">My profile</span>
                <span className="block text-slate-600">
                  {completeness === undefined
                    ? 'Your headline, summary, skills, experience and education.'
                    : `Your profile is ${completeness}% complete.`}{' '}
                  <Link to="/dashboard/candidate/profile" className="text-brand-700 hover:underline">
                    Review your profile
                  </Link>
                </span>
              </span>
            </label>
            <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
              <input
                type="radio"
                name="source"
                className="mt-1 h-4 w-4"
                checked={source === 'resume'}
                disabled={savedResumes.length === 0}
                onChange={() => setSource('resume')}
              />
              <span className="flex-1">
                <span className="font-medium">A saved résumé</span>
                {savedResumes.length === 0 ? (
                  <span className="block text-slate-600">
                    You have no saved résumés yet.{' '}
                    <Link to="/dashboard/candidate/profile/resume" className="text-brand-700 hover:underline">
                      Build one
                    </Link>
                  </span>
                ) : (
                  <select
                    aria-label="Résumé to send"
                    value={resumeVersionId || savedResumes[0]?.id}
                    onChange={(e) => {
                      setResumeVersionId(e.target.value);
                      setSource('resume');
                    }}
                    className={areaClass}
                  >
                    {savedResumes.map((version) => (
                      <option key={version.id} value={version.id}>
                        {version.name}
                      </option>
                    ))}
                  </select>
                )}
              </span>
            </label>
          </fieldset>
          <label className="block text-sm font-medium text-slate-800">
            Note to the recruiter (optional)
            <textarea
              rows={4}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={areaClass}
            />
          </label>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Sending…' : 'Send application'}
            </button>
            {externalApplyUrl && (
              <a href={externalApplyUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                Apply on {company}’s site
              </a>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
