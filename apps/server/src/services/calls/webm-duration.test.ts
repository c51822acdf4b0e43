import { describe, expect, it } from 'vitest';
import { readWebmLayout, webmHeadWithDuration, type ReadAt } from './webm-duration';
import { liveWebm } from './live-webm.testing';

const hex = (text: string) => Buffer.from(text, 'hex');

const readerOf =
  (bytes: Buffer): ReadAt =>
  async (position, length) =>
    bytes.subarray(position, position + length);

describe('WebM duration for browser recordings', () => {
  it('finds the last frame across live-written clusters (3000 ms cluster + 2466 ms block)', async () => {
    const file = liveWebm();
    const layout = await readWebmLayout(readerOf(file), file.length);
    expect(layout).toMatchObject({ hasDuration: false, timecodeScale: 1_000_000, lastFrameTime: 5466 });
  });

  it('writes a Duration into Info; the fixed file reads back with it and is left alone the second time', async () => {
    const file = liveWebm();
    const fixed = await webmHeadWithDuration(readerOf(file), file.length);
    expect(fixed?.durationMs).toBe(5466);
    const whole = Buffer.concat([fixed!.head, file.subarray(fixed!.restStart)]);
    const layout = await readWebmLayout(readerOf(whole), whole.length);
    expect(layout).toMatchObject({ hasDuration: true, lastFrameTime: 5466 });
    const durationAt = whole.indexOf(hex('448988'));
    expect(whole.readDoubleBE(durationAt + 3)).toBe(5466);
    expect(await webmHeadWithDuration(readerOf(whole), whole.length)).toBeNull();
  });

  it('does nothing to a file that is not WebM', async () => {
    const junk = Buffer.from('not a video at all');
    expect(await webmHeadWithDuration(readerOf(junk), junk.length)).toBeNull();
  });
});
