/**
 * Audit H12: a NUL or a lone surrogate in a title, a profile or a job search gave 500 (PostgreSQL cannot store
 * either); a typed answer containing NUL was dropped mid-call. Now the text is cleaned (NUL removed, a lone
 * surrogate replaced by U+FFFD) and saved, on both databases, and the answer is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callTurns, interviews } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { joinCall, startWebCall } from './interview-helpers';
import { as, signUpWithRole, type TestUser } from './auth-helpers';

const JD = 'Data Analyst. SQL, dashboards and clear written summaries for product teams.';

describe.each(await testDatabaseTargets())('unstorable characters on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;

  beforeAll(async () => {
    t = await createTestApp(target);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  const createInterview = (title: string) =>
    t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/interviews',
        payload: { title, difficulty: 'easy', duration: 5, jdText: JD },
      }),
    );

  it('saves an interview title with NUL or a lone surrogate, cleaned', async () => {
    const withNul = await createInterview('Data\u0000 Analyst');
    expect(withNul.statusCode).toBe(201);
    expect(withNul.json().interview.title).toBe('Data Analyst');
    const withSurrogate = await createInterview('Data Analyst \uD83D');
    expect(withSurrogate.statusCode).toBe(201);
    expect(withSurrogate.json().interview.title).toBe('Data Analyst \uFFFD');
    const [row] = await t.database.db
      .select({ title: interviews.title })
      .from(interviews)
      .where(eq(interviews.id, withSurrogate.json().interview.id));
    expect(row?.title).toBe('Data Analyst \uFFFD');
  });

  it('saves a profile with NUL and lone surrogates, cleaned', async () => {
    const response = await t.app.inject(
      as(candidate, {
        method: 'PUT',
        url: '/api/candidate/profile',
        payload: {
          fullName: 'Ana\u0000 Diaz',
          headline: 'Backend \uDE00Engineer',
          email: 'ana@example.com',
          phone: '',
          location: 'Madrid',
          summary: 'Builds payment services.\u0000',
          skills: ['Post\u0000greSQL'],
          experience: [],
          education: [],
          links: [],
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { profile } = (
      await t.app.inject(as(candidate, { method: 'GET', url: '/api/candidate/profile' }))
    ).json();
    expect(profile).toMatchObject({
      fullName: 'Ana Diaz',
      headline: 'Backend \uFFFDEngineer',
      skills: ['PostgreSQL'],
    });
  });

  it('searches jobs with NUL or a lone surrogate in the query', async () => {
    for (const q of ['%00', 'data%00analyst', '%ED%A0%80', '%F0%9F']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs?q=${q}` });
      expect(response.statusCode, `q=${q} ${response.body}`).toBe(200);
    }
  });

  it('keeps a typed answer containing NUL, cleaned', async () => {
    const interviewId = (await createInterview('Data Analyst')).json().interview.id;
    const call = await startWebCall(t.app, baseUrl, candidate, interviewId);
    const client = await joinCall(call.webCallUrl);
    client.answerTyped('I built dashboards in SQL\u0000 for the sales team.');
    const heard = await client.waitFor(
      'transcript',
      (m) => m.role === 'user' && m.transcriptType === 'final',
    );
    expect(heard.transcript).toBe('I built dashboards in SQL for the sales team.');
    client.send({ type: 'end-call' });
    await client.waitFor('status-update', (m) => m.status === 'ended');
    client.close();
    const turns = await t.database.db.select().from(callTurns).where(eq(callTurns.callId, call.id));
    expect(JSON.stringify(turns)).toContain('I built dashboards in SQL for the sales team.');
  });
});
