/**
 * The signed-in user behind a request ("viewer"), resolved once per request from the session cookie, and the
 * guards every protected route uses: signed-out → 401, wrong role → 403, stale session for sensitive actions → 403.
 */
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { REVERIFICATION_WINDOW_MINUTES, isUserRole, type UserRole } from '@intervia/shared';
import type { Auth } from '../auth/auth';
import { HttpError } from './errors';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  role: UserRole | null;
  sessionId: string;
  sessionCreatedAt: Date;
  activeOrganizationId: string | null;
}

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

export function getViewer(auth: Auth, request: FastifyRequest): Promise<Viewer | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).then((result) => {
      if (!result) return null;
      const role = (result.user as { role?: unknown }).role;
      return {
        userId: result.user.id,
        email: result.user.email,
        name: result.user.name,
        role: isUserRole(role) ? role : null,
        sessionId: result.session.id,
        sessionCreatedAt: new Date(result.session.createdAt),
        activeOrganizationId:
          (result.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
      };
    });
    resolved.set(request, pending);
  }
  return pending;
}

export async function requireViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(auth, request);
  if (!viewer) throw new HttpError('unauthorized', 'Please sign in to continue.');
  return viewer;
}

export async function requireRole(auth: Auth, request: FastifyRequest, role: UserRole): Promise<Viewer> {
  const viewer = await requireViewer(auth, request);
  if (viewer.role === null)
    throw new HttpError('forbidden', 'Choose your role (candidate or recruiter) first.');
  if (viewer.role !== role) throw new HttpError('forbidden', `This is only available to ${role}s.`);
  return viewer;
}

export function isSessionFresh(sessionCreatedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - sessionCreatedAt.getTime() < REVERIFICATION_WINDOW_MINUTES * 60_000;
}

/** Sensitive actions need a session signed in within the re-verification window. */
export async function requireFreshViewer(auth: Auth, request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(auth, request);
  if (!isSessionFresh(viewer.sessionCreatedAt)) {
    throw new HttpError(
      'reauthentication-required',
      'For your security, please confirm your password to continue.',
    );
  }
  return viewer;
}
