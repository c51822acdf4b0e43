/** The browser side of better-auth: session, sign-in/up/out, organisations. Everything goes to /api/auth. */
import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, organizationClient } from 'better-auth/client/plugins';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({ user: { role: { type: 'string', required: false, input: false } } }),
    organizationClient(),
  ],
});

/** Our server answers stale sessions on sensitive actions with 403 `reauthentication-required`. */
export function isReauthenticationRequired(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: number; error?: { code?: string }; code?: string };
  return (
    e.status === 403 &&
    (e.error?.code === 'reauthentication-required' || e.code === 'reauthentication-required')
  );
}

export function errorMessageOf(error: unknown, fallback = 'Something went wrong'): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as { message?: string; error?: { message?: string } };
  return e.error?.message ?? e.message ?? fallback;
}
