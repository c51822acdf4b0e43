/**
 * What the recogniser was sure of reaches the score: a spoken answer is stored with its recognition confidence and
 * its speech segments; an answer heard with low confidence is marked "could not be heard reliably", left out of the
 * overall score, and the summary says what to do; pace is measured on the voiced time of the segments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callTurns } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import type { SpeechSegmenter } from '../src/voice/session/speech-segmenter';
import type { StreamingRecognizer } from '../src/voice/voice-contracts';
import type { VoiceRuntime } from '../src/services/calls/call-service';

const JD = `Data Analyst.
Responsibilities:
- Build weekly revenue dashboards in Tableau
- Write SQL for ad-hoc analysis
Requirements:
- 2 years with SQL and Excel`;
/** 30 words, said over two speech segments of 5 s each: 180 words a minute of voiced time. */
const CLEAR_ANSWER =
  'I have built revenue dashboards in Tableau for three years and my SQL reports cut the monthly close from five days to two days for the finance team every month.';
const MUMBLED_ANSWER =
  'I wrote the queries for the revenue dashboard and checked the totals against the ledger every week with the finance team.';
const POLL = { timeout: 20_000, interval: 100 };

describe.each(await testDatabaseTargets())('recognition confidence and voiced time on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;

  beforeAll(async () => {
    // A frame whose first sample is 1 or 2 ends a turn; the turn carries speech segments 5 s + 5 s long in call time.
    const segmenter = (): SpeechSegmenter => ({
      push: async (frame, atMs) =>
        frame[0] === 1 || frame[0] === 2
          ? [
              {
                type: 'end-of-turn',
                atMs,
                audio: new Int16Array([frame[0], ...new Array<number>(15_999).fill(0)]),
                silenceMs: 0,
                speechSegments: [
                  { startMs: atMs - 14_000, endMs: atMs - 9_000 },
                  { startMs: atMs - 7_000, endMs: atMs - 2_000 },
                ],
              },
            ]
          : [],
      reset: () => {},
    });
    // The first sample of the turn's audio says which answer was spoken: 1 clearly, 2 with low confidence.
    const recognizer: StreamingRecognizer = {
      id: 'confidence-test-recognizer',
      start: () => {
        let marker = 0;
        return {
          write: (audio) => {
            if (marker === 0) marker = audio[0] ?? 0;
          },
          onPartial: () => {},
          finish: async () =>
            marker === 2
              ? { text: MUMBLED_ANSWER, confidence: 0.21 }
              : { text: CLEAR_ANSWER, confidence: 0.93 },
          cancel: () => {},
        };
      },
    };
    const voice: VoiceRuntime = {
      providers: { stt: null, recognizer, tts: null, vad: null, close: async () => {} },
      createSegmenter: async () => segmenter(),
    };
    t = await createTestApp(target, {}, { override: { voice } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves an answer heard with low confidence out of the score, says what to do, and paces on voiced time', async () => {
    const created = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/interviews',
        payload: { title: 'Data Analyst', difficulty: 'easy', duration: 5, jdText: JD },
      }),
    );
    const interviewId = created.json().interview.id as string;
    const call = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/call/web',
        payload: { assistantId: interviewId },
        headers: { host: new URL(baseUrl).host },
      }),
    );
    const client = await CallClient.open(call.json().webCallUrl);
    client.send(hello);
    await client.waitFor('call-ready');
    await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
    const speak = async (marker: number, askedBefore: number) => {
      const frame = new Int16Array(320);
      frame[0] = marker;
      client.socket.send(Buffer.from(frame.buffer));
      await client.waitFor(
        'transcript',
        (m) =>
          m.role === 'assistant' &&
          m.transcriptType === 'final' &&
          client.finalAssistantTurns().length > askedBefore,
      );
    };
    await speak(1, 1);
    await speak(2, 2);
    client.send({ type: 'end-call' });
    await client.waitFor('status-update', (m) => m.status === 'ended', 15_000);

    const stored = await t.database.db.select().from(callTurns).where(eq(callTurns.callId, call.json().id));
    const answers = stored.filter((turn) => turn.role === 'user');
    expect(answers.map((turn) => turn.confidence)).toEqual([
      expect.closeTo(0.93, 5),
      expect.closeTo(0.21, 5),
    ]);
    expect(answers[0]?.speechSegments).toHaveLength(2);
    // The answer starts where the candidate started speaking, not when the turn ended.
    expect(answers[0]?.startedAtMs).toBe(answers[0]!.speechSegments![0]!.startMs);

    const readReport = async () =>
      (
        await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interviewId}/report` }))
      ).json().report;
    await expect.poll(async () => (await readReport()).scoring.status, POLL).toBe('scored');
    const report = await readReport();
    const [clear, mumbled] = report.latest.scores;
    expect(clear).toMatchObject({ answer: CLEAR_ANSWER, status: 'scored' });
    expect(mumbled).toMatchObject({ answer: MUMBLED_ANSWER, status: 'unheard', score: 0 });
    expect(mumbled.feedback).toMatch(/could not be heard reliably/i);
    expect(report.latest.summary).toMatch(/could not be heard reliably/);
    expect(report.latest.summary).toMatch(/headset/);
    // Only the clear answer counts: the overall is its score alone (the mumbled one is not a zero pulling it down).
    expect(report.latest.overallScore).toBe(Math.round(clear.score * 10));
    // Pace on voiced time: 10 s of speech per answer, not the turn's wall time.
    const words = `${CLEAR_ANSWER} ${MUMBLED_ANSWER}`.split(/\s+/).length;
    expect(report.analytics.wordsPerMinute).toBeCloseTo(words / (20 / 60), 0);
  });
});
