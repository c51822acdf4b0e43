/**
 * Audit H9: per-user limits count the user (the id a session resolves to), not the cookie string; the newsletter
 * form counts the trusted client address, not a header the client writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { NEWSLETTER_PER_MINUTE } from '../src/http/rate-limits';
import { createTestApp, type TestApp } from './test-app';
import { signIn, signUpWithRole, type TestUser } from './auth-helpers';

const LIMIT = 3;
const JD = 'Backend Engineer. Build APIs in Node.js and PostgreSQL; own reliability and on-call.';

describe.each(await testDatabaseTargets())('per-user limits on $kind', (target) => {
  let t: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp(target, { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    alice = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  const createInterview = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { title: 'Backend Engineer', difficulty: 'easy', duration: 10, jdText: JD },
    });

  /** The same cookie with one character of the session token percent-encoded: the server decodes it alike. */
  function reencoded(cookie: string): string {
    return cookie.replace(/(better-auth\.session_token=)([^;])/, (_m, name: string, first: string) => {
      return `${name}%${first.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    });
  }

  it('counts a re-encoded cookie and a second session as the same user', async () => {
    const variant = reencoded(alice.cookie);
    expect(variant).not.toBe(alice.cookie);
    // A second session of the same account (another browser), with the role already chosen.
    const second = await signIn(t.app, alice.email, alice.password);
    const statuses = [
      (await createInterview(alice.cookie)).statusCode,
      (await createInterview(variant)).statusCode,
      (await createInterview(second)).statusCode,
      (await createInterview(variant)).statusCode,
      (await createInterview(second)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('limits the newsletter form by the socket address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < NEWSLETTER_PER_MINUTE + 3; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        remoteAddress: target.kind === 'pglite' ? '198.51.100.9' : '203.0.113.9',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { email: `reader-${target.kind}-${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, NEWSLETTER_PER_MINUTE).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(NEWSLETTER_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });
});
