/**
 * Two app nodes in one process on one database and one Redis (REDIS_URL): the costly-request limit, a sign-out,
 * a live observer and call presence are shared between them. Skipped, saying why, when no Redis answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, updateCookieHeader, type TestUser } from './auth-helpers';
import { addMember, createOrganization } from './org-helpers';
import { firstRoundPosting, newApplicant, publishJob } from './job-helpers';
import { joinCall, postInterview, startWebCall } from './interview-helpers';
import { CallClient } from './support/call-client';
import { candidateAudioAtObserver, observerTriesToSpeak, userTurnsOf } from './support/observer-traffic';
import { SKIP_WITHOUT_REDIS, testKeyPrefix, until, useTestRedis } from './support/test-redis';
import { SIGN_IN_FAILURES_BEFORE_LOCKOUT } from '../src/auth/sign-in-throttle';

const posting = firstRoundPosting({ requirements: '3+ years with PostgreSQL' });

const testRedis = await useTestRedis();
const redisUrl = testRedis?.url;
afterAll(async () => {
  await testRedis?.stop();
});
const targets = await testDatabaseTargets();
// One PostgreSQL database when a server answers (as in production), else one PGlite both nodes share.
const target = targets.find((candidate) => candidate.kind === 'postgres') ?? targets[0]!;

async function twoNodes(
  env: Record<string, string>,
  options: { authRateLimit?: boolean } = {},
): Promise<[TestApp, TestApp]> {
  const a = await createTestApp(target, { ...env, NODE_ID: 'node-a' }, options);
  const b = await createTestApp(target, { ...env, NODE_ID: 'node-b' }, { ...options, database: a.database });
  return [a, b];
}

const createInterview = (node: TestApp, who: TestUser) => postInterview(node.app, who);
const listInterviews = (node: TestApp, who: TestUser) =>
  node.app.inject(as(who, { method: 'GET', url: '/api/interviews' }));

if (!redisUrl) {
  describe('shared state across nodes (Redis)', () => {
    it.skip(SKIP_WITHOUT_REDIS, () => {});
  });
} else {
  describe(`shared state across two nodes on ${target.kind} and Redis`, () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      [a, b] = await twoNodes({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: testKeyPrefix() });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('limits 24 costly requests spread over two nodes at 20 a minute in total', async () => {
      const user = await signUpWithRole(a.app, 'candidate');
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1) statuses.push((await createInterview(i % 2 ? b : a, user)).statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      // Both nodes refuse from here on, whichever one is asked.
      expect((await createInterview(a, user)).statusCode).toBe(429);
      expect((await createInterview(b, user)).statusCode).toBe(429);
      const list = await listInterviews(b, user);
      expect(list.json().interviews).toHaveLength(20);
    });

    it('locks an account on both nodes after failed sign-ins spread over them', async () => {
      // Sign-in limits on (the per-address request limit high enough not to be the one that answers).
      const [c, d] = await twoNodes(
        { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: testKeyPrefix(), AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
        { authRateLimit: true },
      );
      try {
        const user = await signUpWithRole(c.app, 'candidate');
        const signIn = (node: TestApp, password: string) =>
          node.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: user.email, password },
          });
        const statuses: number[] = [];
        for (let i = 0; i <= SIGN_IN_FAILURES_BEFORE_LOCKOUT; i += 1) {
          statuses.push((await signIn(i % 2 ? d : c, 'wrong-password-1')).statusCode);
        }
        expect(statuses).toEqual(Array(SIGN_IN_FAILURES_BEFORE_LOCKOUT + 1).fill(401));
        // Each node saw about half of the failures, yet both lock the account: even the right password waits.
        for (const node of [c, d]) {
          const locked = await signIn(node, user.password);
          expect(locked.statusCode).toBe(429);
          expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        await d.close();
        await c.close();
      }
    });

    it('refuses on node B, at once, a session signed out on node A', async () => {
      const user = await signUpWithRole(a.app, 'candidate');
      // Node B trusts the signed session cache cookie node A issued.
      expect((await listInterviews(b, user)).statusCode).toBe(200);
      const out = await a.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out' }));
      expect(out.statusCode).toBe(200);
      expect((await listInterviews(b, user)).statusCode).toBe(401);
      const session = await b.app.inject(as(user, { method: 'GET', url: '/api/auth/get-session' }));
      expect(session.json()).toBeNull();
    });

    it('refuses on node B the other devices signed out from node A', async () => {
      const user = await signUpWithRole(a.app, 'candidate');
      const signedIn = await b.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: user.password },
      });
      const otherDevice = { ...user, cookie: updateCookieHeader('', signedIn.headers['set-cookie']) };
      expect((await listInterviews(b, otherDevice)).statusCode).toBe(200);
      const revoke = await a.app.inject(as(user, { method: 'POST', url: '/api/auth/revoke-other-sessions' }));
      expect(revoke.statusCode).toBe(200);
      expect((await listInterviews(b, otherDevice)).statusCode).toBe(401);
      expect((await listInterviews(b, user)).statusCode).toBe(200);
    });

    it('lets an observer connected to node B hear a call held by node A, and nothing reach the call from it', async () => {
      const baseUrlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
      const hostB = new URL(await b.app.listen({ port: 0, host: '127.0.0.1' })).host;
      const owner = await signUpWithRole(a.app, 'recruiter');
      const org = await createOrganization(a.app, owner, 'Acme');
      const member = await addMember(a.app, owner, org, 'member');
      const jobId = await publishJob(a.app, owner, posting);
      const {
        who: candidate,
        applicationId,
        interviewId,
      } = await newApplicant(a.app, jobId, 'Casey Candidate');

      const { id: callId, webCallUrl } = await startWebCall(a.app, baseUrlA, candidate, interviewId);
      const speaker = await joinCall(webCallUrl);
      expect(await a.deps.sharedState.presence.ownerOf(callId)).toBe('node-a');
      expect(await b.deps.sharedState.presence.ownerOf(callId)).toBe('node-a');

      // Node B does not hold the call, yet says it is live and lets the recruiter listen through it.
      const live = await b.app.inject(
        as(member, { method: 'GET', url: `/api/recruiter/applications/${applicationId}/live` }),
      );
      expect(live.json()).toEqual({ live: true, callId });
      const granted = await b.app.inject(
        as(member, {
          method: 'POST',
          url: `/api/recruiter/applications/${applicationId}/observe`,
          headers: { host: hostB },
        }),
      );
      expect(granted.statusCode).toBe(200);
      const observeUrl = granted.json().observeUrl as string;
      expect(new URL(observeUrl).host).toBe(hostB);

      const observer = await CallClient.open(observeUrl);
      const ready = (await observer.waitFor('observer-ready' as never)) as unknown as {
        callId: string;
        transcript: { role: string }[];
      };
      expect(ready.callId).toBe(callId);
      expect(ready.transcript[0]).toMatchObject({ role: 'assistant' });
      // The candidate on node A is told someone listens.
      await speaker.waitFor('listeners-update', (m) => m.listening === 1);

      const answer = 'I moved our payment API to PostgreSQL and cut its latency by a factor of seven.';
      speaker.send({ type: 'user-transcript', transcript: answer, transcriptType: 'final', source: 'typed' });
      await observer.waitFor('transcript', (m) => m.role === 'user' && m.transcript === answer);
      const { sent, heard } = await candidateAudioAtObserver(speaker, observer, 'the observer on node B');
      expect(heard).toEqual(sent);

      // What the observer sends is refused on node B and never reaches the call.
      const userTurnsBefore = userTurnsOf(speaker);
      await observerTriesToSpeak(observer, { withAudio: false });
      expect(userTurnsOf(speaker)).toBe(userTurnsBefore);

      // The call ends on node A: the observer on node B hears it end and is let go; the claim is released.
      speaker.send({ type: 'end-call' });
      await observer.waitFor('status-update', (m) => m.status === 'ended');
      await until(() => observer.closed !== null, 'the observer socket on node B to close');
      expect(observer.closed?.code).toBe(4410);
      speaker.close();
      await until(
        async () => (await b.deps.sharedState.presence.ownerOf(callId)) === null,
        'the claim to go',
      );

      // Scoring runs on node A, which held the call; the applicant page, polling node B, shows its outcome (the
      // pages read the database, which every node shares).
      const applicant = () =>
        b.app.inject(as(member, { method: 'GET', url: `/api/recruiter/applications/${applicationId}` }));
      await until(
        async () => !['in-call', 'pending'].includes((await applicant()).json().report?.scoring?.status),
        'scoring to finish, read on node B',
        30_000,
      );
      const scored = (await applicant()).json();
      expect(['scored', 'incomplete']).toContain(scored.report.scoring.status);
      if (scored.report.scoring.status === 'scored') expect(scored.applicant.overallScore).not.toBeNull();
    });
  });
}

// The same two nodes without REDIS_URL: each keeps its own state (the starting point), which is why the
// tests above need Redis to pass.
describe(`two nodes without Redis on ${target.kind} keep their own state`, () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await twoNodes({});
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts the costly requests per node and trusts a signed-out session cache elsewhere', async () => {
    const user = await signUpWithRole(a.app, 'candidate');
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) statuses.push((await createInterview(i % 2 ? b : a, user)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(24);
    expect((await a.app.inject({ method: 'GET', url: '/api/health' })).json().redis).toBeUndefined();

    const other = await signUpWithRole(a.app, 'candidate');
    expect((await listInterviews(b, other)).statusCode).toBe(200);
    await a.app.inject(as(other, { method: 'POST', url: '/api/auth/sign-out' }));
    expect((await listInterviews(a, other)).statusCode).toBe(401);
    expect((await listInterviews(b, other)).statusCode).toBe(200);
  });
});
