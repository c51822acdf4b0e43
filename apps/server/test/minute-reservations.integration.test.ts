/**
 * H5: minutes are reserved atomically when a call is created and released when it ends. Six calls created at once
 * on Free (300 s) each used to get the full 300 s; a user refused with 402 could post a 60-minute first-round job
 * in a company of their own, apply with another account and get an unmetered 3600 s call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { calls } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createPracticeInterview } from './interview-helpers';
import { createOrganization } from './org-helpers';
import { applyToJob, firstRoundPosting, publishJob } from './job-helpers';
import { COMPANY_MINUTES_EXHAUSTED_MESSAGE } from '../src/services/billing/minute-reservations';

const JD = 'Backend Engineer. Responsibilities: build APIs in Node.js and own PostgreSQL performance.';

describe.each(await testDatabaseTargets())('minute reservations on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  async function practiceInterview(who: TestUser, duration: number): Promise<string> {
    return createPracticeInterview(t.app, who, { title: 'Backend Engineer', duration, jdText: JD });
  }
  const createCall = (who: TestUser, interviewId: string) =>
    t.app.inject(as(who, { method: 'POST', url: '/api/call/web', payload: { assistantId: interviewId } }));
  const limitsOf = async (ids: string[]) =>
    (await t.database.db.select().from(calls).where(inArray(calls.id, ids))).map(
      (row) => row.durationLimitSeconds,
    );

  it('six calls created at once share the Free plan’s 300 s instead of each getting all of it', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const interviewId = await practiceInterview(who, 10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createCall(who, interviewId)));
    expect(answers.every((answer) => [201, 402].includes(answer.statusCode))).toBe(true);
    // Each new call replaces the ones nobody joined yet: one call can still run, and it holds the 300 s.
    const rows = await t.database.db.select().from(calls).where(eq(calls.userId, who.id));
    const runnable = rows.filter((row) => row.status !== 'ended');
    expect(runnable).toHaveLength(1);
    expect(runnable[0]!.durationLimitSeconds).toBe(300);
    expect(rows.filter((row) => row.status === 'ended').every((row) => row.voiceSeconds === 0)).toBe(true);
  });

  it('holds a running call’s minutes, and releases what it did not use when it ends', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const interviewId = await practiceInterview(who, 10);
    const first = await createCall(who, interviewId);
    expect(first.statusCode).toBe(201);
    await t.database.db
      .update(calls)
      .set({ status: 'in-progress', startedAt: new Date() })
      .where(eq(calls.id, first.json().id));
    // Another interview (the running call of the same interview would be rejoined, not doubled).
    const refused = await createCall(who, await practiceInterview(who, 10));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/no interview minutes left/);
    await t.database.db
      .update(calls)
      .set({ status: 'ended', voiceSeconds: 100, endedAt: new Date() })
      .where(eq(calls.id, first.json().id));
    const second = await createCall(who, interviewId);
    expect(second.statusCode).toBe(201);
    expect(await limitsOf([second.json().id])).toEqual([200]);
  });

  it('counts first-round minutes against the company: a refused user gets no unmetered call from their own job', async () => {
    // The same person with two accounts: a candidate out of minutes and a recruiter on Free.
    const candidate = await signUpWithRole(t.app, 'candidate');
    const practice = await practiceInterview(candidate, 5);
    const used = await createCall(candidate, practice);
    await t.database.db
      .update(calls)
      .set({ status: 'ended', voiceSeconds: 300, endedAt: new Date() })
      .where(eq(calls.id, used.json().id));
    expect((await createCall(candidate, practice)).statusCode).toBe(402);

    const recruiter = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, recruiter, 'Self Hire');
    const jobId = await publishJob(
      t.app,
      recruiter,
      firstRoundPosting({
        company: 'Self Hire',
        location: 'Remote',
        remote: 'remote',
        description:
          'Build payment services in TypeScript and Node.js on PostgreSQL. You will own APIs end to end.',
        requirements: '3+ years with PostgreSQL',
        firstRoundDurationMinutes: 60,
      }),
    );
    const apply = async (who: TestUser) => (await applyToJob(t.app, who, jobId)).interviewId;

    const call = await createCall(candidate, await apply(candidate));
    expect(call.statusCode, call.body).toBe(201);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, call.json().id));
    expect(row).toMatchObject({ durationLimitSeconds: 300, limitReason: 'quota' });

    // The company's 300 s are held by that call while it runs: a second applicant is refused, and the owner's
    // usage shows the voice time.
    await t.database.db
      .update(calls)
      .set({ status: 'in-progress', startedAt: new Date() })
      .where(eq(calls.id, call.json().id));
    const other = await signUpWithRole(t.app, 'candidate');
    const refused = await createCall(other, await apply(other));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(COMPANY_MINUTES_EXHAUSTED_MESSAGE);
    await t.database.db.update(calls).set({ voiceSeconds: 120 }).where(eq(calls.id, call.json().id));
    const overview = (await t.app.inject(as(recruiter, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview.usage.usedSeconds).toBe(120);
  });

  it('the job pages say how long a first-round interview can run on the company’s minutes, as its call gets', async () => {
    const recruiter = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, recruiter, 'Short Minutes');
    const posting = (minutes: number) =>
      firstRoundPosting({ company: 'Short Minutes', firstRoundDurationMinutes: minutes });
    const longJob = await publishJob(t.app, recruiter, posting(15));
    const shortJob = await publishJob(t.app, recruiter, posting(5));
    const lengthOf = async (jobId: string) => {
      const recruiterView = (
        await t.app.inject(as(recruiter, { method: 'GET', url: `/api/recruiter/jobs/${jobId}` }))
      ).json();
      const publicView = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json();
      expect(publicView.firstRoundLength).toEqual(recruiterView.firstRoundLength);
      return recruiterView.firstRoundLength;
    };

    // Free: 300 s. The 5-minute job fits; the 15-minute one is cut to the 300 s its call would get.
    expect(await lengthOf(shortJob)).toEqual({ kind: 'full', jobMinutes: 5 });
    expect(await lengthOf(longJob)).toEqual({
      kind: 'cut-to-company-minutes',
      jobMinutes: 15,
      callSeconds: 300,
      callMinutes: 5,
    });

    // An applicant's call gets exactly that limit; once it has used 130 s, 170 s are left for the next one.
    const candidate = await signUpWithRole(t.app, 'candidate');
    const call = await createCall(candidate, (await applyToJob(t.app, candidate, longJob)).interviewId);
    expect(call.statusCode, call.body).toBe(201);
    expect(await limitsOf([call.json().id])).toEqual([300]);
    await t.database.db
      .update(calls)
      .set({ status: 'ended', voiceSeconds: 130, endedAt: new Date() })
      .where(eq(calls.id, call.json().id));
    expect(await lengthOf(shortJob)).toEqual({
      kind: 'cut-to-company-minutes',
      jobMinutes: 5,
      callSeconds: 170,
      callMinutes: 2,
    });

    // All used: no interview can start.
    await t.database.db.update(calls).set({ voiceSeconds: 300 }).where(eq(calls.id, call.json().id));
    expect(await lengthOf(longJob)).toEqual({ kind: 'no-company-minutes', jobMinutes: 15 });
  });
});
