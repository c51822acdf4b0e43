import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, interviews } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import {
  createPracticeInterview,
  DATA_ANALYST_ANSWER,
  DATA_ANALYST_JD,
  listeningWithPracticeInterview,
  uploadRecordingChunk,
} from './interview-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { liveWebm } from '../src/services/calls/live-webm.testing';

const JD = DATA_ANALYST_JD;
const ANSWER = DATA_ANALYST_ANSWER;

describe.each(await testDatabaseTargets())('voice calls on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;
  let interviewId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    ({ baseUrl, candidate, interviewId } = await listeningWithPracticeInterview(t, {
      title: 'Data Analyst',
      jdText: JD,
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  const createCall = (who: TestUser, payload: object, url = '/api/call/web') =>
    t.app.inject(as(who, { method: 'POST', url, payload, headers: { host: new URL(baseUrl).host } }));

  it('refuses a payload without assistant, squad or workflow with the spec message', async () => {
    const response = await createCall(candidate, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation-error',
      message: 'Assistant or Squad or Workflow must be provided.',
    });
    expect((await createCall(candidate, { assistantId: interviewId, surprise: 1 })).statusCode).toBe(400);
  });

  it('creates a call with the spec response on both paths, and only for the caller’s interviews', async () => {
    for (const url of ['/api/call/web', '/call/web']) {
      const response = await createCall(
        candidate,
        { assistantId: interviewId, assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } },
        url,
      );
      expect(response.statusCode).toBe(201);
      const call = response.json();
      expect(call).toMatchObject({
        interviewId,
        artifactPlan: { videoRecordingEnabled: true },
        assistant: { voice: { provider: 'speech-synthesis' } },
      });
      expect(call.webCallUrl).toMatch(
        new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/api/call/${call.id}/ws\\?token=`),
      );
    }
    const stranger = await signUpWithRole(t.app, 'candidate');
    expect((await createCall(stranger, { assistantId: interviewId })).statusCode).toBe(404);
    const recruiter = await signUpWithRole(t.app, 'recruiter');
    expect((await createCall(recruiter, { assistantId: interviewId })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/call/web', payload: {} })).statusCode).toBe(401);
  });

  it('greets with the time the call really has: the minutes left when they are fewer than the duration', async () => {
    const onFree = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, onFree, {
      title: 'Data Analyst',
      duration: 10,
      jdText: JD,
    });
    const call = (await createCall(onFree, { assistantId: interviewId })).json();
    const client = await CallClient.open(call.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    // Free has 5 minutes: the timer counts down from 300 s and the interviewer says the same.
    expect(ready).toMatchObject({ durationLimitSeconds: 300, elapsedSeconds: 0 });
    const greeting = await client.waitFor(
      'transcript',
      (m) => m.role === 'assistant' && m.transcriptType === 'final',
    );
    expect(greeting.transcript).toMatch(/\b5 minutes\b/);
    expect(greeting.transcript).not.toMatch(/\b10 minutes\b/);
    client.send({ type: 'end-call' });
    client.socket.close();
  });

  it('rejoins the running call when an interview left mid-call is started again (no second call)', async () => {
    const onFree = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, onFree, {
      title: 'Data Analyst',
      duration: 10,
      jdText: JD,
    });
    const first = (await createCall(onFree, { assistantId: interviewId })).json();
    const client = await CallClient.open(first.webCallUrl);
    client.send(hello);
    await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
    // The candidate leaves the room: the call waits for a reconnect, its minutes still reserved.
    client.socket.close();
    const again = await createCall(onFree, { assistantId: interviewId });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const rejoined = await CallClient.open(again.json().webCallUrl);
    rejoined.send(hello);
    expect(await rejoined.waitFor('call-ready')).toMatchObject({ durationLimitSeconds: 300 });
    rejoined.send({ type: 'end-call' });
    rejoined.socket.close();
  });

  it('runs an interview over the WebSocket: greeting, typed answers, stored turns, end-call', async () => {
    const call = (await createCall(candidate, { assistant: { interviewId } })).json();
    const client = await CallClient.open(call.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    expect(ready).toMatchObject({ callId: call.id, resumed: false, stt: { mode: 'typed-only' } });
    expect(ready.tts.mode).toBe('browser');

    const greeting = await client.waitFor(
      'transcript',
      (m) => m.role === 'assistant' && m.transcriptType === 'final',
    );
    expect(greeting.transcript).toMatch(/I am Iris/);
    expect(client.messages.some((m) => m.type === 'assistant-speak')).toBe(true);

    client.send({ type: 'user-transcript', transcript: ANSWER, transcriptType: 'final', source: 'typed' });
    await client.waitFor(
      'transcript',
      (m) => m.role === 'assistant' && m.transcriptType === 'final' && m.turnId !== greeting.turnId,
    );

    const detail = (await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call.id}` }))).json()
      .call;
    expect(detail.status).toBe('in-progress');
    expect(detail.turns.map((turn: { role: string }) => turn.role)).toEqual([
      'assistant',
      'user',
      'assistant',
    ]);
    expect(detail.turns[1]).toMatchObject({ text: ANSWER, source: 'typed' });
    expect(detail.turns[2].timings).toMatchObject({ vadEndMs: null });
    expect(detail.turns[2].timings.firstTokenMs).toEqual(expect.any(Number));

    client.send({ type: 'end-call' });
    const ended = await client.waitFor('status-update', (m) => m.status === 'ended');
    expect(ended.endedReason).toBe('customer-ended-call');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, call.id));
    expect(row).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    // The end completes the interview, and every call end asks the server to score it: no browser asks, so it
    // is scored moments later (before scoring at call end, practice interviews stayed 'completed' here).
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId)))[0]?.status,
        // Scoring is a background job: on PostgreSQL pg-boss picks it up on its next poll (every second).
        { timeout: 10_000 },
      )
      .toBe('scored');

    const list = (await t.app.inject(as(candidate, { method: 'GET', url: '/api/call' }))).json().calls;
    expect(list.map((c: { id: string }) => c.id)).toContain(call.id);
    const stranger = await signUpWithRole(t.app, 'candidate');
    expect(
      (await t.app.inject(as(stranger, { method: 'GET', url: `/api/call/${call.id}` }))).statusCode,
    ).toBe(404);
  });

  it('serves a recording with its duration written, in byte ranges, so the player can seek', async () => {
    const call = (
      await createCall(candidate, {
        assistantId: interviewId,
        assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } },
      })
    ).json();
    const video = liveWebm();
    for (const [seq, chunk] of [video.subarray(0, 60), video.subarray(60)].entries()) {
      const stored = await uploadRecordingChunk(t.app, candidate, call.id, seq, chunk);
      expect(stored.statusCode).toBe(200);
    }
    const url = `/api/call/${call.id}/recording`;
    const whole = await t.app.inject(as(candidate, { method: 'GET', url }));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const durationAt = whole.rawPayload.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(durationAt).toBeGreaterThan(0);
    expect(whole.rawPayload.readDoubleBE(durationAt + 3)).toBe(5466);
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);

    const part = await t.app.inject(as(candidate, { method: 'GET', url, headers: { range: 'bytes=40-99' } }));
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 40-99/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(40, 100));
    const tail = await t.app.inject(as(candidate, { method: 'GET', url, headers: { range: 'bytes=-30' } }));
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(whole.rawPayload.length - 30));
    const beyond = await t.app.inject(
      as(candidate, { method: 'GET', url, headers: { range: `bytes=${whole.rawPayload.length + 5}-` } }),
    );
    expect(beyond.statusCode).toBe(416);
  });

  it('stores the camera recording chunk by chunk, in order, and plays it back to its owner only', async () => {
    const call = (
      await createCall(candidate, {
        assistantId: interviewId,
        assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } },
      })
    ).json();
    const upload = (who: TestUser, seq: number, body: Buffer) =>
      uploadRecordingChunk(t.app, who, call.id, seq, body);
    const first = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('first-')]); // WebM magic
    expect((await upload(candidate, 0, first)).json()).toEqual({ chunks: 1, bytes: 10 });
    const outOfOrder = await upload(candidate, 2, Buffer.from('third'));
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().error.message).toBe('Recording chunk 1 is expected next, not 2.');
    expect((await upload(candidate, 1, Buffer.from('second'))).statusCode).toBe(200);
    const played = await t.app.inject(
      as(candidate, { method: 'GET', url: `/api/call/${call.id}/recording` }),
    );
    expect(played.headers['content-type']).toBe('video/webm');
    expect(played.rawPayload).toEqual(Buffer.concat([first, Buffer.from('second')]));
    const stranger = await signUpWithRole(t.app, 'candidate');
    expect((await upload(stranger, 2, Buffer.from('x'))).statusCode).toBe(404);
    expect(
      (await t.app.inject(as(stranger, { method: 'GET', url: `/api/call/${call.id}/recording` }))).statusCode,
    ).toBe(404);
    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interviewId}/report` }))
    ).json().report;
    expect(report.recordings).toContainEqual({ callId: call.id, url: `/api/call/${call.id}/recording` });

    const plain = (await createCall(candidate, { assistantId: interviewId })).json();
    const refused = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: `/api/call/${plain.id}/recording?seq=0`,
        headers: { 'content-type': 'video/webm' },
        payload: Buffer.from('x'),
      }),
    );
    expect(refused.statusCode).toBe(409);
  });

  it('closes sockets with a bad or foreign token', async () => {
    const call = (await createCall(candidate, { assistantId: interviewId })).json();
    const forged = call.webCallUrl.replace(/token=[^&]+/, 'token=abc.def');
    const client = await CallClient.open(forged);
    await new Promise((resolve) => client.socket.once('close', resolve));
    expect(client.closed?.code).toBe(4401);
  });

  it('resumes the same call with the resume token after the server restarts, keeping the turns', async () => {
    const call = (await createCall(candidate, { assistantId: interviewId })).json();
    const first = await CallClient.open(call.webCallUrl);
    first.send(hello);
    const ready = await first.waitFor('call-ready');
    await first.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
    first.send({ type: 'user-transcript', transcript: ANSWER, transcriptType: 'final', source: 'typed' });
    await first.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The candidate's connection drops; a new server process on the same database and secret takes over.
    first.close();
    const second = await createTestApp(target, { DATA_DIR: t.config.dataDir }, { database: t.database });
    const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const resumeUrl = `${secondUrl.replace('http', 'ws')}/api/call/${call.id}/ws?token=${ready.resumeToken}`;
      const again = await CallClient.open(resumeUrl);
      again.send(hello);
      const resumed = await again.waitFor('call-ready');
      expect(resumed.resumed).toBe(true);
      expect(resumed.transcript.map((m) => m.role).slice(0, 2)).toEqual(['assistant', 'user']);
      const welcome = await again.waitFor(
        'transcript',
        (m) => m.role === 'assistant' && /Welcome back/.test(m.transcript),
      );
      expect(welcome.transcriptType).toBeDefined();
      again.send({ type: 'end-call' });
      await again.waitFor('status-update', (m) => m.status === 'ended');
    } finally {
      await second.close();
    }
  });
});
