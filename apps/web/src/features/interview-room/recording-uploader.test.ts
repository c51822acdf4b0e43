import { describe, expect, it } from 'vitest';
import {
  createRecordingUploader,
  RECORDING_UPLOAD_MESSAGES,
  recordingUploadStatus,
} from './recording-uploads';

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

describe('recording upload state', () => {
  it('says saving while the recorder runs or chunks are in flight, then saved; a failed chunk says part was lost', async () => {
    let fail = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const uploader = createRecordingUploader(async (_callId, seq) => {
      if (seq === 0) await gate;
      if (fail) throw new Error('network');
    });
    const seen: string[] = [];
    uploader.subscribe(() => seen.push(recordingUploadStatus(uploader.state())));
    expect(recordingUploadStatus(uploader.state())).toBe('none');
    uploader.setCall('c1');
    uploader.setRecording(true);
    uploader.push(new Blob(['a']));
    uploader.setRecording(false); // the last chunk came before the recorder reported stopping
    expect(recordingUploadStatus(uploader.state())).toBe('saving');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploader.state()).toEqual({ recording: false, pending: 0, uploaded: 1, failed: 0 });
    expect(recordingUploadStatus(uploader.state())).toBe('saved');
    expect(seen.at(-1)).toBe('saved');
    fail = true;
    uploader.push(new Blob(['b']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploader.state()).toMatchObject({ uploaded: 1, failed: 1, pending: 0 });
    expect(recordingUploadStatus(uploader.state())).toBe('failed');
    expect(RECORDING_UPLOAD_MESSAGES.failed).toMatch(/could not be saved/);
  });

  it('says nothing when there was no recording', () => {
    expect(recordingUploadStatus({ recording: false, pending: 0, uploaded: 0, failed: 0 })).toBe('none');
  });
});
