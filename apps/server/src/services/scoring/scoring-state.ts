/** Where an interview's scoring stands, as the candidate's browser reads it (see call-scoring.ts for the jobs). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { calls, interviews, type Database } from '@intervia/db';
import { callInCurrentAttempt } from './interview-attempts';
import type { CallScoringStatus, ScoringState } from '@intervia/shared';

export interface LatestCallScoring {
  id: string;
  callStatus: 'created' | 'in-progress' | 'ended';
  status: CallScoringStatus | null;
  message: string | null;
  updatedAt: Date | null;
}

/**
 * The latest joined call of the interview's current attempt and its scoring. Read it before the scores: a job
 * finishing in between then shows as pending (read again) rather than as scored without a result.
 */
export async function latestCallScoring(
  db: Database,
  interviewId: string,
): Promise<LatestCallScoring | null> {
  const [call] = await db
    .select({
      id: calls.id,
      callStatus: calls.status,
      status: calls.scoringStatus,
      message: calls.scoringMessage,
      updatedAt: calls.scoringUpdatedAt,
    })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(
      and(
        eq(calls.interviewId, interviewId),
        inArray(calls.status, ['in-progress', 'ended']),
        callInCurrentAttempt(),
      ),
    )
    .orderBy(desc(calls.createdAt))
    .limit(1);
  return call ?? null;
}

/**
 * `in-call` while the latest call runs (a dropped connection keeps it open for the reconnect window), then its
 * scoring state. A score made later by hand (re-scoring) turns failed or incomplete into scored.
 */
export function scoringStateOf(call: LatestCallScoring | null, latestScoredAt: Date | null): ScoringState {
  if (!call) return { status: 'not-requested', callId: null, message: null };
  if (call.callStatus !== 'ended') return { status: 'in-call', callId: call.id, message: null };
  if (!call.status) return { status: 'not-requested', callId: call.id, message: null };
  const rescored =
    (call.status === 'failed' || call.status === 'incomplete') &&
    latestScoredAt !== null &&
    call.updatedAt !== null &&
    latestScoredAt > call.updatedAt;
  if (rescored) return { status: 'scored', callId: call.id, message: null };
  return {
    status: call.status,
    callId: call.id,
    message: call.status === 'incomplete' || call.status === 'failed' ? call.message : null,
  };
}
