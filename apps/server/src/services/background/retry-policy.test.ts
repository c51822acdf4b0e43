import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, DEFAULT_RETRY_POLICY, retryDelayMs, retryPolicy } from './retry-policy';

describe('retry policy of background jobs', () => {
  const policy = retryPolicy({ maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 3_000 });

  it('waits the base delay after the first failure, then doubles the wait', () => {
    expect(retryDelayMs(policy, 1)).toBe(1_000);
    expect(retryDelayMs(policy, 2)).toBe(2_000);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(policy, 3)).toBe(3_000);
    expect(retryDelayMs(policy, 60)).toBe(3_000);
  });

  it('tries again until the last attempt, then gives up', () => {
    expect(afterFailedAttempt(policy, 1)).toEqual({ retry: true, delayMs: 1_000 });
    expect(afterFailedAttempt(policy, 3)).toEqual({ retry: true, delayMs: 3_000 });
    expect(afterFailedAttempt(policy, 4)).toEqual({ retry: false });
    expect(afterFailedAttempt(policy, 9)).toEqual({ retry: false });
  });

  it('gives up at once when one attempt is all there is', () => {
    expect(afterFailedAttempt(retryPolicy({ maxAttempts: 1 }), 1)).toEqual({ retry: false });
  });

  it('keeps defaults for what is not overridden', () => {
    expect(retryPolicy({ maxAttempts: 2 })).toEqual({ ...DEFAULT_RETRY_POLICY, maxAttempts: 2 });
  });

  it('refuses a policy that would never run a job or never stop waiting', () => {
    expect(() => retryPolicy({ maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => retryPolicy({ maxAttempts: 1.5 })).toThrow(/maxAttempts/);
    expect(() => retryPolicy({ baseDelayMs: -1 })).toThrow(/delays/);
    expect(() => retryPolicy({ baseDelayMs: 10, maxDelayMs: 5 })).toThrow(/delays/);
  });
});
