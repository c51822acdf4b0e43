import { describe, expect, it } from 'vitest';
import { createRecordingUploader } from './use-voice-interview';

describe('recording uploader', () => {
  it('uploads chunks one after another, numbered from 0, only once the call is known', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const uploader = createRecordingUploader(async (callId, seq) => {
      calls.push(`${callId}:${seq}:start`);
      if (seq === 0) await gate;
      calls.push(`${callId}:${seq}:end`);
    });
    uploader.push(new Blob(['ignored before the call exists']));
    uploader.setCall('c1');
    uploader.push(new Blob(['a']));
    uploader.push(new Blob(['b']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['c1:0:start']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['c1:0:start', 'c1:0:end', 'c1:1:start', 'c1:1:end']);
  });
});
