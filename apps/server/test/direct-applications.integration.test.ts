/**
 * Applying to a job without a first-round AI interview: with the profile or a saved résumé, kept as sent; the job's
 * organisation sees these applicants with what they sent; the job's external apply address is published with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { APPLICATION_MESSAGES, type CandidateProfile, type ResumeDocument } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';
import { postJob, publishJob } from './job-helpers';

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Customer Success Manager',
  company: 'Harbour',
  location: 'Lisbon',
  remote: 'hybrid',
  description:
    'Look after our enterprise customers: onboarding, quarterly reviews and renewals, working closely with support.',
  requirements: '3+ years in customer success',
  firstRoundEnabled: false,
  externalApplyUrl: 'https://careers.harbour.example/jobs/42',
  ...overrides,
});

const PROFILE: CandidateProfile = {
  fullName: 'Ana Diaz',
  headline: 'Customer Success Lead',
  email: 'ana@example.com',
  phone: '',
  location: 'Lisbon',
  summary: 'Customer success lead who grew renewals by keeping enterprise customers close.',
  skills: ['Onboarding', 'Renewals', 'Salesforce'],
  experience: [
    {
      title: 'CS Lead',
      organisation: 'Paystream',
      period: '2020 - 2024',
      highlights: ['Raised renewals 12%'],
    },
  ],
  education: [],
  links: [],
};

const RESUME: ResumeDocument = {
  template: 'classic',
  fullName: 'Ana Diaz',
  headline: 'Customer Success Lead',
  contact: ['ana@example.com'],
  summary: 'Enterprise customer success.',
  skills: ['Renewals'],
  experience: [],
  education: [],
  targetJobTitle: 'Customer Success Manager',
};

describe.each(await testDatabaseTargets())('direct applications on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, owner, 'Harbour');
    jobId = await newJob(posting(), true);
  });
  afterAll(async () => {
    await t.close();
  });

  const newJob = (body: Record<string, unknown>, publish: boolean): Promise<string> =>
    (publish ? publishJob : postJob)(t.app, owner, body);
  const applyDirectly = (who: TestUser, id: string, payload: object = {}) =>
    t.app.inject(as(who, { method: 'POST', url: `/api/jobs/${id}/apply-directly`, payload }));

  it('publishes the external apply address and refuses one that is not a web address', async () => {
    const job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json().job;
    expect(job.externalApplyUrl).toBe('https://careers.harbour.example/jobs/42');
    const bad = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/recruiter/jobs',
        payload: posting({ externalApplyUrl: 'javascript:alert(1)' }),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.externalApplyUrl).toMatch(/web address/);
  });

  it('an empty profile is refused with what to do; a filled one is sent and kept as sent', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate', { name: 'Ana Diaz' });
    const empty = await applyDirectly(candidate, jobId);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe(APPLICATION_MESSAGES.emptyProfile);

    await t.app.inject(as(candidate, { method: 'PUT', url: '/api/candidate/profile', payload: PROFILE }));
    const applied = await applyDirectly(candidate, jobId, { message: 'I would love to join.' });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().application).toMatchObject({
      jobId,
      method: 'profile',
      interviewId: null,
      consentedAt: null,
    });
    const again = await applyDirectly(candidate, jobId);
    expect(again.statusCode).toBe(200);
    expect(again.json().application.id).toBe(applied.json().application.id);

    // Later edits do not change what the recruiter received.
    await t.app.inject(
      as(candidate, {
        method: 'PUT',
        url: '/api/candidate/profile',
        payload: { ...PROFILE, headline: 'Changed later' },
      }),
    );
    const listed = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/applications` }),
    );
    const applicant = listed
      .json()
      .applications.find((a: { id: string }) => a.id === applied.json().application.id);
    expect(applicant).toMatchObject({
      candidateName: 'Ana Diaz',
      method: 'profile',
      message: 'I would love to join.',
      overallScore: null,
    });
    const detail = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/recruiter/applications/${applicant.id}` }),
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json().report).toBeNull();
    expect(detail.json().submission.profile.headline).toBe('Customer Success Lead');
    const mine = await t.app.inject(as(candidate, { method: 'GET', url: '/api/candidate/applications' }));
    expect(mine.json().applications[0]).toMatchObject({ jobId, method: 'profile' });
  });

  it('applies with one of the candidate’s saved résumés, never another candidate’s', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const other = await signUpWithRole(t.app, 'candidate');
    const saved = await t.app.inject(
      as(other, {
        method: 'POST',
        url: '/api/candidate/resumes',
        payload: { name: 'Theirs', document: RESUME },
      }),
    );
    const foreign = await applyDirectly(candidate, jobId, { resumeVersionId: saved.json().version.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(APPLICATION_MESSAGES.resumeNotFound);

    const own = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/candidate/resumes',
        payload: { name: 'For Harbour', document: RESUME },
      }),
    );
    const applied = await applyDirectly(candidate, jobId, { resumeVersionId: own.json().version.id });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().application.method).toBe('resume');
    const detail = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/recruiter/applications/${applied.json().application.id}` }),
    );
    expect(detail.json().submission.resume).toMatchObject({ name: 'For Harbour', document: RESUME });
  });

  it('a job with a first round takes applications through the interview; a closed job takes none', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    await t.app.inject(as(candidate, { method: 'PUT', url: '/api/candidate/profile', payload: PROFILE }));
    const interviewJob = await newJob(
      posting({ firstRoundEnabled: true, firstRoundDurationMinutes: 5 }),
      true,
    );
    const refused = await applyDirectly(candidate, interviewJob);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(APPLICATION_MESSAGES.interviewOnly);

    const closedJob = await newJob(posting(), true);
    await t.app.inject(as(owner, { method: 'POST', url: `/api/recruiter/jobs/${closedJob}/close` }));
    const closed = await applyDirectly(candidate, closedJob);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(APPLICATION_MESSAGES.closed);
  });
});
