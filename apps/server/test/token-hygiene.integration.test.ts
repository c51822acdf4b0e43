/**
 * Audit H14: join, resume, observe, invite and verification tokens never reach the request log, and a resume token
 * lives for what is left of the call plus a short grace, and at most a minute after the call ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { RESUME_TOKEN_GRACE_SECONDS } from '../src/services/calls/call-service';
import { createTestApp, type TestApp } from './test-app';
import { verificationLinkFor, type TestUser } from './auth-helpers';
import { listeningWithPracticeInterview, startWebCall } from './interview-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';

const JD = 'Data Analyst. SQL, dashboards and clear written summaries for product teams.';

describe.each(await testDatabaseTargets())('token hygiene on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;
  let interviewId: string;
  const log: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      target,
      { LOG_LEVEL: 'info' },
      { override: { logDestination: { write: (line: string) => void log.push(line) } } },
    );
    ({ baseUrl, candidate, interviewId } = await listeningWithPracticeInterview(t, {
      title: 'Data Analyst',
      jdText: JD,
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  const createCall = () => startWebCall(t.app, baseUrl, candidate, interviewId);

  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('keeps join, resume, invite and verification tokens out of the request log', async () => {
    const call = await createCall();
    const client = await CallClient.open(call.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    client.send({ type: 'end-call' });
    await client.waitFor('status-update', (m) => m.status === 'ended');
    client.close();
    const inviteSecret = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    await t.app.inject({ method: 'GET', url: `/api/job-invites/${inviteSecret}` });
    const verification = verificationLinkFor(t.app, candidate.email);
    await t.app.inject({ method: 'GET', url: verification });

    const text = log.join('');
    expect(text).toContain('/api/call/');
    expect(text).toContain('[redacted]');
    for (const secret of [
      tokenOf(call.webCallUrl),
      ready.resumeToken,
      inviteSecret,
      new URL(verification, baseUrl).searchParams.get('token')!,
    ]) {
      expect(text).not.toContain(secret.slice(0, 24));
    }
  });

  it('gives resume tokens the remaining call time plus a short grace, not the whole call plus 15 minutes', async () => {
    const call = await createCall();
    const client = await CallClient.open(call.webCallUrl);
    client.send(hello);
    const ready = await client.waitFor('call-ready');
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, call.id));
    const claims = JSON.parse(Buffer.from(ready.resumeToken.split('.')[0]!, 'base64url').toString('utf8'));
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp - now).toBeLessThanOrEqual(row!.durationLimitSeconds + RESUME_TOKEN_GRACE_SECONDS + 2);
    client.send({ type: 'end-call' });
    await client.waitFor('status-update', (m) => m.status === 'ended');
    client.close();

    // A minute after the end the token is spent: refused as expired, not answered "call ended".
    await t.database.db
      .update(calls)
      .set({ endedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(calls.id, call.id));
    const late = await CallClient.open(
      `${baseUrl.replace('http', 'ws')}/api/call/${call.id}/ws?token=${ready.resumeToken}`,
    );
    await new Promise((resolve) => late.socket.once('close', resolve));
    expect(late.closed).toEqual({ code: 4401, reason: 'token expired' });
  });
});
