/**
 * A call's reply latency, summarised from the timings stored with each interviewer reply: for each stage (the
 * silence the turn-taking rule waited, recognition, decision, first words, first audio, and the whole from the end
 * of the candidate's speech to the first audio sent) its p50 and p95 over the replies where both ends were measured.
 */
import {
  LATENCY_STAGES,
  type CallLatency,
  type LatencyStage,
  type LatencyStageSummary,
  type TurnTimings,
} from '@intervia/shared';

type TimingKey = keyof TurnTimings;

/** Each stage as the two timings it lies between. */
export const LATENCY_STAGE_BOUNDS: Readonly<Record<LatencyStage, readonly [TimingKey, TimingKey]>> = {
  endOfTurn: ['speechEndMs', 'vadEndMs'],
  recognition: ['speechEndMs', 'sttFinalMs'],
  decision: ['sttFinalMs', 'replyChosenMs'],
  firstWords: ['replyChosenMs', 'firstTokenMs'],
  firstAudio: ['firstTokenMs', 'firstAudioSentMs'],
  speechEndToFirstAudio: ['speechEndMs', 'firstAudioSentMs'],
};

/** Nearest-rank percentile (p in 0–100) of a non-empty list. */
export function percentileOf(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentileOf needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

/** The durations of one stage over the replies where both of its timings were recorded (and in order). */
export function stageDurations(timings: readonly (TurnTimings | null)[], stage: LatencyStage): number[] {
  const [from, to] = LATENCY_STAGE_BOUNDS[stage];
  const durations: number[] = [];
  for (const turn of timings) {
    const start = turn?.[from];
    const end = turn?.[to];
    if (typeof start === 'number' && typeof end === 'number' && end >= start) durations.push(end - start);
  }
  return durations;
}

function summarise(durations: number[]): LatencyStageSummary | null {
  if (durations.length === 0) return null;
  return {
    p50Ms: Math.round(percentileOf(durations, 50)),
    p95Ms: Math.round(percentileOf(durations, 95)),
    count: durations.length,
  };
}

/** p50/p95 per stage over a call's interviewer replies; null when no reply has a measured stage. */
export function summarizeCallLatency(
  callId: string,
  timings: readonly (TurnTimings | null)[],
): CallLatency | null {
  const perStage = LATENCY_STAGES.map((stage) => [stage, stageDurations(timings, stage)] as const);
  const replies = timings.filter((turn) =>
    LATENCY_STAGES.some((stage) => stageDurations([turn], stage).length > 0),
  ).length;
  if (replies === 0) return null;
  const stages = Object.fromEntries(
    perStage.map(([stage, durations]) => [stage, summarise(durations)]),
  ) as CallLatency['stages'];
  return { callId, replies, stages };
}
