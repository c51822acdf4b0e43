import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { session } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUp, signUpWithRole, updateCookieHeader, type TestUser } from './auth-helpers';

/** The session cookie cache spares database reads, but sign-out, revocation, role choice and deletion still count. */
describe.each(await testDatabaseTargets())('session cookie cache on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  const listInterviews = (who: TestUser) => t.app.inject(as(who, { method: 'GET', url: '/api/interviews' }));

  async function signIn(who: TestUser): Promise<TestUser> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: who.email, password: who.password },
    });
    expect(response.statusCode).toBe(200);
    return { ...who, cookie: updateCookieHeader('', response.headers['set-cookie']) };
  }

  it('answers from the signed cache without reading the session row, and refreshes a missing cache', async () => {
    const u = await signUpWithRole(t.app, 'candidate');
    expect(u.cookie).toMatch(/better-auth\.session_data=/);
    const withoutCache = {
      ...u,
      cookie: u.cookie
        .split('; ')
        .filter((pair) => !pair.startsWith('better-auth.session_data='))
        .join('; '),
    };
    const refreshed = await listInterviews(withoutCache);
    expect(refreshed.statusCode).toBe(200);
    expect([refreshed.headers['set-cookie']].flat().join('\n')).toMatch(/better-auth\.session_data=/);

    // Removed behind better-auth's back (no hook): the cache still vouches for it, up to its maxAge …
    await t.database.db.delete(session).where(eq(session.userId, u.id));
    expect((await listInterviews(u)).statusCode).toBe(200);
    // … while a request without the cache reads the database.
    expect((await listInterviews(withoutCache)).statusCode).toBe(401);
  });

  it('refuses a replayed cookie after sign-out', async () => {
    const u = await signUpWithRole(t.app, 'candidate');
    expect((await listInterviews(u)).statusCode).toBe(200);
    const out = await t.app.inject(as(u, { method: 'POST', url: '/api/auth/sign-out' }));
    expect(out.statusCode).toBe(200);
    expect((await listInterviews(u)).statusCode).toBe(401);
    // The web app's own session read says the same.
    const session = await t.app.inject(as(u, { method: 'GET', url: '/api/auth/get-session' }));
    expect(session.json()).toBeNull();
  });

  it('refuses the other devices after "sign out other sessions"', async () => {
    const u = await signUpWithRole(t.app, 'candidate');
    const otherDevice = await signIn(u);
    expect((await listInterviews(otherDevice)).statusCode).toBe(200);
    const revoke = await t.app.inject(as(u, { method: 'POST', url: '/api/auth/revoke-other-sessions' }));
    expect(revoke.statusCode).toBe(200);
    expect((await listInterviews(otherDevice)).statusCode).toBe(401);
    expect((await listInterviews(u)).statusCode).toBe(200);
  });

  it('sees a role chosen after the cache was issued, even with the cookie from sign-up', async () => {
    const u = await signUp(t.app);
    expect((await listInterviews(u)).statusCode).toBe(403);
    const chosen = await t.app.inject(
      as(u, { method: 'POST', url: '/api/getuser_role', payload: { user: { id: u.id }, role: 'candidate' } }),
    );
    expect(chosen.statusCode).toBe(200);
    expect([chosen.headers['set-cookie']].flat().join('\n')).toMatch(/better-auth\.session_data=/);
    expect((await listInterviews(u)).statusCode).toBe(200);
  });

  it("refuses another device's cached session once the account is deleted", async () => {
    const u = await signUpWithRole(t.app, 'candidate');
    const otherDevice = await signIn(u);
    expect((await listInterviews(otherDevice)).statusCode).toBe(200);
    expect((await t.app.inject(as(u, { method: 'DELETE', url: '/api/account' }))).statusCode).toBe(204);
    expect((await listInterviews(otherDevice)).statusCode).toBe(401);
  });
});
