/**
 * The state every node must agree on, chosen once at start: in this process's memory (one node, no REDIS_URL:
 * the embedded default) or in Redis shared by every node.
 */
import type { ServerConfig } from '../config';
import { SessionRevocations, type SessionRevocationList } from '../auth/session-revocations';
import { SignInThrottle, type SignInLockouts } from '../auth/sign-in-throttle';
import { MemoryCallPresence, RedisCallPresence, type CallPresence } from './call-presence';
import { MemoryLiveEventBus, RedisLiveEventBus, type LiveEventBus } from './live-event-bus';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit-store';
import { RedisConnection, type SharedStateHealth, type SharedStateLog } from './redis-connection';
import { RedisSessionRevocations } from './session-revocation-store';
import { RedisSignInLockouts } from './sign-in-lockouts';

export interface SharedState {
  /** Where the state lives. */
  kind: 'memory' | 'redis';
  rateLimits: RateLimitStore;
  signInLockouts: SignInLockouts;
  revocations: SessionRevocationList;
  presence: CallPresence;
  liveEvents: LiveEventBus;
  /** Redis reachable (ok) or not (degraded: limits count per node); null when there is no Redis. */
  health(): SharedStateHealth | null;
  close(): Promise<void>;
}

export function createMemorySharedState(nodeId: string): SharedState {
  const presence = new MemoryCallPresence(nodeId);
  return {
    kind: 'memory',
    rateLimits: new MemoryRateLimitStore(),
    signInLockouts: new SignInThrottle(),
    revocations: new SessionRevocations(),
    presence,
    liveEvents: new MemoryLiveEventBus(),
    health: () => null,
    close: () => presence.close(),
  };
}

/**
 * The shared state the configuration asks for; with REDIS_URL it connects first and fails with an error naming
 * REDIS_URL when Redis cannot be reached (RedisUnavailableError).
 */
export async function connectSharedState(
  config: Pick<ServerConfig, 'redis' | 'nodeId'>,
  log: SharedStateLog,
): Promise<SharedState> {
  if (!config.redis) return createMemorySharedState(config.nodeId);
  const redis = await RedisConnection.connect(config.redis.url, config.redis.keyPrefix, log);
  const presence = new RedisCallPresence(redis, config.nodeId);
  // Claims that lapsed while Redis was away are renewed as soon as it is back.
  redis.onHealthChange((health) => {
    if (health === 'ok') void presence.refresh().catch(() => {});
  });
  return {
    kind: 'redis',
    rateLimits: new RedisRateLimitStore(redis),
    signInLockouts: new RedisSignInLockouts(redis),
    revocations: await RedisSessionRevocations.create(redis),
    presence,
    liveEvents: new RedisLiveEventBus(redis),
    health: () => redis.health,
    async close() {
      await presence.close();
      await redis.close();
    },
  };
}
