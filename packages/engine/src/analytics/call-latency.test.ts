import { describe, expect, it } from 'vitest';
import type { TurnTimings } from '@intervia/shared';
import { percentileOf, stageDurations, summarizeCallLatency } from './call-latency';

/** A voice reply: speech ended at `at`, then each stage took the given time. */
function reply(
  at: number,
  stages: { silence: number; recognition: number; decision: number; words: number; audio: number },
): TurnTimings {
  const vadEndMs = at + stages.silence;
  const sttFinalMs = vadEndMs + stages.recognition;
  const replyChosenMs = sttFinalMs + stages.decision;
  const firstTokenMs = replyChosenMs + stages.words;
  const firstAudioMs = firstTokenMs + stages.audio - 1;
  return {
    speechEndMs: at,
    vadEndMs,
    sttFinalMs,
    replyChosenMs,
    firstTokenMs,
    firstAudioMs,
    firstAudioSentMs: firstAudioMs + 1,
  };
}

describe('percentileOf', () => {
  it('takes the nearest rank', () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentileOf(values, 50)).toBe(30);
    expect(percentileOf(values, 95)).toBe(50);
    expect(percentileOf([7], 95)).toBe(7);
    expect(
      percentileOf(
        Array.from({ length: 20 }, (_, index) => index + 1),
        95,
      ),
    ).toBe(19);
  });

  it('refuses an empty list', () => {
    expect(() => percentileOf([], 50)).toThrow();
  });
});

describe('summarizeCallLatency', () => {
  it('gives p50 and p95 of each stage over the replies', () => {
    const timings = Array.from({ length: 10 }, (_, index) =>
      reply(index * 10_000, {
        silence: 650,
        recognition: 100 + index * 10,
        decision: 5,
        words: 2,
        audio: 40 + index,
      }),
    );
    const summary = summarizeCallLatency('call-1', timings);
    expect(summary).toMatchObject({ callId: 'call-1', replies: 10 });
    expect(summary?.stages.endOfTurn).toEqual({ p50Ms: 650, p95Ms: 650, count: 10 });
    // Recognition runs from the end of speech: the silence plus the recogniser's own time.
    expect(summary?.stages.recognition).toEqual({ p50Ms: 650 + 140, p95Ms: 650 + 190, count: 10 });
    expect(summary?.stages.decision).toEqual({ p50Ms: 5, p95Ms: 5, count: 10 });
    expect(summary?.stages.firstWords).toEqual({ p50Ms: 2, p95Ms: 2, count: 10 });
    expect(summary?.stages.firstAudio).toEqual({ p50Ms: 44, p95Ms: 49, count: 10 });
    expect(summary?.stages.speechEndToFirstAudio).toEqual({
      p50Ms: 650 + 140 + 5 + 2 + 44,
      p95Ms: 650 + 190 + 5 + 2 + 49,
      count: 10,
    });
  });

  it('leaves out stages a reply did not go through (a typed answer, a browser voice, older turns)', () => {
    const typed: TurnTimings = {
      vadEndMs: null,
      sttFinalMs: 1_000,
      replyChosenMs: 1_010,
      firstTokenMs: 1_012,
      firstAudioMs: null,
      firstAudioSentMs: null,
    };
    const older: TurnTimings = {
      vadEndMs: 5_000,
      sttFinalMs: 5_200,
      firstTokenMs: 5_210,
      firstAudioMs: 5_250,
      firstAudioSentMs: 5_251,
    };
    const summary = summarizeCallLatency('call-1', [typed, older, null]);
    expect(summary?.replies).toBe(2);
    expect(summary?.stages.recognition).toBeNull();
    expect(summary?.stages.speechEndToFirstAudio).toBeNull();
    expect(summary?.stages.decision).toEqual({ p50Ms: 10, p95Ms: 10, count: 1 });
    expect(summary?.stages.firstAudio).toEqual({ p50Ms: 41, p95Ms: 41, count: 1 });
    expect(stageDurations([typed, older], 'firstWords')).toEqual([2]);
  });

  it('is null when no reply was timed (a greeting only, or turns without timings)', () => {
    expect(summarizeCallLatency('call-1', [null, null])).toBeNull();
    expect(summarizeCallLatency('call-1', [])).toBeNull();
  });
});
