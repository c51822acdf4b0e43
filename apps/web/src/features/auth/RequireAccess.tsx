/** Client-side guard mirroring the server's page rules (the server answers these pages with 401/403 too). */
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES, decideAccess, type PageAccess } from '@intervia/shared';
import { Spinner } from '../../components/Spinner';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useAuth } from './auth-context';

export function RequireAccess({ access, children }: { access: PageAccess; children?: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    );
  }
  const decision = decideAccess(access, auth.user);
  if (decision === 'sign-in-required')
    return <SignInRequired returnTo={`${location.pathname}${location.search}`} />;
  if (decision === 'role-required') {
    // After choosing a role the user carries on to the page they asked for (e.g. an invite's interview).
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${ROUTES.selectRole}?next=${next}`} replace />;
  }
  if (decision === 'wrong-role')
    return <ForbiddenPage requiredRole={access === 'recruiter' ? 'recruiter' : 'candidate'} />;
  return children ?? <Outlet />;
}

function SignInRequired({ returnTo }: { returnTo: string }) {
  const { openSignIn } = useAuth();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openSignIn({ returnTo });
  }, [openSignIn, returnTo]);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Sign in to continue</h1>
      <p className="mt-2 text-slate-600">You need an account to open this page.</p>
      <button type="button" className="btn-primary mt-6" onClick={() => openSignIn({ returnTo })}>
        Sign in
      </button>
    </section>
  );
}
