/**
 * One scoring path: every call end, whatever the reason and the kind of interview, asks for scoring here. The
 * request is a durable `score-call` job on the app's job queue (pg-boss on PostgreSQL, in process on PGlite), and the
 * call's scoring state is stored (`pending` → `scored` / `incomplete` / `failed`). A job is retried with back-off and
 * has its effect once: the result is stored in the same transaction that moves the call from `pending` to `scored`,
 * so a job run twice (its node stopped or died mid-way) stores one result. Calls left `pending` without a job (a node
 * that died before the last answer was stored) are found by a sweep at start and every few minutes.
 */
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { calls, interviewScores, type Database } from '@intervia/db';
import { INTERVIEW_MESSAGES } from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import type { FallbackLog } from '../../llm/with-fallback';
import type { JobQueue } from '../background/job-queue';
import type { RetryPolicy } from '../background/retry-policy';
import { callsAwaitingTranscription } from '../calls/deferred-recognition';
import { scoreStoredInterviewOnce, type DatabaseTransaction, type Scorer } from './score-service';

/** A scoring is tried this many times before the call's scoring is `failed`. */
export const SCORING_MAX_ATTEMPTS = 3;
/** 2 s, then 4 s between attempts (pg-boss: 2 s doubling). */
const SCORING_RETRY: Partial<RetryPolicy> = {
  maxAttempts: SCORING_MAX_ATTEMPTS,
  baseDelayMs: 2_000,
  maxDelayMs: 10_000,
};
/** A model scoring a long interview may take a while; a run longer than this is taken for lost (by default). */
const SCORING_TIMEOUT_MS = 5 * 60_000;
/** How often calls left pending without a job are looked for while the server runs. */
const SCORING_SWEEP_INTERVAL_MS = 5 * 60_000;
/**
 * A node finishes storing a call's last answer within this after the end (held answers wait up to 60 s); with
 * several nodes, a sweep leaves younger pending calls to the node that holds them.
 */
export const SCORING_SWEEP_MIN_AGE_MS = 2 * 60_000;

export interface CallScoringDeps {
  db: Database;
  scorer: Scorer;
  log: FallbackLog & { error(details: object, message: string): void };
  jobs: JobQueue;
  /** Overrides the retry policy (tests: no waiting). */
  retry?: Partial<RetryPolicy>;
  /** Pending calls younger than this are left alone by the sweep (0 on the single-node default). */
  sweepMinAgeMs?: number;
  /** A run longer than this is taken for lost (its node died) and retried elsewhere; 5 minutes unless set. */
  timeoutMs?: number;
}

/** What the end of a call needs from scoring (the call service sees only this). */
export interface CallEndScoring {
  /** Scores the call (already marked `pending` with its end) once `after` settles: its last answer is stored. */
  enqueue(callId: string, after?: Promise<unknown>): void;
}

/** Scoring again after the call's answers changed (a kept answer transcribed, a candidate's correction). */
export interface CallRescoring {
  /** Marks the ended call's scoring `pending` again and scores it anew (a result stored before counts no more). */
  rescore(callId: string): Promise<void>;
}

export class CallScoring implements CallEndScoring, CallRescoring {
  private sweepTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly deps: CallScoringDeps) {
    deps.jobs.register('score-call', {
      run: ({ callId }) => scoreCall(deps, callId),
      failed: ({ callId }) => markScoringFailed(deps.db, callId),
      retry: { ...SCORING_RETRY, ...deps.retry },
      timeoutMs: deps.timeoutMs ?? SCORING_TIMEOUT_MS,
    });
  }

  enqueue(callId: string, after: Promise<unknown> = Promise.resolve()): void {
    if (this.closed) return;
    // The job is sent once the last answer is stored, so it never scores a call short of its last answer.
    void after
      .then(
        () => {},
        () => {},
      )
      .then(() => this.deps.jobs.enqueue('score-call', { callId }))
      .catch((error: unknown) =>
        // The database is unreachable: the call stays pending and the sweep sends it later.
        this.deps.log.error({ err: error, callId }, 'could not queue the scoring of a call'),
      );
  }

  async rescore(callId: string): Promise<void> {
    await this.deps.db
      .update(calls)
      .set({
        scoringStatus: 'pending',
        scoringMessage: null,
        scoringAttempts: 0,
        scoringUpdatedAt: new Date(),
      })
      .where(and(eq(calls.id, callId), eq(calls.status, 'ended')));
    this.enqueue(callId);
  }

  /** Start-up: every call that ended but has no result (its server stopped first) is queued, then every few minutes. */
  async recover(): Promise<number> {
    if (!this.sweepTimer && !this.closed) {
      this.sweepTimer = setInterval(() => {
        void this.sweep().catch((error: unknown) =>
          this.deps.log.error({ err: error }, 'scoring sweep failed'),
        );
      }, SCORING_SWEEP_INTERVAL_MS);
      this.sweepTimer.unref();
    }
    const found = await this.sweep();
    if (found > 0) this.deps.log.warn({ calls: found }, 'scoring calls left pending');
    return found;
  }

  close(): void {
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  private async sweep(): Promise<number> {
    const endedBefore = new Date(Date.now() - (this.deps.sweepMinAgeMs ?? 0));
    const pending = await this.deps.db
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(eq(calls.status, 'ended'), eq(calls.scoringStatus, 'pending'), lt(calls.endedAt, endedBefore)),
      )
      .orderBy(asc(calls.endedAt));
    // A call with a job already waiting is not queued twice (one waiting job per subject); a duplicate that
    // slips through does nothing (the result is stored once).
    for (const call of pending) await this.deps.jobs.enqueue('score-call', { callId: call.id });
    return pending.length;
  }
}

/**
 * Moves the call from `pending` to its final state; false when it had already left `pending`, or when `request` (the
 * scoring request's stamp the job read) is given and scoring was asked for again since (a correction while the job
 * ran): that request's job must still find the call pending and score the corrected answers.
 */
async function settle(
  db: Database | DatabaseTransaction,
  callId: string,
  status: 'scored' | 'incomplete' | 'failed',
  message: string | null,
  request?: { at: Date | null },
): Promise<boolean> {
  const sameRequest = request
    ? request.at
      ? eq(calls.scoringUpdatedAt, request.at)
      : isNull(calls.scoringUpdatedAt)
    : undefined;
  const moved = await db
    .update(calls)
    .set({ scoringStatus: status, scoringMessage: message, scoringUpdatedAt: new Date() })
    .where(and(eq(calls.id, callId), eq(calls.scoringStatus, 'pending'), sameRequest))
    .returning({ id: calls.id });
  return moved.length > 0;
}

async function markScoringFailed(db: Database, callId: string): Promise<void> {
  await settle(db, callId, 'failed', INTERVIEW_MESSAGES.scoringFailed);
}

/**
 * Scores one pending call; idempotent: a call no longer pending is left alone, a call whose result was stored
 * (before a crash) is only marked scored, and the result is stored in the transaction that marks it.
 */
async function scoreCall(deps: CallScoringDeps, callId: string): Promise<void> {
  const [call] = await deps.db.select().from(calls).where(eq(calls.id, callId));
  if (!call || call.scoringStatus !== 'pending') return;
  // An answer kept for recognition after the call: scoring waits, and the recognition asks again when it lands.
  if (await callsAwaitingTranscription(deps.db, [callId])) return;
  const request = { at: call.scoringUpdatedAt };
  await deps.db
    .update(calls)
    .set({ scoringAttempts: call.scoringAttempts + 1 })
    .where(eq(calls.id, callId));
  const [already] = await deps.db
    .select({ id: interviewScores.id })
    .from(interviewScores)
    // A result stored since scoring was last asked for (a crash after storing it) is this job's result; one from
    // before a re-scoring request (a correction, a kept answer transcribed) is not.
    .where(
      and(
        eq(interviewScores.callId, callId),
        gte(interviewScores.createdAt, call.scoringUpdatedAt ?? call.endedAt ?? new Date(0)),
      ),
    )
    .limit(1);
  if (already) {
    await settle(deps.db, callId, 'scored', null, request);
    return;
  }
  try {
    const stored = await scoreStoredInterviewOnce(deps, call.userId, call.interviewId, (tx) =>
      settle(tx, callId, 'scored', null, request),
    );
    // Another run of this job stored the result first: its transaction marked the call scored.
    if (!stored) return;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') {
      // Nothing to score (the candidate left before answering): not a fault, and trying again will not help.
      await settle(deps.db, callId, 'incomplete', error.message, request);
      return;
    }
    throw error;
  }
  // A first-round interview that already had a result returns it without a claim: the call is scored all the same.
  await settle(deps.db, callId, 'scored', null, request);
}
