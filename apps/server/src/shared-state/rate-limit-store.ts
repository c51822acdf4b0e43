/**
 * Request counters for the API's rate limits (http/rate-limits.ts), in fixed windows: in this process's memory
 * (one node), or in Redis so every node counts against the same limit.
 */
import type { RedisConnection } from './redis-connection';

export interface RateLimitHit {
  /** Requests counted in this window, this one included. */
  count: number;
  /** Time until the window ends and the count starts over. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one request under `key`. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/** Windows kept before old ones are swept (a sweep is cheap; the map stays small). */
const SWEEP_ABOVE_KEYS = 10_000;

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= SWEEP_ABOVE_KEYS) this.sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** INCR and the window's expiry in one step, so two nodes counting at once never lose a request or a window. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Counts in Redis; while Redis is unreachable it counts on this node (logged once, shown in /api/health). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback: MemoryRateLimitStore;

  constructor(
    private readonly redis: RedisConnection,
    now: () => number = Date.now,
  ) {
    this.fallback = new MemoryRateLimitStore(now);
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    if (!this.redis.ready) return this.fallback.hit(key, windowMs);
    try {
      const [count, ttl] = (await this.redis.commands.eval(
        HIT_SCRIPT,
        1,
        this.redis.key('rate', key),
        String(windowMs),
      )) as [number, number];
      return { count, resetInMs: ttl };
    } catch {
      return this.fallback.hit(key, windowMs);
    }
  }
}
