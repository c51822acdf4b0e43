/**
 * Who hears a call, through the live session with real parts: flite speech (voice slt) in 20 ms frames, the Silero
 * VAD and segmenter, and a server recogniser reached over a real WebSocket (the Deepgram-protocol stand-in, ranked
 * here as the offline recogniser so the browser outranks it). The browser's results become the stored answer; when
 * the browser fails mid-answer, the server recognises the whole turn from the audio it kept.
 * Needs `flite` and `sox` (installed by .ci/run).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewPlan, ServerMessage } from '@intervia/shared';
import { BuiltInInterviewer } from '../interviewer/built-in-interviewer';
import { createDeepgramRecognizer } from '../recognition/deepgram/deepgram-streaming-recognizer';
import {
  startDeepgramStandIn,
  type DeepgramStandIn,
} from '../recognition/deepgram/deepgram-stand-in.testing';
import { loadSileroVadFactory } from '../vad/silero-vad';
import { fliteSpeech } from '../vad/flite-speech.testing';
import type { StoredTurn, VoiceActivityDetectorFactory } from '../voice-contracts';
import { VadSpeechSegmenter } from './speech-segmenter';
import { VoiceSession } from './voice-session';
import { fliteAvailable } from '../../../test/support/spoken-audio';

const fliteInstalled = fliteAvailable();

const plan: InterviewPlan = {
  difficulty: 'easy',
  durationMinutes: 5,
  questions: [
    { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
    { text: 'Any questions for me?', kind: 'closing', skill: null, expectedPoints: [] },
  ],
};
const ANSWER = 'In my last role I led the migration of our billing service to a new database.';
const SERVER_SCRIPT = ['the', 'server', 'heard', 'this', 'answer', 'from', 'its', 'kept', 'audio', 'too'];

let vad: (VoiceActivityDetectorFactory & { close(): Promise<void> }) | null = null;
let speech: Int16Array;
let standIn: DeepgramStandIn | null = null;

beforeAll(async () => {
  if (!fliteInstalled) return;
  vad = await loadSileroVadFactory({ variant: 'v5' });
  speech = fliteSpeech(ANSWER, 0.5, 2);
});
afterAll(async () => vad?.close());
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function startCall(options: { browser: boolean }) {
  standIn = await startDeepgramStandIn({ script: SERVER_SCRIPT, samplesPerWord: 1600, finalEvery: 100 });
  const sent: ServerMessage[] = [];
  const stored: StoredTurn[] = [];
  const session = new VoiceSession(
    {
      callId: 'call-1',
      interviewId: 'interview-1',
      userId: 'user-1',
      durationLimitSeconds: 300,
      limitReason: 'duration',
      elapsedSecondsBefore: 0,
      previousTurns: [],
    },
    {
      providers: {
        stt: null,
        tts: null,
        vad,
        recognizer: createDeepgramRecognizer({ url: standIn.url, apiKey: null, model: 'nova-2' }),
        recognizerRank: 'offline',
        browserRecognition: 'allow',
        close: async () => {},
      },
      interviewer: new BuiltInInterviewer(
        plan,
        { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Analyst' },
        [],
        'duration',
      ),
      turns: { append: async (_callId, turn) => void stored.push(turn), list: async () => stored },
    },
    {
      issueResumeToken: () => 'token',
      createSegmenter: async () => new VadSpeechSegmenter(await vad!.create(), { streamTurnAudio: true }),
      startDelayMs: 0,
    },
  );
  session.attach(
    { sendJson: (message) => void sent.push(message), sendAudio: () => {}, close: () => {} },
    {
      resumed: false,
    },
  );
  session.handleMessage({
    type: 'client-hello',
    capabilities: { speechRecognition: options.browser, speechSynthesis: true },
  });
  const userTurns = () => stored.filter((turn) => turn.role === 'user');
  return { session, sent, stored, userTurns };
}

/** Sends `samples` in 20 ms frames (as fast as the session takes them; call time is wall time). */
async function speak(session: VoiceSession, samples: Int16Array) {
  for (let at = 0; at + 320 <= samples.length; at += 320) {
    session.handleAudio(samples.slice(at, at + 320));
    if ((at / 320) % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const until = async (condition: () => boolean, what: string) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 20_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(!fliteInstalled)('recogniser choice in a live call', { timeout: 60_000 }, () => {
  it("the browser hears a Chrome candidate: its result is the stored answer (source browser-stt), the server's recogniser is not used", async () => {
    const { session, sent, userTurns } = await startCall({ browser: true });
    expect(sent.find((m) => m.type === 'call-ready')).toMatchObject({
      stt: { mode: 'browser', provider: 'web-speech' },
    });
    expect(sent.find((m) => m.type === 'recognizer-update')).toMatchObject({
      mode: 'browser',
      switchable: ['server'],
      reason: 'start',
    });
    await speak(session, speech.subarray(0, speech.length / 2));
    session.handleMessage({
      type: 'recognised-speech',
      text: 'In my last role I led',
      confidence: 0.7,
      final: false,
      source: 'browser-stt',
    });
    session.handleMessage({
      type: 'recognised-speech',
      text: ANSWER,
      confidence: 0.93,
      final: true,
      source: 'browser-stt',
    });
    await speak(session, speech.subarray(speech.length / 2));
    await until(() => userTurns().length === 1, 'the answer to be stored');
    expect(userTurns()[0]).toMatchObject({ text: ANSWER, source: 'browser-stt' });
    expect(standIn?.connections).toHaveLength(0);
    await session.end('customer-ended-call');
  });

  it('the browser fails mid-answer: the server recognises the whole turn from its kept audio and the room is told', async () => {
    const { session, sent, userTurns } = await startCall({ browser: true });
    const half = Math.floor(speech.length / 2 / 320) * 320;
    await speak(session, speech.subarray(0, half));
    session.handleMessage({
      type: 'use-recognizer',
      recognizer: 'server',
      reason: 'browser-failed',
      error: 'network',
    });
    expect(sent.filter((m) => m.type === 'recognizer-update').at(-1)).toMatchObject({
      mode: 'server',
      provider: 'deepgram',
      switchable: [],
      reason: 'browser-failed',
    });
    await speak(session, speech.subarray(half));
    await until(() => userTurns().length === 1, 'the answer to be stored');
    expect(userTurns()[0]?.source).toBe('voice');
    expect(userTurns()[0]?.text.split(' ').length).toBeGreaterThanOrEqual(5);
    // The turn's audio from before the failure reached the server recogniser too: more than the second half.
    expect(standIn!.connections[0]!.audioBytes / 2).toBeGreaterThan(speech.length - half);
    await session.end('customer-ended-call');
  });

  it('the candidate switches to the server recogniser and back', async () => {
    const { session, sent } = await startCall({ browser: true });
    session.handleMessage({ type: 'use-recognizer', recognizer: 'server', reason: 'candidate' });
    expect(sent.filter((m) => m.type === 'recognizer-update').at(-1)).toMatchObject({
      mode: 'server',
      switchable: ['browser'],
      reason: 'candidate',
    });
    await speak(session, speech);
    await until(() => (standIn?.connections.length ?? 0) === 1, 'the server to recognise');
    session.handleMessage({ type: 'use-recognizer', recognizer: 'browser', reason: 'candidate' });
    expect(sent.filter((m) => m.type === 'recognizer-update').at(-1)).toMatchObject({ mode: 'browser' });
    await session.end('customer-ended-call');
  });

  it('without a browser recogniser the server hears, and asking for the browser is refused with a message', async () => {
    const { session, sent } = await startCall({ browser: false });
    expect(sent.find((m) => m.type === 'recognizer-update')).toMatchObject({
      mode: 'server',
      switchable: [],
    });
    session.handleMessage({ type: 'use-recognizer', recognizer: 'browser', reason: 'candidate' });
    expect(sent.at(-1)).toMatchObject({ type: 'error', errorType: 'recognizer-unavailable', fatal: false });
    await session.end('customer-ended-call');
  });
});
