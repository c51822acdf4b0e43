import { describe, expect, it } from 'vitest';
import { MAX_PROBED_ANSWERS, MIN_JUDGING_AUDIO_MS, SpeakerWarp, bestWarp } from './speaker-warp';
import { PITCH_SAMPLE_RATE_HZ } from './speaker-pitch';

/** `seconds` of a steady voiced sound at `f0Hz` (a tone is enough for the pitch tracker). */
function voiced(f0Hz: number, seconds: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * PITCH_SAMPLE_RATE_HZ));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * f0Hz * i) / PITCH_SAMPLE_RATE_HZ));
  return samples;
}

describe('bestWarp', () => {
  it('picks the warp with the highest acoustic score per frame', () => {
    expect(
      bestWarp([
        [1, -31.4],
        [0.9, -30.8],
        [1.1, -32.4],
        [1.2, -33],
      ]),
    ).toBe(0.9);
    expect(
      bestWarp([
        [1, -33.8],
        [0.9, -36.3],
        [1.1, -32.5],
        [1.2, -30.7],
      ]),
    ).toBe(1.2);
  });

  it('breaks a tie towards the warp nearer 1', () => {
    expect(
      bestWarp([
        [1.2, -30],
        [0.9, -31],
        [1.1, -30],
      ]),
    ).toBe(1.1);
  });

  it('does not choose from fewer than two warps or from scores that are not numbers', () => {
    expect(bestWarp([[1.1, -30]])).toBeNull();
    expect(
      bestWarp([
        [1, -30],
        [1, -29],
      ]),
    ).toBeNull();
    expect(
      bestWarp([
        [1, -30],
        [1.1, Number.NaN],
      ]),
    ).toBeNull();
  });
});

describe('SpeakerWarp', () => {
  const scores = [
    [1, -31.4],
    [0.9, -30.8],
    [1.1, -32.4],
  ] as const;

  it('probes the first answer with the other warps, then hears the call with the best one', () => {
    const speaker = new SpeakerWarp([0.9, 1, 1.1]);
    expect(speaker.nextAnswer()).toEqual({ warp: 1, probeWarps: [0.9, 1.1], source: 'stock' });
    speaker.heard(scores, 5000);
    expect(speaker.decided).toBe(true);
    expect(speaker.nextAnswer()).toEqual({ warp: 0.9, probeWarps: [], source: 'probes' });
  });

  it('probes one answer at a time', () => {
    const speaker = new SpeakerWarp([0.9, 1, 1.1]);
    speaker.nextAnswer();
    expect(speaker.nextAnswer()).toEqual({ warp: 1, probeWarps: [], source: 'stock' });
  });

  it('judges nothing from a short answer or a failed one, and probes the next', () => {
    const speaker = new SpeakerWarp([0.9, 1, 1.1]);
    speaker.nextAnswer();
    speaker.heard(scores, MIN_JUDGING_AUDIO_MS - 1);
    expect(speaker.warp).toBe(1);
    expect(speaker.nextAnswer().probeWarps).toEqual([0.9, 1.1]);
    speaker.heard(null, 5000);
    expect(speaker.warp).toBe(1);
    expect(speaker.nextAnswer().probeWarps).toEqual([0.9, 1.1]);
  });

  it('stops probing after a few answers it could not judge and stays at warp 1', () => {
    const speaker = new SpeakerWarp();
    for (let answer = 0; answer < MAX_PROBED_ANSWERS; answer += 1) {
      expect(speaker.nextAnswer().probeWarps.length).toBeGreaterThan(0);
      speaker.heard([], 5000);
    }
    expect(speaker.nextAnswer()).toEqual({ warp: 1, probeWarps: [], source: 'stock' });
  });

  it('ignores scores that arrive when no answer is being probed', () => {
    const speaker = new SpeakerWarp([0.9, 1, 1.1]);
    speaker.heard(scores, 5000);
    expect(speaker.warp).toBe(1);
  });

  it('probes the next answer without counting one that no probe decoder could score', () => {
    const speaker = new SpeakerWarp([0.9, 1, 1.1]);
    for (let answer = 0; answer < MAX_PROBED_ANSWERS + 2; answer += 1) {
      speaker.nextAnswer();
      speaker.unprobed();
    }
    expect(speaker.decided).toBe(false);
    expect(speaker.nextAnswer().probeWarps).toEqual([0.9, 1.1]);
  });

  it('hears the call with the warp its pitch suggests until the probes have scored, then with theirs', () => {
    const speaker = new SpeakerWarp();
    expect(speaker.nextAnswer()).toEqual({ warp: 1, probeWarps: [0.9, 1.1, 1.2], source: 'stock' });
    speaker.hear(voiced(175, 2));
    speaker.answerEnded();
    expect(speaker.pitchHz).toBeCloseTo(175, -0.3);
    // The first answer's probe scores have not arrived: the next answer starts from the pitch's warp.
    expect(speaker.nextAnswer()).toEqual({ warp: 1.2, probeWarps: [], source: 'pitch' });
    speaker.heard(
      [
        [1, -31],
        [0.9, -32],
        [1.1, -30],
        [1.2, -30.5],
      ],
      5000,
    );
    expect(speaker.nextAnswer()).toEqual({ warp: 1.1, probeWarps: [], source: 'probes' });
  });

  it('probes a later answer from the pitch warp, scoring every other candidate', () => {
    const speaker = new SpeakerWarp();
    speaker.nextAnswer();
    speaker.hear(voiced(100, 2));
    speaker.heard(null, 0); // the probe failed
    expect(speaker.nextAnswer()).toEqual({ warp: 0.9, probeWarps: [1, 1.1, 1.2], source: 'pitch' });
  });

  it('keeps the pitch warp when every probe failed', () => {
    const speaker = new SpeakerWarp();
    speaker.hear(voiced(100, 2));
    for (let answer = 0; answer < MAX_PROBED_ANSWERS; answer += 1) {
      speaker.nextAnswer();
      speaker.heard(null, 0);
    }
    expect(speaker.nextAnswer()).toEqual({ warp: 0.9, probeWarps: [], source: 'pitch' });
  });

  it('says while the pitch is still to come, and re-plans a waiting first answer with the pitch’s warp', () => {
    const speaker = new SpeakerWarp();
    const plan = speaker.nextAnswer();
    expect(speaker.pitchPending).toBe(true);
    speaker.hear(voiced(175, 0.5)); // half a second of voice: not enough
    expect(speaker.pitchPending).toBe(true);
    speaker.hear(voiced(175, 1));
    expect(speaker.pitchPending).toBe(false);
    expect(speaker.replan(plan)).toEqual({ warp: 1.2, probeWarps: [0.9, 1, 1.1], source: 'pitch' });
    // An answer that was not probed stays unprobed; without pitch tracking nothing is pending.
    expect(speaker.replan({ warp: 1, probeWarps: [], source: 'stock' })).toEqual({
      warp: 1.2,
      probeWarps: [],
      source: 'pitch',
    });
    expect(new SpeakerWarp(undefined, { fromPitch: false }).pitchPending).toBe(false);
  });

  it('stays at warp 1 until the probes score when told not to use the pitch', () => {
    const speaker = new SpeakerWarp(undefined, { fromPitch: false });
    speaker.nextAnswer();
    speaker.hear(voiced(175, 2));
    expect(speaker.pitchHz).toBeNull();
    expect(speaker.nextAnswer()).toEqual({ warp: 1, probeWarps: [], source: 'stock' });
  });
});
