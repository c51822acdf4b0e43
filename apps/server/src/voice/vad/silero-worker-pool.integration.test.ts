/**
 * Silero v5 batched and in worker threads must decide exactly as the one-stream detector on the server thread, keep
 * each call's state apart, free it when the call closes, and survive a worker's death. Real speech: flite recordings
 * (needs the Debian packages flite and sox).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VoiceActivityDetector } from '../voice-contracts';
import { EnergyVoiceActivityDetector } from './energy-vad';
import { fliteSpeech } from './flite-speech.testing';
import { SileroV5BatchRunner, SILERO_V5_WINDOW_SAMPLES, type SileroBatchItem } from './silero-batch';
import { loadSileroVadFactory, sileroModelPath, type SileroVadFactory } from './silero-vad';
import { createSileroWorkerPool, MAX_WORKER_RESTARTS, type SileroWorkerPool } from './silero-worker-pool';
import { SPEECH_START_MIN_MS, TurnDetector, type TurnEvent } from '@intervia/engine';
import { createVadFactory } from './vad-factory';

const SAMPLE_RATE_HZ = 16_000;
const FRAME_SAMPLES = 320; // 20 ms, what the browser sends
const WINDOW_MS = (SILERO_V5_WINDOW_SAMPLES / SAMPLE_RATE_HZ) * 1000;
/** Batched GEMMs may sum in another order than single ones; decisions must not move, probabilities barely. */
const PROBABILITY_TOLERANCE = 1e-4;

/** Six calls at once: different sentences, starting at different times, so every batch mixes speech and silence. */
const CALLS = [
  { sentence: 'Well, I worked as a data analyst for four years.', leading: 0.5 },
  { sentence: 'I led the billing migration and cut our costs by thirty percent.', leading: 0.9 },
  { sentence: 'Mostly weekly reports in SQL, and some Python.', leading: 1.3 },
  { sentence: 'I would start by measuring where the time goes.', leading: 0.7 },
  { sentence: 'Yes.', leading: 1.1 },
  { sentence: 'We shipped it in three sprints with no downtime at all.', leading: 0.2 },
];

let audio: Int16Array[];
let inThread: SileroVadFactory;

const frames = (pcm: Int16Array, size: number) =>
  Array.from({ length: Math.ceil(pcm.length / size) }, (_, index) =>
    pcm.subarray(index * size, (index + 1) * size),
  );

async function probabilitiesInThread(pcm: Int16Array, frameSamples: number): Promise<number[]> {
  const detector = await inThread.create();
  const result: number[] = [];
  for (const frame of frames(pcm, frameSamples)) result.push(await detector.process(frame));
  return result;
}

function turnEvents(probabilities: readonly number[]): TurnEvent[] {
  const turns = new TurnDetector();
  const events: TurnEvent[] = [];
  probabilities.forEach((probability, index) => {
    const event = turns.push({
      probability,
      endMs: ((index + 1) * FRAME_SAMPLES * 1000) / SAMPLE_RATE_HZ,
      durationMs: 20,
    });
    if (event) events.push(event);
  });
  return events;
}

/** All calls stream at once, one 20 ms frame per call per tick, as the server receives them. */
async function probabilitiesConcurrently(detectors: VoiceActivityDetector[], streams: Int16Array[]) {
  const framed = streams.map((pcm) => frames(pcm, FRAME_SAMPLES));
  const result = streams.map(() => [] as number[]);
  const ticks = Math.max(...framed.map((list) => list.length));
  for (let tick = 0; tick < ticks; tick += 1) {
    const answers = await Promise.all(
      detectors.map((detector, call) => {
        const frame = framed[call]![tick];
        return frame ? detector.process(frame) : null;
      }),
    );
    answers.forEach((probability, call) => {
      if (probability !== null) result[call]!.push(probability);
    });
  }
  return result;
}

const maxDifference = (a: readonly number[], b: readonly number[]) => {
  expect(a.length).toBe(b.length);
  return Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));
};

beforeAll(async () => {
  audio = CALLS.map((call) => fliteSpeech(call.sentence, call.leading, 3));
  inThread = await loadSileroVadFactory({ variant: 'v5' });
});

afterAll(() => inThread.close());

describe('SileroV5BatchRunner', () => {
  it('accepts a batch and gives every stream the probabilities of its own one-stream run', async () => {
    const ort = await import('onnxruntime-node');
    const session = await ort.InferenceSession.create(await readFile(sileroModelPath('v5')), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
    });
    const runner = new SileroV5BatchRunner(ort, session, SAMPLE_RATE_HZ);
    const windowed = audio.map((pcm) =>
      frames(pcm, SILERO_V5_WINDOW_SAMPLES)
        .filter((frame) => frame.length === SILERO_V5_WINDOW_SAMPLES)
        .map((frame) => Float32Array.from(frame, (sample) => sample / 32_768)),
    );
    const batched = audio.map(() => [] as number[]);
    const longest = Math.max(...windowed.map((list) => list.length));
    // Call 0 sends two windows per batch (a call that fell behind), the others one.
    const cursors = audio.map(() => 0);
    while (cursors.some((cursor, call) => cursor < windowed[call]!.length)) {
      const items: SileroBatchItem[] = [];
      windowed.forEach((windows, call) => {
        const take = call === 0 ? 2 : 1;
        for (let k = 0; k < take && cursors[call]! < windows.length; k += 1) {
          items.push({ streamId: call, window: windows[cursors[call]!]! });
          cursors[call]! += 1;
        }
      });
      const probabilities = await runner.run(items);
      items.forEach((item, index) => batched[item.streamId]!.push(probabilities[index]!));
    }
    expect(longest).toBeGreaterThan(100);
    let worst = 0;
    for (const [call, pcm] of audio.entries()) {
      const reference = await probabilitiesInThread(pcm.subarray(0, windowed[call]!.length * 512), 512);
      worst = Math.max(worst, maxDifference(batched[call]!, reference));
      // The recording is really there: speech scores high somewhere, so matching is not matching zeros.
      expect(Math.max(...reference)).toBeGreaterThan(0.9);
    }
    console.log(
      `[vad] batched vs one-stream Silero v5: largest probability difference ${worst.toExponential(2)}`,
    );
    expect(worst).toBeLessThan(PROBABILITY_TOLERANCE);
    expect(runner.openStreams).toBe(CALLS.length);
    runner.close(0);
    expect(runner.openStreams).toBe(CALLS.length - 1);
    await session.release();
  });

  it('rejects a window of the wrong size', async () => {
    const ort = await import('onnxruntime-node');
    const session = await ort.InferenceSession.create(await readFile(sileroModelPath('v5')));
    const runner = new SileroV5BatchRunner(ort, session, SAMPLE_RATE_HZ);
    await expect(runner.run([{ streamId: 1, window: new Float32Array(100) }])).rejects.toThrow(RangeError);
    await session.release();
  });
});

describe('Silero worker pool', () => {
  let pool: SileroWorkerPool;
  beforeAll(async () => {
    pool = await createSileroWorkerPool({ workers: 2 });
  });
  afterAll(() => pool.close());

  it('decides exactly as the in-thread detector, with the same speech-start latency, for concurrent calls', async () => {
    const detectors = await Promise.all(CALLS.map(() => pool.create()));
    const pooled = await probabilitiesConcurrently(detectors, audio);
    for (const [call, pcm] of audio.entries()) {
      const reference = await probabilitiesInThread(pcm, FRAME_SAMPLES);
      expect(maxDifference(pooled[call]!, reference)).toBeLessThan(PROBABILITY_TOLERANCE);
      const events = turnEvents(pooled[call]!);
      expect(events).toEqual(turnEvents(reference));
      expect(events.map((event) => event.type)).toEqual(['speech-start', 'end-of-turn']);
      const start = events[0]!;
      const onsetMs = CALLS[call]!.leading * 1000;
      if (start.type !== 'speech-start') throw new Error('no speech-start');
      // flite adds ~0.2 s of its own silence: the start is measured from the padding's end, with that margin.
      expect(start.atMs - onsetMs).toBeLessThanOrEqual(300 + SPEECH_START_MIN_MS + 2 * WINDOW_MS);
      expect(start.atMs).toBeGreaterThan(onsetMs);
    }
    for (const detector of detectors) detector.close?.();
  });

  it('gives the same probabilities after reset, and frees the state of closed and reset calls', async () => {
    const before = await pool.countOpenStreams();
    const detector = await pool.create();
    const others = await Promise.all([pool.create(), pool.create()]);
    const first = await probabilitiesConcurrently([detector, ...others], [audio[1]!, audio[2]!, audio[3]!]);
    detector.reset();
    const second = await probabilitiesConcurrently([detector], [audio[1]!]);
    expect(second[0]).toEqual(first[0]);
    expect(await pool.countOpenStreams()).toBe(before + 3);
    for (const other of others) other.close?.();
    detector.close?.();
    expect(await pool.countOpenStreams()).toBe(before);
    await expect(detector.process(new Int16Array(FRAME_SAMPLES))).rejects.toThrow(/closed/);
  });

  it('spreads calls over the workers', async () => {
    const detectors = await Promise.all(Array.from({ length: 4 }, () => pool.create()));
    await probabilitiesConcurrently(
      detectors,
      audio.slice(0, 4).map((pcm) => pcm.subarray(0, 8_000)),
    );
    expect(pool.threads).toHaveLength(2);
    for (const detector of detectors) detector.close?.();
    expect(await pool.countOpenStreams()).toBe(0);
  });
});

describe('Silero worker pool faults', () => {
  it('keeps calls going on the energy detector when a worker dies, logs it, and serves new calls from a replacement', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const pool = await createSileroWorkerPool({ workers: 1, log });
    try {
      const detectors = await Promise.all([pool.create(), pool.create()]);
      const halfway = Math.floor(audio[0]!.length / 2);
      await probabilitiesConcurrently(detectors, [
        audio[0]!.subarray(0, halfway),
        audio[1]!.subarray(0, halfway),
      ]);
      // Frames in flight when the thread dies are answered too (by the fallback).
      const inFlight = detectors.map((detector) =>
        detector.process(new Int16Array(SILERO_V5_WINDOW_SAMPLES)),
      );
      const dying = pool.threads[0]!;
      await dying.terminate();
      await expect(Promise.all(inFlight)).resolves.toEqual([expect.any(Number), expect.any(Number)]);
      const rest = await probabilitiesConcurrently(detectors, [
        audio[0]!.subarray(halfway),
        audio[1]!.subarray(halfway),
      ]);
      expect(rest[0]!.length).toBeGreaterThan(0);
      expect(pool.fallbackDetectors).toBe(2);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ callsFallingBackToEnergy: 2, restart: true }),
        expect.stringMatching(/worker died/),
      );

      expect(pool.threads).toHaveLength(1);
      expect(pool.threads[0]).not.toBe(dying);
      const fresh = await pool.create();
      expect(fresh).not.toBeInstanceOf(EnergyVoiceActivityDetector);
      const [pooled] = await probabilitiesConcurrently([fresh], [audio[2]!]);
      expect(maxDifference(pooled!, await probabilitiesInThread(audio[2]!, FRAME_SAMPLES))).toBeLessThan(
        PROBABILITY_TOLERANCE,
      );
    } finally {
      await pool.close();
    }
  });

  it('survives an error inside the worker, and gives new calls the energy detector once restarts run out', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const pool = await createSileroWorkerPool({ workers: 1, log });
    try {
      for (let death = 0; death <= MAX_WORKER_RESTARTS; death += 1) {
        const detector = await pool.create();
        expect(detector).not.toBeInstanceOf(EnergyVoiceActivityDetector);
        const thread = pool.threads[0]!;
        const exited = new Promise<number>((resolve) => thread.once('exit', resolve));
        // A malformed request makes the batch runner throw inside the thread: an uncaught error ends it.
        thread.postMessage({
          seq: 999,
          streams: Int32Array.of(7),
          windows: new Float32Array(3),
          closed: new Int32Array(0),
        });
        expect(await exited).not.toBe(0);
        expect(await detector.process(new Int16Array(SILERO_V5_WINDOW_SAMPLES))).toEqual(expect.any(Number));
      }
      expect(log.error).toHaveBeenCalledTimes(MAX_WORKER_RESTARTS + 1);
      expect(log.error).toHaveBeenLastCalledWith(
        expect.objectContaining({ restart: false }),
        expect.any(String),
      );
      expect(pool.threads).toHaveLength(0);
      expect(await pool.create()).toBeInstanceOf(EnergyVoiceActivityDetector);
      expect(log.warn).toHaveBeenCalledWith({}, expect.stringMatching(/energy/));
    } finally {
      await pool.close();
    }
  });

  it('fails to start without the model, and createVadFactory then falls back to energy with the reason', async () => {
    await expect(
      createSileroWorkerPool({ workers: 1, modelPath: '/nonexistent/silero_vad_v5.onnx' }),
    ).rejects.toThrow(/ENOENT|no such file/);
    const factory = await createVadFactory({
      loadSilero: () => createSileroWorkerPool({ workers: 1, modelPath: '/nonexistent/silero_vad_v5.onnx' }),
    });
    expect(factory.id).toBe('energy');
    expect(factory.fallbackReason).toMatch(/ENOENT|no such file/);
  });

  it('createVadFactory runs Silero in workers by default, and on the server thread with workers: 0', async () => {
    const pooled = await createVadFactory({ workers: 1 });
    const threaded = await createVadFactory({ workers: 0 });
    try {
      expect([pooled.id, pooled.workers]).toEqual(['silero-v5', 1]);
      expect([threaded.id, threaded.workers]).toEqual(['silero-v5', 0]);
      const [fromPool] = await probabilitiesConcurrently([await pooled.create()], [audio[3]!]);
      // Every frame fed before any answer: the server-thread detector must still apply them in order.
      const threadedDetector = await threaded.create();
      const fromThread = await Promise.all(
        frames(audio[3]!, FRAME_SAMPLES).map((frame) => threadedDetector.process(frame)),
      );
      expect(maxDifference(fromPool!, fromThread)).toBeLessThan(PROBABILITY_TOLERANCE);
      expect(maxDifference(fromThread, await probabilitiesInThread(audio[3]!, FRAME_SAMPLES))).toBe(0);
    } finally {
      await pooled.close();
      await threaded.close();
    }
  });
});
