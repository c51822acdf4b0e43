/**
 * Request limits on the routes that cost the most (analysis, scoring, calls, mail, uploads, payment sessions) or that
 * anyone can post to.
 * Sign-in and sign-up have their own limits inside better-auth (AUTH_RATE_LIMIT_PER_MINUTE). One table lists every
 * limited route; a 429 carries Retry-After and the API's rate-limited error body. The counts live in the shared
 * state's RateLimitStore: this process's memory, or Redis so every node counts against the same limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Auth } from '../auth/auth';
import type { RateLimitStore } from '../shared-state/rate-limit-store';
import { getViewer } from './viewer';

type RateLimitKey = 'ip' | 'session';
export interface RateLimitRule {
  /** Requests allowed per minute; `perUserLimit` means the configured API_RATE_LIMIT_PER_MINUTE. */
  perMinute: number | 'perUserLimit';
  /**
   * Counted per client address (the socket's, or a trusted proxy's X-Forwarded-For), or per signed-in user (the
   * user id the session resolves to, so a re-encoded cookie or a second session is the same user; the address when
   * there is none).
   */
  by: RateLimitKey;
}

/** Newsletter sign-ups per address per minute (a public form). */
export const NEWSLETTER_PER_MINUTE = 5;
/** Camera recording chunks per session per minute: the browser sends one every 5 s, so this is 5× headroom. */
const RECORDING_CHUNKS_PER_MINUTE = 60;

export const RATE_LIMITED_ROUTES: Readonly<Record<string, RateLimitRule>> = {
  'POST /api/newsletter': { perMinute: NEWSLETTER_PER_MINUTE, by: 'ip' },
  'POST /api/interviews': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/interviews/score': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/interviews/:id/score': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/call/web': { perMinute: 'perUserLimit', by: 'session' },
  'POST /call/web': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/jobs/:id/apply': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/recruiter/jobs/:id/invites': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/call/:id/recording': { perMinute: RECORDING_CHUNKS_PER_MINUTE, by: 'session' },
  'POST /api/billing/checkout': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/candidate/profile/import': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/candidate/resume-builder': { perMinute: 'perUserLimit', by: 'session' },
  'POST /api/candidate/resume-builder/export': { perMinute: 'perUserLimit', by: 'session' },
  'GET /api/candidate/resumes/:id/export': { perMinute: 'perUserLimit', by: 'session' },
};

function ruleFor(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): RateLimitRule | null {
  const url = request.routeOptions.url;
  return url ? (RATE_LIMITED_ROUTES[`${request.method} ${url}`] ?? null) : null;
}

/** The counter a request falls into: per route, per user or address. */
function rateLimitKey(
  request: Pick<FastifyRequest, 'method' | 'routeOptions' | 'ip'>,
  rule: RateLimitRule,
  userId: string | null,
): string {
  const who = rule.by === 'session' && userId ? `user:${userId}` : `ip:${request.ip}`;
  return `${request.method} ${request.routeOptions.url} ${who}`;
}

/** The plugin's store interface over our RateLimitStore (the plugin builds one per route from the class). */
function pluginStoreFor(store: RateLimitStore): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.hit(key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return SharedRateLimitStore;
}

/** `perUserLimit` 0 turns the API limits off (benchmarks); sign-in limits are separate. */
export async function registerRateLimits(
  app: FastifyInstance,
  perUserLimit: number,
  auth: Auth,
  store: RateLimitStore,
): Promise<void> {
  if (perUserLimit <= 0) return;
  await app.register(fastifyRateLimit, {
    global: true,
    store: pluginStoreFor(store),
    timeWindow: 60_000,
    allowList: (request) => ruleFor(request) === null,
    max: (request) => {
      const rule = ruleFor(request);
      return rule?.perMinute === 'perUserLimit' ? perUserLimit : (rule?.perMinute ?? perUserLimit);
    },
    keyGenerator: async (request) => {
      const rule = ruleFor(request);
      if (!rule) return request.ip;
      // The route resolves the same viewer again from this request's cache.
      const viewer = rule.by === 'session' ? await getViewer(auth, request) : null;
      return rateLimitKey(request, rule, viewer?.userId ?? null);
    },
  });
}
