/**
 * Live-call limits from the audit: one user held 19+ live calls at once, and reusing a call's join token took over
 * its live socket. Now a candidate may have MAX_LIVE_CALLS_PER_USER calls in progress (409 with a message beyond),
 * and a join token does not open a call that is connected elsewhere (4409) until that socket is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, subscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { until } from './support/wait-until';
import { createPracticeInterview, postInterview } from './interview-helpers';
import { CallClient, CLIENT_HELLO } from './support/call-client';
import { MAX_LIVE_CALLS_PER_USER, TOO_MANY_LIVE_CALLS_MESSAGE } from '../src/services/calls/call-service';

const JD = 'Backend Engineer. Responsibilities: build APIs in Node.js and own PostgreSQL performance.';

describe.each(await testDatabaseTargets())('live-call limits on $kind', (target) => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    host = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).host;
  });
  afterAll(async () => {
    await t.close();
  });

  async function candidateWithInterview(): Promise<{ who: TestUser; interviewId: string }> {
    const who = await signUpWithRole(t.app, 'candidate');
    const response = await postInterview(t.app, who, JD);
    return { who, interviewId: response.json().interview.id };
  }
  /** Another interview of the same candidate (a running call of one interview is rejoined, not doubled). */
  async function anotherInterview(who: TestUser): Promise<string> {
    return createPracticeInterview(t.app, who, { title: 'Backend Engineer', duration: 10, jdText: JD });
  }
  const createCall = (who: TestUser, interviewId: string) =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/call/web',
        payload: { assistantId: interviewId },
        headers: { host },
      }),
    );

  it(`caps a candidate at ${MAX_LIVE_CALLS_PER_USER} calls in progress, with a message`, async () => {
    const { who, interviewId } = await candidateWithInterview();
    const now = new Date();
    await t.database.db.insert(subscriptions).values({
      userId: who.id,
      planId: 'enterprise',
      period: 'monthly',
      provider: 'manual',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    const started: string[] = [];
    for (let i = 0; i < MAX_LIVE_CALLS_PER_USER; i += 1) {
      const call = await createCall(who, i === 0 ? interviewId : await anotherInterview(who));
      expect(call.statusCode, call.body).toBe(201);
      started.push(call.json().id);
      await t.database.db
        .update(calls)
        .set({ status: 'in-progress', startedAt: new Date() })
        .where(eq(calls.id, call.json().id));
    }
    const refused = await createCall(who, await anotherInterview(who));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(TOO_MANY_LIVE_CALLS_MESSAGE);

    await t.database.db
      .update(calls)
      .set({ status: 'ended', endedAt: new Date() })
      .where(eq(calls.id, started[0]!));
    expect((await createCall(who, interviewId)).statusCode).toBe(201);
  });

  it('does not let a reused join token take over a connected call', async () => {
    const { who, interviewId } = await candidateWithInterview();
    const call = await createCall(who, interviewId);
    const joinUrl = call.json().webCallUrl as string;
    const first = await CallClient.open(joinUrl);
    first.send(CLIENT_HELLO);
    await first.waitFor('call-ready');

    const intruder = await CallClient.open(joinUrl);
    intruder.send(CLIENT_HELLO);
    await until(() => intruder.closed !== null, 'the second socket to be refused');
    expect(intruder.closed?.code).toBe(4409);
    expect(intruder.messages.some((m) => m.type === 'call-ready')).toBe(false);

    // The first socket still runs the call.
    expect(first.closed).toBeNull();
    const turnsBefore = first.finalAssistantTurns().length;
    first.send({
      type: 'user-transcript',
      transcript: 'I built the payment API on PostgreSQL and cut its latency by seven times.',
      transcriptType: 'final',
      source: 'typed',
    });
    await first.waitFor(
      'transcript',
      (m) =>
        m.role === 'assistant' &&
        m.transcriptType === 'final' &&
        first.finalAssistantTurns().length > turnsBefore,
    );

    // Once the first socket is gone, the join token (still valid) opens the call again.
    first.close();
    await until(() => first.closed !== null, 'the first socket to close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await CallClient.open(joinUrl);
    again.send(CLIENT_HELLO);
    await again.waitFor('call-ready');
    again.send({ type: 'end-call' });
    await again.waitFor('status-update', (m) => m.status === 'ended');
    again.close();
  }, 30_000);
});
