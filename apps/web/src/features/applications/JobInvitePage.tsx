/**
 * /job-invite/:token — where a recruiter's one-time invite link lands: the job, who the link is for, then sign-up
 * (or sign-in) and on into the first-round interview.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import type { PublicJobInvite } from '@intervia/shared';
import { APPLICATION_MESSAGES } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { AiDisclosure } from './AiDisclosure';
import { applyPath } from './applications-api';

function JobInvitePage() {
  const { token = '' } = useParams();
  const { user, openSignIn } = useAuth();
  const { data, error } = useSWR<{ invite: PublicJobInvite }>(
    `/api/job-invites/${encodeURIComponent(token)}`,
  );

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
      {error ? (
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? APPLICATION_MESSAGES.inviteNotFound
            : 'The invite could not be loaded. Please try again.'}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading your invite" />
      ) : (
        <InviteDetails invite={data.invite} signedInEmail={user?.email ?? null} role={user?.role ?? null}>
          {!user ? (
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                onClick={() =>
                  openSignIn({
                    returnTo: applyPath(data.invite.jobId, token),
                    mode: 'sign-up',
                    email: data.invite.email,
                  })
                }
              >
                Create your account
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() =>
                  openSignIn({
                    returnTo: applyPath(data.invite.jobId, token),
                    mode: 'sign-in',
                    email: data.invite.email,
                  })
                }
              >
                I already have an account
              </button>
            </div>
          ) : (
            <Link to={applyPath(data.invite.jobId, token)} className="btn-primary">
              Continue to the interview
            </Link>
          )}
        </InviteDetails>
      )}
    </div>
  );
}

function InviteDetails({
  invite,
  signedInEmail,
  role,
  children,
}: {
  invite: PublicJobInvite;
  signedInEmail: string | null;
  role: string | null;
  children: ReactNode;
}) {
  const otherAccount = signedInEmail !== null && signedInEmail.toLowerCase() !== invite.email.toLowerCase();
  return (
    <>
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">You are invited</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{invite.jobTitle}</h1>
        <p className="mt-1 text-slate-600">
          {invite.company} invites <strong>{invite.email}</strong> to a first-round AI interview.
        </p>
      </div>
      {invite.state === 'used' && <Alert tone="info">{APPLICATION_MESSAGES.inviteUsed}</Alert>}
      {invite.state === 'expired' && <Alert tone="error">{APPLICATION_MESSAGES.inviteExpired}</Alert>}
      {invite.state === 'pending' && (
        <>
          <AiDisclosure />
          {otherAccount ? (
            <Alert tone="error">
              You are signed in as {signedInEmail}. {APPLICATION_MESSAGES.inviteOtherEmail}
            </Alert>
          ) : role === 'recruiter' ? (
            <Alert tone="error">
              This invite is for a candidate account; you are signed in as a recruiter.
            </Alert>
          ) : (
            children
          )}
        </>
      )}
    </>
  );
}

export default JobInvitePage;
