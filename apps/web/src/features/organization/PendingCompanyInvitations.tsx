/** Company invitations waiting for the signed-in address, shown where a user would otherwise set up alone. */
import { Link } from 'react-router';
import useSWR from 'swr';
import type { CompanyInvitation } from '@intervia/shared';

const PENDING_COMPANY_INVITATIONS_KEY = '/api/company-invitations';

export function PendingCompanyInvitations() {
  const { data } = useSWR<{ invitations: CompanyInvitation[] }>(PENDING_COMPANY_INVITATIONS_KEY);
  const invitations = data?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-invitations-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 px-6 py-5 text-left"
    >
      <h2 id="pending-invitations-heading" className="text-lg font-semibold text-slate-900">
        You are invited to join {invitations.length === 1 ? 'a company' : 'companies'}
      </h2>
      <ul className="mt-3 space-y-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-700">
              <strong>{invitation.inviterName}</strong> invited you to{' '}
              <strong>{invitation.organizationName}</strong> as {invitation.role === 'admin' ? 'an' : 'a'}{' '}
              {invitation.role}.
            </span>
            <Link to={`/invite/${invitation.id}`} className="btn-primary">
              Review invitation to {invitation.organizationName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
