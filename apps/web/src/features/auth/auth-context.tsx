/** Who is signed in, as the UI sees it. The server is the authority; this only drives what is shown. */
import { createContext, useContext, type ReactNode } from 'react';
import type { UserRole } from '@intervia/shared';

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: { id: string; firstName: string; email: string; role: UserRole | null } | null;
  openSignIn(): void;
  signOut(): Promise<void>;
}

const signedOut: AuthState = {
  status: 'signed-out',
  user: null,
  openSignIn: () => {},
  signOut: async () => {},
};

const AuthContext = createContext<AuthState>(signedOut);

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={signedOut}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
