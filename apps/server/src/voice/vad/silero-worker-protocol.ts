/** Messages between the server thread (silero-worker-pool.ts) and a Silero VAD worker thread (silero-worker.ts). */

export interface SileroWorkerData {
  modelPath: string;
  sampleRateHz: number;
}

/** Everything the server thread collected in one turn of its event loop, for one worker. */
export interface SileroWorkerRequest {
  seq: number;
  /** Stream id of each window, in the order the windows were received. */
  streams: Int32Array;
  /** The windows, 512 floats each, back to back. */
  windows: Float32Array;
  /** Streams to forget after this request's windows ran (closed or reset detectors). */
  closed: Int32Array;
}

export type SileroWorkerReply =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  /** One probability per window of request `seq`, in order; `openStreams`: streams holding state after it. */
  | { type: 'result'; seq: number; probabilities: Float32Array; openStreams: number };
