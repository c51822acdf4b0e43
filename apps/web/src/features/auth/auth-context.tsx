/** Who is signed in, as the UI sees it, and the sign-in modal. The server is the authority on access. */
import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { isUserRole, type UserRole } from '@intervia/shared';
import { authClient } from './auth-client';

// Loaded when first opened: the form and its validation stay out of the landing page's first download.
const SignInModal = lazy(() => import('./SignInModal').then((module) => ({ default: module.SignInModal })));

export interface AuthUser {
  id: string;
  name: string;
  firstName: string;
  email: string;
  /** The address was confirmed through the link sent to it (needed for invitations and administrator rights). */
  emailVerified: boolean;
  role: UserRole | null;
}

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AuthUser | null;
  /** Opens the sign-in modal; after signing in the user lands on `returnTo` (default /redirect). */
  openSignIn(options?: { returnTo?: string; mode?: 'sign-in' | 'sign-up'; email?: string }): void;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const session = authClient.useSession();
  const [modal, setModal] = useState<{
    returnTo: string;
    mode: 'sign-in' | 'sign-up';
    email?: string | undefined;
  } | null>(null);

  const rawUser = session.data?.user;
  const user = useMemo<AuthUser | null>(() => {
    if (!rawUser) return null;
    const role = (rawUser as { role?: unknown }).role;
    return {
      id: rawUser.id,
      name: rawUser.name,
      firstName: firstNameOf(rawUser.name),
      email: rawUser.email,
      emailVerified: rawUser.emailVerified === true,
      role: isUserRole(role) ? role : null,
    };
  }, [rawUser]);

  const { refetch } = session;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthState>(
    () => ({
      status: session.isPending && !session.data ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      openSignIn: (options) =>
        setModal({
          returnTo: options?.returnTo ?? '/redirect',
          mode: options?.mode ?? 'sign-in',
          email: options?.email,
        }),
      signOut: async () => {
        // Leave the protected page first: otherwise its guard sees the signed-out state and opens the sign-in modal.
        await navigate('/');
        await authClient.signOut();
        await refetch();
        setModal(null);
      },
      refresh,
    }),
    [session.isPending, session.data, user, navigate, refetch, refresh],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modal && (
        <Suspense fallback={<SignInModalLoading />}>
          <SignInModal
            initialMode={modal.mode}
            initialEmail={modal.email ?? ''}
            onClose={() => setModal(null)}
            onSignedIn={async () => {
              const returnTo = modal.returnTo;
              setModal(null);
              await refetch();
              void navigate(returnTo);
            }}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

function SignInModalLoading() {
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-slate-900/40"
      role="status"
      aria-live="polite"
    >
      <span className="rounded-lg bg-white px-4 py-2 text-sm text-slate-700 shadow">Loading sign-in…</span>
    </div>
  );
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
