/**
 * /invite/:id — a colleague's invitation to a company. It names the company before sign-up, offers sign-up with
 * the invited address, and accepting makes the account a recruiter and a member in one step.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { Link, useNavigate, useParams } from 'react-router';
import {
  COMPANY_INVITATION_MESSAGES,
  type CompanyInvitation,
  type CompanyInvitationState,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { authClient } from '../auth/auth-client';

const CLOSED_MESSAGES: Record<Exclude<CompanyInvitationState, 'pending'>, string> = {
  accepted: COMPANY_INVITATION_MESSAGES.accepted,
  declined: COMPANY_INVITATION_MESSAGES.declined,
  expired: COMPANY_INVITATION_MESSAGES.expired,
};

function AcceptInvitationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user, status, openSignIn, refresh } = useAuth();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error: loadError } = useSWR<{ invitation: CompanyInvitation }>(
    `/api/company-invitations/${encodeURIComponent(id)}`,
  );
  const invitation = data?.invitation;
  const returnTo = `/invite/${id}`;

  const respond = async (accept: boolean) => {
    setBusy(true);
    setActionError(null);
    try {
      await apiRequest(
        `/api/company-invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`,
        {
          method: 'POST',
        },
      );
      // The membership was made by our API, not the auth client: tell its cached company list to reload.
      authClient.$store.notify('$listOrg');
      await refresh();
      void navigate(accept ? '/dashboard/recruiter' : '/', { replace: true });
    } catch (error) {
      setActionError(error instanceof Error ? error.message : 'The invitation could not be answered.');
    } finally {
      setBusy(false);
    }
  };

  const otherAccount = user && invitation && user.email.toLowerCase() !== invitation.email.toLowerCase();

  return (
    <section className="mx-auto max-w-lg px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Company invitation</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">
        {invitation ? `Join ${invitation.organizationName}` : 'Company invitation'}
      </h1>
      <div className="mt-6 space-y-4">
        {!invitation && !loadError && <Spinner label="Loading invitation" />}
        {loadError && (
          <>
            <Alert tone="error">
              {loadError instanceof ApiRequestError && loadError.status === 404
                ? COMPANY_INVITATION_MESSAGES.notFound
                : 'The invitation could not be loaded. Please try again.'}
            </Alert>
            <Link to="/" className="btn-secondary">
              Back to Home
            </Link>
          </>
        )}
        {invitation && (
          <div className="rounded-2xl border border-slate-200 p-6">
            <p className="text-slate-700">
              <strong>{invitation.inviterName}</strong> invited <strong>{invitation.email}</strong> to join{' '}
              <strong>{invitation.organizationName}</strong> as {invitation.role === 'admin' ? 'an' : 'a'}{' '}
              {invitation.role}. You will post jobs and review candidates with your colleagues as a recruiter.
            </p>
            {invitation.state !== 'pending' ? (
              <div className="mt-4">
                <Alert tone={invitation.state === 'accepted' ? 'info' : 'error'}>
                  {CLOSED_MESSAGES[invitation.state]}
                </Alert>
              </div>
            ) : status === 'loading' ? (
              <Spinner />
            ) : !user ? (
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => openSignIn({ returnTo, mode: 'sign-up', email: invitation.email })}
                >
                  Create your account
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => openSignIn({ returnTo, mode: 'sign-in', email: invitation.email })}
                >
                  I already have an account
                </button>
              </div>
            ) : otherAccount ? (
              <div className="mt-4">
                <Alert tone="error">
                  You are signed in as {user.email}. {COMPANY_INVITATION_MESSAGES.otherEmail}
                </Alert>
              </div>
            ) : user.role === 'candidate' ? (
              <div className="mt-4">
                <Alert tone="error">{COMPANY_INVITATION_MESSAGES.candidateAccount}</Alert>
              </div>
            ) : (
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  className="btn-primary"
                  disabled={busy}
                  onClick={() => void respond(true)}
                >
                  {busy ? 'Joining…' : `Join ${invitation.organizationName}`}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  onClick={() => void respond(false)}
                >
                  Decline
                </button>
              </div>
            )}
            {actionError && (
              <div className="mt-4">
                <Alert tone="error">{actionError}</Alert>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

export default AcceptInvitationPage;
