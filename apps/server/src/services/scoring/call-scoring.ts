/**
 * One scoring path: every call end, whatever the reason and the kind of interview, asks for scoring here. The
 * request is durable — the call's scoring state is stored (`pending` → `scored` / `incomplete` / `failed`) — so a
 * server stopped before a pending call is scored scores it when it starts again (`recover`). Jobs run one at a time
 * in this process (scoring is CPU work on a small machine); a job that fails is tried again a few times.
 */
import { and, asc, eq } from 'drizzle-orm';
import { calls, interviewScores, type Database } from '@intervia/db';
import { INTERVIEW_MESSAGES, type CallScoringStatus } from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import type { FallbackLog } from '../../llm/with-fallback';
import { scoreStoredInterview, type Scorer } from './score-service';

/** A job is tried this many times before the call's scoring is `failed`. */
export const SCORING_MAX_ATTEMPTS = 3;
/** Wait before the second and third attempts. */
const SCORING_RETRY_DELAYS_MS = [2_000, 10_000] as const;
/** On shutdown, a running job gets this long to finish; otherwise it stays pending for the next start. */
const SCORING_SHUTDOWN_GRACE_MS = 5_000;

export interface CallScoringDeps {
  db: Database;
  scorer: Scorer;
  log: FallbackLog & { error(details: object, message: string): void };
  /** Waits before the second and later attempts (defaults to SCORING_RETRY_DELAYS_MS). */
  retryDelaysMs?: readonly number[];
}

/** What the end of a call needs from scoring (the call service sees only this). */
export interface CallEndScoring {
  /** Scores the call (already marked `pending` with its end) once `after` settles: its last answer is stored. */
  enqueue(callId: string, after?: Promise<unknown>): void;
}

export class CallScoringQueue implements CallEndScoring {
  private tail: Promise<void> = Promise.resolve();
  private running: Promise<void> | null = null;
  private closed = false;
  private readonly retryTimers = new Set<NodeJS.Timeout>();

  constructor(private readonly deps: CallScoringDeps) {}

  enqueue(callId: string, after: Promise<unknown> = Promise.resolve()): void {
    if (this.closed) return;
    // A call joins the line once its last answer is stored, so a slow one does not hold up calls ready before it.
    void after
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        this.tail = this.tail.then(async () => {
          if (this.closed) return;
          this.running = this.attempt(callId);
          await this.running;
          this.running = null;
        });
      });
  }

  /** Start-up: every call that ended but was not scored (the server stopped first) is scored now. */
  async recover(): Promise<number> {
    const pending = await this.deps.db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.status, 'ended'), eq(calls.scoringStatus, 'pending')))
      .orderBy(asc(calls.endedAt));
    for (const call of pending) this.enqueue(call.id);
    if (pending.length > 0) this.deps.log.warn({ calls: pending.length }, 'scoring calls left pending');
    return pending.length;
  }

  /** Shutdown: no new jobs; the running one gets a short grace (it stays pending otherwise). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, SCORING_SHUTDOWN_GRACE_MS))),
    ]);
    clearTimeout(timer);
  }

  private async attempt(callId: string): Promise<void> {
    try {
      const outcome = await scoreCall(this.deps, callId);
      if (outcome.retry) this.retryLater(callId, outcome.attempts);
    } catch (error) {
      // The database is unreachable: the call stays pending and is scored at the next start.
      this.deps.log.error({ err: error, callId }, 'could not score a call');
    }
  }

  private retryLater(callId: string, attempts: number): void {
    const delays = this.deps.retryDelaysMs ?? SCORING_RETRY_DELAYS_MS;
    const delayMs = delays[attempts - 1] ?? delays.at(-1) ?? 0;
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.enqueue(callId);
    }, delayMs);
    timer.unref();
    this.retryTimers.add(timer);
  }
}

/** Scores one pending call; idempotent (a call scored before a crash is only marked scored). */
async function scoreCall(
  deps: CallScoringDeps,
  callId: string,
): Promise<{ status: CallScoringStatus; attempts: number; retry: boolean }> {
  const [call] = await deps.db.select().from(calls).where(eq(calls.id, callId));
  if (!call || call.scoringStatus !== 'pending') {
    return { status: call?.scoringStatus ?? 'failed', attempts: call?.scoringAttempts ?? 0, retry: false };
  }
  const attempts = call.scoringAttempts + 1;
  await deps.db.update(calls).set({ scoringAttempts: attempts }).where(eq(calls.id, callId));
  const [already] = await deps.db
    .select({ id: interviewScores.id })
    .from(interviewScores)
    .where(eq(interviewScores.callId, callId))
    .limit(1);
  let status: CallScoringStatus = 'scored';
  let message: string | null = null;
  if (!already) {
    try {
      await scoreStoredInterview(deps, call.userId, call.interviewId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict') {
        // Nothing to score (the candidate left before answering): not a fault, and trying again will not help.
        status = 'incomplete';
        message = error.message;
      } else if (attempts < SCORING_MAX_ATTEMPTS) {
        deps.log.warn({ err: error, callId, attempts }, 'scoring a call failed; it is tried again');
        return { status: 'pending', attempts, retry: true };
      } else {
        deps.log.error({ err: error, callId, attempts }, 'scoring a call failed');
        status = 'failed';
        message = INTERVIEW_MESSAGES.scoringFailed;
      }
    }
  }
  await deps.db
    .update(calls)
    .set({ scoringStatus: status, scoringMessage: message, scoringUpdatedAt: new Date() })
    .where(eq(calls.id, callId));
  return { status, attempts, retry: false };
}
