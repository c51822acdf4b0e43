/**
 * What a candidate must not read about their own application (audit H6, H7): the recruiter's status and private
 * notes (not in the account export), and a first-round interview's questions and expected points (the answer key:
 * not in GET /api/interviews/:id, nor in the export).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';
import { firstRoundPosting, postJob } from './job-helpers';

const SECRET_QUESTION = 'Walk me through the Zanzibar ledger migration you would plan.';
const SECRET_POINT = 'mentions quarantine-table-omega';
const SECRET_NOTE = 'Private: lowball the offer, ask about Kafka.';

describe.each(await testDatabaseTargets())('candidate privacy on $kind', (target) => {
  let t: TestApp;
  let recruiter: TestUser;
  let candidate: TestUser;
  let applicationId: string;
  let interviewId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    recruiter = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, recruiter, 'Privacy Co');
    const jobId = await postJob(
      t.app,
      recruiter,
      firstRoundPosting({
        title: 'Payments Engineer',
        company: 'Privacy Co',
        description:
          'Build payment services in TypeScript and Node.js on PostgreSQL. You will own APIs end to end.',
        requirements: '3+ years with PostgreSQL',
      }),
    );
    const questions = await t.app.inject(
      as(recruiter, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${jobId}/first-round-questions`,
        payload: {
          questions: [
            { text: SECRET_QUESTION, kind: 'technical', skill: null, expectedPoints: [SECRET_POINT] },
          ],
        },
      }),
    );
    expect(questions.statusCode).toBe(200);
    await t.app.inject(as(recruiter, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/publish` }));
    candidate = await signUpWithRole(t.app, 'candidate');
    const applied = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/jobs/${jobId}/apply`, payload: { consent: true } }),
    );
    expect(applied.statusCode).toBe(201);
    applicationId = applied.json().application.id;
    interviewId = applied.json().application.interviewId;
    const patched = await t.app.inject(
      as(recruiter, {
        method: 'PATCH',
        url: `/api/recruiter/applications/${applicationId}`,
        payload: { status: 'rejected', notes: SECRET_NOTE },
      }),
    );
    expect(patched.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('H7: GET /api/interviews/:id gives the candidate no first-round questions or expected points', async () => {
    const response = await t.app.inject(
      as(candidate, { method: 'GET', url: `/api/interviews/${interviewId}` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Zanzibar');
    expect(response.body).not.toContain('quarantine-table-omega');
    const { interview } = response.json();
    expect(interview).toMatchObject({ kind: 'application', status: 'created', plan: null, questions: [] });
    // The room still knows how long the interview is.
    expect(interview.questionCount).toBe(1);
  });

  it('H6: the account export gives the candidate neither the recruiter’s notes nor the status', async () => {
    const response = await t.app.inject(as(candidate, { method: 'GET', url: '/api/account/export' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('lowball');
    expect(response.body).not.toContain('Zanzibar');
    expect(response.body).not.toContain('quarantine-table-omega');
    const [application] = response.json().data.applications;
    expect(application).toMatchObject({ id: applicationId, interviewId });
    expect(application).not.toHaveProperty('notes');
    expect(application).not.toHaveProperty('status');
  });

  it('still shows the recruiter their notes and status', async () => {
    const response = await t.app.inject(
      as(recruiter, { method: 'GET', url: `/api/recruiter/applications/${applicationId}` }),
    );
    expect(response.body).toContain('lowball');
  });
});
