/**
 * Picks the server's voice activity detector: Silero v5 when onnxruntime-node and the model load — in a pool of
 * worker threads (batched, off the server thread) unless `workers` is 0 — else energy.
 */
import type { VoiceActivityDetectorFactory } from '../voice-contracts';
import { energyVadFactory } from './energy-vad';
import { loadSileroVadFactory, type SileroVadFactory } from './silero-vad';
import { createSileroWorkerPool, defaultVadWorkers, type VadPoolLog } from './silero-worker-pool';

export interface ChosenVadFactory extends VoiceActivityDetectorFactory {
  /** 'silero-v5' or 'energy'. */
  readonly id: string;
  /** Why Silero was not used, when the energy fallback was chosen (for the startup log). */
  readonly fallbackReason: string | null;
  /** Silero worker threads (0: Silero runs on the server thread, or energy was chosen). */
  readonly workers: number;
  close(): Promise<void>;
}

export interface VadFactoryOptions {
  /** Silero worker threads; 0 runs Silero on the server thread. Default: defaultVadWorkers(). */
  workers?: number;
  log?: VadPoolLog;
  /** Replaces the Silero loader (tests). */
  loadSilero?: () => Promise<SileroVadFactory>;
}

export async function createVadFactory(options: VadFactoryOptions = {}): Promise<ChosenVadFactory> {
  const workers = options.workers ?? defaultVadWorkers();
  const load =
    options.loadSilero ??
    (() =>
      workers > 0
        ? createSileroWorkerPool({ workers, ...(options.log ? { log: options.log } : {}) })
        : loadSileroVadFactory());
  let silero: SileroVadFactory | null = null;
  try {
    silero = await load();
    // Prove the runtime works end to end before choosing it: one inference on a silent window.
    const probe = await silero.create();
    await probe.process(new Int16Array(silero.windowSamples));
    probe.close?.();
    const chosen = silero;
    return {
      id: chosen.id,
      fallbackReason: null,
      workers: options.loadSilero ? 0 : workers,
      create: () => chosen.create(),
      close: () => chosen.close(),
    };
  } catch (error) {
    await silero?.close().catch(() => {});
    return {
      id: energyVadFactory.id,
      fallbackReason: error instanceof Error ? error.message : String(error),
      workers: 0,
      create: () => energyVadFactory.create(),
      close: async () => {},
    };
  }
}
