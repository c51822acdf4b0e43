/**
 * H11: a recruiter removed from the company used to keep hearing a live interview on an open observer socket, and
 * could reopen it with the old observe token for its 120 s. Now the token is refused once membership ends, and an
 * open observer socket is closed (4403) within a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { firstRoundPosting, newApplicant, publishJob } from './job-helpers';
import { until } from './support/wait-until';
import { addMember, createOrganization } from './org-helpers';
import { CallClient, CLIENT_HELLO } from './support/call-client';

const posting = firstRoundPosting({ requirements: '3+ years with PostgreSQL' });

describe.each(await testDatabaseTargets())('observers whose membership ends on $kind', (target) => {
  let t: TestApp;
  let host: string;
  let owner: TestUser;
  let member: TestUser;
  let organizationId: string;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    host = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).host;
    owner = await signUpWithRole(t.app, 'recruiter');
    organizationId = await createOrganization(t.app, owner, 'Acme');
    member = await addMember(t.app, owner, organizationId, 'member');
    jobId = await publishJob(t.app, owner, posting);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the open observer socket and refuses the old token once the recruiter is removed', async () => {
    const { who: candidate, applicationId, interviewId } = await newApplicant(t.app, jobId);
    const call = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/call/web',
        payload: { assistantId: interviewId },
        headers: { host },
      }),
    );
    expect(call.statusCode, call.body).toBe(201);
    const speaker = await CallClient.open(call.json().webCallUrl);
    speaker.send(CLIENT_HELLO);
    await speaker.waitFor('call-ready');

    const granted = await t.app.inject(
      as(member, {
        method: 'POST',
        url: `/api/recruiter/applications/${applicationId}/observe`,
        headers: { host },
      }),
    );
    expect(granted.statusCode).toBe(200);
    const observeUrl = granted.json().observeUrl as string;
    const observer = await CallClient.open(observeUrl);
    await observer.waitFor('observer-ready' as never);
    // The candidate is told someone is listening (the room shows it), and told again when they stop.
    await speaker.waitFor('listeners-update', (m) => m.listening === 1);

    const removed = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/auth/organization/remove-member',
        payload: { memberIdOrEmail: member.email, organizationId },
      }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await until(() => observer.closed !== null, 'the removed recruiter’s observer socket to close', 8_000);
    expect(observer.closed?.code).toBe(4403);
    await speaker.waitFor('listeners-update', (m) => m.listening === 0);

    // The observe token is still within its 120 s, but it no longer opens the socket.
    const reopened = await CallClient.open(observeUrl);
    await until(() => reopened.closed !== null, 'the old observe token to be refused');
    expect(reopened.closed?.code).toBe(4403);
    expect(reopened.messages.some((m) => (m.type as string) === 'observer-ready')).toBe(false);

    // The candidate's call went on undisturbed.
    expect(speaker.closed).toBeNull();
    speaker.send({ type: 'end-call' });
    await speaker.waitFor('status-update', (m) => m.status === 'ended');
    speaker.close();
  }, 30_000);
});
