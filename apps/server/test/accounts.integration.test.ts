import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { member, session, user } from '@intervia/db';
import { USER_DATA_SECTION_NAMES, userDataExportSchema } from '@intervia/shared';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, cookieHeaderFrom, signUp, signUpWithRole, type TestUser } from './auth-helpers';

const webDist = join(tmpdir(), `intervia-web-${process.pid}`);
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

async function ageSession(t: TestApp, who: TestUser, minutes: number) {
  await t.database.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(session.userId, who.id));
}

describe.each(await testDatabaseTargets())('accounts, roles and organisations on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-up and sign-in', () => {
    it('sets an httpOnly, SameSite=Lax session cookie on sign-in', async () => {
      const signUpResponse = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine-1' },
      });
      expect(signUpResponse.statusCode).toBe(200);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'ada@example.com', password: 'analytical-engine-1' },
      });
      expect(response.statusCode).toBe(200);
      const cookie = [response.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it('refuses a password without a digit, and stores no user', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Weak', email: 'weak@example.com', password: 'onlyletters' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Use at least one letter and one number.');
      expect(await t.database.db.select().from(user).where(eq(user.email, 'weak@example.com'))).toHaveLength(
        0,
      );
    });

    it('gives the same generic error for a wrong password and an unknown email', async () => {
      const known = await signUp(t.app);
      const wrongPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: known.email, password: 'not-the-password-9' },
      });
      const unknownEmail = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@example.com', password: 'not-the-password-9' },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json().message).toBe(unknownEmail.json().message);
    });

    it('offers only email+password when no OAuth provider is configured', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(response.json()).toEqual({ emailPassword: true, oauthProviders: [] });
    });
  });

  describe('role selection (POST /api/getuser_role)', () => {
    it('needs a signed-in user', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/getuser_role',
        payload: { user: { id: 'x' }, role: 'candidate' },
      });
      expect(response.statusCode).toBe(401);
    });

    it('sets the role once, answers {role}, and refuses a different second choice with 409', async () => {
      const u = await signUp(t.app);
      const first = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/getuser_role',
          payload: { user: { id: u.id }, role: 'recruiter' },
        }),
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ role: 'recruiter' });

      const same = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/getuser_role',
          payload: { user: { id: u.id }, role: 'recruiter' },
        }),
      );
      expect(same.statusCode).toBe(200);

      const other = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/getuser_role',
          payload: { user: { id: u.id }, role: 'candidate' },
        }),
      );
      expect(other.statusCode).toBe(409);
      const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
      expect(row?.role).toBe('recruiter');
    });

    it("refuses to set another user's role", async () => {
      const victim = await signUp(t.app);
      const attacker = await signUp(t.app);
      const response = await t.app.inject(
        as(attacker, {
          method: 'POST',
          url: '/api/getuser_role',
          payload: { user: { id: victim.id }, role: 'recruiter' },
        }),
      );
      expect(response.statusCode).toBe(403);
      const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, victim.id));
      expect(row?.role).toBeNull();
    });

    it('rejects an unknown role with a validation error', async () => {
      const u = await signUp(t.app);
      const response = await t.app.inject(
        as(u, { method: 'POST', url: '/api/getuser_role', payload: { user: { id: u.id }, role: 'admin' } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Role must be candidate or recruiter.');
    });

    it('cannot be changed through the generic update-user endpoint', async () => {
      const u = await signUpWithRole(t.app, 'candidate');
      await t.app.inject(
        as(u, { method: 'POST', url: '/api/auth/update-user', payload: { role: 'recruiter' } }),
      );
      const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
      expect(row?.role).toBe('candidate');
    });
  });

  describe('page access (status of the HTML served for protected pages)', () => {
    it.each([
      ['/dashboard/candidate', null, 401],
      ['/dashboard/candidate/interviews', 'candidate', 200],
      ['/dashboard/candidate', 'recruiter', 403],
      ['/dashboard/recruiter', 'candidate', 403],
      ['/dashboard/recruiter', 'recruiter', 200],
      ['/payment', null, 401],
      ['/redirect', null, 401],
      ['/payment', 'candidate', 200],
      ['/', null, 200],
      ['/explore', null, 200],
    ] as const)('%s for %s → %i', async (path, role, status) => {
      const who = role ? await signUpWithRole(t.app, role) : null;
      const response = await t.app.inject(as(who, { method: 'GET', url: path }));
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    });

    it('answers 403 on a role page for a user who has not chosen a role yet', async () => {
      const u = await signUp(t.app);
      expect((await t.app.inject(as(u, { method: 'GET', url: '/dashboard/candidate' }))).statusCode).toBe(
        403,
      );
      expect((await t.app.inject(as(u, { method: 'GET', url: '/select-role' }))).statusCode).toBe(200);
    });
  });

  describe('CSRF protection', () => {
    it('refuses a state-changing request from another origin', async () => {
      const u = await signUp(t.app);
      const response = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/getuser_role',
          headers: { origin: 'https://evil.example' },
          payload: { user: { id: u.id }, role: 'candidate' },
        }),
      );
      expect(response.statusCode).toBe(403);
      const [row] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, u.id));
      expect(row?.role).toBeNull();
    });

    it('accepts the same request from the site itself', async () => {
      const u = await signUp(t.app);
      const response = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/getuser_role',
          headers: { origin: 'http://localhost:80', host: 'localhost:80' },
          payload: { user: { id: u.id }, role: 'candidate' },
        }),
      );
      expect(response.statusCode).toBe(200);
    });

    it('refuses cross-site sign-in attempts too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'https://evil.example' },
        payload: { email: 'ada@example.com', password: 'analytical-engine-1' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('sensitive actions need a fresh session (10 minutes)', () => {
    it('refuses a password change on an 11-minute-old session and allows it after signing in again', async () => {
      const u = await signUp(t.app);
      await ageSession(t, u, 11);
      const stale = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: u.password, newPassword: 'new-password-77' },
        }),
      );
      expect(stale.statusCode).toBe(403);
      expect(stale.json().error.code).toBe('reauthentication-required');

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: u.email, password: u.password },
      });
      const fresh = { ...u, cookie: cookieHeaderFrom(again.headers['set-cookie']) };
      const ok = await t.app.inject(
        as(fresh, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: u.password, newPassword: 'new-password-77' },
        }),
      );
      expect(ok.statusCode).toBe(200);
    });

    it('applies the password rule to a changed password too', async () => {
      const u = await signUp(t.app);
      const response = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: u.password, newPassword: 'short1' },
        }),
      );
      expect(response.statusCode).toBe(400);
    });

    it('refuses an email change on a stale session', async () => {
      const u = await signUp(t.app);
      await ageSession(t, u, 30);
      const response = await t.app.inject(
        as(u, {
          method: 'POST',
          url: '/api/auth/change-email',
          payload: { newEmail: 'changed@example.com' },
        }),
      );
      expect(response.statusCode).toBe(403);
      const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, u.id));
      expect(row?.email).toBe(u.email);
    });
  });

  describe('export and delete my account', () => {
    it('exports what we hold without secrets', async () => {
      const u = await signUpWithRole(t.app, 'candidate');
      await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: u.email } });
      const response = await t.app.inject(as(u, { method: 'GET', url: '/api/account/export' }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="intervia-data-/);
      const body = response.json();
      // The body keeps its published contract, every section present.
      expect(userDataExportSchema.safeParse(body).error).toBeUndefined();
      expect(Object.keys(body.data)).toEqual([...USER_DATA_SECTION_NAMES]);
      expect(body.data.profile).toMatchObject({ id: u.id, email: u.email, role: 'candidate' });
      expect(body.data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
      expect(body.data.newsletter).toMatchObject({ email: u.email });
      expect(response.body).not.toMatch(/"password"|"token"|"accessToken"/);
    });

    it('needs a signed-in user to export', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    });

    it('refuses deletion on a stale session, then deletes rows and files on a fresh one', async () => {
      const u = await signUpWithRole(t.app, 'candidate');
      const key = await t.deps.files.save(u.id, 'resumes', 'pdf', new Uint8Array([1, 2, 3]));
      await ageSession(t, u, 15);
      const stale = await t.app.inject(as(u, { method: 'DELETE', url: '/api/account' }));
      expect(stale.statusCode).toBe(403);
      expect(await t.database.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

      await ageSession(t, u, 0);
      const ok = await t.app.inject(as(u, { method: 'DELETE', url: '/api/account' }));
      expect(ok.statusCode).toBe(204);
      expect(await t.database.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
      expect(await t.database.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
      expect(existsSync(t.deps.files.pathOf(u.id, key))).toBe(false);
      expect((await t.app.inject(as(u, { method: 'GET', url: '/api/account/export' }))).statusCode).toBe(401);
    });
  });

  describe('organisations', () => {
    async function createOrg(who: TestUser, name: string) {
      return t.app.inject(
        as(who, {
          method: 'POST',
          url: '/api/auth/organization/create',
          payload: { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` },
        }),
      );
    }

    it('lets a recruiter create a company as its owner, and refuses candidates', async () => {
      const recruiter = await signUpWithRole(t.app, 'recruiter');
      const created = await createOrg(recruiter, 'Acme Hiring');
      expect(created.statusCode).toBe(200);
      const orgId = created.json().id as string;
      const [row] = await t.database.db.select().from(member).where(eq(member.organizationId, orgId));
      expect(row).toMatchObject({ userId: recruiter.id, role: 'owner' });

      const candidate = await signUpWithRole(t.app, 'candidate');
      expect((await createOrg(candidate, 'Candidate Co')).statusCode).toBe(403);
    });

    it('lets an invited recruiter join with the invited role; outsiders cannot read the members', async () => {
      const owner = await signUpWithRole(t.app, 'recruiter');
      const orgId = (await createOrg(owner, 'Globex')).json().id as string;
      const joiner = await signUpWithRole(t.app, 'recruiter');
      const invite = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/auth/organization/invite-member',
          payload: { email: joiner.email, role: 'admin', organizationId: orgId },
        }),
      );
      expect(invite.statusCode).toBe(200);
      const accept = await t.app.inject(
        as(joiner, {
          method: 'POST',
          url: '/api/auth/organization/accept-invitation',
          payload: { invitationId: invite.json().id },
        }),
      );
      expect(accept.statusCode).toBe(200);
      const members = await t.database.db.select().from(member).where(eq(member.organizationId, orgId));
      expect(members.map((m) => m.role).sort()).toEqual(['admin', 'owner']);

      const outsider = await signUpWithRole(t.app, 'recruiter');
      const peek = await t.app.inject(
        as(outsider, {
          method: 'GET',
          url: `/api/auth/organization/get-full-organization?organizationId=${orgId}`,
        }),
      );
      expect([403, 400, 401]).toContain(peek.statusCode);
      expect(peek.body).not.toContain(owner.email);
    });

    it('does not let a candidate join a company through an invitation', async () => {
      const owner = await signUpWithRole(t.app, 'recruiter');
      const orgId = (await createOrg(owner, 'Hooli')).json().id as string;
      const candidate = await signUpWithRole(t.app, 'candidate');
      const invite = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/auth/organization/invite-member',
          payload: { email: candidate.email, role: 'member', organizationId: orgId },
        }),
      );
      const accept = await t.app.inject(
        as(candidate, {
          method: 'POST',
          url: '/api/auth/organization/accept-invitation',
          payload: { invitationId: invite.json().id },
        }),
      );
      expect(accept.statusCode).toBe(403);
      const members = await t.database.db.select().from(member).where(eq(member.organizationId, orgId));
      expect(members.map((m) => m.userId)).toEqual([owner.id]);
    });

    it('passes ownership to the remaining admin when the owner deletes their account', async () => {
      const owner = await signUpWithRole(t.app, 'recruiter');
      const orgId = (await createOrg(owner, 'Initech')).json().id as string;
      const admin = await signUpWithRole(t.app, 'recruiter');
      const invite = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/auth/organization/invite-member',
          payload: { email: admin.email, role: 'admin', organizationId: orgId },
        }),
      );
      await t.app.inject(
        as(admin, {
          method: 'POST',
          url: '/api/auth/organization/accept-invitation',
          payload: { invitationId: invite.json().id },
        }),
      );
      expect((await t.app.inject(as(owner, { method: 'DELETE', url: '/api/account' }))).statusCode).toBe(204);
      const members = await t.database.db.select().from(member).where(eq(member.organizationId, orgId));
      expect(members).toEqual([expect.objectContaining({ userId: admin.id, role: 'owner' })]);
    });

    it('refuses deleting an organisation on a stale session', async () => {
      const owner = await signUpWithRole(t.app, 'recruiter');
      const orgId = (await createOrg(owner, 'Umbrella')).json().id as string;
      await ageSession(t, owner, 11);
      const response = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/auth/organization/delete',
          payload: { organizationId: orgId },
        }),
      );
      expect(response.statusCode).toBe(403);
    });
  });
});

describe.each(await testDatabaseTargets())(
  'sign-in rate limit and OAuth configuration on $kind',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        target,
        { AUTH_RATE_LIMIT_PER_MINUTE: '3', GITHUB_CLIENT_ID: 'gh-id', GITHUB_CLIENT_SECRET: 'gh-secret' },
        { authRateLimit: true },
      );
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers 429 once the sign-in attempts per minute are used up', async () => {
      // better-auth keeps its in-memory limiter per process, so each run uses an address of its own.
      const ip = target.kind === 'pglite' ? '203.0.113.10' : '203.0.113.20';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: ip,
          payload: { email: 'nobody@example.com', password: 'whatever-123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    });

    it('lists a configured provider and starts its OAuth flow at the provider', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth-config' })).json().oauthProviders).toEqual([
        { id: 'github', label: 'GitHub' },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'github', callbackURL: '/redirect' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toMatch(
        /^https:\/\/github\.com\/login\/oauth\/authorize\?.*client_id=gh-id/,
      );
    });
  },
);
