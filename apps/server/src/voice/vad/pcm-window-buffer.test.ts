import { describe, expect, it } from 'vitest';
import { PcmWindowBuffer } from './pcm-window-buffer';

describe('PcmWindowBuffer', () => {
  it('cuts frames of any length into whole windows and keeps the remainder', () => {
    const buffer = new PcmWindowBuffer(4);
    expect(buffer.push(Int16Array.of(16_384, -16_384, 0))).toEqual([]);
    expect(buffer.bufferedSamples).toBe(3);
    const windows = buffer.push(Int16Array.of(8_192, 1, 2, 3, 4, 5, 6));
    expect(windows).toHaveLength(2);
    expect(Array.from(windows[0]!)).toEqual([0.5, -0.5, 0, 0.25]);
    expect(Array.from(windows[1]!)).toEqual([1, 2, 3, 4].map((sample) => sample / 32_768));
    expect(buffer.bufferedSamples).toBe(2);
  });

  it('returns windows that later pushes do not overwrite', () => {
    const buffer = new PcmWindowBuffer(2);
    const [first] = buffer.push(Int16Array.of(100, 200));
    buffer.push(Int16Array.of(300, 400));
    expect(Array.from(first!)).toEqual([100 / 32_768, 200 / 32_768]);
  });

  it('clear drops the partial window', () => {
    const buffer = new PcmWindowBuffer(3);
    buffer.push(Int16Array.of(1, 2));
    buffer.clear();
    expect(buffer.push(Int16Array.of(7))).toEqual([]);
    expect(buffer.bufferedSamples).toBe(1);
  });

  it('rejects a window size that is not a positive integer', () => {
    expect(() => new PcmWindowBuffer(0)).toThrow(RangeError);
  });
});
