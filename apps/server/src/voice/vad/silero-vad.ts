/**
 * Silero VAD on onnxruntime-node. The model files ship inside the npm package `@ricky0123/vad-web`; the tensor
 * contract below follows that package's own wrappers (dist/models/silero.js and legacy.js):
 *  - v5: input float32 [1, 64 + 512] (the last 64 samples of the previous window, then the new 512-sample window),
 *        state float32 [2, 1, 128], sr int64 scalar → output [1, 1], stateN [2, 1, 128];
 *  - legacy (v4): input float32 [1, 1536], h and c float32 [2, 1, 64], sr int64 → output [1, 1], hn, cn.
 * One inference session is shared by every stream of a factory; each detector keeps its own recurrent state.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type * as OnnxRuntimeModule from 'onnxruntime-node';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { Pcm16, VoiceActivityDetector, VoiceActivityDetectorFactory } from '../voice-contracts';
import { PcmWindowBuffer } from './pcm-window-buffer';

type OnnxRuntime = typeof OnnxRuntimeModule;

export type SileroModelVariant = 'v5' | 'legacy';

interface SileroModelSpec {
  id: string;
  fileName: string;
  windowSamples: number;
}

export const SILERO_MODELS: Record<SileroModelVariant, SileroModelSpec> = {
  v5: { id: 'silero-v5', fileName: 'silero_vad_v5.onnx', windowSamples: 512 },
  legacy: { id: 'silero-legacy', fileName: 'silero_vad_legacy.onnx', windowSamples: 1536 },
};
/** Samples of the previous window that Silero v5 sees again in front of each new one (silero-vad's utils_vad.py). */
const V5_CONTEXT_SAMPLES = 64;
const V5_STATE_DIMS = [2, 1, 128] as const;
const LEGACY_STATE_DIMS = [2, 1, 64] as const;

export interface SileroVadFactory extends VoiceActivityDetectorFactory {
  readonly variant: SileroModelVariant;
  readonly windowSamples: number;
  /** Releases the shared inference session; detectors created earlier stop working. */
  close(): Promise<void>;
}

/** Where the model file of a variant lies inside the installed `@ricky0123/vad-web` package. */
export function sileroModelPath(variant: SileroModelVariant): string {
  const require = createRequire(import.meta.url);
  const packageDirectory = path.dirname(require.resolve('@ricky0123/vad-web/package.json'));
  return path.join(packageDirectory, 'dist', SILERO_MODELS[variant].fileName);
}

/** Loads onnxruntime-node and the model; rejects when either is missing or broken (callers fall back to energy). */
export async function loadSileroVadFactory(
  options: { variant?: SileroModelVariant; modelPath?: string } = {},
): Promise<SileroVadFactory> {
  const variant = options.variant ?? 'v5';
  const spec = SILERO_MODELS[variant];
  // Imported lazily so a missing or incompatible native binary is an error to catch, not a crash at startup.
  const ort: OnnxRuntime = await import('onnxruntime-node');
  const model = await readFile(options.modelPath ?? sileroModelPath(variant));
  const session = await ort.InferenceSession.create(model, {
    // One 32 ms window is a tiny graph: extra threads cost more in hand-offs than they save, and sessions run side
    // by side for concurrent calls.
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const sampleRate = new ort.Tensor('int64', BigInt64Array.of(BigInt(VOICE_SAMPLE_RATE_HZ)), []);
  return {
    id: spec.id,
    variant,
    windowSamples: spec.windowSamples,
    create: async () =>
      variant === 'v5'
        ? new SileroV5Detector(ort, session, sampleRate)
        : new SileroLegacyDetector(ort, session, sampleRate),
    close: () => session.release(),
  };
}

abstract class WindowedSileroDetector implements VoiceActivityDetector {
  private readonly windows: PcmWindowBuffer;
  private lastProbability = 0;

  protected constructor(
    protected readonly ort: OnnxRuntime,
    protected readonly session: InferenceSession,
    protected readonly sampleRate: Tensor,
    windowSamples: number,
  ) {
    this.windows = new PcmWindowBuffer(windowSamples);
  }

  /** Frames fed before the previous one's answer wait for it: the recurrent state is updated in order. */
  private queue: Promise<unknown> = Promise.resolve();

  process(frame: Pcm16): Promise<number> {
    const windows = this.windows.push(frame);
    const result = this.queue.then(async () => {
      for (const window of windows) this.lastProbability = await this.runWindow(window);
      return this.lastProbability;
    });
    this.queue = result.catch(() => {});
    return result;
  }

  reset(): void {
    this.windows.clear();
    this.lastProbability = 0;
    this.resetState();
  }

  protected abstract runWindow(window: Float32Array): Promise<number>;
  protected abstract resetState(): void;

  protected zeros(dims: readonly number[]): Tensor {
    const size = dims.reduce((product, dim) => product * dim, 1);
    return new this.ort.Tensor('float32', new Float32Array(size), dims);
  }
}

function speechProbability(outputs: InferenceSession.OnnxValueMapType): number {
  const probability = outputs.output?.data[0];
  if (typeof probability !== 'number') throw new Error('Silero VAD returned no speech probability');
  return probability;
}

function requireTensor(outputs: InferenceSession.OnnxValueMapType, name: string): Tensor {
  const tensor = outputs[name];
  if (!tensor) throw new Error(`Silero VAD returned no ${name} tensor`);
  return tensor;
}

class SileroV5Detector extends WindowedSileroDetector {
  private state: Tensor;
  private context = new Float32Array(V5_CONTEXT_SAMPLES);

  constructor(ort: OnnxRuntime, session: InferenceSession, sampleRate: Tensor) {
    super(ort, session, sampleRate, SILERO_MODELS.v5.windowSamples);
    this.state = this.zeros(V5_STATE_DIMS);
  }

  protected async runWindow(window: Float32Array): Promise<number> {
    const input = new Float32Array(V5_CONTEXT_SAMPLES + window.length);
    input.set(this.context, 0);
    input.set(window, V5_CONTEXT_SAMPLES);
    this.context = window.slice(-V5_CONTEXT_SAMPLES);
    const outputs = await this.session.run({
      input: new this.ort.Tensor('float32', input, [1, input.length]),
      state: this.state,
      sr: this.sampleRate,
    });
    this.state = requireTensor(outputs, 'stateN');
    return speechProbability(outputs);
  }

  protected resetState(): void {
    this.state = this.zeros(V5_STATE_DIMS);
    this.context = new Float32Array(V5_CONTEXT_SAMPLES);
  }
}

class SileroLegacyDetector extends WindowedSileroDetector {
  private h: Tensor;
  private c: Tensor;

  constructor(ort: OnnxRuntime, session: InferenceSession, sampleRate: Tensor) {
    super(ort, session, sampleRate, SILERO_MODELS.legacy.windowSamples);
    this.h = this.zeros(LEGACY_STATE_DIMS);
    this.c = this.zeros(LEGACY_STATE_DIMS);
  }

  protected async runWindow(window: Float32Array): Promise<number> {
    const outputs = await this.session.run({
      input: new this.ort.Tensor('float32', window, [1, window.length]),
      h: this.h,
      c: this.c,
      sr: this.sampleRate,
    });
    this.h = requireTensor(outputs, 'hn');
    this.c = requireTensor(outputs, 'cn');
    return speechProbability(outputs);
  }

  protected resetState(): void {
    this.h = this.zeros(LEGACY_STATE_DIMS);
    this.c = this.zeros(LEGACY_STATE_DIMS);
  }
}
