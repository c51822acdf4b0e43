import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURES_BEFORE_LOCKOUT,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_FIRST_LOCKOUT_MS,
  SIGN_IN_MAX_LOCKOUT_MS,
  SignInThrottle,
} from './sign-in-throttle';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SignInThrottle', () => {
  it('allows the first failures, then locks the account from every address', () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCKOUT; i += 1) {
      expect(throttle.retryAfterMs('ada@example.com', `198.51.100.${i}`)).toBe(0);
      throttle.recordFailure('ada@example.com', `198.51.100.${i}`);
    }
    expect(throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
    throttle.recordFailure('ADA@example.com ', '198.51.100.200');
    expect(throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(SIGN_IN_FIRST_LOCKOUT_MS);
    expect(throttle.retryAfterMs('grace@example.com', '203.0.113.1')).toBe(0);
  });

  it('doubles the lockout on each further failure, up to the maximum', () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    const lockouts: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCKOUT + 8; i += 1) {
      throttle.recordFailure('ada@example.com', '198.51.100.1');
      lockouts.push(throttle.retryAfterMs('ada@example.com', '203.0.113.9'));
      time.advance(lockouts.at(-1)!);
    }
    expect(lockouts.slice(SIGN_IN_FAILURES_BEFORE_LOCKOUT)).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      960_000,
      SIGN_IN_MAX_LOCKOUT_MS,
      SIGN_IN_MAX_LOCKOUT_MS,
      SIGN_IN_MAX_LOCKOUT_MS,
    ]);
  });

  it('locks one address that tries many accounts', () => {
    const throttle = new SignInThrottle(clock().now);
    for (let i = 0; i <= SIGN_IN_FAILURES_BEFORE_LOCKOUT; i += 1)
      throttle.recordFailure(`user${i}@example.com`, '198.51.100.7');
    expect(throttle.retryAfterMs('someone@example.com', '198.51.100.7')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('someone@example.com', '198.51.100.8')).toBe(0);
  });

  it('forgets failures after the window, and a correct password clears the account', () => {
    const time = clock();
    const throttle = new SignInThrottle(time.now);
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCKOUT; i += 1)
      throttle.recordFailure('a@example.com', '::1');
    time.advance(SIGN_IN_FAILURE_WINDOW_MS + 1);
    throttle.recordFailure('a@example.com', '::2');
    expect(throttle.retryAfterMs('a@example.com', '::3')).toBe(0);
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCKOUT - 1; i += 1)
      throttle.recordFailure('a@example.com', '::4');
    throttle.recordSuccess('a@example.com');
    throttle.recordFailure('a@example.com', '::5');
    expect(throttle.retryAfterMs('a@example.com', '::6')).toBe(0);
  });
});
