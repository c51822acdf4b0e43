/**
 * Silero v5 off the server thread: a pool of worker threads (silero-worker.ts), each running one batched inference
 * for all the windows its calls produced since its last one. The server thread only cuts frames into windows and
 * posts them, once per event-loop turn per worker, so the JavaScript thread that serves every call stays free.
 *
 * Failure: when a worker dies, the calls it served switch to the energy detector for the rest of the call (their
 * pending frames included), the pool logs it and starts a replacement for new calls; after MAX_WORKER_RESTARTS
 * replacements new calls get the energy detector too.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, VoiceActivityDetector } from '../voice-contracts';
import { EnergyVoiceActivityDetector } from './energy-vad';
import { PcmWindowBuffer } from './pcm-window-buffer';
import { SILERO_V5_WINDOW_SAMPLES } from './silero-batch';
import { SILERO_MODELS, sileroModelPath, type SileroVadFactory } from './silero-vad';
import type { SileroWorkerData, SileroWorkerReply, SileroWorkerRequest } from './silero-worker-protocol';

/** Replacements started after worker deaths before the pool gives new calls the energy detector instead. */
export const MAX_WORKER_RESTARTS = 3;
/** How long a worker may take to load the model. */
const WORKER_START_TIMEOUT_MS = 30_000;
const PCM16_FULL_SCALE = 32_768;
/** Windows wait at most this long on the server thread for more windows to share their message. */
const MAX_QUEUED_MS = 4;

export interface VadPoolLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SileroWorkerPoolOptions {
  /** Worker threads; each takes up to one core under load. */
  workers?: number;
  modelPath?: string;
  log?: VadPoolLog;
}

export interface SileroWorkerPool extends SileroVadFactory {
  /** Live worker threads (exposed for health checks and fault tests). */
  readonly threads: readonly Worker[];
  /** Calls that fell back to the energy detector after a worker died. */
  readonly fallbackDetectors: number;
  /** Streams holding recurrent state in the live workers, once what was sent is through (a closed call frees its). */
  countOpenStreams(): Promise<number>;
}

/** Default worker count: leave one core to the server thread, use at most two. */
export function defaultVadWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

interface PendingProcess {
  windows: Float32Array[];
  resolve(probability: number): void;
  reject(error: Error): void;
}

interface SentRequest {
  entries: PendingProcess[];
  /** Called with the thread's open stream count once it answered this request. */
  counted: ((openStreams: number) => void)[];
}

class WorkerDied extends Error {}

/** One worker thread and the requests it owes answers to. */
class VadWorker {
  readonly thread: Worker;
  readonly ready: Promise<void>;
  /** Streams (detectors) assigned here, for least-loaded placement. */
  streams = 0;
  dead = false;
  private seq = 0;
  private readonly sent = new Map<number, SentRequest>();
  private outgoing: { streamId: number; entry: PendingProcess }[] = [];
  private closing: number[] = [];
  private counting: ((openStreams: number) => void)[] = [];
  private flushScheduled = false;
  private oldestQueuedAt = 0;
  private readonly deathListeners = new Set<() => void>();

  constructor(
    data: SileroWorkerData,
    private readonly onDeath: (worker: VadWorker, reason: string) => void,
  ) {
    // The entry registers tsx itself, so no loader flags of the parent (tsx, vitest) are needed or inherited.
    this.thread = new Worker(new URL('./silero-worker-entry.mjs', import.meta.url), {
      workerData: data,
      execArgv: [],
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Silero VAD worker did not start in time')),
        WORKER_START_TIMEOUT_MS,
      );
      this.thread.on('message', (message: SileroWorkerReply) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve();
        } else if (message.type === 'load-failed') {
          clearTimeout(timer);
          reject(new Error(message.message));
        } else {
          this.answer(message.seq, message.probabilities, message.openStreams);
        }
      });
      this.thread.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
        this.die(error.message);
      });
      this.thread.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Silero VAD worker exited with code ${code}`));
        this.die(`exited with code ${code}`);
      });
    });
    this.ready.catch(() => {});
  }

  /** Queues the windows of one process() call; all calls of this event-loop turn go out in one message. */
  send(streamId: number, entry: PendingProcess): void {
    if (this.dead) {
      entry.reject(new WorkerDied());
      return;
    }
    this.outgoing.push({ streamId, entry });
    this.scheduleFlush();
  }

  /** Frees a stream's state in the worker, after any of its windows already queued. */
  forget(streamId: number): void {
    if (this.dead) return;
    this.closing.push(streamId);
    this.scheduleFlush();
  }

  /** Streams holding state in the thread once everything sent so far is through. */
  countOpenStreams(): Promise<number> {
    if (this.dead) return Promise.resolve(0);
    return new Promise((resolve) => {
      this.counting.push(resolve);
      this.scheduleFlush();
    });
  }

  onceDead(listener: () => void): () => void {
    this.deathListeners.add(listener);
    return () => this.deathListeners.delete(listener);
  }

  /** Stops the thread; calls still waiting fall back like after a crash (the pool, closing, does not log it). */
  async terminate(): Promise<void> {
    await this.thread.terminate();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) {
      // A busy server thread reaches setImmediate only after it has read every socket that has data, which can take
      // hundreds of milliseconds: send what waited long enough from here instead.
      if (performance.now() - this.oldestQueuedAt >= MAX_QUEUED_MS) this.flush();
      return;
    }
    this.flushScheduled = true;
    this.oldestQueuedAt = performance.now();
    setImmediate(() => this.flush());
  }

  private flush(): void {
    if (!this.flushScheduled || this.dead) return;
    this.flushScheduled = false;
    const outgoing = this.outgoing;
    const closed = Int32Array.from(this.closing);
    const counted = this.counting;
    this.outgoing = [];
    this.closing = [];
    this.counting = [];
    const windowCount = outgoing.reduce((sum, { entry }) => sum + entry.windows.length, 0);
    const streams = new Int32Array(windowCount);
    const windows = new Float32Array(windowCount * SILERO_V5_WINDOW_SAMPLES);
    let index = 0;
    for (const { streamId, entry } of outgoing) {
      for (const window of entry.windows) {
        streams[index] = streamId;
        windows.set(window, index * SILERO_V5_WINDOW_SAMPLES);
        index += 1;
      }
    }
    const seq = (this.seq += 1);
    this.sent.set(seq, { entries: outgoing.map(({ entry }) => entry), counted });
    const request: SileroWorkerRequest = { seq, streams, windows, closed };
    this.thread.postMessage(request, [streams.buffer, windows.buffer, closed.buffer]);
  }

  private answer(seq: number, probabilities: Float32Array, openStreams: number): void {
    const request = this.sent.get(seq);
    if (!request) return;
    this.sent.delete(seq);
    let offset = 0;
    for (const entry of request.entries) {
      offset += entry.windows.length;
      entry.resolve(probabilities[offset - 1]!);
    }
    for (const resolve of request.counted) resolve(openStreams);
  }

  private die(reason: string): void {
    if (this.dead) return;
    this.dead = true;
    const owed = [...this.sent.values()].flatMap((request) => request.entries);
    for (const resolve of [...this.sent.values()].flatMap((request) => request.counted)) resolve(0);
    for (const resolve of this.counting) resolve(0);
    this.counting = [];
    owed.push(...this.outgoing.map(({ entry }) => entry));
    this.sent.clear();
    this.outgoing = [];
    // Listeners first: the detectors switch to their fallback before their pending calls are answered.
    for (const listener of this.deathListeners) listener();
    this.deathListeners.clear();
    for (const entry of owed) entry.reject(new WorkerDied(reason));
    this.onDeath(this, reason);
  }
}

function toPcm16(windows: readonly Float32Array[]): Pcm16 {
  const pcm = new Int16Array(windows.length * SILERO_V5_WINDOW_SAMPLES);
  windows.forEach((window, index) => {
    for (let sample = 0; sample < window.length; sample += 1) {
      pcm[index * SILERO_V5_WINDOW_SAMPLES + sample] = Math.round(window[sample]! * PCM16_FULL_SCALE);
    }
  });
  return pcm;
}

let nextStreamId = 1;

/** One call's detector: cuts frames into windows here, has them scored in its worker, falls back to energy. */
class PooledSileroDetector implements VoiceActivityDetector {
  private readonly windows = new PcmWindowBuffer(SILERO_V5_WINDOW_SAMPLES);
  private streamId = nextStreamId++;
  /** The newest probability, as a promise: a frame without a new window answers with the latest window's. */
  private latest: Promise<number> = Promise.resolve(0);
  private fallback: EnergyVoiceActivityDetector | null = null;
  private closed = false;
  private readonly stopWatching: () => void;

  constructor(
    private readonly worker: VadWorker,
    private readonly onFallback: () => void,
  ) {
    worker.streams += 1;
    this.stopWatching = worker.onceDead(() => this.fallBack());
  }

  process(frame: Pcm16): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the voice activity detector is closed'));
    if (this.fallback) return this.fallback.process(frame);
    const windows = this.windows.push(frame);
    if (windows.length === 0) return this.latest;
    const scored = new Promise<number>((resolve, reject) => {
      this.worker.send(this.streamId, { windows, resolve, reject });
    }).catch((error: unknown) => {
      if (!(error instanceof WorkerDied)) throw error;
      // The worker died with these windows in flight: score them with the energy detector instead.
      this.fallBack();
      return this.fallback!.process(toPcm16(windows));
    });
    this.latest = scored;
    return scored;
  }

  reset(): void {
    this.windows.clear();
    this.latest = Promise.resolve(0);
    if (this.fallback) {
      this.fallback.reset();
      return;
    }
    // A fresh stream id gives fresh state in the worker; the old one is freed there.
    this.worker.forget(this.streamId);
    this.streamId = nextStreamId++;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopWatching();
    this.worker.streams -= 1;
    this.worker.forget(this.streamId);
  }

  private fallBack(): void {
    if (this.fallback) return;
    this.fallback = new EnergyVoiceActivityDetector();
    this.onFallback();
  }
}

/** Starts the workers and waits until each has loaded the model; rejects (and stops them) when one cannot. */
export async function createSileroWorkerPool(
  options: SileroWorkerPoolOptions = {},
): Promise<SileroWorkerPool> {
  const count = options.workers ?? defaultVadWorkers();
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`workers must be ≥ 1, got ${count}`);
  const data: SileroWorkerData = {
    modelPath: options.modelPath ?? sileroModelPath('v5'),
    sampleRateHz: VOICE_SAMPLE_RATE_HZ,
  };
  const log = options.log;
  let workers: VadWorker[] = [];
  let restarts = 0;
  let fallbackDetectors = 0;
  let closed = false;

  const onDeath = (dead: VadWorker, reason: string) => {
    workers = workers.filter((worker) => worker !== dead);
    if (closed) return;
    const replace = restarts < MAX_WORKER_RESTARTS;
    log?.error(
      { reason, callsFallingBackToEnergy: dead.streams, restart: replace },
      'Silero VAD worker died; its calls continue with the energy detector',
    );
    if (!replace) return;
    restarts += 1;
    const replacement = new VadWorker(data, onDeath);
    workers.push(replacement);
    replacement.ready.catch((error: unknown) =>
      log?.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'Silero VAD worker restart failed',
      ),
    );
  };

  workers = Array.from({ length: count }, () => new VadWorker(data, onDeath));
  try {
    await Promise.all(workers.map((worker) => worker.ready));
  } catch (error) {
    closed = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  }

  return {
    id: SILERO_MODELS.v5.id,
    variant: 'v5',
    windowSamples: SILERO_V5_WINDOW_SAMPLES,
    get threads() {
      return workers.map((worker) => worker.thread);
    },
    get fallbackDetectors() {
      return fallbackDetectors;
    },
    countOpenStreams: async () => {
      const counts = await Promise.all(workers.map((worker) => worker.countOpenStreams()));
      return counts.reduce((sum, count) => sum + count, 0);
    },
    create: async () => {
      const live = workers.filter((worker) => !worker.dead);
      if (live.length === 0) {
        log?.warn({}, 'no Silero VAD worker left; the call uses the energy detector');
        return new EnergyVoiceActivityDetector();
      }
      const leastLoaded = live.reduce((best, worker) => (worker.streams < best.streams ? worker : best));
      return new PooledSileroDetector(leastLoaded, () => {
        fallbackDetectors += 1;
      });
    },
    close: async () => {
      closed = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
