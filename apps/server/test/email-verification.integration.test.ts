/**
 * Addresses are proven before they grant anything (audit H1, H8 and the sign-up extras): administrator rights,
 * company and job invitations; a changed address takes effect only when the link sent to it is opened; sign-up
 * does not tell whether an address is taken; deleting an account leaves no invitation row or outbox mail naming it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invitation, jobInvites, member, user } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { APPLICATION_MESSAGES } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import {
  as,
  mailTo,
  signIn,
  signUp,
  signUpWithRole,
  verificationLinkFor,
  verifyEmail,
  type TestUser,
} from './auth-helpers';
import { createOrganization } from './org-helpers';

const ADMIN = 'root-admin@example.com';

describe.each(await testDatabaseTargets())('e-mail verification on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: ADMIN });
  });
  afterAll(async () => {
    await t.close();
  });

  const billing = async (who: TestUser) =>
    (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
  const grant = (who: TestUser, email: string) =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/admin/subscriptions',
        payload: { email, planId: 'enterprise', period: 'monthly' },
      }),
    );

  it('H1: registering an administrator address grants nothing until its owner opens the link', async () => {
    const claimer = await signUp(t.app, { email: ADMIN, verified: false });
    expect((await billing(claimer)).isAdmin).toBe(false);
    const refused = await grant(claimer, ADMIN);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/verified address/);
    expect(await t.database.db.select().from(user).where(eq(user.email, ADMIN))).toMatchObject([
      { emailVerified: false },
    ]);

    // The link went to the address (the outbox here); its owner opens it and signs in again.
    await verifyEmail(t.app, ADMIN);
    const owner = { ...claimer, cookie: await signIn(t.app, ADMIN, claimer.password) };
    expect((await billing(owner)).isAdmin).toBe(true);
    expect((await grant(owner, ADMIN)).statusCode).toBe(200);
  });

  it('H1: changing the e-mail to an administrator address changes nothing until the new address confirms', async () => {
    const target = 'second-admin@example.com';
    t.config.billing.adminEmails.push(target);
    const attacker = await signUp(t.app);
    const change = await t.app.inject(
      as(attacker, { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: target } }),
    );
    expect(change.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, attacker.id));
    expect(row?.email).toBe(attacker.email);
    expect((await billing(attacker)).isAdmin).toBe(false);
    expect((await grant(attacker, attacker.email)).statusCode).toBe(403);
    // The confirmation went to the new address, not to the account's current one.
    expect(mailTo(t.app, target)).toHaveLength(1);

    // Opening it (only the address's owner can) switches the address.
    const opened = await t.app.inject({ method: 'GET', url: verificationLinkFor(t.app, target) });
    expect(opened.statusCode).toBe(302);
    const [after] = await t.database.db.select().from(user).where(eq(user.id, attacker.id));
    expect(after?.email).toBe(target);
  });

  it('sign-up answers the same for a new and a taken address, with no session either way', async () => {
    const taken = await signUp(t.app);
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Probe', email, password: 'probing-along-77' },
      });
    const onTaken = await attempt(taken.email);
    const onNew = await attempt(`fresh-${Date.now()}@example.com`);
    expect(onTaken.statusCode).toBe(200);
    expect(onNew.statusCode).toBe(200);
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(shape(onTaken.json())).toEqual(shape(onNew.json()));
    expect(onTaken.headers['set-cookie']).toBeUndefined();
    expect(onNew.headers['set-cookie']).toBeUndefined();
    // The taken account is untouched: its owner still signs in with their password.
    expect(await signIn(t.app, taken.email, taken.password)).toMatch(/session_token/);
  });

  it('accepts a password in any script (пароль123), and still refuses one without a number', async () => {
    const email = `cyrillic-${Date.now()}@example.com`;
    const who = await signUp(t.app, { email, password: 'пароль123' });
    expect(await signIn(t.app, email, 'пароль123')).toMatch(/session_token/);
    expect(who.id).toBeTruthy();
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Weak', email: `weak-${Date.now()}@example.com`, password: 'парольпароль' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Use at least one letter and one number.');
  });

  it('H8: a company invitation needs its verified address; change-email to it does not help', async () => {
    const owner = await signUpWithRole(t.app, 'recruiter');
    const orgId = await createOrganization(t.app, owner, 'Bound Invites');
    const invitee = `invitee-${Date.now()}@example.com`;
    const invite = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/auth/organization/invite-member',
        payload: { email: invitee, role: 'admin', organizationId: orgId },
      }),
    );
    expect(invite.statusCode).toBe(200);
    const accept = (who: TestUser) =>
      t.app.inject(
        as(who, {
          method: 'POST',
          url: '/api/auth/organization/accept-invitation',
          payload: { invitationId: invite.json().id },
        }),
      );

    // Someone else switches to the invitee's address without being able to confirm it.
    const intruder = await signUpWithRole(t.app, 'recruiter');
    await t.app.inject(
      as(intruder, { method: 'POST', url: '/api/auth/change-email', payload: { newEmail: invitee } }),
    );
    expect((await accept(intruder)).statusCode).toBe(403);

    // An unverified account at the address cannot accept either; once verified it can.
    const real = await signUpWithRole(t.app, 'recruiter', { email: invitee, verified: false });
    expect((await accept(real)).statusCode).toBe(403);
    await verifyEmail(t.app, invitee);
    const verified = { ...real, cookie: await signIn(t.app, invitee, real.password) };
    expect((await accept(verified)).statusCode).toBe(200);
    const members = await t.database.db.select().from(member).where(eq(member.organizationId, orgId));
    expect(members.map((m) => m.userId).sort()).toEqual([owner.id, real.id].sort());
  });

  async function invitedJob() {
    const owner = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, owner, `Jobs ${Date.now()}`);
    const job = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/recruiter/jobs',
        payload: {
          title: 'Support Engineer',
          company: 'Invite Co',
          location: 'Remote',
          remote: 'remote',
          description:
            'Help customers with our API in TypeScript and Node.js, write clear answers and improve the documentation.',
          requirements: '2+ years supporting developers',
          firstRoundEnabled: true,
          firstRoundDifficulty: 'easy',
          firstRoundDurationMinutes: 5,
        },
      }),
    );
    expect(job.statusCode).toBe(201);
    const jobId = job.json().job.id as string;
    const email = `job-invitee-${Date.now()}@example.com`;
    const sent = await t.app.inject(
      as(owner, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/invites`, payload: { email } }),
    );
    expect(sent.statusCode).toBe(201);
    const token = (sent.json().link as string).split('/').pop()!;
    return { jobId, email, token };
  }
  const apply = (who: TestUser, jobId: string, inviteToken: string) =>
    t.app.inject(
      as(who, { method: 'POST', url: `/api/jobs/${jobId}/apply`, payload: { consent: true, inviteToken } }),
    );

  it('H8: a job invite needs its verified address, and stays used after the account is deleted', async () => {
    const { jobId, email, token } = await invitedJob();
    const unverified = await signUpWithRole(t.app, 'candidate', { email, verified: false });
    const early = await apply(unverified, jobId, token);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(APPLICATION_MESSAGES.inviteUnverifiedEmail);

    await verifyEmail(t.app, email);
    const invitee = { ...unverified, cookie: await signIn(t.app, email, unverified.password) };
    expect((await apply(invitee, jobId, token)).statusCode).toBe(201);

    expect((await t.app.inject(as(invitee, { method: 'DELETE', url: '/api/account' }))).statusCode).toBe(204);
    const again = await signUpWithRole(t.app, 'candidate', { email });
    const reused = await apply(again, jobId, token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(APPLICATION_MESSAGES.inviteUsed);
  });

  it('after account deletion no invitation row or outbox mail names the user', async () => {
    const { jobId, email, token } = await invitedJob();
    const invitee = await signUpWithRole(t.app, 'candidate', { email });
    expect((await apply(invitee, jobId, token)).statusCode).toBe(201);
    const owner = await signUpWithRole(t.app, 'recruiter');
    const orgId = await createOrganization(t.app, owner, `Named ${Date.now()}`);
    await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/auth/organization/invite-member',
        payload: { email, role: 'member', organizationId: orgId },
      }),
    );
    expect(mailTo(t.app, email).length).toBeGreaterThan(0);

    expect((await t.app.inject(as(invitee, { method: 'DELETE', url: '/api/account' }))).statusCode).toBe(204);
    expect(await t.database.db.select().from(jobInvites).where(eq(jobInvites.email, email))).toEqual([]);
    expect(await t.database.db.select().from(invitation).where(eq(invitation.email, email))).toEqual([]);
    expect(mailTo(t.app, email)).toEqual([]);
    const outbox = join(t.config.dataDir, 'outbox');
    expect(existsSync(outbox) && readdirSync(outbox).length).toBeGreaterThan(0);
  });
});
