/**
 * Turn-taking from the words in a whole call, with loopback providers (a loudness VAD, a recogniser that gives the
 * scripted words as partials while the audio comes, a tone for a voice): a complete sentence ends the candidate's
 * turn sooner than one left hanging on "and"; each reply's latency record is stored with it, and the report's
 * technical details summarise them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { END_OF_TURN_SILENCE_MS } from '@intervia/engine';
import type { CallLatency, CallTurn } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { createPracticeInterview, startWebCall } from './interview-helpers';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { CallClient } from './support/call-client';
import { loopbackRecognizer } from './support/loopback-recognizer';
import { VadSpeechSegmenter } from '../src/voice/session/speech-segmenter';
import type { VoiceActivityDetector } from '../src/voice/voice-contracts';
import type { VoiceRuntime } from '../src/services/calls/call-service';

const TRAILING = 'I moved our billing service to PostgreSQL and';
const COMPLETE = 'It cut our monthly costs by a third and removed a whole class of outages.';
const FRAME_SAMPLES = 320;
const POLL = { timeout: 20_000, interval: 100 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loud frames are speech. */
const loudnessVad = (): VoiceActivityDetector => ({
  process: async (frame) => (Math.abs(frame[0] ?? 0) > 1000 ? 0.95 : 0.02),
  reset() {},
});

describe.each(await testDatabaseTargets())('Turn-taking from the words in a call on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;

  beforeAll(async () => {
    const voice: VoiceRuntime = {
      providers: {
        stt: null,
        recognizer: loopbackRecognizer({ turns: [TRAILING, COMPLETE] }),
        tts: {
          id: 'loopback-tts',
          voice: 'tone',
          async *synthesize() {
            yield new Int16Array(1_600).fill(2_000);
          },
        },
        vad: null,
        close: async () => {},
      },
      createSegmenter: async () => new VadSpeechSegmenter(loudnessVad(), { streamTurnAudio: true }),
    };
    t = await createTestApp(target, {}, { override: { voice } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends a complete sentence sooner than a trailing "and", and the report summarises each reply’s latency', async () => {
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Backend Engineer',
      duration: 10,
      jdText: 'Backend Engineer, SQL.',
    });
    const call = await startWebCall(t.app, baseUrl, candidate, interviewId);
    const client = await CallClient.open(call.webCallUrl);
    client.send({ type: 'client-hello', capabilities: { speechRecognition: false, speechSynthesis: false } });
    const assistantFinals = () => client.finalAssistantTurns().length;
    await expect.poll(assistantFinals, POLL).toBe(1);

    const frame = (value: number) => {
      const pcm = new Int16Array(FRAME_SAMPLES).fill(value);
      client.socket.send(Buffer.from(pcm.buffer));
    };
    for (const expectedReplies of [2, 3]) {
      // The interviewer's voice has finished playing (its tones are short): this is an answer, not a barge-in.
      await sleep(1_000);
      for (let index = 0; index < 100; index += 1) frame(5_000); // 2 s of speech
      for (let index = 0; index < 150; index += 1) frame(0); // 3 s of silence
      await expect.poll(assistantFinals, POLL).toBe(expectedReplies);
    }
    client.send({ type: 'end-call' });
    await client.waitFor('status-update', (m) => m.status === 'ended', 15_000);

    const detail = async () =>
      (await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call.id}` }))).json().call as {
        turns: CallTurn[];
      };
    await expect.poll(async () => (await detail()).turns.length, POLL).toBeGreaterThanOrEqual(5);
    const turns = (await detail()).turns;
    expect(turns.filter((turn) => turn.role === 'user').map((turn) => turn.text)).toEqual([
      TRAILING,
      COMPLETE,
    ]);
    const replies = turns.filter((turn) => turn.role === 'assistant' && turn.timings?.speechEndMs != null);
    expect(replies).toHaveLength(2);
    const waited = replies.map((turn) => turn.timings!.vadEndMs! - turn.timings!.speechEndMs!);
    // After "… and" the interviewer waited for more; after the complete sentence it answered after ~650 ms.
    expect(waited[0]).toBeGreaterThanOrEqual(END_OF_TURN_SILENCE_MS.conversational['trailing-word']);
    expect(waited[1]).toBeGreaterThanOrEqual(END_OF_TURN_SILENCE_MS.conversational['complete-thought']);
    expect(waited[1]).toBeLessThanOrEqual(700);
    for (const reply of replies) {
      const timings = reply.timings!;
      const order = [
        timings.speechEndMs,
        timings.vadEndMs,
        timings.sttFinalMs,
        timings.replyChosenMs,
        timings.firstTokenMs,
        timings.firstAudioSentMs,
      ];
      expect(order.every((value) => typeof value === 'number')).toBe(true);
      expect([...(order as number[])].sort((a, b) => a - b)).toEqual(order);
    }

    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interviewId}/report` }))
    ).json().report as { latency: CallLatency | null };
    expect(report.latency).toMatchObject({ callId: call.id, replies: 2 });
    const endOfTurn = report.latency!.stages.endOfTurn!;
    expect(endOfTurn.count).toBe(2);
    expect(endOfTurn.p50Ms).toBe(Math.round(Math.min(...waited)));
    expect(endOfTurn.p95Ms).toBe(Math.round(Math.max(...waited)));
    for (const stage of [
      'recognition',
      'decision',
      'firstWords',
      'firstAudio',
      'speechEndToFirstAudio',
    ] as const)
      expect(report.latency!.stages[stage]?.count).toBe(2);
    await client.close();
  });
});
