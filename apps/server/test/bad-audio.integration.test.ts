/**
 * Bad microphone input over the real call socket: frames of half a sample, over a second, an audio file, float
 * samples, and a hello declaring another sample rate each get a clear `invalid-audio` error (once, not per frame),
 * and the call goes on: the interviewer still answers the candidate's next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import type { TestUser } from './auth-helpers';
import { joinCall, listeningWithPracticeInterview, startWebCall } from './interview-helpers';
import { CLIENT_HELLO, type CallClient } from './support/call-client';

const JD = `Data Analyst.
Requirements:
- 2 years with SQL and Excel`;

describe.each(await testDatabaseTargets())('bad audio input on $kind', (target) => {
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

  async function openCall(hello: object) {
    const call = await startWebCall(t.app, baseUrl, candidate, interviewId);
    return joinCall(call.webCallUrl, hello);
  }

  const invalidAudio = (client: CallClient) =>
    client.messages.filter((m) => m.type === 'error' && m.errorType === 'invalid-audio');

  it('refuses malformed frames with one clear error each, and the call goes on', async () => {
    const client = await openCall(CLIENT_HELLO);
    const good = Buffer.from(new Int16Array(320).fill(200).buffer);
    client.socket.send(good);
    for (let index = 0; index < 20; index += 1) client.socket.send(Buffer.alloc(641));
    await client.waitFor('error', (m) => /half a sample/.test(m.message));
    client.socket.send(Buffer.alloc(40_000));
    await client.waitFor('error', (m) => /longer than one second/.test(m.message));
    client.socket.send(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(640)]));
    await client.waitFor('error', (m) => /file format/.test(m.message));
    const floats = new Float32Array(320).map((_, index) => Math.sin(index / 5) * 0.3);
    client.socket.send(Buffer.from(floats.buffer));
    await client.waitFor('error', (m) => /32-bit float/.test(m.message));
    expect(invalidAudio(client)).toHaveLength(4);
    expect(invalidAudio(client).every((m) => m.type === 'error' && !m.fatal)).toBe(true);

    // The call goes on: a typed answer is stored and answered.
    const assistantTurns = client.finalAssistantTurns().length;
    client.send({
      type: 'user-transcript',
      transcript: 'I write SQL every day.',
      transcriptType: 'final',
      source: 'typed',
    });
    await client.waitFor('transcript', (m) => m.role === 'user' && m.transcriptType === 'final');
    await client.waitFor('transcript', () => client.finalAssistantTurns().length > assistantTurns);
    expect(client.closed).toBeNull();
    client.send({ type: 'end-call' });
    client.socket.close();
  });

  it('refuses audio declared at another sample rate, with a message that says what to do', async () => {
    const client = await openCall({
      ...CLIENT_HELLO,
      audioFormat: { encoding: 'pcm16le', sampleRateHz: 48000, channels: 1 },
    });
    const error = await client.waitFor('error', (m) => m.errorType === 'invalid-audio');
    expect(error.message).toMatch(/16 kHz.*type your answers/);
    client.socket.send(Buffer.from(new Int16Array(320).fill(200).buffer));
    client.send({ type: 'ping', at: 1 });
    await client.waitFor('pong');
    expect(client.closed).toBeNull();
    client.send({ type: 'end-call' });
    client.socket.close();
  });
});
