/**
 * /dashboard/candidate/jobs/:id/apply[?invite=token] — a job's first-round AI interview: what it is, how the AI is
 * used, consent (and optional camera recording), then the interview room itself.
 */
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import type { FirstRoundLength, PublicJobDetail, PublicJobInvite } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { LiveInterview } from '../feedback/LiveInterview';
import { INTERVIEWS_KEY } from '../interviews/interviews-api';
import { firstRoundLengthLabel } from '../jobs/first-round-length';
import { AiDisclosure } from './AiDisclosure';
import { DirectApplication } from './DirectApplication';
import { CANDIDATE_APPLICATIONS_KEY, applyToJob } from './applications-api';

interface JobHeading {
  title: string;
  company: string;
  /** How long the interview can run now (not known from an invite). */
  length: FirstRoundLength | null;
}

function useJobHeading(jobId: string, inviteToken: string | null) {
  // An invited job may not be on the public board yet: the invite says what it is.
  const invite = useSWR<{ invite: PublicJobInvite }>(
    inviteToken ? `/api/job-invites/${encodeURIComponent(inviteToken)}` : null,
  );
  const job = useSWR<PublicJobDetail>(inviteToken ? null : `/api/jobs/${jobId}`);
  const heading: JobHeading | null = invite.data
    ? { title: invite.data.invite.jobTitle, company: invite.data.invite.company, length: null }
    : job.data
      ? {
          title: job.data.job.title,
          company: job.data.job.company,
          length: job.data.firstRoundLength,
        }
      : null;
  return {
    heading,
    error: invite.error ?? job.error,
    closedForPublic: job.data ? !job.data.job.firstRoundEnabled : false,
    externalApplyUrl: job.data?.job.externalApplyUrl ?? null,
  };
}

function ApplyPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const inviteToken = search.get('invite');
  const { mutate } = useSWRConfig();
  const { heading, error, closedForPublic, externalApplyUrl } = useJobHeading(id, inviteToken);
  const [consent, setConsent] = useState(false);
  const [recordVideo, setRecordVideo] = useState(false);
  const { busy, problem, setProblem, run } = useApiAction();
  const [started, setStarted] = useState<{ interviewId: string; done: boolean } | null>(null);

  if (started?.done)
    return <Navigate to={`/dashboard/candidate/interviews/${started.interviewId}`} replace />;
  if (started && heading) {
    return (
      <LiveInterview
        interviewId={started.interviewId}
        title={heading.title}
        recordVideo={recordVideo}
        firstRound
      />
    );
  }
  if (error) {
    return (
      <div className="space-y-4">
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? inviteToken
              ? 'This invite link is not valid.'
              : 'This job is not open (it may have been closed).'
            : 'The job could not be loaded.'}
        </Alert>
        <Link to="/dashboard/candidate/jobs" className="btn-secondary">
          Back to jobs
        </Link>
      </div>
    );
  }
  if (!heading) return <Spinner label="Loading the job" />;
  // A job without a first round takes the candidate's profile or résumé instead.
  if (closedForPublic)
    return (
      <DirectApplication
        jobId={id}
        title={heading.title}
        company={heading.company}
        externalApplyUrl={externalApplyUrl}
      />
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!consent) {
      setProblem('Please read and accept how the AI interview works before you start.');
      return;
    }
    await run(async () => {
      const { application } = await applyToJob(id, inviteToken);
      void mutate(CANDIDATE_APPLICATIONS_KEY);
      void mutate(INTERVIEWS_KEY);
      if (!application.interviewId) {
        setProblem('This application has no interview any more (it was deleted).');
        return;
      }
      const done = application.interviewStatus === 'completed' || application.interviewStatus === 'scored';
      setStarted({ interviewId: application.interviewId, done });
    }, 'Something went wrong. Please try again.');
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
          First-round interview
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{heading.title}</h1>
        <p className="mt-1 text-slate-600">
          {heading.company}
          {heading.length ? ` · ${firstRoundLengthLabel(heading.length)}` : ''}
        </p>
      </div>
      <>
        <AiDisclosure />
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <CheckboxField
            className="flex items-start gap-3 text-sm text-slate-800"
            inputClassName="mt-1 h-4 w-4"
            checked={consent}
            onChange={setConsent}
          >
            I have read how the AI is used and agree to take this first-round interview with it.
          </CheckboxField>
          <CheckboxField
            className="flex items-start gap-3 text-sm text-slate-800"
            inputClassName="mt-1 h-4 w-4"
            checked={recordVideo}
            onChange={setRecordVideo}
          >
            Record my camera for the recruiter (optional). Without it, they see the transcript and scores
            only.
          </CheckboxField>
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Preparing your interview…' : 'Start first-round interview'}
            </button>
            <Link to="/dashboard/candidate/jobs" className="btn-secondary">
              Not now
            </Link>
          </div>
          <p className="text-xs text-slate-500">
            Use a quiet place. You can answer by voice or by typing, and the interview is taken once.
          </p>
        </form>
      </>
    </div>
  );
}

export default ApplyPage;
