/**
 * Security suite: every route the server registers has an entry in ACCESS_MATRIX (a new route without one fails
 * here). Signed-out callers get 401 on everything that is not public; candidates get 403 on recruiter routes and
 * recruiters on candidate routes; another candidate, or a recruiter of another organisation, gets 404 on someone
 * else's interviews, calls, applications and jobs — and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, calls, jobInvites, jobs } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { OPERATIONS } from '../src/openapi/openapi-document';
import { createTestApp, type TestApp } from './test-app';
import { as, signUp, signUpWithRole, type TestUser } from './auth-helpers';
import { firstRoundPosting } from './job-helpers';
import { createOrganization } from './org-helpers';
import { CallClient } from './support/call-client';
import { ACCESS_MATRIX, WEBM_CHUNK, type AccessRule, type Fixture, type OwnedCheck } from './access-matrix';

const [pglite] = await testDatabaseTargets();
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const JD = 'Backend Engineer. Build APIs in Node.js and PostgreSQL; own reliability and on-call.';
const POSTING = firstRoundPosting();

const entries = Object.entries(ACCESS_MATRIX).map(([route, rule]) => {
  const [method, url] = route.split(' ') as [Method, string];
  return { route, method, url, rule };
});
const withSampleIds = (url: string) => url.replace(/:\w+/g, SAMPLE_ID).replace('/*', '/get-session');
const isSessionGuarded = (rule: AccessRule) => rule.access !== 'public' && rule.access !== 'credential';

describe('access matrix over every registered route', () => {
  let t: TestApp;
  let candidate: TestUser;
  let otherCandidate: TestUser;
  let recruiter: TestUser;
  let otherRecruiter: TestUser;
  let noRole: TestUser;
  const ids = {} as Record<Fixture | 'organization', string>;

  beforeAll(async () => {
    t = await createTestApp(pglite!, { ADMIN_EMAILS: 'admin@example.com' });
    [candidate, otherCandidate, recruiter, otherRecruiter] = await Promise.all([
      signUpWithRole(t.app, 'candidate'),
      signUpWithRole(t.app, 'candidate'),
      signUpWithRole(t.app, 'recruiter'),
      signUpWithRole(t.app, 'recruiter'),
    ]);
    noRole = await signUp(t.app);
    ids.organization = await createOrganization(t.app, recruiter, 'Acme');
    await createOrganization(t.app, otherRecruiter, 'Globex');

    const send = async (who: TestUser, method: Method, url: string, payload?: object, status = 201) => {
      const response = await t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
      if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.body}`);
      return response.json();
    };
    ids.job = (await send(recruiter, 'POST', '/api/recruiter/jobs', POSTING)).job.id;
    await send(recruiter, 'POST', `/api/recruiter/jobs/${ids.job}/publish`, undefined, 200);
    ids.draftJob = (await send(recruiter, 'POST', '/api/recruiter/jobs', POSTING)).job.id;
    ids.interview = (
      await send(candidate, 'POST', '/api/interviews', {
        title: 'Backend Engineer',
        difficulty: 'easy',
        duration: 5,
        jdText: JD,
      })
    ).interview.id;
    const application = (await send(candidate, 'POST', `/api/jobs/${ids.job}/apply`, { consent: true }))
      .application;
    ids.application = application.id;
    ids.call = (
      await send(candidate, 'POST', '/api/call/web', {
        assistantId: application.interviewId,
        assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } },
      })
    ).id;
    await send(
      candidate,
      'PUT',
      '/api/candidate/profile',
      { fullName: 'Casey Candidate', skills: ['TypeScript'], summary: 'Builds APIs.' },
      200,
    );
    const built = await send(
      candidate,
      'POST',
      '/api/candidate/resume-builder',
      { template: 'classic' },
      200,
    );
    ids.resumeVersion = (
      await send(candidate, 'POST', '/api/candidate/resumes', { name: 'Base', document: built.document })
    ).version.id;
    const chunk = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: `/api/call/${ids.call}/recording?seq=0`,
        headers: { 'content-type': 'video/webm' },
        payload: WEBM_CHUNK,
      }),
    );
    if (chunk.statusCode !== 200) throw new Error(`recording chunk: ${chunk.body}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has an access decision for every registered route, and no entry for a route that is gone', () => {
    const registered = new Set(
      t.app.routeList
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.url}`),
    );
    expect(registered.size).toBeGreaterThan(40);
    expect([...registered].filter((route) => !(route in ACCESS_MATRIX))).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((route) => !registered.has(route))).toEqual([]);
  });

  it('agrees with the access level the OpenAPI document publishes', () => {
    const documented: Record<AccessRule['access'], string> = {
      public: 'public',
      credential: 'public',
      'signed-in': 'signed-in',
      admin: 'signed-in',
      'fresh-session': 'fresh-session',
      candidate: 'candidate',
      recruiter: 'recruiter',
    };
    const disagreements = OPERATIONS.flatMap((op) => {
      const route = `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
      const rule = ACCESS_MATRIX[route];
      return rule && documented[rule.access] === op.access
        ? []
        : [`${route}: ${op.access} vs ${rule?.access}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('answers 401 to a signed-out caller on every route that needs a session', async () => {
    const wrong: string[] = [];
    for (const { route, method, url, rule } of entries.filter((e) => isSessionGuarded(e.rule))) {
      const response = await t.app.inject({ method, url: withSampleIds(url) });
      if (response.statusCode !== 401 || !response.json().error?.message) {
        wrong.push(`${route} (${rule.access}) → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to the wrong role, and to a user who has not chosen a role, on every role-only route', async () => {
    const wrong: string[] = [];
    for (const { route, method, url, rule } of entries) {
      if (rule.access !== 'candidate' && rule.access !== 'recruiter') continue;
      for (const intruder of [rule.access === 'candidate' ? recruiter : candidate, noRole]) {
        const response = await t.app.inject(as(intruder, { method, url: withSampleIds(url) }));
        if (response.statusCode !== 403) wrong.push(`${route} as ${intruder.email} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in user who is not an administrator on admin routes', async () => {
    for (const { method, url } of entries.filter((e) => e.rule.access === 'admin')) {
      const response = await t.app.inject(
        as(candidate, { method, url, payload: { email: candidate.email, planId: 'pro', period: 'monthly' } }),
      );
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses the token-guarded routes without their credential', async () => {
    const unknownInvite = await t.app.inject({ method: 'GET', url: '/api/job-invites/not-a-real-token' });
    expect(unknownInvite.statusCode).toBe(404);
    const unsignedWebhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: { type: 'checkout.session.completed' },
    });
    expect(unsignedWebhook.statusCode).toBeGreaterThanOrEqual(400);
    expect(unsignedWebhook.statusCode).toBeLessThan(500);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const query of ['', '?token=forged.token']) {
      const client = await CallClient.open(
        `${baseUrl.replace('http', 'ws')}/api/call/${ids.call}/ws${query}`,
      );
      await new Promise((resolve) => client.socket.once('close', resolve));
      expect(client.closed?.code).toBe(4401);
    }
  });

  const ownedEntries = entries.filter(
    (e): e is typeof e & { rule: { owned: OwnedCheck } } => 'owned' in e.rule && e.rule.owned !== undefined,
  );

  it('lets the owner read what the intruders will try (so their 404s mean "not yours", not "no such id")', async () => {
    const wrong: string[] = [];
    for (const { route, method, url, rule } of ownedEntries) {
      if (method !== 'GET' || rule.access === 'public') continue;
      const owner = rule.access === 'recruiter' ? recruiter : candidate;
      const response = await t.app.inject(as(owner, { method, url: concreteUrl(url, rule.owned) }));
      if (response.statusCode !== 200) wrong.push(`${route} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to another candidate or another organisation's recruiter on what they do not own", async () => {
    const wrong: string[] = [];
    for (const { route, method, url, rule } of ownedEntries) {
      const intruder = rule.access === 'recruiter' ? otherRecruiter : otherCandidate;
      const { body, contentType } = rule.owned;
      const payload = Buffer.isBuffer(body)
        ? body
        : body &&
          JSON.parse(
            JSON.stringify(body).replace(/":(\w+)"/g, (_m, name: string) => `"${ids[name as Fixture]}"`),
          );
      const response = await t.app.inject(
        as(intruder, {
          method,
          url: concreteUrl(url, rule.owned),
          ...(payload ? { payload } : {}),
          ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        }),
      );
      const expected = rule.owned.intruder ?? 404;
      if (response.statusCode !== expected || !response.json().error?.message) {
        wrong.push(`${route} → ${response.statusCode} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('left everything the intruders tried as it was', async () => {
    const ownerGet = async (who: TestUser, url: string) => {
      const response = await t.app.inject(as(who, { method: 'GET', url }));
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    await ownerGet(candidate, `/api/interviews/${ids.interview}`);
    await ownerGet(candidate, `/api/candidate/resumes/${ids.resumeVersion}`);
    expect((await ownerGet(recruiter, `/api/recruiter/jobs/${ids.job}`)).job).toMatchObject({
      status: 'published',
      title: POSTING.title,
      company: POSTING.company,
    });
    expect((await ownerGet(recruiter, `/api/recruiter/jobs/${ids.draftJob}`)).job.status).toBe('draft');
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, ids.application));
    expect(application).toMatchObject({ status: 'new', notes: '', humanReviewRequested: false });
    const [call] = await t.database.db.select().from(calls).where(eq(calls.id, ids.call));
    expect(call?.recordingChunks).toBe(1);
    expect(await t.database.db.select().from(jobInvites).where(eq(jobInvites.jobId, ids.job))).toHaveLength(
      0,
    );
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.organizationId, ids.organization)),
    ).toHaveLength(2);
    expect(
      await t.database.db.select().from(applications).where(eq(applications.candidateId, otherCandidate.id)),
    ).toHaveLength(0);
    expect(await t.database.db.select().from(calls).where(eq(calls.userId, otherCandidate.id))).toHaveLength(
      0,
    );
  });

  it("never shows another user's or organisation's ids in a list or export", async () => {
    const owned = Object.values(ids).filter((id) => id !== ids.organization);
    const leaks: string[] = [];
    for (const { route, method, url, rule } of entries) {
      if (method !== 'GET' || url.includes(':') || url.includes('*') || !isSessionGuarded(rule)) continue;
      const intruder = rule.access === 'recruiter' ? otherRecruiter : otherCandidate;
      const response = await t.app.inject(as(intruder, { method, url }));
      expect(response.statusCode, route).toBe(200);
      for (const id of owned) if (response.body.includes(id)) leaks.push(`${route} shows ${id}`);
    }
    expect(leaks).toEqual([]);
  });

  function concreteUrl(url: string, owned: OwnedCheck): string {
    return (
      url.replace(':callId', ids.call).replace(':id', ids[owned.fixture]).replace(/:\w+/g, SAMPLE_ID) +
      (owned.query ?? '')
    );
  }
});
