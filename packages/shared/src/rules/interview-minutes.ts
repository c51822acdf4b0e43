/**
 * One number for "how long is this interview": the call lasts the interview's duration, or the plan's minutes left
 * when they are fewer. The wizard, the server's call limit, the room's timer and the interviewer's greeting all
 * derive it from here, and the job pages say a first-round interview's length by the same limit.
 */
import type { FirstRoundLength } from '../schemas/jobs';

/** Below this many seconds left, a new interview does not start. */
export const MIN_CALL_SECONDS = 30;

/** Whole minutes to say for a call limit ("about 5 minutes" for 300 s, or for 4:40); at least 1. */
export function callLimitMinutes(durationLimitSeconds: number): number {
  return Math.max(1, Math.round(durationLimitSeconds / 60));
}

/** Whole minutes left on the plan, as the wizard shows them (never rounded up: 4:40 left is 4 minutes). */
export function wholeMinutesLeft(remainingSeconds: number): number {
  return Math.max(0, Math.floor(remainingSeconds / 60));
}

export type InterviewLengthCheck =
  /** No interview can start: fewer than MIN_CALL_SECONDS left. */
  | { kind: 'no-minutes-left' }
  /** The whole duration fits in the minutes left. */
  | { kind: 'fits'; callSeconds: number }
  /** The call will be cut to the minutes left. */
  | { kind: 'capped-by-minutes-left'; callSeconds: number; minutesLeft: number };

export function checkInterviewLength(
  durationMinutes: number,
  remainingSeconds: number,
): InterviewLengthCheck {
  if (remainingSeconds < MIN_CALL_SECONDS) return { kind: 'no-minutes-left' };
  const durationSeconds = durationMinutes * 60;
  if (remainingSeconds >= durationSeconds) return { kind: 'fits', callSeconds: durationSeconds };
  return {
    kind: 'capped-by-minutes-left',
    callSeconds: remainingSeconds,
    minutesLeft: wholeMinutesLeft(remainingSeconds),
  };
}

/** How long a new call may last, and which limit is the tighter one; null when no call may start. */
export function callLimit(
  interviewSeconds: number,
  remaining: number,
): { durationLimitSeconds: number; limitReason: 'duration' | 'quota' } | null {
  if (remaining < MIN_CALL_SECONDS) return null;
  return remaining < interviewSeconds
    ? { durationLimitSeconds: remaining, limitReason: 'quota' }
    : { durationLimitSeconds: interviewSeconds, limitReason: 'duration' };
}

/**
 * What a first-round interview of `jobMinutes` would get if it started with `remaining` seconds left on the paying
 * company's plan: the same `callLimit` a new call is given, said for the job's pages (also while a recruiter edits
 * the duration).
 */
export function firstRoundLength(jobMinutes: number, remaining: number): FirstRoundLength {
  const limit = callLimit(jobMinutes * 60, remaining);
  if (!limit) return { kind: 'no-company-minutes', jobMinutes };
  if (limit.limitReason === 'duration') return { kind: 'full', jobMinutes };
  return {
    kind: 'cut-to-company-minutes',
    jobMinutes,
    callSeconds: limit.durationLimitSeconds,
    callMinutes: wholeMinutesLeft(limit.durationLimitSeconds),
  };
}
