/** PCM conversions between Web Audio (Float32 at the device rate) and the wire (PCM16 mono 16 kHz). */

/** Averages samples into the target rate (a box filter: enough for speech, no aliasing-heavy drops). */
export function downsampleToInt16(input: Float32Array, inputRate: number, outputRate: number): Int16Array {
  const ratio = inputRate / outputRate;
  const length = Math.floor(input.length / ratio);
  const output = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const start = Math.floor(index * ratio);
    const end = Math.min(input.length, Math.floor((index + 1) * ratio));
    let sum = 0;
    for (let cursor = start; cursor < end; cursor += 1) sum += input[cursor] ?? 0;
    const value = end > start ? sum / (end - start) : 0;
    output[index] = Math.max(-32768, Math.min(32767, Math.round(value * 32767)));
  }
  return output;
}

export function int16ToFloat32(input: Int16Array): Float32Array<ArrayBuffer> {
  const output = new Float32Array(input.length);
  for (let index = 0; index < input.length; index += 1) output[index] = (input[index] ?? 0) / 32768;
  return output;
}

/** Root mean square of a block, 0–1. */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
