/** Mounts better-auth under /api/auth and tells the UI which sign-in methods exist. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfigResponse } from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { databaseIsDown, sendDatabaseUnavailable } from '../http/database-outage';
import { requireFreshViewer } from '../http/viewer';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth';
import type { AppDependencies } from '../app-dependencies';

/** better-auth endpoints that change credentials or delete things: they need a fresh session (10 minutes). */
const FRESH_SESSION_PATHS = new Set([
  '/api/auth/change-password',
  '/api/auth/change-email',
  '/api/auth/organization/delete',
  '/api/auth/unlink-account',
]);

export const AUTH_RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** better-auth endpoints the product replaces with its own (account deletion also removes files). */
const DISABLED_PATHS = new Set(['/api/auth/delete-user']);

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The account a sign-in names (normalised), or '' when it names none: failures still count for the address. */
function accountIn(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function tooManyAttempts(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(Math.max(1, seconds)))
    .send(new DomainError('rate-limited', AUTH_RATE_LIMITED_MESSAGE).toBody());
}

function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody
      ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) }
      : {}),
  });
}

export const authRoutes: FastifyPluginAsync<AppDependencies> = async (app, { auth, config, database }) => {
  app.get('/api/auth-config', async (): Promise<AuthConfigResponse> => {
    const providers: AuthConfigResponse['oauthProviders'] = [];
    if (config.auth.github) providers.push({ id: 'github', label: 'GitHub' });
    if (config.auth.google) providers.push({ id: 'google', label: 'Google' });
    if (config.auth.oidc) providers.push({ id: 'oidc', label: config.auth.oidc.name });
    return { emailPassword: true, oauthProviders: providers };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (DISABLED_PATHS.has(path)) {
        return reply.status(404).send({ error: { code: 'not-found', message: 'Not available.' } });
      }
      if (FRESH_SESSION_PATHS.has(path)) await requireFreshViewer(auth, request);

      const throttle = path === SIGN_IN_PATH ? auth.signInThrottle : null;
      const account = accountIn(request.body);
      if (throttle) {
        const waitMs = await throttle.retryAfterMs(account, request.ip);
        if (waitMs > 0) return tooManyAttempts(reply, Math.ceil(waitMs / 1000));
      }
      const response = await auth.handler(toFetchRequest(request));
      if (throttle) {
        if (response.status === 401) await throttle.recordFailure(account, request.ip);
        else if (response.ok) await throttle.recordSuccess(account);
      }
      if (response.status === 429) {
        // better-auth says when to retry in X-Retry-After; answer like every other limited API route.
        return tooManyAttempts(reply, Number(response.headers.get('x-retry-after')) || 60);
      }
      // better-auth answers its own failures; one during a database outage is a 503 like every other route's.
      if (response.status >= 500 && (await databaseIsDown(database))) return sendDatabaseUnavailable(reply);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
};
