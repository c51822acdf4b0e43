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
