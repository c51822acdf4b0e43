/**
 * Faults of the remote providers during a live call: the language model, the speech recogniser and the interviewer's
 * voice all point at one local OpenAI-compatible stand-in that answers HTTP 500 or never answers. The call must fall
 * back within 3 s each time (built-in words, the browser's voice, the answer kept to be recognised after the call) and
 * carry on to the end.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import { testDatabaseTargets } from '@intervia/db/testing';
import { loadConfig } from '../src/config';
import { selectVoiceProviders } from '../src/voice/providers/select-voice-providers';
import { STT_MIN_TIMEOUT_MS, STT_TIMEOUT_PER_AUDIO_MS } from '../src/voice/session/voice-session';
import { STT_DEFERRED_MESSAGE } from '../src/voice/session/speech-input';
import { PRE_ROLL_MS, TRAILING_AUDIO_MS } from '../src/voice/session/speech-segmenter';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createPracticeInterview, startWebCall } from './interview-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import {
  startOpenAiStandIn,
  type AudioReply,
  type ChatReply,
  type OpenAiStandIn,
} from './support/openai-stand-in';
import { fliteAvailable, spokenSentence } from './support/spoken-audio';

/** The fallbacks' time limit (3 s) plus room for a busy test machine. */
const FALLBACK_LIMIT_MS = 3000;
const SLACK_MS = 750;
const FRAME_SAMPLES = 320;
const ANSWERS = [
  'I have built revenue dashboards in Tableau for three years, and my SQL reports cut the monthly close from five days to two.',
  'I tune slow SQL by reading the query plan first, then adding the missing index, which took one report from ten minutes to ten seconds.',
];
const JD = 'Data Analyst: weekly revenue dashboards in Tableau, SQL for ad-hoc analysis, Excel.';

type Fault = 'error' | 'hang';
const chatReply = (fault: Fault): ChatReply =>
  fault === 'error' ? { status: 500, error: 'model down' } : { hang: true };
const audioReply = (fault: Fault): AudioReply =>
  fault === 'error' ? { status: 500, error: 'speech down' } : { hang: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from now until the first message after index `from` that passes `test`. */
async function msUntil(
  client: CallClient,
  from: number,
  test: (message: ServerMessage) => boolean,
  timeoutMs = 15_000,
): Promise<{ ms: number; message: ServerMessage }> {
  const started = performance.now();
  for (;;) {
    const message = client.messages.slice(from).find(test);
    if (message) return { ms: performance.now() - started, message };
    if (performance.now() - started > timeoutMs)
      throw new Error(`no matching message within ${timeoutMs} ms`);
    await sleep(10);
  }
}

const isAssistantFinal = (m: ServerMessage) =>
  m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final';

describe.skipIf(!fliteAvailable())('provider faults during a call', () => {
  let standIn: OpenAiStandIn;
  let fault: Fault | null = null;
  let t: TestApp;
  let candidate: TestUser;
  let speech: Int16Array;
  let baseUrl: string;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({
      chat: () => (fault ? chatReply(fault) : { content: 'Dashboards for thirty managers is real reach.' }),
      transcription: () => (fault ? audioReply(fault) : { text: ANSWERS[0]! }),
      speech: () => (fault ? audioReply(fault) : { pcm: Buffer.alloc(4800) }),
    });
    const root = standIn.url.replace(/\/v1$/, '');
    const env = {
      LLM_BASE_URL: standIn.url,
      LLM_MODEL: 'local',
      STT_PROVIDER: 'openai',
      STT_BASE_URL: root,
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: root,
      VAD_PROVIDER: 'energy',
    };
    const voice = await selectVoiceProviders(loadConfig({ NODE_ENV: 'test', ...env }).voice);
    // Providers do not depend on the database: the embedded one (always first) is enough.
    const [pglite] = await testDatabaseTargets();
    t = await createTestApp(pglite!, env, { override: { voice } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
    // A short answer, so the recogniser's limit is the 3 s floor (not 1.5× a long utterance).
    speech = spokenSentence('Yes, I led it.');
  });
  afterEach(() => {
    fault = null;
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it.each(['error', 'hang'] as const)(
    'model, recogniser and voice all failing (%s): each falls back within 3 s and the interview goes on',
    async (kind) => {
      fault = null;
      const interviewId = await createPracticeInterview(t.app, candidate, {
        title: 'Data Analyst',
        duration: 10,
        jdText: JD,
      });
      const call = await startWebCall(t.app, baseUrl, candidate, interviewId);
      fault = kind;
      const client = await CallClient.open(call.webCallUrl);
      client.send(hello);
      const ready = await client.waitFor('call-ready');
      expect(ready.stt).toMatchObject({ mode: 'server', provider: 'openai-compatible' });
      expect(ready.tts).toMatchObject({ mode: 'server', provider: 'openai-compatible' });

      // Greeting: the voice fails → the browser speaks it.
      await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'started');
      const greetingSpoken = await msUntil(client, 0, (m) => m.type === 'assistant-speak');
      expect(greetingSpoken.ms).toBeLessThan(FALLBACK_LIMIT_MS + SLACK_MS);
      await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');

      // A spoken answer: the recogniser fails → the answer is kept (recognised after the call), the candidate is told.
      const beforeSpeech = client.messages.length;
      const silence = Buffer.alloc(FRAME_SAMPLES * 2);
      const begin = performance.now();
      for (let offset = 0, frame = 0; offset < speech.length; offset += FRAME_SAMPLES, frame += 1) {
        const wait = begin + frame * 20 - performance.now();
        if (wait > 0) await sleep(wait);
        const chunk = speech.subarray(offset, offset + FRAME_SAMPLES);
        client.socket.send(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      }
      let stopped = false;
      const turnOver = msUntil(
        client,
        beforeSpeech,
        (m) => m.type === 'speech-update' && m.role === 'user' && m.status === 'stopped',
      ).then(() => (stopped = true));
      while (!stopped) {
        client.socket.send(silence);
        await sleep(20);
      }
      await turnOver;
      const recognitionFailed = await msUntil(client, beforeSpeech, (m) => m.type === 'error');
      const utteranceMs = speech.length / 16 + PRE_ROLL_MS + TRAILING_AUDIO_MS;
      const sttLimitMs = Math.max(STT_MIN_TIMEOUT_MS, utteranceMs * STT_TIMEOUT_PER_AUDIO_MS);
      expect(sttLimitMs).toBeLessThanOrEqual(FALLBACK_LIMIT_MS + 200);
      expect(recognitionFailed.ms).toBeLessThan(sttLimitMs + SLACK_MS);
      expect(recognitionFailed.message).toMatchObject({
        errorType: 'stt-deferred',
        fatal: false,
        message: STT_DEFERRED_MESSAGE,
      });
      // The kept answer is in the transcript, marked as being transcribed, and the interviewer moves on.
      await msUntil(
        client,
        beforeSpeech,
        (m) => m.type === 'transcript' && m.role === 'user' && m.transcription === 'pending',
      );
      await msUntil(client, beforeSpeech, isAssistantFinal);

      // Typed answers: the model fails → built-in words; the voice, known to be down, is not waited for again.
      for (const [index, answer] of ANSWERS.entries()) {
        const before = client.messages.length;
        client.send({
          type: 'user-transcript',
          transcript: answer,
          transcriptType: 'final',
          source: 'typed',
        });
        const spoken = await msUntil(client, before, (m) => m.type === 'assistant-speak');
        // The first reply may wait for the model's 3 s; after that the model is left out for a while.
        expect(spoken.ms).toBeLessThan(index === 0 ? FALLBACK_LIMIT_MS + SLACK_MS : SLACK_MS);
        await msUntil(client, before, isAssistantFinal);
      }

      client.send({ type: 'end-call' });
      await client.waitFor('status-update', (m) => m.status === 'ended');
      const detail = (
        await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call.id}` }))
      ).json().call as { turns: { role: string; text: string; source: string }[] };
      expect(detail.turns.map((turn) => turn.role)).toEqual([
        'assistant',
        'user',
        'assistant',
        'user',
        'assistant',
        'user',
        'assistant',
      ]);
      // The spoken answer is kept without text (its audio waits for recognition), then the typed ones.
      expect(detail.turns.filter((turn) => turn.role === 'user').map((turn) => turn.text)).toEqual([
        '',
        ...ANSWERS,
      ]);
      // Every reply was said: built-in words (the model never answered) with the next question.
      expect(detail.turns[2]!.text).toMatch(/\?/);
      expect(detail.turns[4]!.text).toMatch(/\?/);
      expect(client.audioFrames).toBe(0);
    },
    40_000,
  );
});
