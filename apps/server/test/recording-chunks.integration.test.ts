/**
 * H10: recording chunks. Ten parallel uploads of one sequence number used to write the chunk five times while the
 * counter said one (so the file outgrew the 500 MB cap the counter enforced), and chunks were taken after the call
 * had ended. Now one upload claims the number, the cap counts bytes in the file, and an ended call takes no more.
 */
import { statSync, truncateSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { DEFAULT_INTERVIEW_DURATION_MINUTES } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { signUpWithRole, type TestUser } from './auth-helpers';
import { WEBM_CHUNK } from './access-matrix';
import {
  BACKEND_JD,
  createPracticeInterview,
  postRecordedCall,
  uploadRecordingChunk,
} from './interview-helpers';
import {
  RECORDING_AFTER_END_MESSAGE,
  RECORDING_MAX_BYTES,
  recordingKey,
} from '../src/services/calls/call-recording';

describe.each(await testDatabaseTargets())('recording chunks on $kind', (target) => {
  let t: TestApp;
  let candidate: TestUser;
  let interviewId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    candidate = await signUpWithRole(t.app, 'candidate');
    interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Engineer',
      duration: DEFAULT_INTERVIEW_DURATION_MINUTES,
      jdText: BACKEND_JD,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function recordedCall(): Promise<string> {
    const call = await postRecordedCall(t.app, candidate, interviewId);
    expect(call.statusCode, call.body).toBe(201);
    // Calls of this test end at once, so the candidate's minutes are free for the next one.
    return call.json().id as string;
  }
  const upload = (callId: string, seq: number, body: Buffer = WEBM_CHUNK) =>
    uploadRecordingChunk(t.app, candidate, callId, seq, body);
  const fileOf = (callId: string) => t.deps.files.pathOf(candidate.id, recordingKey(callId));
  const endCall = (callId: string, endedAt: Date) =>
    t.database.db.update(calls).set({ status: 'ended', endedAt }).where(eq(calls.id, callId));

  it('writes a sequence number once, whatever ten parallel uploads of it do', async () => {
    const callId = await recordedCall();
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(callId, 0)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect(statSync(fileOf(callId)).size).toBe(WEBM_CHUNK.length);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, callId));
    expect(row).toMatchObject({ recordingChunks: 1, recordingBytes: WEBM_CHUNK.length });

    const next = await Promise.all(Array.from({ length: 10 }, () => upload(callId, 1)));
    expect(next.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(statSync(fileOf(callId)).size).toBe(2 * WEBM_CHUNK.length);
    await endCall(callId, new Date());
  });

  it('caps the bytes in the file, not a counter', async () => {
    const callId = await recordedCall();
    expect((await upload(callId, 0)).statusCode).toBe(200);
    // The file already holds (almost) the cap, whatever the counter says (a sparse file: no real disk use).
    mkdirSync(dirname(fileOf(callId)), { recursive: true });
    truncateSync(fileOf(callId), RECORDING_MAX_BYTES - 10);
    const refused = await upload(callId, 1);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/too large/);
    expect(statSync(fileOf(callId)).size).toBe(RECORDING_MAX_BYTES - 10);
    await endCall(callId, new Date());
  });

  it('takes the last chunk just after the end, and nothing once the call has been over for a while', async () => {
    const callId = await recordedCall();
    expect((await upload(callId, 0)).statusCode).toBe(200);
    await endCall(callId, new Date());
    expect((await upload(callId, 1)).statusCode).toBe(200); // the recorder's final flush
    await endCall(callId, new Date(Date.now() - 5 * 60_000));
    const late = await upload(callId, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(RECORDING_AFTER_END_MESSAGE);
    expect(statSync(fileOf(callId)).size).toBe(2 * WEBM_CHUNK.length);
  });
});
