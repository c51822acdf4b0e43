/**
 * Nothing the candidate says is lost, and what was misheard can be put right:
 *  - Stop pressed while an answer's turn is still open: the turn is ended, recognised, stored and scored;
 *  - recognition that stalls past its deadline keeps the answer's audio with the turn ("being transcribed"); scoring
 *    waits; after the call the audio is recognised, the text lands and the interview is scored on it;
 *  - a candidate corrects an answer after a practice interview: both texts are stored, the interview is re-scored
 *    on the correction; bad corrections change nothing;
 *  - in a first-round interview the recruiter sees both texts and the correction mark, and the score stays.
 * The recogniser is a stand-in that answers at once or stalls until released.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callTurns, interviewScores } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { isLowConfidence, type ReportTurn } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';
import {
  createPracticeInterview,
  DATA_ANALYST_JD,
  interviewReport,
  joinCall,
  startWebCall,
} from './interview-helpers';
import { dataAnalystPosting, newApplicant, publishJob } from './job-helpers';
import type { CallClient } from './support/call-client';
import type { SpeechSegmenter } from '../src/voice/session/speech-segmenter';
import type {
  InterviewVocabulary,
  StreamingRecognizer,
  RecognitionResult,
} from '../src/voice/recognition/recognition-stream';
import type { VoiceRuntime } from '../src/services/calls/call-service';
import { STT_DEFERRED_MESSAGE } from '../src/voice/session/speech-input';

const HEARD = 'I wrote the sequel that finds late in voices and put it on a tableau dash bored for finance.';
const CORRECTED =
  'I wrote the SQL that finds late invoices and put it on a Tableau dashboard for the finance team.';
const POLL = { timeout: 20_000, interval: 100 };
/** A frame starting with this sample ends the turn at once; with OPEN_TURN it only starts one (Stop must end it). */
const END_TURN = 4242;
const OPEN_TURN = 4343;
/** The answer's audio: recognisable samples, so the recogniser can be checked to get exactly this after the call. */
const ANSWER_AUDIO = Int16Array.from({ length: 16_000 }, (_, index) => (index * 37) % 2000);

/** Answers at once, or (stalling) only when released; records the audio each recognition was given. */
class StandInRecognizer implements StreamingRecognizer {
  readonly id = 'stand-in';
  stalling = false;
  result: RecognitionResult = { text: HEARD, confidence: 0.42 };
  readonly heard: Int16Array[] = [];
  /** The interview words each recognition was started with. */
  readonly vocabularies: (InterviewVocabulary | undefined)[] = [];
  private release: () => void = () => {};
  private released = Promise.resolve();

  stall(): void {
    this.stalling = true;
    this.released = new Promise((resolve) => (this.release = resolve));
  }

  answerNow(): void {
    this.stalling = false;
    this.release();
  }

  start(options: { vocabulary?: InterviewVocabulary }) {
    this.vocabularies.push(options.vocabulary);
    const pieces: number[] = [];
    return {
      write: (audio: Int16Array) => void pieces.push(...audio),
      onPartial: () => {},
      cancel: () => {},
      finish: ({ signal }: { signal: AbortSignal }): Promise<RecognitionResult> => {
        this.heard.push(Int16Array.from(pieces));
        if (!this.stalling) return Promise.resolve(this.result);
        return new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          void this.released.then(() => resolve(this.result));
        });
      },
    };
  }
}

interface Session {
  t: TestApp;
  baseUrl: string;
  recognizer: StandInRecognizer;
}

const newInterview = ({ t }: Session, who: TestUser): Promise<string> =>
  createPracticeInterview(t.app, who, { title: 'Data Analyst', jdText: DATA_ANALYST_JD });

const startCall = ({ t, baseUrl }: Session, who: TestUser, interviewId: string) =>
  startWebCall(t.app, baseUrl, who, interviewId);

function speak(client: CallClient, marker: number): void {
  const frame = new Int16Array(320);
  frame[0] = marker;
  client.socket.send(Buffer.from(frame.buffer));
}

const report = async ({ t }: Session, who: TestUser, interviewId: string) =>
  (await interviewReport(t.app, who, interviewId)) as {
    scoring: { status: string };
    latest: { scores: { answer: string }[] } | null;
    history: unknown[];
    transcript: ReportTurn[];
    corrections: { allowed: boolean; rescores: boolean };
  };

const scoringOf = async (session: Session, who: TestUser, interviewId: string) =>
  (await report(session, who, interviewId)).scoring.status;

const answerOf = async (session: Session, who: TestUser, interviewId: string) =>
  (await report(session, who, interviewId)).transcript.find((turn) => turn.role === 'user');

/** A call in which the candidate gives one spoken answer (the interviewer replies), then presses Stop. */
async function spokenInterview(session: Session, who: TestUser, interviewId: string) {
  const call = await startCall(session, who, interviewId);
  const client = await joinCall(call.webCallUrl);
  speak(client, END_TURN);
  await client.waitForAssistantTurns(2, 15_000);
  await client.endCall();
  return { call, client };
}

const correct = (session: Session, who: TestUser, interviewId: string, turnId: string, text: unknown) =>
  session.t.app.inject(
    as(who, {
      method: 'PUT',
      url: `/api/interviews/${interviewId}/turns/${turnId}`,
      payload: { text },
    }),
  );

describe.each(await testDatabaseTargets())('answers kept and corrected on $kind', (target) => {
  let session: Session;
  let candidate: TestUser;

  beforeAll(async () => {
    const recognizer = new StandInRecognizer();
    /** END_TURN ends a turn; OPEN_TURN starts one that only the end of the call (flush) ends. */
    const segmenter = (): SpeechSegmenter => {
      let open = false;
      /** The call time of the last frame: a turn the end of the call closes ends there, as the real segmenter's. */
      let lastAtMs = 0;
      return {
        push: async (frame, atMs) => {
          lastAtMs = atMs;
          if (frame[0] === END_TURN)
            return [{ type: 'end-of-turn', atMs, audio: ANSWER_AUDIO, silenceMs: 0 }];
          if (frame[0] === OPEN_TURN) {
            open = true;
            return [{ type: 'speech-start', atMs }];
          }
          return [];
        },
        flush: async () =>
          open ? [{ type: 'end-of-turn', atMs: lastAtMs, audio: ANSWER_AUDIO, silenceMs: 0 }] : [],
        reset: () => {},
      };
    };
    const voice: VoiceRuntime = {
      providers: { stt: null, recognizer, tts: null, vad: null, close: async () => {} },
      createSegmenter: async () => segmenter(),
    };
    const t = await createTestApp(target, {}, { override: { voice } });
    session = { t, baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }), recognizer };
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    session.recognizer.answerNow();
    await session.t.close();
  });

  it('Stop while an answer is still being spoken ends the turn, stores the answer and scores it', async () => {
    session.recognizer.result = { text: CORRECTED, confidence: 0.93 };
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    speak(client, OPEN_TURN);
    await client.waitFor('speech-update', (m) => m.role === 'user' && m.status === 'started');
    await client.endCall();
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
    const scored = await report(session, candidate, interviewId);
    expect(scored.transcript.at(-1)).toMatchObject({
      role: 'user',
      text: CORRECTED,
      source: 'voice',
      confidence: expect.closeTo(0.93, 5),
      transcription: null,
    });
    expect(scored.latest?.scores[0]?.answer).toBe(CORRECTED);
  });

  it('keeps an answer whose recognition stalls, waits to score, and scores it once recognised after the call', async () => {
    session.recognizer.result = { text: CORRECTED, confidence: 0.88 };
    session.recognizer.stall();
    const heardBefore = session.recognizer.heard.length;
    const interviewId = await newInterview(session, candidate);
    const { call, client } = await spokenInterview(session, candidate, interviewId);
    expect(client.messages).toContainEqual(
      expect.objectContaining({ type: 'error', errorType: 'stt-deferred', message: STT_DEFERRED_MESSAGE }),
    );
    expect(client.messages).toContainEqual(
      expect.objectContaining({ type: 'transcript', role: 'user', transcription: 'pending' }),
    );
    // The call is over; the answer waits with its audio, and so does scoring.
    await expect.poll(() => session.recognizer.heard.length, POLL).toBe(heardBefore + 2);
    const waiting = await report(session, candidate, interviewId);
    expect(waiting.scoring.status).toBe('pending');
    expect(waiting.latest).toBeNull();
    expect(waiting.transcript.find((turn) => turn.role === 'user')).toMatchObject({
      text: '',
      transcription: 'pending',
    });
    const [kept] = await session.t.database.db
      .select({ audio: callTurns.pendingAudio })
      .from(callTurns)
      .where(eq(callTurns.callId, call.id))
      .then((rows) => rows.filter((row) => row.audio));
    expect(kept?.audio?.byteLength).toBe(ANSWER_AUDIO.byteLength);
    // A correction must wait for the text.
    const pendingTurn = waiting.transcript.find((turn) => turn.role === 'user')!;
    expect((await correct(session, candidate, interviewId, pendingTurn.id, 'x')).statusCode).toBe(409);

    session.recognizer.answerNow();
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
    // The recogniser got the kept audio itself, sample for sample.
    expect(session.recognizer.heard.at(-1)).toEqual(ANSWER_AUDIO);
    // …with the interview's words, as during the call.
    const [during, after] = session.recognizer.vocabularies.slice(-2);
    expect(during?.words.length).toBeGreaterThan(0);
    expect(after).toEqual(during);
    const scored = await report(session, candidate, interviewId);
    expect(scored.transcript.find((turn) => turn.role === 'user')).toMatchObject({
      text: CORRECTED,
      transcription: null,
      confidence: expect.closeTo(0.88, 5),
    });
    expect(scored.latest?.scores[0]?.answer).toBe(CORRECTED);
    const freed = await session.t.database.db
      .select({ audio: callTurns.pendingAudio })
      .from(callTurns)
      .where(eq(callTurns.callId, call.id));
    expect(freed.every((row) => row.audio === null)).toBe(true);
  });

  it('stores a practice correction beside what was heard and re-scores the interview on it', async () => {
    session.recognizer.result = { text: HEARD, confidence: 0.42 };
    const interviewId = await newInterview(session, candidate);
    await spokenInterview(session, candidate, interviewId);
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
    const before = await report(session, candidate, interviewId);
    const answer = before.transcript.find((turn) => turn.role === 'user')!;
    expect(answer).toMatchObject({ text: HEARD, recognisedText: null, correctedAt: null });
    expect(isLowConfidence(answer.confidence)).toBe(true);
    expect(before.corrections).toEqual({ allowed: true, rescores: true });
    expect(before.latest?.scores[0]?.answer).toBe(HEARD);

    // Bad corrections are refused and change nothing.
    expect((await correct(session, candidate, interviewId, answer.id, '   ')).statusCode).toBe(400);
    expect((await correct(session, candidate, interviewId, answer.id, 'x'.repeat(10_001))).statusCode).toBe(
      400,
    );
    const question = before.transcript.find((turn) => turn.role === 'assistant')!;
    expect((await correct(session, candidate, interviewId, question.id, CORRECTED)).statusCode).toBe(400);
    const stranger = await signUpWithRole(session.t.app, 'candidate');
    expect((await correct(session, stranger, interviewId, answer.id, CORRECTED)).statusCode).toBe(404);
    expect((await answerOf(session, candidate, interviewId))?.text).toBe(HEARD);

    const corrected = await correct(session, candidate, interviewId, answer.id, CORRECTED);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({ rescoring: true });
    await expect
      .poll(async () => (await report(session, candidate, interviewId)).latest?.scores[0]?.answer, POLL)
      .toBe(CORRECTED);
    const after = await report(session, candidate, interviewId);
    expect(after.scoring.status).toBe('scored');
    expect(after.history).toHaveLength(2);
    expect(after.transcript.find((turn) => turn.role === 'user')).toMatchObject({
      text: CORRECTED,
      recognisedText: HEARD,
      correctedAt: expect.any(String),
    });
    // A second correction keeps what was heard, not the first correction.
    await correct(session, candidate, interviewId, answer.id, `${CORRECTED} Twice.`);
    expect(await answerOf(session, candidate, interviewId)).toMatchObject({
      text: `${CORRECTED} Twice.`,
      recognisedText: HEARD,
    });
  });

  it('shows a first-round correction and what was heard to the recruiter, and keeps the score', async () => {
    session.recognizer.result = { text: HEARD, confidence: 0.42 };
    const { t } = session;
    const recruiter = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, recruiter, 'Corrections Co');
    const jobId = await publishJob(t.app, recruiter, dataAnalystPosting('Corrections Co'));
    const { who: applicant, interviewId, applicationId } = await newApplicant(t.app, jobId);
    const { call } = await spokenInterview(session, applicant, interviewId);
    await expect.poll(() => scoringOf(session, applicant, interviewId), POLL).toBe('scored');
    const before = await report(session, applicant, interviewId);
    expect(before.corrections).toEqual({ allowed: true, rescores: false });
    const answer = before.transcript.find((turn) => turn.role === 'user')!;

    const corrected = await correct(session, applicant, interviewId, answer.id, CORRECTED);
    expect(corrected.json()).toEqual({ rescoring: false });
    const seen = await t.app.inject(
      as(recruiter, { method: 'GET', url: `/api/recruiter/applications/${applicationId}` }),
    );
    expect(seen.statusCode).toBe(200);
    const recruiterAnswer = (seen.json().report.transcript as ReportTurn[]).find(
      (turn) => turn.role === 'user',
    );
    expect(recruiterAnswer).toMatchObject({
      text: CORRECTED,
      recognisedText: HEARD,
      correctedAt: expect.any(String),
    });
    expect(seen.json().report.corrections.allowed).toBe(false);
    // The score the recruiter ranks by is the one made on what was heard at the end of the call.
    const scores = await t.database.db
      .select({ result: interviewScores.result })
      .from(interviewScores)
      .where(eq(interviewScores.callId, call.id));
    expect(scores).toHaveLength(1);
    expect(scores[0]?.result.scores[0]?.answer).toBe(HEARD);
  });
});
