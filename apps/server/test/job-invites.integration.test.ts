/** Inviting the same address twice sends the invitation again instead of making a second one; the mail comes
 * from PUBLIC_URL's host and names the candidate. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, type TestUser } from './auth-helpers';
import { harbourRecruiterWithJob } from './job-helpers';

describe.each(await testDatabaseTargets())('job invite links on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { PUBLIC_URL: 'https://jobs.harbour.example' });
    ({ owner, jobId } = await harbourRecruiterWithJob(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const invite = (payload: object) =>
    t.app.inject(as(owner, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/invites`, payload }));

  it('re-sends a waiting invitation with a fresh link instead of a duplicate', async () => {
    const first = await invite({ email: 'ana@example.com', name: 'Ana Díaz' });
    expect(first.statusCode).toBe(201);
    expect(first.json().resent).toBe(false);
    const again = await invite({ email: 'ANA@example.com', name: 'Ana Díaz' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ resent: true, invite: { id: first.json().invite.id } });

    const listed = await t.app.inject(
      as(owner, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/invites` }),
    );
    expect(listed.json().invites).toHaveLength(1);
    const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!;
    expect(new URL(again.json().link).origin).toBe('https://jobs.harbour.example');
    const old = await t.app.inject({ method: 'GET', url: `/api/job-invites/${tokenOf(first.json().link)}` });
    expect(old.statusCode).toBe(404);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/job-invites/${tokenOf(again.json().link)}`,
    });
    expect(fresh.json().invite.state).toBe('pending');
  });

  it('writes mail from PUBLIC_URL’s host, to the candidate by name, with MIME headers', async () => {
    await invite({ email: 'lee@example.com', name: 'Lee Park' });
    const outbox = join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => readFileSync(join(outbox, name), 'utf8'))
      .find((text) => text.includes('lee@example.com'))!;
    expect(mail).toMatch(/^From: Intervia <no-reply@jobs\.harbour\.example>$/m);
    expect(mail).toMatch(/^To: Lee Park <lee@example\.com>$/m);
    expect(mail).toMatch(/^MIME-Version: 1\.0$/m);
    expect(mail).toMatch(/^Message-ID: <.+@jobs\.harbour\.example>$/m);
    expect(mail).toMatch(/^Date: /m);
    expect(mail).toContain('Hello Lee Park,');
  });
});
