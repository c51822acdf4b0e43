/**
 * A Silero VAD worker thread: loads the v5 model once, then answers the server thread's requests with batched
 * inferences. Requests that arrive while an inference runs are merged into the next batch, so the batch grows with
 * the load. An uncaught error ends the thread; the pool on the server thread notices and falls back.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { SileroV5BatchRunner, SILERO_V5_WINDOW_SAMPLES } from './silero-batch';
import type { SileroWorkerData, SileroWorkerReply, SileroWorkerRequest } from './silero-worker-protocol';

const port = parentPort;
if (!port) throw new Error('silero-worker.ts must run in a worker thread');
const { modelPath, sampleRateHz } = workerData as SileroWorkerData;

function reply(message: SileroWorkerReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

async function loadRunner(): Promise<SileroV5BatchRunner> {
  const ort = await import('onnxruntime-node');
  const session = await ort.InferenceSession.create(await readFile(modelPath), {
    // The worker is the parallelism: one thread per worker keeps it to one core.
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  return new SileroV5BatchRunner(ort, session, sampleRateHz);
}

/** Windows per inference from which batching gains little more (~0.09 ms a window, vs ~0.3 ms alone). */
const BATCH_TARGET_WINDOWS = 48;
/** Longest wait for a batch to fill: adds at most this to the VAD's answer. */
const COALESCE_MS = 4;
const queue: SileroWorkerRequest[] = [];
let draining = false;
let runner: SileroV5BatchRunner | null = null;

async function drain(): Promise<void> {
  if (draining || !runner) return;
  draining = true;
  while (queue.length > 0) {
    const requests = queue.splice(0);
    queuedWindows = 0;
    const items = requests.flatMap((request) =>
      Array.from(request.streams, (streamId, index) => ({
        streamId,
        window: request.windows.subarray(
          index * SILERO_V5_WINDOW_SAMPLES,
          (index + 1) * SILERO_V5_WINDOW_SAMPLES,
        ),
      })),
    );
    const probabilities = await runner.run(items);
    let offset = 0;
    for (const request of requests) {
      const own = probabilities.slice(offset, offset + request.streams.length);
      offset += request.streams.length;
      for (const streamId of request.closed) runner.close(streamId);
      reply({ type: 'result', seq: request.seq, probabilities: own, openStreams: runner.openStreams }, [
        own.buffer,
      ]);
    }
  }
  draining = false;
}

let queuedWindows = 0;
let coalescing: NodeJS.Timeout | null = null;

port.on('message', (request: SileroWorkerRequest) => {
  queue.push(request);
  queuedWindows += request.streams.length;
  // Small batches cost up to three times more per window: wait a few milliseconds for more, unless there are
  // enough already (the messages queued behind this one arrive before setImmediate runs).
  if (queuedWindows >= BATCH_TARGET_WINDOWS) {
    if (coalescing) clearTimeout(coalescing);
    coalescing = null;
    setImmediate(() => void drain());
  } else if (!coalescing) {
    coalescing = setTimeout(() => {
      coalescing = null;
      void drain();
    }, COALESCE_MS);
  }
});

loadRunner().then(
  (loaded) => {
    runner = loaded;
    reply({ type: 'ready' });
    void drain();
  },
  (error: unknown) =>
    reply({ type: 'load-failed', message: error instanceof Error ? error.message : String(error) }),
);
