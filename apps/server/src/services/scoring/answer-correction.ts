/**
 * A candidate corrects what the recogniser heard. Once the call has ended, any of their answers may be given its
 * right text; what was heard stays beside it (`recognised_text`, kept from the first correction) with the time of
 * the correction, so nobody reads a correction as what was said in the room.
 *
 * Practice interviews are scored again on the corrected text (the call's scoring goes back to `pending`).
 * First-round interviews keep the score the recruiter ranks by — the one computed on what was heard at the end of
 * the call — and the recruiter reads both texts with the "corrected by the candidate" mark: a correction explains,
 * it does not move the candidate up the ranking (docs/decisions/0013-answer-corrections.md).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { callTurns, calls } from '@intervia/db';
import { INTERVIEW_MESSAGES, type AnswerCorrection } from '@intervia/shared';
import type { Database } from '@intervia/db';
import { DomainError } from '../../domain/domain-error';
import { getOwnInterview } from '../interviews/interview-service';
import type { CallRescoring } from './call-scoring';

export interface AnswerCorrectionResult {
  /** Whether the interview is being scored again on the correction (practice interviews). */
  rescoring: boolean;
}

export async function correctAnswer(
  deps: { db: Database; scoring: CallRescoring },
  userId: string,
  interviewId: string,
  turnId: string,
  correction: AnswerCorrection,
): Promise<AnswerCorrectionResult> {
  const { db } = deps;
  const { row: interview } = await getOwnInterview(db, userId, interviewId);
  const interviewCalls = await db
    .select({ id: calls.id, status: calls.status })
    .from(calls)
    .where(eq(calls.interviewId, interviewId))
    .orderBy(desc(calls.createdAt));
  const [turn] =
    interviewCalls.length === 0
      ? []
      : await db
          .select()
          .from(callTurns)
          .where(
            and(
              eq(callTurns.id, turnId),
              inArray(
                callTurns.callId,
                interviewCalls.map((call) => call.id),
              ),
            ),
          );
  if (!turn) throw new DomainError('not-found', INTERVIEW_MESSAGES.answerNotFound);
  if (turn.role !== 'user')
    throw new DomainError('validation-error', INTERVIEW_MESSAGES.onlyAnswersCorrected);
  const latestCall = interviewCalls[0];
  if (interviewCalls.some((call) => call.status !== 'ended') || !latestCall) {
    throw new DomainError('conflict', INTERVIEW_MESSAGES.correctAfterCall);
  }
  if (turn.transcription === 'pending') {
    throw new DomainError('conflict', INTERVIEW_MESSAGES.correctAfterTranscription);
  }
  const rescores = interview.kind !== 'application';
  if (correction.text === turn.text) return { rescoring: false };
  await db
    .update(callTurns)
    .set({
      text: correction.text,
      // What was heard is kept from the first correction on (a second correction replaces only the correction).
      recognisedText: sql`coalesce(${callTurns.recognisedText}, ${callTurns.text})`,
      correctedAt: new Date(),
      // A kept answer that could not be transcribed now has its text.
      transcription: null,
    })
    .where(eq(callTurns.id, turn.id));
  if (rescores) await deps.scoring.rescore(latestCall.id);
  return { rescoring: rescores };
}
