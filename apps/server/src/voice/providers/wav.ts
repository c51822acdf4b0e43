/** WAV (RIFF PCM16) encoding and decoding, and a linear resampler for speech. Pure. */
import { endianness } from 'node:os';

export interface DecodedWav {
  sampleRateHz: number;
  channels: number;
  samples: Int16Array;
}

const LITTLE_ENDIAN = endianness() === 'LE';

/**
 * 16-bit little-endian samples from bytes, in an aligned array of their own (an odd trailing byte is dropped).
 * One block copy on little-endian machines: it runs for every 20 ms frame of every call.
 */
export function pcm16FromBytes(bytes: Buffer): Int16Array {
  const samples = Math.floor(bytes.byteLength / 2);
  if (LITTLE_ENDIAN)
    return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + samples * 2));
  const pcm = new Int16Array(samples);
  for (let index = 0; index < samples; index += 1) pcm[index] = bytes.readInt16LE(index * 2);
  return pcm;
}

export function encodeWav(samples: Int16Array, sampleRateHz: number): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRateHz, 24);
  buffer.writeUInt32LE(sampleRateHz * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let index = 0; index < samples.length; index += 1)
    buffer.writeInt16LE(samples[index] ?? 0, 44 + index * 2);
  return buffer;
}

/**
 * Reads a PCM16 WAV. Streaming writers (espeak-ng --stdout) put 0x7fffffff in the size fields, so the data chunk
 * runs to the end of the buffer when its size is larger than what is there.
 */
export function decodeWav(buffer: Buffer): DecodedWav {
  if (
    buffer.length < 12 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    throw new Error('Not a WAV file');
  }
  let offset = 12;
  let sampleRateHz = 0;
  let channels = 0;
  let bitsPerSample = 0;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (buffer.readUInt16LE(body) !== 1) throw new Error('Only PCM WAV is supported');
      channels = buffer.readUInt16LE(body + 2);
      sampleRateHz = buffer.readUInt32LE(body + 4);
      bitsPerSample = buffer.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bitsPerSample !== 16) throw new Error('Only 16-bit WAV is supported');
      const end = Math.min(buffer.length, body + size);
      const frames = Math.floor((end - body) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame += 1) {
        // Mono mix-down: the first channel is enough for speech.
        samples[frame] = buffer.readInt16LE(body + frame * 2 * channels);
      }
      return { sampleRateHz, channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

/** Linear-interpolation resampling (speech quality is fine at these rates). */
export function resamplePcm16(samples: Int16Array, fromHz: number, toHz: number): Int16Array {
  if (fromHz === toHz || samples.length === 0) return samples;
  const length = Math.max(1, Math.round((samples.length * toHz) / fromHz));
  const output = new Int16Array(length);
  const ratio = fromHz / toHz;
  for (let index = 0; index < length; index += 1) {
    const position = index * ratio;
    const left = Math.floor(position);
    const right = Math.min(samples.length - 1, left + 1);
    const fraction = position - left;
    output[index] = Math.round((samples[left] ?? 0) * (1 - fraction) + (samples[right] ?? 0) * fraction);
  }
  return output;
}

/**
 * Linear resampling of one stream that arrives in pieces (network chunks): keeps the fractional read position and the
 * last sample between pieces, so there is no click or drift at the boundaries that resampling each piece alone makes.
 */
export class StreamingResampler {
  /** Input samples per output sample. */
  private readonly step: number;
  /** Read position of the next output sample, in the pending input (index 0 = the kept sample when there is one). */
  private position = 0;
  private kept: number | null = null;

  constructor(fromHz: number, toHz: number) {
    if (fromHz <= 0 || toHz <= 0) throw new Error('Sample rates must be positive');
    this.step = fromHz / toHz;
  }

  push(chunk: Int16Array): Int16Array {
    const input = this.kept === null ? chunk : new Int16Array(chunk.length + 1);
    if (this.kept !== null) {
      input[0] = this.kept;
      input.set(chunk, 1);
    }
    if (input.length < 2) {
      if (input.length === 1) this.kept = input[0] ?? 0;
      return new Int16Array(0);
    }
    const last = input.length - 1;
    const output = new Int16Array(Math.max(0, Math.ceil((last - this.position) / this.step)));
    let written = 0;
    for (; this.position < last && written < output.length; this.position += this.step) {
      const left = Math.floor(this.position);
      const fraction = this.position - left;
      output[written] = Math.round((input[left] ?? 0) * (1 - fraction) + (input[left + 1] ?? 0) * fraction);
      written += 1;
    }
    this.position -= last;
    this.kept = input[last] ?? 0;
    return output.subarray(0, written);
  }
}

/** Splits PCM into chunks of `chunkSamples` for streaming. */
export function* chunkPcm16(samples: Int16Array, chunkSamples: number): Generator<Int16Array> {
  for (let start = 0; start < samples.length; start += chunkSamples) {
    yield samples.slice(start, start + chunkSamples);
  }
}
