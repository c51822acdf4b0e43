/** When a failed background job is tried again, and when it is given up: pure, so both queues share one rule. */

export interface RetryPolicy {
  /** Attempts in all, the first included; after the last one fails the job is `failed`. */
  maxAttempts: number;
  /** The wait before the second attempt; each later wait doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
};

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/** After attempt number `attempt` (1 for the first) failed: try again after a delay, or give up. */
export function afterFailedAttempt(policy: RetryPolicy, attempt: number): RetryDecision {
  if (attempt >= policy.maxAttempts) return { retry: false };
  return { retry: true, delayMs: retryDelayMs(policy, attempt) };
}

/** The wait after failed attempt `attempt`: base, then doubling (2 s, 4 s, 8 s …), never above the maximum. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  const doublings = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}

/** A policy from defaults and overrides, refusing values that would make a job never run or never stop. */
export function retryPolicy(overrides: Partial<RetryPolicy> = {}, base = DEFAULT_RETRY_POLICY): RetryPolicy {
  const policy = { ...base, ...overrides };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1) {
    throw new Error(`maxAttempts must be a whole number of at least 1 (got ${policy.maxAttempts})`);
  }
  if (!(policy.baseDelayMs >= 0) || !(policy.maxDelayMs >= policy.baseDelayMs)) {
    throw new Error('retry delays must be 0 or more, the maximum not below the base');
  }
  return policy;
}
