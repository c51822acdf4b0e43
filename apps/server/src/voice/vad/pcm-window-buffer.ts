/**
 * Cuts an incoming PCM16 stream (frames of any length) into fixed-size float windows for a VAD model, keeping the
 * partial tail for the next frame.
 */
import type { Pcm16 } from '../voice-contracts';

const PCM16_FULL_SCALE = 32_768;

export class PcmWindowBuffer {
  private readonly pending: Float32Array;
  private pendingLength = 0;

  constructor(readonly windowSamples: number) {
    if (!Number.isInteger(windowSamples) || windowSamples <= 0) {
      throw new RangeError(`windowSamples must be a positive integer, got ${windowSamples}`);
    }
    this.pending = new Float32Array(windowSamples);
  }

  /** Appends the frame and returns every window it completed, oldest first, as floats in [-1, 1). */
  push(frame: Pcm16): Float32Array[] {
    const windows: Float32Array[] = [];
    for (let index = 0; index < frame.length; index += 1) {
      this.pending[this.pendingLength] = (frame[index] ?? 0) / PCM16_FULL_SCALE;
      this.pendingLength += 1;
      if (this.pendingLength === this.windowSamples) {
        windows.push(this.pending.slice());
        this.pendingLength = 0;
      }
    }
    return windows;
  }

  /** Samples waiting for the next window. */
  get bufferedSamples(): number {
    return this.pendingLength;
  }

  clear(): void {
    this.pendingLength = 0;
  }
}
