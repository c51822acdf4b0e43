import { describe, expect, it } from 'vitest';
import type { VoiceActivityDetector } from '../voice-contracts';
import { VadSpeechSegmenter } from './speech-segmenter';

/** A detector that reads the probability from the frame itself (loud frame = speech). */
const loudnessVad: VoiceActivityDetector = {
  async process(frame) {
    return Math.abs(frame[0] ?? 0) > 1000 ? 0.9 : 0.05;
  },
  reset() {},
};

const FRAME = 320; // 20 ms
const frames = (count: number, value: number) =>
  Array.from({ length: count }, () => new Int16Array(FRAME).fill(value));

describe('VadSpeechSegmenter', () => {
  it('emits speech-start, then the turn audio with pre-roll once the silence rule ends the turn', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad);
    const events = [];
    let at = 0;
    for (const frame of [...frames(25, 0), ...frames(150, 5000), ...frames(150, 0)]) {
      events.push(...(await segmenter.push(frame, (at += 20))));
    }
    expect(events.map((event) => event.type)).toEqual(['speech-start', 'end-of-turn']);
    const end = events[1];
    if (end?.type !== 'end-of-turn') throw new Error('no end of turn');
    // 3 s of speech + up to 300 ms pre-roll + 250 ms tail, not the 1.2 s+ of trailing silence.
    const seconds = end.audio.length / 16000;
    expect(seconds).toBeGreaterThan(3.2);
    expect(seconds).toBeLessThan(3.7);
    expect(end.audio.filter((sample) => sample === 5000).length).toBe(150 * FRAME);
  });

  it('does not end the turn on a short thinking pause', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad);
    const types: string[] = [];
    let at = 0;
    for (const frame of [...frames(100, 5000), ...frames(50, 0), ...frames(100, 5000)]) {
      types.push(...(await segmenter.push(frame, (at += 20))).map((event) => event.type));
    }
    expect(types).toEqual(['speech-start']);
  });

  it('gives the same events when frames are pushed before earlier answers arrive (a VAD in a worker thread)', async () => {
    // Answers arrive late and out of call order; the segmenter must still apply them in push order.
    const slowVad: VoiceActivityDetector = {
      process: (frame) =>
        new Promise((resolve) =>
          setTimeout(() => resolve(Math.abs(frame[0] ?? 0) > 1000 ? 0.9 : 0.05), Math.random() * 5),
        ),
      reset() {},
    };
    const audio = [
      ...frames(25, 0),
      ...frames(120, 5000),
      ...frames(80, 0),
      ...frames(120, 4000),
      ...frames(80, 0),
    ];
    const sequential = new VadSpeechSegmenter(loudnessVad);
    const expected = [];
    let at = 0;
    for (const frame of audio) expected.push(...(await sequential.push(frame, (at += 20))));
    const pipelined = new VadSpeechSegmenter(slowVad);
    at = 0;
    const pending = audio.map((frame) => pipelined.push(frame, (at += 20)));
    const events = (await Promise.all(pending)).flat();
    expect(expected.map((event) => event.type)).toEqual([
      'speech-start',
      'end-of-turn',
      'speech-start',
      'end-of-turn',
    ]);
    expect(events).toEqual(expected);
  });

  it('closes its detector', () => {
    let closed = 0;
    new VadSpeechSegmenter({ ...loudnessVad, close: () => (closed += 1) }).close();
    expect(closed).toBe(1);
  });
});

const sameSamples = (a: Int16Array, b: Int16Array) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

describe('VadSpeechSegmenter giving the turn audio as it comes', () => {
  const speechThenSilence = [
    ...frames(25, 0),
    ...frames(60, 5000),
    ...frames(40, 0),
    ...frames(60, 4000),
    ...frames(150, 0),
  ];

  it('gives pieces that join to exactly the turn audio, without the silence after the last speech', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad, { streamTurnAudio: true });
    const events = [];
    let at = 0;
    for (const frame of speechThenSilence) events.push(...(await segmenter.push(frame, (at += 20))));
    const pieces = events.flatMap((event) => (event.type === 'speech-audio' ? [event.audio] : []));
    const end = events.find((event) => event.type === 'end-of-turn');
    if (end?.type !== 'end-of-turn') throw new Error('no end of turn');
    expect(events[0]?.type).toBe('speech-start');
    expect(events.at(-1)?.type).toBe('end-of-turn');
    // Pieces came while the candidate spoke, not only at the end.
    const firstEnd = events.findIndex((event) => event.type === 'end-of-turn');
    expect(
      events.slice(0, firstEnd - 1).filter((event) => event.type === 'speech-audio').length,
    ).toBeGreaterThan(50);
    const joined = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let offset = 0;
    for (const piece of pieces) {
      joined.set(piece, offset);
      offset += piece.length;
    }
    expect(sameSamples(joined, end.audio)).toBe(true);
  });

  it('gives the same turn audio as without streaming', async () => {
    const ends = [];
    for (const streamTurnAudio of [false, true]) {
      const segmenter = new VadSpeechSegmenter(loudnessVad, { streamTurnAudio });
      let at = 0;
      for (const frame of speechThenSilence) {
        for (const event of await segmenter.push(frame, (at += 20))) {
          if (event.type === 'end-of-turn') ends.push(event.audio);
        }
      }
    }
    expect(ends).toHaveLength(2);
    expect(sameSamples(ends[1]!, ends[0]!)).toBe(true);
  });

  it('ends an open turn on flush (the candidate pressed Stop while speaking) and is idle after', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad);
    let at = 0;
    for (const frame of [...frames(25, 0), ...frames(60, 5000), ...frames(10, 0)]) {
      await segmenter.push(frame, (at += 20));
    }
    const flushed = await segmenter.flush();
    expect(flushed.map((event) => event.type)).toEqual(['end-of-turn']);
    const end = flushed[0];
    if (end?.type !== 'end-of-turn') throw new Error('no end of turn');
    expect(end.audio.filter((sample) => sample === 5000).length).toBe(60 * FRAME);
    expect(await segmenter.flush()).toEqual([]);
  });

  it('gives each turn its speech segments in call time: voiced stretches, a pause longer than a breath apart', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad);
    const ends = [];
    let at = 10_000;
    // 2 s of speech, a 0.2 s breath, 1 s of speech, a 0.8 s pause, 1 s of speech, then the silence that ends the turn.
    const audio = [
      ...frames(25, 0),
      ...frames(100, 5000),
      ...frames(10, 0),
      ...frames(50, 5000),
      ...frames(40, 0),
      ...frames(50, 5000),
      ...frames(150, 0),
    ];
    for (const frame of audio) {
      for (const event of await segmenter.push(frame, (at += 20)))
        if (event.type === 'end-of-turn') ends.push(event);
    }
    expect(ends).toHaveLength(1);
    const segments = ends[0]?.speechSegments ?? [];
    // The breath stays inside the first segment; the pause splits the speech in two.
    expect(segments).toHaveLength(2);
    expect(segments[0]?.startMs).toBe(10_000 + 25 * 20);
    expect(segments[0]?.endMs).toBe(10_000 + (25 + 160) * 20);
    expect(segments[1]?.startMs).toBe(10_000 + (25 + 200) * 20);
    expect(segments[1]?.endMs).toBe(10_000 + (25 + 250) * 20);
  });

  it('starts the next turn with no segments of the previous one', async () => {
    const segmenter = new VadSpeechSegmenter(loudnessVad);
    const ends = [];
    let at = 0;
    for (const frame of [...frames(100, 5000), ...frames(150, 0), ...frames(50, 5000), ...frames(150, 0)]) {
      for (const event of await segmenter.push(frame, (at += 20)))
        if (event.type === 'end-of-turn') ends.push(event);
    }
    expect(ends.map((end) => end.speechSegments)).toEqual([
      [{ startMs: 0, endMs: 2000 }],
      [{ startMs: 5000, endMs: 6000 }],
    ]);
  });
});

/** Speaks 2 s while the recogniser's partial says `words`, then stays silent; the end-of-turn's silence. */
async function silenceEndingTurn(words: string | null, mode?: 'conversational' | 'patient') {
  const segmenter = new VadSpeechSegmenter(loudnessVad, { streamTurnAudio: true });
  if (mode) segmenter.setTurnTaking(mode);
  let at = 0;
  for (const frame of frames(100, 5000)) await segmenter.push(frame, (at += 20));
  if (words !== null) segmenter.hearWords(words);
  for (const frame of frames(500, 0)) {
    const end = (await segmenter.push(frame, (at += 20))).find((event) => event.type === 'end-of-turn');
    if (end?.type === 'end-of-turn') return { end, atMs: at };
  }
  throw new Error('the turn did not end');
}

describe('VadSpeechSegmenter with the recogniser’s words', () => {
  it('ends a turn after a complete sentence sooner than after a trailing "and", and both by the words', async () => {
    const complete = await silenceEndingTurn('we moved billing to postgres and cut costs by a third');
    const trailing = await silenceEndingTurn('we moved billing to postgres and');
    expect(complete.end.silenceMs).toBeLessThanOrEqual(700);
    expect(trailing.end.silenceMs).toBeGreaterThan(complete.end.silenceMs + 500);
    expect(trailing.atMs - complete.atMs).toBe(trailing.end.silenceMs - complete.end.silenceMs);
  });

  it('without words ends on silence alone, as before (1.2 s after a turn of 2 s)', async () => {
    const { end } = await silenceEndingTurn(null);
    expect(end.silenceMs).toBeGreaterThanOrEqual(1_200);
    expect(end.silenceMs).toBeLessThan(1_300);
  });

  it('"let me think" gives seconds, and patient mode waits longer than conversational', async () => {
    expect((await silenceEndingTurn('hmm let me think')).end.silenceMs).toBeGreaterThanOrEqual(5_000);
    const words = 'we moved billing to postgres and cut costs by a third';
    expect((await silenceEndingTurn(words, 'patient')).end.silenceMs).toBeGreaterThan(
      (await silenceEndingTurn(words)).end.silenceMs + 300,
    );
  });
});
