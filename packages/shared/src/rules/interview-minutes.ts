/**
 * One number for "how long is this interview": the call lasts the interview's duration, or the plan's minutes left
 * when they are fewer. The wizard, the server's call limit, the room's timer and the interviewer's greeting all
 * derive it from here.
 */

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
