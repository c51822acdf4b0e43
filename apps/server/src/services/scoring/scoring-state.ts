/** Where an interview's scoring stands, as the candidate's browser reads it (see call-scoring.ts for the jobs). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { calls, type Database } from '@intervia/db';
import type { ScoringState } from '@intervia/shared';

/**
 * The state of the interview's latest call that was joined: `in-call` while it runs (a dropped connection keeps it
 * open for the reconnect window), then its scoring state. A score made later by hand (re-scoring) counts as scored.
 */
export async function interviewScoringState(
  db: Database,
  interviewId: string,
  latestScoredAt: Date | null,
): Promise<ScoringState> {
  const [call] = await db
    .select({
      id: calls.id,
      callStatus: calls.status,
      status: calls.scoringStatus,
      message: calls.scoringMessage,
      updatedAt: calls.scoringUpdatedAt,
    })
    .from(calls)
    .where(and(eq(calls.interviewId, interviewId), inArray(calls.status, ['in-progress', 'ended'])))
    .orderBy(desc(calls.createdAt))
    .limit(1);
  if (!call) return { status: 'not-requested', callId: null, message: null };
  if (call.callStatus === 'in-progress') return { status: 'in-call', callId: call.id, message: null };
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
