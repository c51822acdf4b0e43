import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { addMember, createOrganization } from './org-helpers';

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote: 'hybrid',
  description:
    'Build payment services in TypeScript and Node.js on PostgreSQL. You will own APIs end to end.',
  requirements: '3+ years with PostgreSQL and Redis',
  salaryMin: 60000,
  salaryMax: 80000,
  salaryCurrency: 'EUR',
  firstRoundEnabled: true,
  ...overrides,
});

describe.each(await testDatabaseTargets())('jobs on $kind', (target) => {
  let t: TestApp;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let orgA: string;
  let orgB: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await signUpWithRole(t.app, 'recruiter');
    ownerB = await signUpWithRole(t.app, 'recruiter');
    orgA = await createOrganization(t.app, ownerA, 'Acme');
    orgB = await createOrganization(t.app, ownerB, 'Globex');
  });
  afterAll(async () => {
    await t.close();
  });

  const createJob = async (who: TestUser, body: Record<string, unknown>) =>
    t.app.inject(as(who, { method: 'POST', url: '/api/recruiter/jobs', payload: body }));

  it('creates a draft with skills extracted and a generated first-round question set', async () => {
    const response = await createJob(ownerA, posting());
    expect(response.statusCode).toBe(201);
    const { job } = response.json();
    expect(job).toMatchObject({ status: 'draft', organizationId: orgA, publishedAt: null });
    expect(job.skills).toEqual(expect.arrayContaining(['PostgreSQL', 'TypeScript']));
    expect(job.firstRoundQuestions.length).toBeGreaterThan(2);
  });

  it('validates postings with clear messages', async () => {
    const response = await createJob(ownerA, posting({ salaryMin: 90000, salaryMax: 10 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The minimum salary cannot be above the maximum.');
    expect((await createJob(ownerA, posting({ description: 'too short' }))).json().error.message).toBe(
      'Description needs at least 30 characters.',
    );
  });

  it('shows a job publicly only once published, and hides it again when closed', async () => {
    const { job } = (
      await createJob(
        ownerA,
        posting({
          title: 'Data Engineer',
          description: 'Build Spark and Airflow pipelines feeding our Snowflake warehouse for analytics.',
        }),
      )
    ).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject(as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` }))
      ).json().job.status,
    ).toBe('published');
    const pub = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().job).not.toHaveProperty('firstRoundQuestions');
    await t.app.inject(as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/close` }));
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
  });

  it('searches published jobs by text, location, remote policy and skill, with pagination', async () => {
    const titles = ['Nurse Practitioner', 'Remote Python Developer', 'Sales Executive'];
    const bodies = [
      posting({
        title: titles[0],
        location: 'Leeds',
        remote: 'onsite',
        description: 'Provide patient care, triage and medication administration on a busy ward.',
        requirements: 'BLS certification',
      }),
      posting({
        title: titles[1],
        location: 'Anywhere',
        remote: 'remote',
        description: 'Write Python services with Django and PostgreSQL for our marketplace platform.',
      }),
      posting({
        title: titles[2],
        location: 'Leeds',
        remote: 'hybrid',
        description: 'Own a pipeline of enterprise deals, prospect new accounts and negotiate contracts.',
        requirements: 'Salesforce CRM experience',
      }),
    ];
    for (const body of bodies) {
      const { job } = (await createJob(ownerB, body)).json();
      await t.app.inject(as(ownerB, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` }));
    }
    const search = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` })).json();
    expect((await search('q=python')).jobs.map((j: { title: string }) => j.title)).toEqual([
      'Remote Python Developer',
    ]);
    expect((await search('location=leeds')).jobs.map((j: { title: string }) => j.title).sort()).toEqual([
      'Nurse Practitioner',
      'Sales Executive',
    ]);
    expect((await search('remote=remote')).jobs.map((j: { title: string }) => j.title)).toContain(
      'Remote Python Developer',
    );
    expect((await search('skill=django')).jobs.map((j: { title: string }) => j.title)).toEqual([
      'Remote Python Developer',
    ]);
    expect((await search('q=%25')).jobs).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs?remote=moon' });
    expect(bad.statusCode).toBe(400);
  });

  it('pages results ten at a time', async () => {
    for (let i = 0; i < 11; i += 1) {
      const { job } = (
        await createJob(
          ownerB,
          posting({
            title: `Paged Role ${i}`,
            description: `Role number ${i} for pagination checks in the zebrafish team, quite specific.`,
          }),
        )
      ).json();
      await t.app.inject(as(ownerB, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` }));
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/jobs?q=zebrafish' })).json();
    const second = (await t.app.inject({ method: 'GET', url: '/api/jobs?q=zebrafish&page=2' })).json();
    expect(first).toMatchObject({ total: 11, pageCount: 2, page: 1 });
    expect(first.jobs).toHaveLength(10);
    expect(second.jobs).toHaveLength(1);
  });

  it("never lets one organisation read or change another organisation's jobs", async () => {
    const { job } = (await createJob(ownerA, posting({ title: 'Secret Draft' }))).json();
    const listB = (await t.app.inject(as(ownerB, { method: 'GET', url: '/api/recruiter/jobs' }))).json().jobs;
    expect(listB.every((j: { organizationId: string }) => j.organizationId === orgB)).toBe(true);
    expect(listB.map((j: { id: string }) => j.id)).not.toContain(job.id);
    for (const [method, url] of [
      ['GET', `/api/recruiter/jobs/${job.id}`],
      ['PUT', `/api/recruiter/jobs/${job.id}`],
      ['POST', `/api/recruiter/jobs/${job.id}/publish`],
      ['POST', `/api/recruiter/jobs/${job.id}/close`],
      ['DELETE', `/api/recruiter/jobs/${job.id}`],
      ['PUT', `/api/recruiter/jobs/${job.id}/first-round-questions`],
      ['POST', `/api/recruiter/jobs/${job.id}/first-round-questions/generate`],
    ] as const) {
      const response = await t.app.inject(
        as(ownerB, { method, url, payload: method === 'PUT' ? posting() : undefined }),
      );
      expect(`${method} ${url} → ${response.statusCode}`).toBe(`${method} ${url} → 404`);
    }
    expect((await createJob(ownerB, posting({ organizationId: orgA }))).statusCode).toBe(404);
    const stillDraftResponse = await t.app.inject(
      as(ownerA, { method: 'GET', url: `/api/recruiter/jobs/${job.id}` }),
    );
    expect(stillDraftResponse.statusCode).toBe(200);
    const stillDraft = stillDraftResponse.json().job;
    expect(stillDraft).toMatchObject({ title: 'Secret Draft', status: 'draft' });
  });

  it('lets members edit but only admins and owners publish or delete', async () => {
    const memberUser = await addMember(t.app, ownerA, orgA, 'member');
    const adminUser = await addMember(t.app, ownerA, orgA, 'admin');
    const { job } = (await createJob(memberUser, posting({ title: 'Member Draft' }))).json();
    expect(
      (
        await t.app.inject(
          as(memberUser, {
            method: 'PUT',
            url: `/api/recruiter/jobs/${job.id}`,
            payload: posting({ title: 'Member Draft v2' }),
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject(as(memberUser, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` })))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject(as(memberUser, { method: 'DELETE', url: `/api/recruiter/jobs/${job.id}` })))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject(as(adminUser, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` })))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject(as(adminUser, { method: 'DELETE', url: `/api/recruiter/jobs/${job.id}` })))
        .statusCode,
    ).toBe(204);
  });

  it('keeps recruiter routes away from candidates and signed-out visitors', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    expect((await t.app.inject({ method: 'GET', url: '/api/recruiter/jobs' })).statusCode).toBe(401);
    expect(
      (await t.app.inject(as(candidate, { method: 'GET', url: '/api/recruiter/jobs' }))).statusCode,
    ).toBe(403);
    expect((await createJob(candidate, posting())).statusCode).toBe(403);
  });

  it('edits the first-round question set and refuses duplicates', async () => {
    const { job } = (await createJob(ownerA, posting({ title: 'Question Editing' }))).json();
    const questions = [
      { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
      {
        text: 'How would you design an idempotent payment API?',
        kind: 'technical',
        skill: 'API design',
        expectedPoints: ['idempotency keys'],
      },
    ];
    const saved = await t.app.inject(
      as(ownerA, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${job.id}/first-round-questions`,
        payload: { questions },
      }),
    );
    expect(saved.json().job.firstRoundQuestions.map((q: { text: string }) => q.text)).toEqual(
      questions.map((q) => q.text),
    );
    const dup = await t.app.inject(
      as(ownerA, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${job.id}/first-round-questions`,
        payload: { questions: [questions[0], questions[0]] },
      }),
    );
    expect(dup.statusCode).toBe(400);
  });
});
