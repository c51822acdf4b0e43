/**
 * An interview's current attempt: a recruiter who allows a retake of a first-round interview starts a new attempt
 * (`interviews.attempt_started_at`); the calls and scores from before it are kept but no longer count. Every read
 * of "the interview's calls / latest score" goes through these conditions, so the retake is one idea in one place.
 * Also where an interview's latest result says whether it is complete, for the lists that show incomplete
 * interviews apart.
 */
import { and, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { calls, interviewScores, interviews, type Database } from '@intervia/db';

/** A call of the interview's current attempt (join `interviews` on the call's interview). */
export function callInCurrentAttempt(): SQL {
  return or(isNull(interviews.attemptStartedAt), gte(calls.createdAt, interviews.attemptStartedAt))!;
}

/** A score of the interview's current attempt (join `interviews` on the score's interview). */
export function scoreInCurrentAttempt(): SQL {
  return or(
    isNull(interviews.attemptStartedAt),
    gte(interviewScores.createdAt, interviews.attemptStartedAt),
  )!;
}

export interface LatestResult {
  /** The newest overall score of the current attempt; null while it has none. */
  overallScore: number | null;
  /**
   * The interview ended before every planned question was answered: its newest result says so, or its last call
   * ended with nothing to score.
   */
  incomplete: boolean;
  /**
   * That result judged something: false when nothing was answered or too little was said (its report shows "Not
   * scored" instead of the number).
   */
  judged: boolean;
  /** The newest call of the current attempt that is running or ended; null before any. */
  lastCallId: string | null;
  /** That call's own result is stored and says every planned question was answered. */
  lastCallComplete: boolean;
}

/**
 * The latest result of each interview's current attempt, in two queries on indexed columns. `exceptCall`: leave
 * that call out (a call being started asks how the interview stood before it).
 */
export async function latestResultsOf(
  db: Database,
  interviewIds: readonly string[],
  options: { exceptCall?: string } = {},
): Promise<Map<string, LatestResult>> {
  const results = new Map<string, LatestResult>();
  if (interviewIds.length === 0) return results;
  const ids = [...interviewIds];
  const scores = await db
    .selectDistinctOn([interviewScores.interviewId], {
      interviewId: interviewScores.interviewId,
      callId: interviewScores.callId,
      overallScore: interviewScores.overallScore,
      incomplete: sql<boolean | null>`(${interviewScores.result}->>'incomplete')::boolean`,
      insufficientData: sql<boolean | null>`(${interviewScores.result}->>'insufficientData')::boolean`,
      answeredQuestions: sql<number | null>`(${interviewScores.result}->>'answeredQuestions')::int`,
    })
    .from(interviewScores)
    .innerJoin(interviews, eq(interviews.id, interviewScores.interviewId))
    .where(and(inArray(interviewScores.interviewId, ids), scoreInCurrentAttempt()))
    .orderBy(interviewScores.interviewId, desc(interviewScores.createdAt));
  const lastCalls = await db
    .selectDistinctOn([calls.interviewId], {
      interviewId: calls.interviewId,
      id: calls.id,
      status: calls.status,
      scoringStatus: calls.scoringStatus,
    })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(
      and(
        inArray(calls.interviewId, ids),
        inArray(calls.status, ['in-progress', 'ended']),
        callInCurrentAttempt(),
        options.exceptCall ? ne(calls.id, options.exceptCall) : undefined,
      ),
    )
    .orderBy(calls.interviewId, desc(calls.createdAt));
  const lastCallOf = new Map(lastCalls.map((call) => [call.interviewId, call]));
  for (const id of ids) {
    const score = scores.find((row) => row.interviewId === id);
    const call = lastCallOf.get(id);
    // A call running now (a resumed interview) is not incomplete yet.
    const running = call?.status === 'in-progress';
    results.set(id, {
      overallScore: score ? Number(score.overallScore) : null,
      judged: Boolean(score && score.insufficientData !== true && score.answeredQuestions !== 0),
      incomplete: running
        ? false
        : score
          ? score.incomplete === true
          : call?.status === 'ended' && call.scoringStatus === 'incomplete',
      lastCallId: call?.id ?? null,
      lastCallComplete: Boolean(call && score && score.callId === call.id && score.incomplete !== true),
    });
  }
  return results;
}
