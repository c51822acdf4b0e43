/** Rate limits: costly routes per signed-in user, the public newsletter form per address, sign-in per address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interviews, newsletterSubscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { NEWSLETTER_PER_MINUTE, RATE_LIMITED_ROUTES } from '../src/http/rate-limits';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';

const JD = 'Backend Engineer. Build APIs in Node.js and PostgreSQL; own reliability and on-call.';
const LIMIT = 3;

describe('API rate limits', async () => {
  const [pglite] = await testDatabaseTargets();
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp(pglite!, { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { authRateLimit: true });
    alice = await signUpWithRole(t.app, 'candidate');
    bob = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  const createInterview = (who: TestUser) =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/interviews',
        payload: { title: 'Backend Engineer', difficulty: 'easy', duration: 10, jdText: JD },
      }),
    );

  it('limits every listed route that exists (a renamed route cannot silently lose its limit)', () => {
    const registered = new Set(t.app.routeList.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.keys(RATE_LIMITED_ROUTES)) expect(registered).toContain(route);
  });

  it('answers 429 with Retry-After and a clear message once a user’s minute is used up, creating nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await createInterview(alice)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await createInterview(alice);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({
      code: 'rate-limited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    const stored = await t.database.db.select().from(interviews).where(eq(interviews.userId, alice.id));
    expect(stored).toHaveLength(LIMIT);
    // Another user is not slowed down by Alice.
    expect((await createInterview(bob)).statusCode).toBe(201);
  });

  it('limits the public newsletter form per address, not globally', async () => {
    const post = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'x-forwarded-for': ip },
        payload: { email },
      });
    for (let i = 0; i < NEWSLETTER_PER_MINUTE; i += 1) {
      expect((await post(`reader${i}@example.com`, '198.51.100.7')).statusCode).toBe(201);
    }
    const refused = await post('one-more@example.com', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const kept = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'one-more@example.com'));
    expect(kept).toHaveLength(0);
    expect((await post('neighbour@example.com', '198.51.100.8')).statusCode).toBe(201);
  });

  it('never limits reading the session (every page load does it; many users can share one address)', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i += 1) {
      const response = await t.app.inject(
        as(alice, {
          method: 'GET',
          url: '/api/auth/get-session',
          headers: { 'x-forwarded-for': '192.0.2.50' },
        }),
      );
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('limits sign-in attempts per address and says when to retry', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': '203.0.113.77' },
        payload: { email: 'nobody@example.com', password: 'whatever-123' },
      });
    let last = await attempt();
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1) last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['x-retry-after'])).toBeGreaterThan(0);
  });
});
