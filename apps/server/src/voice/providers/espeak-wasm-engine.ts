/**
 * espeak-ng compiled to WebAssembly (npm `@echogarden/espeak-ng-emscripten`, voice data included, ~24 MB): the offline
 * voice when the Debian binary is not installed. It synthesises on the main thread (0.2–0.5 s of CPU per
 * short sentence on a 2-core machine), which is why the binary is preferred when present.
 */
import { createRequire } from 'node:module';
import { abortedError, type EspeakEngine } from './espeak-engine';

const PACKAGE = '@echogarden/espeak-ng-emscripten';

interface EspeakWorker {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): number;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => number): void;
}
interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
}

export function espeakWasmAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve(PACKAGE);
    return true;
  } catch {
    return false;
  }
}

let loading: Promise<EspeakWorker> | null = null;

function loadWorker(): Promise<EspeakWorker> {
  loading ??= (async () => {
    const { default: createModule } = (await import(PACKAGE)) as {
      default: () => Promise<EspeakModule>;
    };
    const module = await createModule();
    return new module.eSpeakNGWorker();
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export function espeakWasmEngine(options: { wordsPerMinute: number }): EspeakEngine {
  return {
    kind: 'wasm',
    async synthesize(sentence, voice, signal) {
      const worker = await loadWorker();
      if (signal.aborted) throw abortedError('speech synthesis');
      // The module is shared: set voice and rate on every call (synthesis is synchronous, so calls do not interleave).
      const status = worker.set_voice(voice);
      if (status !== 0) throw new Error(`espeak-ng (WASM) has no voice "${voice}" (status ${status})`);
      worker.set_rate(options.wordsPerMinute);
      const parts: Int16Array[] = [];
      let length = 0;
      worker.synthesize(sentence, (samples) => {
        parts.push(samples);
        length += samples.length;
        return signal.aborted ? 1 : 0;
      });
      if (signal.aborted) throw abortedError('speech synthesis');
      const samples = new Int16Array(length);
      let offset = 0;
      for (const part of parts) {
        samples.set(part, offset);
        offset += part.length;
      }
      return { samples, sampleRateHz: worker.get_samplerate() };
    },
  };
}
