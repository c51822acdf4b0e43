/**
 * The order of a call's transcript: turns by when they started (the interviewer's when it began its reply, an
 * answer's when the candidate began speaking). Turns are stored as they finish, which is not always that order:
 * a candidate who starts speaking as the interviewer begins (a barge-in), or while the reply is still being
 * prepared, finishes after the reply that started later. Turns that started at the same time keep their stored
 * order. (The stored order stays what the interviewer went by: which answer it replied to.)
 */

const startedAt = (turn: { startedAtMs: number }) => turn.startedAtMs;

/** `turns` by when they started; `startOf` reads a turn's start (ms of call time), `startedAtMs` by default. */
export function inTranscriptOrder<Turn extends { startedAtMs: number }>(turns: readonly Turn[]): Turn[];
export function inTranscriptOrder<Turn>(turns: readonly Turn[], startOf: (turn: Turn) => number): Turn[];
export function inTranscriptOrder<Turn>(
  turns: readonly Turn[],
  startOf: (turn: Turn) => number = startedAt as (turn: Turn) => number,
): Turn[] {
  // Array.prototype.sort is stable, so equal start times keep the order they were stored in.
  return [...turns].sort((a, b) => startOf(a) - startOf(b));
}

/**
 * The turns of several calls of one interview: each call's in transcript order (every call has its own clock), the
 * calls in the order their first turn comes in `turns`.
 */
export function inTranscriptOrderByCall<Turn extends { callId: string; startedAtMs: number }>(
  turns: readonly Turn[],
): Turn[] {
  const byCall = new Map<string, Turn[]>();
  for (const turn of turns) byCall.set(turn.callId, [...(byCall.get(turn.callId) ?? []), turn]);
  return [...byCall.values()].flatMap((callTurns) => inTranscriptOrder(callTurns));
}

/** Where `turn` goes in turns already in transcript order: after every turn that started at or before it. */
export function transcriptPositionOf(
  turns: readonly { startedAtMs: number }[],
  turn: { startedAtMs: number },
): number {
  let position = turns.length;
  while (position > 0 && (turns[position - 1]?.startedAtMs ?? 0) > turn.startedAtMs) position -= 1;
  return position;
}
