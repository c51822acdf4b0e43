/**
 * The signed-in user behind a request ("viewer"), resolved once per request from the session cookie, and the
 * guards every protected route uses: signed-out → 401, wrong role → 403, stale session for sensitive actions → 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { REVERIFICATION_WINDOW_MINUTES, isUserRole, type UserRole } from '@intervia/shared';
import type { Auth } from '../auth/auth';
import { DomainError } from '../domain/domain-error';
import type { Viewer } from '../domain/viewer';

export type { Viewer };

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
/** Cookies better-auth set while resolving the viewer (a refreshed session cache), sent with the reply. */
const viewerCookies = new WeakMap<FastifyRequest, string[]>();

type SessionResult = Awaited<ReturnType<Auth['api']['getSession']>>;

async function readSession(auth: Auth, request: FastifyRequest, fromDatabase: boolean) {
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
    ...(fromDatabase ? { query: { disableCookieCache: true } } : {}),
  });
  viewerCookies.set(request, headers.getSetCookie());
  return response as SessionResult;
}

/**
 * The session may come from the signed cookie cache (better-auth already ignores a cache of a session or user this
 * process revoked, see auth.ts). It is re-read from the database while it has no role: the role is chosen once,
 * after sign-up, so a cached "none" may be outdated.
 */
async function resolveViewer(
  auth: Auth,
  request: FastifyRequest,
  fromDatabase: boolean,
): Promise<Viewer | null> {
  let result = await readSession(auth, request, fromDatabase);
  if (!fromDatabase && result && !isUserRole((result.user as { role?: unknown }).role)) {
    result = await readSession(auth, request, true);
  }
  if (!result) return null;
  const role = (result.user as { role?: unknown }).role;
  return {
    userId: result.user.id,
    email: result.user.email,
    emailVerified: result.user.emailVerified === true,
    name: result.user.name,
    role: isUserRole(role) ? role : null,
    sessionId: result.session.id,
    sessionCreatedAt: new Date(result.session.createdAt),
    activeOrganizationId:
      (result.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
  };
}

export function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolveViewer(auth, request, false);
    resolved.set(request, pending);
  }
  return pending;
}

/** After changing what the session cache holds (the role), send the browser a cache read from the database. */
export async function refreshViewerCookies(auth: Auth, request: FastifyRequest): Promise<void> {
  await readSession(auth, request, true);
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf('='));
}

/**
 * Passes on the session cookies better-auth set while resolving the viewer (the refreshed cache, or its removal),
 * unless the route set a cookie of the same name itself (sign-out, account deletion).
 */
export function registerViewerCookies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = viewerCookies.get(request);
    if (!cookies?.length) return payload;
    const existing = reply.getHeader('set-cookie');
    const taken = new Set(
      (Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]).map(cookieName),
    );
    const fresh = cookies.filter((cookie) => !taken.has(cookieName(cookie)));
    if (fresh.length) reply.header('set-cookie', fresh);
    return payload;
  });
}

export async function requireViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw new DomainError('unauthorized', 'Please sign in to continue.');
  return viewer;
}

export async function requireRole(auth: Auth, request: FastifyRequest, role: UserRole): Promise<Viewer> {
  const viewer = await requireViewer(auth, request);
  if (viewer.role === null)
    throw new DomainError('forbidden', 'Choose your role (candidate or recruiter) first.');
  if (viewer.role !== role) throw new DomainError('forbidden', `This is only available to ${role}s.`);
  return viewer;
}

function isSessionFresh(sessionCreatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - sessionCreatedAt.getTime() < REVERIFICATION_WINDOW_MINUTES * 60_000;
}

/**
 * Sensitive actions need a session signed in within the re-verification window. They are rare, so the session is
 * read from the database rather than the cookie cache: a session revoked on another server process cannot act.
 */
export async function requireFreshViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const pending = resolveViewer(auth, request, true);
  resolved.set(request, pending);
  const viewer = await pending;
  if (!viewer) throw new DomainError('unauthorized', 'Please sign in to continue.');
  if (!isSessionFresh(viewer.sessionCreatedAt)) {
    throw new DomainError(
      'reauthentication-required',
      'For your security, please confirm your password to continue.',
    );
  }
  return viewer;
}
