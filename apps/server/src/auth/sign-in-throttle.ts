/**
 * Lockout with back-off after repeated failed sign-ins, per account and per client address (here in memory, per
 * server process; with REDIS_URL shared by every node, shared-state/sign-in-lockouts.ts). The per-minute request limit (better-auth, per address) slows guessing from one place; this stops it
 * from many places against one account, and from one place against many accounts.
 */

/** Failures allowed within the window before the first lockout. */
export const SIGN_IN_FAILURES_BEFORE_LOCKOUT = 10;
/** Failures are forgotten (and the back-off starts over) this long after the last failure or lockout ends. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_FIRST_LOCKOUT_MS = 60_000;
export const SIGN_IN_MAX_LOCKOUT_MS = 30 * 60_000;

/** What the sign-in route asks: the in-memory throttle below, or the one shared in Redis. */
export interface SignInLockouts {
  /** Milliseconds until `account` (an address as typed) or the client `address` may try again; 0 when they may now. */
  retryAfterMs(account: string, address: string): number | Promise<number>;
  recordFailure(account: string, address: string): void | Promise<void>;
  /** A correct password clears the account's failures (not the address's: one correct guess does not pardon many). */
  recordSuccess(account: string): void | Promise<void>;
}

interface Record {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
  lockouts: number;
}

export class SignInThrottle implements SignInLockouts {
  private readonly records = new Map<string, Record>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds until `account` (a normalised address) or `address` may try again; 0 when they may now. */
  retryAfterMs(account: string, address: string): number {
    const now = this.now();
    return Math.max(
      0,
      ...[accountKey(account), addressKey(address)].map(
        (key) => (this.live(key, now)?.lockedUntil ?? 0) - now,
      ),
    );
  }

  recordFailure(account: string, address: string): void {
    const now = this.now();
    for (const key of [accountKey(account), addressKey(address)]) {
      const record = this.live(key, now) ?? { failures: 0, lastFailureAt: now, lockedUntil: 0, lockouts: 0 };
      record.failures += 1;
      record.lastFailureAt = now;
      if (record.failures > SIGN_IN_FAILURES_BEFORE_LOCKOUT) {
        // Each failure past the allowance locks for twice as long as the one before.
        const lockout = Math.min(SIGN_IN_FIRST_LOCKOUT_MS * 2 ** record.lockouts, SIGN_IN_MAX_LOCKOUT_MS);
        record.lockouts += 1;
        record.lockedUntil = now + lockout;
      }
      this.records.set(key, record);
    }
    this.prune(now);
  }

  /** A correct password clears the account's failures (not the address's: one correct guess does not pardon many). */
  recordSuccess(account: string): void {
    this.records.delete(accountKey(account));
  }

  private live(key: string, now: number): Record | null {
    const record = this.records.get(key);
    if (!record) return null;
    if (now - Math.max(record.lastFailureAt, record.lockedUntil) > SIGN_IN_FAILURE_WINDOW_MS) {
      this.records.delete(key);
      return null;
    }
    return record;
  }

  private prune(now: number): void {
    if (this.records.size < 10_000) return;
    for (const key of this.records.keys()) this.live(key, now);
  }
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** The account's key and the address's, in that order (the same keys wherever the counts are kept). */
export function signInThrottleKeys(account: string, address: string): [string, string] {
  return [accountKey(account), addressKey(address)];
}
