/**
 * The handlers a job queue runs, one per kind, and the retry policy each kind's jobs follow (the kind's own
 * settings over the defaults, a test's override over both): the same bookkeeping for the embedded and pg-boss queues.
 */
import type { JobKind, JobRegistration } from './job-queue';
import { retryPolicy, type RetryPolicy } from './retry-policy';

export type AnyRegistration = JobRegistration<JobKind>;

export class JobRegistrations implements Iterable<[JobKind, AnyRegistration]> {
  private readonly byKind = new Map<JobKind, AnyRegistration>();

  constructor(private readonly retryOverride: Partial<RetryPolicy> | undefined) {}

  /** Adds the kind's handler; a second handler for the same kind is a mistake and throws. */
  add<K extends JobKind>(kind: K, registration: JobRegistration<K>): AnyRegistration {
    if (this.byKind.has(kind)) throw new Error(`a handler for ${kind} jobs is already registered`);
    const any = registration as unknown as AnyRegistration;
    this.byKind.set(kind, any);
    return any;
  }

  get(kind: JobKind): AnyRegistration | undefined {
    return this.byKind.get(kind);
  }

  policyOf(kind: JobKind): RetryPolicy {
    return retryPolicy({ ...this.byKind.get(kind)?.retry, ...this.retryOverride });
  }

  [Symbol.iterator]() {
    return this.byKind[Symbol.iterator]();
  }
}
