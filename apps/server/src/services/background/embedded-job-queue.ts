/**
 * The embedded default's queue (PGlite, one process): jobs are rows of `background_jobs`, so a restart picks up
 * what a stopped process left (a job found `running` at start was cut short and runs again). One job of each kind
 * runs at a time in this process; a failed attempt is tried again after the retry policy's back-off.
 */
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { backgroundJobs, type Database } from '@intervia/db';
import {
  errorText,
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
import { afterFailedAttempt, type RetryPolicy } from './retry-policy';

/** How often due jobs (retries waiting out their back-off) are looked for. */
const EMBEDDED_POLL_INTERVAL_MS = 500;
/** Finished jobs are kept this long (to read what happened), then deleted at the next start. */
const FINISHED_JOBS_KEPT_DAYS = 7;

type JobRow = typeof backgroundJobs.$inferSelect;

export class EmbeddedJobQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  private readonly registrations: JobRegistrations;
  private readonly running = new Map<JobKind, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;
  private pumping = false;
  private pumpAgain = false;

  constructor(
    private readonly db: Database,
    private log: QueueLog,
    private readonly options: {
      /** Applied over every kind's policy (tests: no waiting between attempts). */
      retryOverride?: Partial<RetryPolicy> | undefined;
      pollIntervalMs?: number;
    } = {},
  ) {
    this.registrations = new JobRegistrations(options.retryOverride);
  }

  attachLog(log: QueueLog): void {
    this.log = log;
  }

  policyOf(kind: JobKind): RetryPolicy {
    return this.registrations.policyOf(kind);
  }

  register<K extends JobKind>(kind: K, registration: JobRegistration<K>): void {
    this.registrations.add(kind, registration);
    if (this.started) this.pump();
  }

  async enqueue<K extends JobKind>(kind: K, payload: JobPayloads[K], options: EnqueueOptions = {}) {
    // A job already waiting for the same subject is that job: the partial unique index makes this a no-op. A job of
    // the subject that is running does not stop a new one from waiting behind it (it may have read the old state).
    await this.db
      .insert(backgroundJobs)
      .values({
        kind,
        subject: jobSubject(kind, payload),
        payload: payload as unknown as Record<string, unknown>,
        runAfter: new Date(Date.now() + (options.delayMs ?? 0)),
      })
      .onConflictDoNothing();
    if (this.started && !options.delayMs) this.pump();
  }

  async start(): Promise<void> {
    if (this.started) return;
    // One process owns the embedded database: a job still `running` was cut short by a stop or a crash. It runs
    // again, unless the same work was asked for again meanwhile (a waiting job of the same subject does it).
    await this.db.execute(
      sql`delete from ${backgroundJobs} as cut where cut.state = 'running' and exists (select 1 from ${backgroundJobs} as waiting where waiting.state = 'pending' and waiting.kind = cut.kind and waiting.subject = cut.subject)`,
    );
    await this.db
      .update(backgroundJobs)
      .set({ state: 'pending', updatedAt: new Date() })
      .where(eq(backgroundJobs.state, 'running'));
    await this.db
      .delete(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.state, ['done', 'failed']),
          lt(backgroundJobs.updatedAt, new Date(Date.now() - FINISHED_JOBS_KEPT_DAYS * 86_400_000)),
        ),
      );
    this.started = true;
    this.timer = setInterval(() => this.pump(), this.options.pollIntervalMs ?? EMBEDDED_POLL_INTERVAL_MS);
    this.timer.unref();
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const running = [...this.running.values()];
    if (running.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => (timer = setTimeout(resolve, JOB_SHUTDOWN_GRACE_MS))),
    ]);
    clearTimeout(timer);
  }

  /** Starts a due job for every kind that has none running; never overlaps itself. */
  private pump(): void {
    if (this.closed || !this.started) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.claimDueJobs()
      .catch((error: unknown) => this.log.error({ err: error }, 'background jobs could not be read'))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.pump();
        }
      });
  }

  private async claimDueJobs(): Promise<void> {
    for (const [kind, registration] of this.registrations) {
      if (this.closed) return;
      if (this.running.has(kind)) continue;
      const job = await this.claim(kind);
      if (!job) continue;
      if (this.closed) {
        // Closed while claiming: the job goes back untouched, for the next start.
        await this.finish(job, { state: 'pending', lastError: job.lastError, attempts: job.attempts - 1 });
        return;
      }
      const run = this.run(job, registration).finally(() => {
        this.running.delete(kind);
        this.pump();
      });
      this.running.set(kind, run);
    }
  }

  private async claim(kind: JobKind): Promise<JobRow | null> {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.kind, kind),
            eq(backgroundJobs.state, 'pending'),
            lte(backgroundJobs.runAfter, new Date()),
          ),
        )
        .orderBy(asc(backgroundJobs.runAfter))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [claimed] = await tx
        .update(backgroundJobs)
        .set({ state: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, updatedAt: new Date() })
        .where(eq(backgroundJobs.id, due.id))
        .returning();
      return claimed ?? null;
    });
  }

  private async run(job: JobRow, registration: AnyRegistration): Promise<void> {
    const policy = this.policyOf(job.kind as JobKind);
    const payload = job.payload as unknown as JobPayloads[JobKind];
    try {
      await registration.run(payload, {
        attempt: job.attempts,
        lastAttempt: job.attempts >= policy.maxAttempts,
      });
      await this.finish(job, { state: 'done', lastError: null });
    } catch (error) {
      const decision = afterFailedAttempt(policy, job.attempts);
      if (decision.retry) {
        this.log.warn(
          { err: error, job: job.kind, subject: job.subject, attempt: job.attempts },
          'a background job failed; it is tried again',
        );
        await this.finish(job, {
          state: 'pending',
          lastError: errorText(error),
          runAfter: new Date(Date.now() + decision.delayMs),
        });
        return;
      }
      this.log.error(
        { err: error, job: job.kind, subject: job.subject, attempts: job.attempts },
        'a background job failed for good',
      );
      await recordFailure(registration, payload, error, this.log);
      await this.finish(job, { state: 'failed', lastError: errorText(error) });
    }
  }

  private async finish(
    job: JobRow,
    change: { state: JobRow['state']; lastError: string | null; runAfter?: Date; attempts?: number },
  ): Promise<void> {
    // Back to waiting while the same subject's work was asked for again meanwhile: that waiting job does it (the
    // handlers are idempotent), so this one is done (one waiting job per subject).
    if (change.state === 'pending' && (await this.hasWaitingTwin(job).catch(() => false))) {
      change = { state: 'done', lastError: 'superseded by a newer request for the same work' };
    }
    await this.db
      .update(backgroundJobs)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.state, 'running')))
      .catch((error: unknown) =>
        // The database went away (a stop, an outage): the job stays running and is run again at the next start.
        this.log.error(
          { err: error, job: job.kind, subject: job.subject },
          'a background job state was not saved',
        ),
      );
  }

  private async hasWaitingTwin(job: JobRow): Promise<boolean> {
    const [twin] = await this.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.kind, job.kind),
          eq(backgroundJobs.subject, job.subject),
          eq(backgroundJobs.state, 'pending'),
        ),
      )
      .limit(1);
    return Boolean(twin);
  }
}
