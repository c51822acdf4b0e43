/**
 * Durable background work, one interface for both databases: pg-boss on PostgreSQL, an in-process queue on the
 * embedded PGlite (`createJobQueue` picks once). A job is retried with back-off and its handler must be idempotent,
 * keyed by the job's subject (a call already scored, a mail already sent: nothing happens), so a job run twice —
 * a node dying after the work but before the queue heard of it — has its effect once.
 */
import type { RetryPolicy } from './retry-policy';

/** Every kind of job and what it carries (ids, not documents: a handler reads the current state). */
export interface JobPayloads {
  /** Score a call that ended (`calls.scoring_status` is its visible state). */
  'score-call': { callId: string };
  /** Send one recorded message of `outgoing_mail` (its `status` is the visible state). */
  'send-mail': { mailId: string };
  /** Retention: remove what a deleted account left outside the database (files, kept mail). */
  'purge-account-files': { userId: string; email: string | null };
  /** Recognise an answer after the call moved on (deferred recognition of slow answers registers the handler). */
  'recognise-answer': { callId: string; turnId: string };
}

export type JobKind = keyof JobPayloads;

export const JOB_KINDS = [
  'score-call',
  'send-mail',
  'purge-account-files',
  'recognise-answer',
] as const satisfies readonly JobKind[];

/** The subject a job is about: at most one waiting or running job per kind and subject. */
export function jobSubject<K extends JobKind>(kind: K, payload: JobPayloads[K]): string {
  const p = payload as JobPayloads[JobKind];
  if ('turnId' in p) return `${p.callId}:${p.turnId}`;
  if ('callId' in p) return p.callId;
  if ('mailId' in p) return p.mailId;
  if ('userId' in p) return p.userId;
  throw new Error(`no subject for a ${kind} job`);
}

export interface JobContext {
  /** 1 for the first attempt. */
  attempt: number;
  /** True when this is the last attempt the policy allows. */
  lastAttempt: boolean;
}

export interface JobRegistration<K extends JobKind> {
  /** Does the work; throwing means "try again later" (until the policy's last attempt). */
  run(payload: JobPayloads[K], context: JobContext): Promise<void>;
  /** The last attempt failed: record the failure where users see it (a failed scoring, an undelivered mail). */
  failed?(payload: JobPayloads[K], error: unknown): Promise<void>;
  retry?: Partial<RetryPolicy>;
  /** A run taking longer than this is treated as lost and tried again (pg-boss's expiry). */
  timeoutMs?: number;
}

export interface EnqueueOptions {
  /** Do not start before this many milliseconds have passed. */
  delayMs?: number;
}

export interface QueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  /** Logs go here once the app's logger exists (the queue is made before it). */
  attachLog(log: QueueLog): void;
  /** The retry policy a kind's jobs follow (its registration's, with any override applied). */
  policyOf(kind: JobKind): RetryPolicy;
  /** One handler per kind, registered before `start`. */
  register<K extends JobKind>(kind: K, registration: JobRegistration<K>): void;
  /** Records the job durably; resolves once it is stored (not when it has run). */
  enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K], options?: EnqueueOptions): Promise<void>;
  /** Starts running jobs (jobs left by a stopped process are picked up). */
  start(): Promise<void>;
  /** Stops taking jobs; a running one gets a short grace, then is left to be tried again by the next process. */
  close(): Promise<void>;
}

/** How long a running job may finish when the server stops. */
export const JOB_SHUTDOWN_GRACE_MS = 5_000;

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Lets the job's owner record a final failure where users see it; a fault there is logged, not thrown. */
export async function recordFailure<K extends JobKind>(
  registration: JobRegistration<K>,
  payload: JobPayloads[K],
  error: unknown,
  log: { error(details: object, message: string): void },
): Promise<void> {
  try {
    await registration.failed?.(payload, error);
  } catch (failure) {
    log.error({ err: failure }, 'a failed background job could not be recorded');
  }
}
