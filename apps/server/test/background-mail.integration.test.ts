/**
 * Invitation mail as durable background work: a mail server that refuses at first delays the message (retried with
 * back-off, its delivery shown with the invitation) and it arrives once; one that stays down ends `failed`, with the
 * reason, and the one-time link is not kept. The mail server here is the outbox folder made unwritable for a while.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, mailTo, type TestUser } from './auth-helpers';
import { harbourRecruiterWithJob } from './job-helpers';

const POLL = { timeout: 30_000, interval: 100 };

/** A file where the outbox folder should be: every message fails to be written until it is removed. */
function breakOutbox(t: TestApp): () => void {
  const outbox = join(t.config.dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  renameSync(outbox, `${outbox}.kept`);
  writeFileSync(outbox, 'not a folder');
  return () => {
    rmSync(outbox, { force: true });
    renameSync(`${outbox}.kept`, outbox);
  };
}

describe.each(await testDatabaseTargets())('invitation mail through the job queue on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { jobRetry: { baseDelayMs: 200, maxDelayMs: 200 } });
    ({ owner, jobId } = await harbourRecruiterWithJob(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  const listInvites = async () =>
    (await t.app.inject(as(owner, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/invites` }))).json()
      .invites as { id: string; email: string; delivery: { status: string; error: string | null } }[];

  it('keeps the invitation when the mail server refuses, retries, and sends the mail once', async () => {
    const repair = breakOutbox(t);
    let repaired = false;
    try {
      const sent = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: `/api/recruiter/jobs/${jobId}/invites`,
          payload: { email: 'ana@example.com', name: 'Ana Díaz' },
        }),
      );
      expect(sent.statusCode).toBe(201);
      expect(sent.json().invite.delivery).toMatchObject({ status: 'pending', sentAt: null });
      expect(sent.json().invite.delivery.error).toMatch(/EEXIST|ENOTDIR|exists|not a directory/i);
      const listed = await listInvites();
      expect(listed.find((invite) => invite.email === 'ana@example.com')?.delivery.status).toBe('pending');
      repair();
      repaired = true;
      await expect
        .poll(async () => (await listInvites()).find((i) => i.email === 'ana@example.com')?.delivery, POLL)
        .toMatchObject({ status: 'sent', error: null });
      expect(mailTo(t.app, 'ana@example.com')).toHaveLength(1);
      expect(mailTo(t.app, 'ana@example.com')[0]).toContain(sent.json().link);

      // The job run once more (a duplicate, a retry after the send was not acknowledged) sends nothing.
      const [mail] = await t.database.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.jobInviteId, sent.json().invite.id));
      expect(mail).toMatchObject({ status: 'sent', text: null });
      await t.deps.mail.deliver(mail!.id);
      await t.deps.jobs.enqueue('send-mail', { mailId: mail!.id });
      expect(mailTo(t.app, 'ana@example.com')).toHaveLength(1);
    } finally {
      if (!repaired) repair();
    }
  });

  it('sends a verification mail at sign-up once, the first attempt in the request', async () => {
    const before = mailTo(t.app, owner.email.toLowerCase()).length;
    expect(before).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, owner.email.toLowerCase()));
    expect(mail).toMatchObject({ purpose: 'email-verification', status: 'sent', attempts: 1, text: null });
  });
});

describe.each(await testDatabaseTargets())('invitation mail that cannot be sent on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target, {}, { jobRetry: { maxAttempts: 2, baseDelayMs: 200, maxDelayMs: 200 } });
    ({ owner, jobId } = await harbourRecruiterWithJob(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it('ends failed with the reason after the last attempt, and does not keep the link', async () => {
    const repair = breakOutbox(t);
    try {
      const sent = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: `/api/recruiter/jobs/${jobId}/invites`,
          payload: { email: 'lee@example.com' },
        }),
      );
      expect(sent.statusCode).toBe(201);
      const deliveryOf = async () =>
        (await t.app.inject(as(owner, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/invites` }))).json()
          .invites[0].delivery;
      await expect.poll(async () => (await deliveryOf()).status, POLL).toBe('failed');
      expect((await deliveryOf()).error).toMatch(/EEXIST|ENOTDIR|exists|not a directory/i);
      const [mail] = await t.database.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.jobInviteId, sent.json().invite.id));
      expect(mail?.text).toBeNull();
    } finally {
      repair();
    }
    expect(mailTo(t.app, 'lee@example.com')).toEqual([]);
  });
});
