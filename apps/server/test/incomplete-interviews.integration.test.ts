/**
 * Interviews that ended early are "incomplete": the candidate's list and the recruiter's applicants mark them and
 * keep them apart from complete ones (never ranked with finished interviews); a recruiter can allow a retake of a
 * first-round interview, after which the candidate starts again and only the new attempt counts; a candidate can
 * delete an incomplete practice interview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';
import {
  createPracticeInterview,
  DATA_ANALYST_ANSWER,
  interviewReport,
  joinCall,
  startWebCall,
} from './interview-helpers';
import { dataAnalystPosting, newApplicant, publishJob } from './job-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { builtInScorer, type Scorer } from '../src/services/scoring/score-service';

const ANSWER = DATA_ANALYST_ANSWER;
const JD = 'Data Analyst. Build revenue dashboards in Tableau and write SQL. 2 years with SQL and Excel.';
const POLL = { timeout: 20_000, interval: 100 };

describe.each(await testDatabaseTargets())('incomplete interviews and retakes on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Starts a call, answers `answers` questions (typed), then presses Stop. */
  async function takeInterview(who: TestUser, interviewId: string, answers: number) {
    const started = await startWebCall(t.app, baseUrl, who, interviewId);
    const client = await joinCall(started.webCallUrl);
    for (let answered = 0; answered < answers; answered += 1) {
      client.answerTyped(ANSWER);
      await client.waitForAssistantTurns(answered + 2);
    }
    await client.endCall();
    const report = () => interviewReport(t.app, who, interviewId);
    await expect.poll(async () => (await report()).scoring.status, POLL).toMatch(/scored|incomplete/);
    return { callId: started.id, report: await report() };
  }

  it('marks a practice interview stopped after one answer incomplete in the list, and lets the candidate delete it', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Data Analyst',
      jdText: JD,
    });
    const { report } = await takeInterview(candidate, interviewId, 1);
    expect(report.latest).toMatchObject({ incomplete: true, answeredQuestions: 1 });

    const list = async () =>
      (await t.app.inject(as(candidate, { method: 'GET', url: '/api/interviews' }))).json().interviews as {
        id: string;
        incomplete: boolean;
        overallScore: number | null;
      }[];
    // One answer is too little to judge: the report shows "Not scored", and so does the list (no number).
    expect(report.latest.insufficientData).toBe(true);
    expect((await list()).find((entry) => entry.id === interviewId)).toMatchObject({
      incomplete: true,
      overallScore: null,
    });

    const deleted = await t.app.inject(
      as(candidate, { method: 'DELETE', url: `/api/interviews/${interviewId}` }),
    );
    expect(deleted.statusCode).toBe(204);
    expect((await list()).some((entry) => entry.id === interviewId)).toBe(false);
  });

  it('resumes an incomplete practice interview where it stopped: the earlier answers stay and count', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Data Analyst',
      jdText: JD,
    });
    await takeInterview(candidate, interviewId, 1);

    const started = await startWebCall(t.app, baseUrl, candidate, interviewId);
    const client = await CallClient.open(started.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    expect(ready.resumed).toBe(true);
    // The earlier call's answer is in the transcript the candidate sees.
    expect(ready.transcript.some((m) => m.role === 'user' && m.transcript === ANSWER)).toBe(true);
    const welcome = await client.waitFor(
      'transcript',
      (m) => m.role === 'assistant' && m.transcriptType === 'final' && /Welcome back/.test(m.transcript),
    );
    expect(welcome.transcript).toMatch(/continue where we left off/);
    await client.endCall();
    const report = () => interviewReport(t.app, candidate, interviewId);
    await expect.poll(async () => (await report()).history.length, POLL).toBe(2);
    // Scored from both calls: the first call's answer is still there, and no question was asked twice from scratch.
    const latest = (await report()).latest;
    expect(latest.scores[0].answer).toBe(ANSWER);
  });

  it('keeps an incomplete first-round interview out of the ranking; a retake lets the candidate start again and only the new attempt counts', async () => {
    const recruiter = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, recruiter, 'Retake Co');
    const jobId = await publishJob(t.app, recruiter, dataAnalystPosting('Retake Co'));
    const early = await newApplicant(t.app, jobId);
    const finished = await newApplicant(t.app, jobId);

    // Before the interview is taken there is nothing to retake.
    const tooSoon = await t.app.inject(
      as(recruiter, { method: 'POST', url: `/api/recruiter/applications/${early.applicationId}/retake` }),
    );
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toMatch(/has not taken this interview yet/);

    const first = await takeInterview(early.who, early.interviewId, 1);
    expect(first.report.latest.incomplete).toBe(true);
    // A first round is taken once: the candidate is told the recruiter may allow a retake, never to resume.
    expect(first.report.latest.summary).toMatch(/the recruiter may allow a retake/);
    expect(first.report.latest.summary).not.toMatch(/resume|start again|try again/i);
    await takeInterview(finished.who, finished.interviewId, 3);

    const applicants = async () =>
      (
        await t.app.inject(as(recruiter, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/applications` }))
      ).json().applications as {
        id: string;
        incomplete: boolean;
        rank: number | null;
        overallScore: number | null;
      }[];
    const listed = await applicants();
    const earlyRow = listed.find((row) => row.id === early.applicationId)!;
    const finishedRow = listed.find((row) => row.id === finished.applicationId)!;
    expect(earlyRow).toMatchObject({ incomplete: true, rank: null });
    expect(finishedRow).toMatchObject({ incomplete: false, rank: 1 });
    expect(listed.indexOf(finishedRow)).toBeLessThan(listed.indexOf(earlyRow));

    // The first attempt is done: the candidate cannot start it again on their own.
    const refused = await t.app.inject(
      as(early.who, {
        method: 'POST',
        url: '/api/call/web',
        payload: { assistantId: early.interviewId },
        headers: { host: new URL(baseUrl).host },
      }),
    );
    expect(refused.statusCode).toBe(409);

    // A candidate (or anyone outside the organisation) cannot allow a retake.
    const byCandidate = await t.app.inject(
      as(early.who, { method: 'POST', url: `/api/recruiter/applications/${early.applicationId}/retake` }),
    );
    expect(byCandidate.statusCode).toBe(403);

    const retake = await t.app.inject(
      as(recruiter, { method: 'POST', url: `/api/recruiter/applications/${early.applicationId}/retake` }),
    );
    expect(retake.statusCode).toBe(200);
    expect(retake.json().applicant).toMatchObject({
      interviewStatus: 'created',
      overallScore: null,
      incomplete: false,
      rank: null,
    });
    const detail = (
      await t.app.inject(
        as(recruiter, { method: 'GET', url: `/api/recruiter/applications/${early.applicationId}` }),
      )
    ).json();
    // The earlier attempt stays in the history, but no result is shown until the new attempt is scored.
    expect(detail.report.latest).toBeNull();
    expect(detail.report.history).toHaveLength(1);
    expect(detail.report.scoring.status).toBe('not-requested');
    expect(detail.report.transcript).toEqual([]);

    const second = await takeInterview(early.who, early.interviewId, 3);
    expect(second.report.scoring).toMatchObject({ status: 'scored', callId: second.callId });
    expect(second.report.history).toHaveLength(2);
    // Only the new attempt's answers are scored: the three given in it, none of the first attempt's repeated (a
    // follow-up's answer joins its question's).
    const answered = (second.report.latest.scores as { answer: string }[])
      .map((entry) => entry.answer)
      .join(' ');
    expect(answered.split(ANSWER).length - 1).toBe(3);
    const after = (await applicants()).find((row) => row.id === early.applicationId)!;
    expect(after.overallScore).toBe(second.report.latest.overallScore);
    expect(after.rank).not.toBeNull();
  });
});

describe.each(await testDatabaseTargets())('taking a practice interview again on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  /** While set, scoring waits for it: a call's scoring is still under way. */
  let held: Promise<void> | null = null;
  const heldScorer: Scorer = {
    async score(input, log) {
      if (held) await held;
      return builtInScorer.score(input, log);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(target, {}, { override: { scorer: heldScorer } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Starts (or resumes) a call; the call-ready message and the interviewer's first words. */
  async function openCall(who: TestUser, interviewId: string) {
    const started = await startWebCall(t.app, baseUrl, who, interviewId);
    const client = await CallClient.open(started.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    const opening = await client.waitForAssistantTurns(1);
    return { client, ready, opening: opening.transcript };
  }

  async function answer(client: CallClient, times: number) {
    for (let answered = 0; answered < times; answered += 1) {
      const before = client.finalAssistantTurns().length;
      client.answerTyped(ANSWER);
      await client.waitForAssistantTurns(before + 1);
    }
  }

  it('resumes, without greeting afresh, when the call before is still being scored', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Data Analyst',
      jdText: JD,
    });
    const first = await openCall(candidate, interviewId);
    await answer(first.client, 1);
    await first.client.endCall();
    const report = () => interviewReport(t.app, candidate, interviewId);
    await expect.poll(async () => (await report()).latest?.incomplete, POLL).toBe(true);

    // The second call answers the next question; its scoring is held.
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    try {
      const second = await openCall(candidate, interviewId);
      expect(second.ready.resumed).toBe(true);
      await answer(second.client, 1);
      await second.client.endCall();
      expect((await report()).scoring.status).toBe('pending');

      // Started again before that scoring ends: the interview goes on from both calls, not from the greeting.
      const third = await openCall(candidate, interviewId);
      expect(third.ready.resumed).toBe(true);
      expect(third.opening).toMatch(/^Welcome back/);
      expect(third.ready.transcript.filter((m) => m.role === 'user')).toHaveLength(2);
      await third.client.endCall();
    } finally {
      release();
      held = null;
    }
    await expect.poll(async () => (await report()).scoring.status, POLL).toMatch(/scored|incomplete/);
  });

  it('takes a complete interview again as a new attempt: greeted afresh, and only the new answers are scored', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Data Analyst',
      jdText: JD,
    });
    const first = await openCall(candidate, interviewId);
    await answer(first.client, 3);
    await first.client.endCall();
    const report = () => interviewReport(t.app, candidate, interviewId);
    await expect.poll(async () => (await report()).latest?.incomplete, POLL).toBe(false);

    const again = await openCall(candidate, interviewId);
    expect(again.ready.resumed).toBe(false);
    expect(again.ready.transcript).toEqual([]);
    expect(again.opening).toMatch(/^Hello/);
    await answer(again.client, 1);
    await again.client.endCall();
    await expect.poll(async () => (await report()).history.length, POLL).toBe(2);
    const latest = (await report()).latest;
    expect(latest.incomplete).toBe(true);
    const answered = (latest.scores as { answer: string }[]).map((entry) => entry.answer).join(' ');
    expect(answered.split(ANSWER).length - 1).toBe(1);
  });
});
