/** One espeak-ng synthesis of one sentence, by whichever build is on the machine (Debian binary or WASM). */
export interface EspeakEngine {
  /** "binary" (Debian `espeak-ng`, a process per sentence) or "wasm" (in-process, from the npm package). */
  readonly kind: 'binary' | 'wasm';
  /** Synthesises one sentence; rejects when `signal` aborts. */
  synthesize(sentence: string, voice: string, signal: AbortSignal): Promise<SynthesizedAudio>;
}

interface SynthesizedAudio {
  samples: Int16Array;
  sampleRateHz: number;
}

export function abortedError(what: string): Error {
  return new Error(`${what} aborted`);
}
