/**
 * Silero VAD on real speech: a flite recording padded with one second of silence each side. Needs the Debian
 * packages flite and sox (apt-get install -y flite sox).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceActivityDetector } from '../voice-contracts';
import { loadSileroVadFactory, sileroModelPath, type SileroVadFactory } from './silero-vad';
import {
  VAD_END_OF_TURN_SILENCE_MS,
  SPEECH_START_MIN_MS,
  TurnDetector,
  type TurnEvent,
} from '@intervia/engine';
import { createVadFactory } from './vad-factory';
import { fliteSpeech } from './flite-speech.testing';

const SAMPLE_RATE_HZ = 16_000;
const PADDING_SECONDS = 1;
const CLIENT_FRAME_SAMPLES = 320; // 20 ms, what the browser sends
const SENTENCE = 'Well, I worked as a data analyst for four years, mostly building weekly reports in SQL.';

interface Reading {
  endMs: number;
  probability: number;
}

/** Feeds the audio in 20 ms frames; returns one reading per frame and the time spent inside the detector. */
async function run(detector: VoiceActivityDetector, audio: Int16Array) {
  const readings: Reading[] = [];
  const started = performance.now();
  for (let offset = 0; offset < audio.length; offset += CLIENT_FRAME_SAMPLES) {
    const frame = audio.subarray(offset, offset + CLIENT_FRAME_SAMPLES);
    const probability = await detector.process(frame);
    readings.push({ endMs: ((offset + frame.length) / SAMPLE_RATE_HZ) * 1000, probability });
  }
  return { readings, elapsedMs: performance.now() - started };
}

/** Where the recording is audible (flite adds ~0.2 s of its own silence): first and last 10 ms block with a peak. */
function audibleSpanMs(audio: Int16Array): { onsetMs: number; offsetMs: number } {
  const blockSamples = SAMPLE_RATE_HZ / 100;
  const audibleBlocks: number[] = [];
  for (let block = 0; block * blockSamples < audio.length; block += 1) {
    const samples = audio.subarray(block * blockSamples, (block + 1) * blockSamples);
    if (samples.some((sample) => Math.abs(sample) > AUDIBLE_PEAK)) audibleBlocks.push(block);
  }
  return { onsetMs: audibleBlocks[0]! * 10, offsetMs: (audibleBlocks.at(-1)! + 1) * 10 };
}
const AUDIBLE_PEAK = 300;

const between = (readings: Reading[], fromMs: number, toMs: number) =>
  readings.filter((reading) => reading.endMs > fromMs && reading.endMs <= toMs).map((r) => r.probability);

let speech: Int16Array;
let speechOnsetMs: number;
let speechEndMs: number;

beforeAll(() => {
  speech = fliteSpeech(SENTENCE, PADDING_SECONDS, PADDING_SECONDS);
  ({ onsetMs: speechOnsetMs, offsetMs: speechEndMs } = audibleSpanMs(speech));
  expect(speechOnsetMs).toBeGreaterThanOrEqual(PADDING_SECONDS * 1000);
});

describe.each(['v5', 'legacy'] as const)('Silero %s on flite speech', (variant) => {
  let factory: SileroVadFactory;
  beforeAll(async () => {
    factory = await loadSileroVadFactory({ variant });
  });
  afterAll(() => factory.close());

  it('finds the model inside @ricky0123/vad-web', () => {
    expect(sileroModelPath(variant)).toMatch(/@ricky0123\/vad-web\/dist\/silero_vad_(v5|legacy)\.onnx$/);
  });

  it('is high inside speech and low in the silence around it', async () => {
    const { readings, elapsedMs } = await run(await factory.create(), speech);
    const leading = between(readings, 0, speechOnsetMs - 100);
    const inside = between(readings, speechOnsetMs + 100, speechEndMs - 200);
    const trailing = between(readings, speechEndMs + 500, Infinity);
    const aboveHalf = inside.filter((probability) => probability > 0.5).length / inside.length;
    const windows = Math.floor(speech.length / factory.windowSamples);
    const windowMs = (factory.windowSamples / SAMPLE_RATE_HZ) * 1000;
    const perWindowMs = elapsedMs / windows;
    console.log(
      `[vad] ${factory.id}: ${windows} windows of ${windowMs} ms in ${elapsedMs.toFixed(0)} ms → ` +
        `${perWindowMs.toFixed(3)} ms per window (real-time factor ${(perWindowMs / windowMs).toFixed(4)}); ` +
        `speech frames > 0.5: ${(aboveHalf * 100).toFixed(0)} %, max in silence ` +
        `${Math.max(...leading, ...trailing).toFixed(3)}`,
    );
    expect(Math.max(...leading)).toBeLessThan(0.2);
    expect(Math.max(...trailing)).toBeLessThan(0.2);
    expect(Math.max(...inside)).toBeGreaterThan(0.9);
    expect(aboveHalf).toBeGreaterThan(0.7);
    // Far faster than real time, so one server core serves many calls.
    expect(perWindowMs).toBeLessThan(windowMs / 4);
  });

  it('gives the same probabilities again after reset (state fully cleared)', async () => {
    const detector = await factory.create();
    const first = await run(detector, speech);
    detector.reset();
    const second = await run(detector, speech);
    expect(second.readings).toEqual(first.readings);
  });

  it('drives the TurnDetector to one turn that matches the recording', async () => {
    const detector = await factory.create();
    const turns = new TurnDetector();
    const events: TurnEvent[] = [];
    const withMoreSilence = new Int16Array(speech.length + 2 * SAMPLE_RATE_HZ);
    withMoreSilence.set(speech);
    for (const reading of (await run(detector, withMoreSilence)).readings) {
      const event = turns.push({ ...reading, durationMs: 20 });
      if (event) events.push(event);
    }
    expect(events.map((event) => event.type)).toEqual(['speech-start', 'end-of-turn']);
    const [start, end] = events;
    if (start?.type !== 'speech-start' || end?.type !== 'end-of-turn') throw new Error('unexpected events');
    // Barge-in budget: the model needs its windows to fill, then the start minimum — about 130 ms for v5.
    const windowMs = (factory.windowSamples / SAMPLE_RATE_HZ) * 1000;
    console.log(`[vad] ${factory.id}: speech-start ${start.atMs - speechOnsetMs} ms after the audible onset`);
    expect(start.onsetMs).toBeGreaterThanOrEqual(speechOnsetMs - windowMs);
    expect(start.atMs - speechOnsetMs).toBeLessThanOrEqual(SPEECH_START_MIN_MS + 2 * windowMs);
    expect(Math.abs(end.speechEndMs - speechEndMs)).toBeLessThan(300);
    expect(end.atMs - end.speechEndMs).toBe(VAD_END_OF_TURN_SILENCE_MS);
  });
});

describe('createVadFactory', () => {
  it('chooses Silero v5 when onnxruntime-node loads', async () => {
    const factory = await createVadFactory();
    expect(factory.id).toBe('silero-v5');
    expect(factory.fallbackReason).toBeNull();
    const { readings } = await run(await factory.create(), speech);
    expect(Math.max(...between(readings, speechOnsetMs + 100, speechEndMs - 200))).toBeGreaterThan(0.9);
    await factory.close();
  });
});
