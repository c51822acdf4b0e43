/**
 * The queue of a PostgreSQL deployment: pg-boss, in its own schema of the same database, shared by every node. A
 * job goes to one node at a time; a node that stops hands its running jobs back (pg-boss fails them, so they are
 * retried on another node), and a node that dies loses its jobs only until their run time expires.
 */
import PgBoss from 'pg-boss';
import {
  JOB_KINDS,
  JOB_SHUTDOWN_GRACE_MS,
  jobSubject,
  recordFailure,
  type EnqueueOptions,
  type JobKind,
  type JobPayloads,
  type JobQueue,
  type JobRegistration,
  type QueueLog,
} from './job-queue';
import { JobRegistrations, type AnyRegistration } from './job-registrations';
import type { RetryPolicy } from './retry-policy';

/** A run longer than this is taken for lost (its node died) and retried elsewhere, unless a kind says otherwise. */
const DEFAULT_JOB_TIMEOUT_MS = 5 * 60_000;
/** How often each node asks for new jobs (pg-boss also wakes at once for jobs sent from this node). */
const PG_BOSS_POLL_INTERVAL_SECONDS = 1;
/** How often a run past its time is looked for: a job held by a node that died waits at most this past its time. */
const DEFAULT_MAINTENANCE_INTERVAL_SECONDS = 30;
/** pg-boss's own connections, beside the app's pool. */
const PG_BOSS_POOL_SIZE = 3;

/** pg-boss's retry settings from ours: its back-off doubles from `retryDelay` seconds (it has no maximum). */
export function pgBossRetryOptions(policy: RetryPolicy) {
  return {
    retryLimit: policy.maxAttempts - 1,
    retryDelay: policy.baseDelayMs === 0 ? 0 : Math.max(1, Math.round(policy.baseDelayMs / 1000)),
    retryBackoff: policy.maxDelayMs > policy.baseDelayMs,
  };
}

export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly registrations: JobRegistrations;
  private booting: Promise<void> | null = null;
  private working = false;
  private closed = false;

  constructor(
    connectionString: string,
    private log: QueueLog,
    options: {
      /** Applied over every kind's policy (tests: no waiting between attempts). */
      retryOverride?: Partial<RetryPolicy> | undefined;
      pollIntervalSeconds?: number;
      /** How often runs past their time are failed back to the queue (pg-boss maintenance; its default is 120). */
      maintenanceIntervalSeconds?: number | undefined;
    } = {},
  ) {
    this.registrations = new JobRegistrations(options.retryOverride);
    this.boss = new PgBoss({
      connectionString,
      max: PG_BOSS_POOL_SIZE,
      application_name: 'intervia-jobs',
      // Cron schedules are not used; the maintenance (expiry, archiving) is.
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? DEFAULT_MAINTENANCE_INTERVAL_SECONDS,
    });
    this.pollIntervalSeconds = options.pollIntervalSeconds ?? PG_BOSS_POLL_INTERVAL_SECONDS;
    this.boss.on('error', (error: unknown) =>
      this.log.error({ err: error }, 'the job queue reported an error'),
    );
  }

  private readonly pollIntervalSeconds: number;

  attachLog(log: QueueLog): void {
    this.log = log;
  }

  policyOf(kind: JobKind): RetryPolicy {
    return this.registrations.policyOf(kind);
  }

  register<K extends JobKind>(kind: K, registration: JobRegistration<K>): void {
    const added = this.registrations.add(kind, registration);
    if (this.working) void this.work(kind, added);
  }

  async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}) {
    await this.boot();
    const registration = this.registrations.get(kind);
    const policy = this.policyOf(kind);
    const timeoutMs = registration?.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
    await this.boss.send(kind, payload, {
      ...pgBossRetryOptions(policy),
      expireInSeconds: Math.ceil(timeoutMs / 1000),
      singletonKey: jobSubject(kind, payload),
      ...(options.delayMs ? { startAfter: new Date(Date.now() + options.delayMs) } : {}),
    });
  }

  async start(): Promise<void> {
    await this.boot();
    if (this.closed || this.working) return;
    this.working = true;
    for (const [kind, registration] of this.registrations) await this.work(kind, registration);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.booting) return;
    await this.booting.catch(() => {});
    // Running jobs get a grace; those still running after it are failed back to the queue (tried again elsewhere).
    await this.boss.stop({ graceful: true, timeout: JOB_SHUTDOWN_GRACE_MS, wait: true });
  }

  private boot(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the job queue is closed'));
    this.booting ??= (async () => {
      await this.boss.start();
      for (const kind of JOB_KINDS) await this.boss.createQueue(kind, { name: kind, policy: 'standard' });
    })();
    return this.booting;
  }

  private async work(kind: JobKind, registration: AnyRegistration): Promise<void> {
    const policy = this.policyOf(kind);
    await this.boss.work<JobPayloads[JobKind]>(
      kind,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.pollIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const attempt = job.retryCount + 1;
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          await registration.run(job.data, {
            attempt,
            lastAttempt: lastAttempt || attempt >= policy.maxAttempts,
          });
        } catch (error) {
          if (lastAttempt) {
            this.log.error({ err: error, job: kind, attempts: attempt }, 'a background job failed for good');
            await recordFailure(registration, job.data, error, this.log);
          } else {
            this.log.warn({ err: error, job: kind, attempt }, 'a background job failed; it is tried again');
          }
          throw error;
        }
      },
    );
  }
}
