/**
 * The sign-in back-off shared by every node: the same rule as the in-memory SignInThrottle (auth/sign-in-throttle.ts)
 * kept in Redis, one hash per account and per address, updated atomically by a script. While Redis is unreachable
 * this node's own SignInThrottle counts.
 */
import {
  SIGN_IN_FAILURES_BEFORE_LOCKOUT,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FIRST_LOCKOUT_MS,
  SIGN_IN_MAX_LOCKOUT_MS,
  SignInThrottle,
  signInThrottleKeys,
  type SignInLockouts,
} from '../auth/sign-in-throttle';
import type { RedisConnection } from './redis-connection';

/** ARGV: now, failures allowed, first lockout, longest lockout, window. Returns nothing. */
const RECORD_FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
local allowed = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local longest = tonumber(ARGV[4])
local window = tonumber(ARGV[5])
for _, key in ipairs(KEYS) do
  local failures = tonumber(redis.call('HGET', key, 'failures') or '0') + 1
  local lockouts = tonumber(redis.call('HGET', key, 'lockouts') or '0')
  local lockedUntil = tonumber(redis.call('HGET', key, 'lockedUntil') or '0')
  if failures > allowed then
    lockedUntil = now + math.min(first * 2 ^ lockouts, longest)
    lockouts = lockouts + 1
  end
  redis.call('HSET', key, 'failures', failures, 'lockouts', lockouts, 'lockedUntil', lockedUntil)
  -- Forgotten a window after the last failure or the end of the lockout, whichever is later.
  redis.call('PEXPIRE', key, math.max(now, lockedUntil) - now + window)
end
return 0
`;

export class RedisSignInLockouts implements SignInLockouts {
  private readonly fallback: SignInThrottle;

  constructor(
    private readonly redis: RedisConnection,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new SignInThrottle(now);
  }

  async retryAfterMs(account: string, address: string): Promise<number> {
    if (!this.redis.ready) return this.fallback.retryAfterMs(account, address);
    try {
      const keys = this.keys(account, address);
      const until = await Promise.all(keys.map((key) => this.redis.commands.hget(key, 'lockedUntil')));
      const now = this.now();
      return Math.max(0, ...until.map((value) => Number(value ?? 0) - now));
    } catch {
      return this.fallback.retryAfterMs(account, address);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    // This node's own count goes on too, so an outage does not start the back-off over.
    this.fallback.recordFailure(account, address);
    if (!this.redis.ready) return;
    await this.redis.commands
      .eval(
        RECORD_FAILURE_SCRIPT,
        2,
        ...this.keys(account, address),
        String(this.now()),
        String(SIGN_IN_FAILURES_BEFORE_LOCKOUT),
        String(SIGN_IN_FIRST_LOCKOUT_MS),
        String(SIGN_IN_MAX_LOCKOUT_MS),
        String(SIGN_IN_FAILURE_WINDOW_MS),
      )
      .catch(() => {});
  }

  async recordSuccess(account: string): Promise<void> {
    this.fallback.recordSuccess(account);
    if (!this.redis.ready) return;
    const [accountKey] = this.keys(account, '');
    await this.redis.commands.del(accountKey!).catch(() => {});
  }

  private keys(account: string, address: string): string[] {
    return signInThrottleKeys(account, address).map((key) => this.redis.key('sign-in', key));
  }
}
