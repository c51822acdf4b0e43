/**
 * One scoring path: every call end — Stop, the time limit, the interviewer closing — of a practice or a first-round
 * interview is scored on the server without the browser asking; a call without answers is marked incomplete; a
 * Stop right after a spoken answer keeps that answer for scoring; a server stopped with a call pending scores it
 * when it starts again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callTurns, calls, interviewScores, type DatabaseConnection } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import {
  createPracticeInterview,
  DATA_ANALYST_ANSWER,
  DATA_ANALYST_JD,
  interviewReport,
  joinCall,
  startWebCall,
} from './interview-helpers';
import { createOrganization } from './org-helpers';
import { dataAnalystPosting, newApplicant, publishJob } from './job-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { builtInScorer, type Scorer } from '../src/services/scoring/score-service';
import { SCORING_MAX_ATTEMPTS } from '../src/services/scoring/call-scoring';
import type { SpeechSegmenter } from '../src/voice/session/speech-segmenter';
import { createDbTurnStore, type VoiceRuntime } from '../src/services/calls/call-service';

const JD = DATA_ANALYST_JD;
const ANSWER = DATA_ANALYST_ANSWER;
const SPOKEN_ANSWER =
  'I wrote the SQL that finds late invoices and put it on a Tableau dashboard for the finance team.';
const POLL = { timeout: 20_000, interval: 100 };

interface Session {
  t: TestApp;
  baseUrl: string;
}

async function newInterview({ t }: Session, who: TestUser): Promise<string> {
  return createPracticeInterview(t.app, who, { title: 'Data Analyst', jdText: JD });
}

const startCall = ({ t, baseUrl }: Session, who: TestUser, interviewId: string) =>
  startWebCall(t.app, baseUrl, who, interviewId);

const report = ({ t }: Session, who: TestUser, interviewId: string) =>
  interviewReport(t.app, who, interviewId);

const scoringOf = async (session: Session, who: TestUser, interviewId: string) =>
  (await report(session, who, interviewId)).scoring.status as string;

describe.each(await testDatabaseTargets())('scoring at every call end on $kind', (target) => {
  let session: Session;
  let candidate: TestUser;

  beforeAll(async () => {
    const t = await createTestApp(target);
    session = { t, baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await session.t.close();
  });

  it('scores a practice interview the candidate stops, without the browser asking', async () => {
    const interviewId = await newInterview(session, candidate);
    expect((await report(session, candidate, interviewId)).scoring).toEqual({
      status: 'not-requested',
      callId: null,
      message: null,
    });
    const call = await startCall(session, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    client.answerTyped(ANSWER);
    await client.waitForAssistantTurns(2);
    expect(await client.endCall()).toBe('customer-ended-call');
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
    const scored = await report(session, candidate, interviewId);
    expect(scored.scoring).toMatchObject({ status: 'scored', callId: call.id, message: null });
    expect(scored.latest.scores[0].answer).toBe(ANSWER);
    expect(scored.status).toBe('scored');
  });

  it('scores a practice interview ended by the time limit', async () => {
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    // The first question was asked and answered, and the second asked, before (stored turns); the call is resumed
    // with two seconds left and nobody answers, so the limit ends it. (Right after an answer the interviewer would
    // close the interview itself in time, which the next test covers.)
    const turns = createDbTurnStore(session.t.database.db);
    await turns.append(
      call.id,
      {
        id: 'asked-1',
        role: 'assistant',
        text: 'Tell me about yourself.',
        startedAtMs: 0,
        endedAtMs: 1_000,
        source: 'interviewer',
        questionIndex: 0,
        timings: null,
      },
      1,
    );
    await turns.append(
      call.id,
      {
        id: 'answered-1',
        role: 'user',
        text: ANSWER,
        startedAtMs: 1_500,
        endedAtMs: 9_000,
        source: 'typed',
        questionIndex: null,
        timings: null,
      },
      9,
    );
    // The next question was asked too, so the resumed call asks it again (it would reply to an answer left without
    // one) and waits for an answer that does not come.
    await turns.append(
      call.id,
      {
        id: 'asked-2',
        role: 'assistant',
        text: 'What is a recent analysis you are proud of?',
        startedAtMs: 9_500,
        endedAtMs: 10_000,
        source: 'interviewer',
        questionIndex: 1,
        timings: null,
      },
      9,
    );
    await session.t.database.db
      .update(calls)
      .set({ durationLimitSeconds: 11, voiceSeconds: 9 })
      .where(eq(calls.id, call.id));
    const client = await joinCall(call.webCallUrl);
    expect(await client.waitForEnd()).toBe('exceeded-max-duration');
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
  });

  it('scores a practice interview the interviewer closes', async () => {
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    for (let turn = 0; turn < 15; turn += 1) {
      if (client.messages.some((m) => m.type === 'status-update' && m.status === 'ended')) break;
      const before = client.finalAssistantTurns().length;
      client.answerTyped(ANSWER);
      await client
        .waitFor(
          'transcript',
          (m) =>
            m.role === 'assistant' &&
            m.transcriptType === 'final' &&
            client.finalAssistantTurns().length > before,
        )
        .catch(() => null);
    }
    expect(await client.waitForEnd()).toBe('assistant-ended-call');
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
  });

  it('scores a first-round interview the candidate stops', async () => {
    const recruiter = await signUpWithRole(session.t.app, 'recruiter');
    await createOrganization(session.t.app, recruiter, 'Scoring Co');
    const jobId = await publishJob(session.t.app, recruiter, dataAnalystPosting('Scoring Co'));
    const { who: applicant, interviewId } = await newApplicant(session.t.app, jobId);
    const call = await startCall(session, applicant, interviewId);
    const client = await joinCall(call.webCallUrl);
    client.answerTyped(ANSWER);
    await client.waitForAssistantTurns(2);
    await client.endCall();
    await expect.poll(() => scoringOf(session, applicant, interviewId), POLL).toBe('scored');
    const stored = await session.t.database.db
      .select()
      .from(interviewScores)
      .where(eq(interviewScores.callId, call.id));
    expect(stored).toHaveLength(1);
  });

  it('marks a call that ended before anything was asked incomplete, with the reason', async () => {
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    const client = await CallClient.open(call.webCallUrl);
    client.send(hello);
    await client.waitFor('call-ready');
    // Before the greeting: there is no question and no answer to score.
    await client.endCall();
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('incomplete');
    const { scoring, latest } = await report(session, candidate, interviewId);
    expect(scoring.message).toMatch(/no answers/);
    expect(latest).toBeNull();
  });
});

/** An ended call with a question and an answer, its scoring pending (as the call's end leaves it). */
async function pendingCall(t: TestApp, candidate: TestUser, interviewId: string): Promise<string> {
  const [call] = await t.database.db
    .insert(calls)
    .values({
      userId: candidate.id,
      interviewId,
      request: {},
      sttProvider: 'browser',
      ttsProvider: 'speech-synthesis',
      ttsVoice: 'default',
      durationLimitSeconds: 300,
      status: 'ended',
      endedAt: new Date(),
      scoringStatus: 'pending',
    })
    .returning();
  await t.database.db.insert(callTurns).values([
    {
      id: `${call!.id}-0`,
      callId: call!.id,
      sequence: 0,
      role: 'assistant',
      text: 'Tell me about yourself.',
      source: 'interviewer',
      questionIndex: 0,
      startedAtMs: 0,
      endedAtMs: 1000,
    },
    {
      id: `${call!.id}-1`,
      callId: call!.id,
      sequence: 1,
      role: 'user',
      text: ANSWER,
      source: 'typed',
      questionIndex: null,
      startedAtMs: 2000,
      endedAtMs: 6000,
    },
  ]);
  return call!.id;
}

const NO_WAIT = { baseDelayMs: 0, maxDelayMs: 0 };

describe.each(await testDatabaseTargets())('a scoring that keeps failing on $kind', (target) => {
  let t: TestApp;
  const failures: number[] = [];
  let down = true;
  beforeAll(async () => {
    const failing: Scorer = {
      score: async (input, log) => {
        if (!down) return builtInScorer.score(input, log);
        failures.push(Date.now());
        throw new Error('scorer down');
      },
    };
    t = await createTestApp(target, {}, { override: { scorer: failing }, jobRetry: NO_WAIT });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is tried again, then marked failed with the message the candidate sees', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await newInterview({ t, baseUrl: '' }, candidate);
    const callId = await pendingCall(t, candidate, interviewId);
    await t.deps.jobs.enqueue('score-call', { callId });
    await expect.poll(() => scoringOf({ t, baseUrl: '' }, candidate, interviewId), POLL).toBe('failed');
    expect(failures).toHaveLength(SCORING_MAX_ATTEMPTS);
    const { scoring } = await report({ t, baseUrl: '' }, candidate, interviewId);
    expect(scoring.message).toBe('Scoring failed. Please try again.');
    // The scorer is back and the candidate scores it by hand: the state reads scored.
    down = false;
    const again = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/interviews/${interviewId}/score` }),
    );
    expect(again.statusCode).toBe(201);
    expect(await scoringOf({ t, baseUrl: '' }, candidate, interviewId)).toBe('scored');
  });
});

describe.each(await testDatabaseTargets())('a scoring that fails once on $kind', (target) => {
  let t: TestApp;
  let calls_ = 0;
  beforeAll(async () => {
    const flaky: Scorer = {
      score: async (input, log) => {
        calls_ += 1;
        if (calls_ === 1) throw new Error('scorer briefly down');
        return builtInScorer.score(input, log);
      },
    };
    t = await createTestApp(target, {}, { override: { scorer: flaky }, jobRetry: NO_WAIT });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is retried by the queue and stores one result', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await newInterview({ t, baseUrl: '' }, candidate);
    const callId = await pendingCall(t, candidate, interviewId);
    expect(await scoringOf({ t, baseUrl: '' }, candidate, interviewId)).toBe('pending');
    await t.deps.jobs.enqueue('score-call', { callId });
    await expect.poll(() => scoringOf({ t, baseUrl: '' }, candidate, interviewId), POLL).toBe('scored');
    // Asking again (a duplicate job, a sweep) changes nothing: the call is no longer pending.
    await t.deps.jobs.enqueue('score-call', { callId });
    const callRow = async () => (await t.database.db.select().from(calls).where(eq(calls.id, callId)))[0];
    await expect.poll(async () => (await callRow())?.scoringAttempts, POLL).toBe(2);
    const stored = await t.database.db
      .select()
      .from(interviewScores)
      .where(eq(interviewScores.callId, callId));
    expect(stored).toHaveLength(1);
    expect(calls_).toBe(2);
  });
});

describe.each(await testDatabaseTargets())('scoring when the server stops and starts on $kind', (target) => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await target.connect();
  });
  afterAll(async () => {
    await database.close();
  });

  it('scores a call whose server stopped mid-scoring once, on the next server', async () => {
    // The first server's scorer answers only when the test lets it: it stops while the job runs.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstScorings = 0;
    const stuck: Scorer = {
      score: async (input, log) => {
        firstScorings += 1;
        await released;
        return builtInScorer.score(input, log);
      },
    };
    // The first server's transactions are counted, to know when its cut-short scoring tried to store a result.
    let firstTransactions = 0;
    const watchedDb = Object.create(database.db) as typeof database.db;
    watchedDb.transaction = (async (...args: Parameters<typeof database.db.transaction>) => {
      try {
        return await database.db.transaction(...args);
      } finally {
        firstTransactions += 1;
      }
    }) as typeof database.db.transaction;
    const first = await createTestApp(
      target,
      {},
      { database: { ...database, db: watchedDb }, override: { scorer: stuck } },
    );
    const session = { t: first, baseUrl: await first.app.listen({ port: 0, host: '127.0.0.1' }) };
    const candidate = await signUpWithRole(first.app, 'candidate');
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    client.answerTyped(ANSWER);
    await client.waitForAssistantTurns(2);
    await client.endCall();
    const callRow = async () => (await database.db.select().from(calls).where(eq(calls.id, call.id)))[0];
    await expect.poll(() => firstScorings, POLL).toBe(1);
    expect((await callRow())?.scoringAttempts).toBe(1);
    await first.close();
    expect(await callRow()).toMatchObject({ status: 'ended', scoringStatus: 'pending' });

    const second = await createTestApp(target, {}, { database });
    try {
      const restarted = { t: second, baseUrl: '' };
      await expect.poll(() => scoringOf(restarted, candidate, interviewId), POLL).toBe('scored');
      expect(await callRow()).toMatchObject({ scoringStatus: 'scored', scoringAttempts: 2 });
      // The first server's scoring, cut short but still running, finishes now: it stores nothing.
      const before = firstTransactions;
      release();
      await expect.poll(() => firstTransactions, POLL).toBeGreaterThan(before);
      const stored = await database.db
        .select()
        .from(interviewScores)
        .where(eq(interviewScores.callId, call.id));
      expect(stored).toHaveLength(1);
    } finally {
      release();
      await second.close();
    }
  });
});

describe.each(await testDatabaseTargets())('Stop right after a spoken answer on $kind', (target) => {
  let session: Session;
  let candidate: TestUser;

  beforeAll(async () => {
    /** Ends a turn when a frame starts with the marker sample; the recogniser takes its time. */
    const segmenter = (): SpeechSegmenter => ({
      push: async (frame, atMs) =>
        frame[0] === 4242 ? [{ type: 'end-of-turn', atMs, audio: new Int16Array(16_000), silenceMs: 0 }] : [],
      reset: () => {},
    });
    const voice: VoiceRuntime = {
      providers: {
        stt: {
          id: 'slow-test-stt',
          transcribe: () => new Promise((resolve) => setTimeout(() => resolve(SPOKEN_ANSWER), 800)),
        },
        tts: null,
        vad: null,
        close: async () => {},
      },
      createSegmenter: async () => segmenter(),
    };
    const t = await createTestApp(target, {}, { override: { voice } });
    session = { t, baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await session.t.close();
  });

  it('stores the answer being recognised when Stop comes, then scores it', async () => {
    const interviewId = await newInterview(session, candidate);
    const call = await startCall(session, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    const frame = new Int16Array(320);
    frame[0] = 4242;
    client.socket.send(Buffer.from(frame.buffer));
    await client.endCall();
    await expect.poll(() => scoringOf(session, candidate, interviewId), POLL).toBe('scored');
    const scored = await report(session, candidate, interviewId);
    expect(scored.transcript.at(-1)).toMatchObject({ role: 'user', text: SPOKEN_ANSWER, source: 'voice' });
    expect(scored.latest.scores[0].answer).toBe(SPOKEN_ANSWER);
  });
});
