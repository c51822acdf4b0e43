import { describe, expect, it } from 'vitest';
import { StreamingResampler, chunkPcm16, decodeWav, encodeWav, pcm16FromBytes, resamplePcm16 } from './wav';

describe('wav', () => {
  it('round-trips PCM16 through a WAV file', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const decoded = decodeWav(encodeWav(samples, 16000));
    expect(decoded).toMatchObject({ sampleRateHz: 16000, channels: 1 });
    expect([...decoded.samples]).toEqual([...samples]);
  });

  it('reads a streamed WAV whose size fields say 0x7fffffff', () => {
    const wav = encodeWav(Int16Array.from([5, 6, 7]), 22050);
    wav.writeUInt32LE(0x7fffffff, 4);
    wav.writeUInt32LE(0x7fffffff, 40);
    expect([...decodeWav(wav).samples]).toEqual([5, 6, 7]);
  });

  it('refuses what is not a PCM16 WAV', () => {
    expect(() => decodeWav(Buffer.from('hello world, not a wav'))).toThrow('Not a WAV file');
  });

  it('resamples 22.05 kHz to 16 kHz keeping the duration and shape', () => {
    const input = Int16Array.from({ length: 2205 }, (_, index) => Math.round(10000 * Math.sin(index / 10)));
    const output = resamplePcm16(input, 22050, 16000);
    expect(output.length).toBe(1600);
    expect(Math.max(...output)).toBeGreaterThan(9000);
    expect(resamplePcm16(input, 16000, 16000)).toBe(input);
  });

  it('chunks audio for streaming', () => {
    expect([...chunkPcm16(new Int16Array(10), 4)].map((chunk) => chunk.length)).toEqual([4, 4, 2]);
  });
});

describe('StreamingResampler', () => {
  const sine = (length: number) =>
    Int16Array.from({ length }, (_, index) => Math.round(8000 * Math.sin(index / 7)));

  it('gives the same samples whether the stream comes whole or in odd pieces', () => {
    const input = sine(2400);
    const whole = new StreamingResampler(24000, 16000).push(input);
    const pieces = new StreamingResampler(24000, 16000);
    const parts: number[] = [];
    let offset = 0;
    for (const size of [1, 7, 100, 1, 333, 958, 1000]) {
      parts.push(...pieces.push(input.subarray(offset, offset + size)));
      offset += size;
    }
    expect(offset).toBe(2400);
    expect(whole.length).toBe(1600);
    expect(parts).toEqual([...whole]);
  });

  it('matches the one-shot resampler on a whole signal', () => {
    const input = sine(2205);
    const streamed = new StreamingResampler(22050, 16000).push(input);
    const oneShot = resamplePcm16(input, 22050, 16000);
    const shared = Math.min(streamed.length, oneShot.length);
    expect(Math.abs(streamed.length - oneShot.length)).toBeLessThanOrEqual(1);
    for (let index = 0; index < shared; index += 1) {
      expect(Math.abs((streamed[index] ?? 0) - (oneShot[index] ?? 0))).toBeLessThanOrEqual(1);
    }
  });

  it('interpolates between samples', () => {
    expect([...new StreamingResampler(2, 4).push(Int16Array.from([0, 100, 200]))]).toEqual([0, 50, 100, 150]);
  });
});

describe('pcm16FromBytes', () => {
  it('reads little-endian samples into an array of its own, dropping an odd trailing byte', () => {
    const pool = Buffer.from([0xff, 0x01, 0x00, 0x00, 0x80, 0xff, 0x7f, 0x42]);
    // A view at an odd offset into a larger buffer, as a WebSocket frame can be.
    const frame = pool.subarray(1, 8);
    const pcm = pcm16FromBytes(frame);
    expect(Array.from(pcm)).toEqual([0x0001, -0x8000, 0x7fff]);
    pcm[0] = 5;
    expect(frame[0]).toBe(0x01);
    expect(pcm16FromBytes(Buffer.alloc(1))).toHaveLength(0);
  });
});
