/**
 * CSRF protection for state-changing requests: a browser always sends Origin (or Sec-Fetch-Site) on them, and it
 * must be this site. Cookies are also SameSite=Lax. Requests from non-browser clients carry neither header and have
 * no ambient cookies to abuse, so they pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedOriginsFor(request: FastifyRequest, configured: string[]): Set<string> {
  const origins = new Set(configured.map((url) => new URL(url).origin));
  const host = request.headers.host;
  if (host) origins.add(`${request.protocol}://${host}`);
  return origins;
}

function isCrossSiteRequest(request: FastifyRequest, configured: string[]): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return !allowedOriginsFor(request, configured).has(origin);
  if (origin === 'null') return true;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === 'cross-site';
}

export function registerOriginCheck(app: FastifyInstance, configuredOrigins: string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (isCrossSiteRequest(request, configuredOrigins)) {
      throw new DomainError('forbidden', 'Cross-site request refused.');
    }
  });
}
