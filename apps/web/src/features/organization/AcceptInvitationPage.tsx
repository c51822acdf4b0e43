import { useState } from 'react';
import useSWR from 'swr';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { authClient, errorMessageOf } from '../auth/auth-client';

interface InvitationDetails {
  organizationName: string;
  inviterEmail: string;
  role: string;
  email: string;
}

/** /invite/:id — a recruiter joins a company through an invitation link. */
export function AcceptInvitationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data: invitation, error: loadError } = useSWR(['invitation', id], async () => {
    const result = await authClient.organization.getInvitation({ query: { id } });
    if (result.error)
      throw new Error(errorMessageOf(result.error, 'This invitation is not valid for your account.'));
    return result.data as unknown as InvitationDetails;
  });
  const error = actionError ?? (loadError instanceof Error ? loadError.message : null);

  const respond = async (accept: boolean) => {
    setBusy(true);
    const result = accept
      ? await authClient.organization.acceptInvitation({ invitationId: id })
      : await authClient.organization.rejectInvitation({ invitationId: id });
    setBusy(false);
    if (result.error) setActionError(errorMessageOf(result.error));
    else void navigate(accept ? '/account' : '/', { replace: true });
  };

  return (
    <section className="mx-auto max-w-lg px-6 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Company invitation</h1>
      <div className="mt-6">
        {invitation === undefined && !error && <Spinner label="Loading invitation" />}
        {error && <Alert tone="error">{error}</Alert>}
        {invitation && (
          <div className="rounded-2xl border border-slate-200 p-6">
            <p className="text-slate-700">
              <strong>{invitation.inviterEmail}</strong> invited you to join{' '}
              <strong>{invitation.organizationName}</strong> as {invitation.role}.
            </p>
            <div className="mt-6 flex gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={busy}
                onClick={() => void respond(true)}
              >
                Accept
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
          </div>
        )}
        {loadError && (
          <Link to="/" className="btn-secondary mt-4">
            Back to Home
          </Link>
        )}
      </div>
    </section>
  );
}

export default AcceptInvitationPage;
