import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  AUTH_MESSAGES,
  dashboardPathForRole,
  setUserRoleResponseSchema,
  type UserRole,
} from '@intervia/shared';
import { apiRequest } from '../../lib/api-client';
import { Alert } from '../../components/Alert';
import { useAuth } from './auth-context';
import { nextPathFor } from './next-path';
import { PendingCompanyInvitations } from '../organization/PendingCompanyInvitations';

const CHOICES: { role: UserRole; label: string; description: string }[] = [
  {
    role: 'candidate',
    label: 'Candidate',
    description: 'Practise interviews, get scored feedback, build your resume and find jobs.',
  },
  {
    role: 'recruiter',
    label: 'Recruiter',
    description: 'Post jobs, run first-round AI interviews and review ranked candidates.',
  },
];

/** /select-role: the role is chosen once (POST /api/getuser_role). */
function SelectRolePage() {
  const { user, refresh } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<UserRole | null>(null);
  const [failed, setFailed] = useState(false);
  const [search] = useSearchParams();

  if (!user) return null;
  if (user.role) return <Navigate to={dashboardPathForRole(user.role)} replace />;

  const choose = async (role: UserRole) => {
    setBusy(role);
    setFailed(false);
    try {
      const response = await apiRequest<unknown>('/api/getuser_role', {
        method: 'POST',
        json: { user: { id: user.id }, role },
      });
      const parsed = setUserRoleResponseSchema.safeParse(response);
      if (!parsed.success) {
        console.error(AUTH_MESSAGES.poorResponse);
        setFailed(true);
        return;
      }
      await refresh();
      void navigate(nextPathFor(search.get('next'), parsed.data.role), { replace: true });
    } catch (error) {
      // The spec logs role update failures; we also tell the user, and stay on this page.
      console.error('Error updating role:', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">How will you use the platform?</h1>
      <p className="mt-2 text-slate-600">Choose once — this decides your dashboard.</p>
      <div className="mt-6">
        <PendingCompanyInvitations />
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <button
            key={choice.role}
            type="button"
            disabled={busy !== null}
            onClick={() => void choose(choice.role)}
            className="group rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-brand-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
              {choice.label}
            </span>
            <span className="mt-2 block text-sm text-slate-600">{choice.description}</span>
            {busy === choice.role && <span className="mt-3 block text-sm text-brand-700">Saving…</span>}
          </button>
        ))}
      </div>
      {failed && (
        <div className="mt-6">
          <Alert tone="error">Your choice could not be saved. Please try again.</Alert>
        </div>
      )}
    </section>
  );
}

export default SelectRolePage;
