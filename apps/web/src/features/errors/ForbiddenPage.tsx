import { Link } from 'react-router';
import { dashboardPathForRole, type UserRole } from '@intervia/shared';
import { useAuth } from '../auth/auth-context';

export function ForbiddenPage({ requiredRole }: { requiredRole: UserRole }) {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">403</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
        This area is for {requiredRole}s
      </h1>
      <p className="mt-4 text-slate-600">
        Your account is set up as a {user?.role ?? 'user without a role'}, so this page is not available to
        you.
      </p>
      <Link to={dashboardPathForRole(user?.role)} className="btn-primary mt-8">
        Go to your dashboard
      </Link>
    </section>
  );
}
