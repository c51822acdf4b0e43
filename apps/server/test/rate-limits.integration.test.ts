/** Rate limits: costly routes per signed-in user, the public newsletter form per address, sign-in per address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interviews, newsletterSubscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { NEWSLETTER_PER_MINUTE, RATE_LIMITED_ROUTES } from '../src/http/rate-limits';
import { AUTH_RATE_LIMITED_MESSAGE } from '../src/routes/auth';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { postInterview } from './interview-helpers';

const LIMIT = 3;

describe('API rate limits', async () => {
  const [pglite] = await testDatabaseTargets();
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  beforeAll(async () => {
    // Requests come through a proxy on this machine, which names the client in X-Forwarded-For.
    t = await createTestApp(
      pglite!,
      { API_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' },
      { authRateLimit: true },
    );
    alice = await signUpWithRole(t.app, 'candidate');
    bob = await signUpWithRole(t.app, 'candidate');
    carol = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  const createInterview = (who: TestUser) => postInterview(t.app, who);

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

  it('answers 429 with Retry-After and the message on every listed route once its minute is used up', async () => {
    const wrong: string[] = [];
    for (const [index, [route, rule]] of Object.entries(RATE_LIMITED_ROUTES).entries()) {
      const [method, url] = route.split(' ') as ['POST', string];
      // Counters are per route and per session (or address), so Carol starts each route empty. The limit applies
      // before the handler reads anything, so empty requests count like real ones.
      const who = carol;
      const request = () =>
        t.app.inject(
          as(who, {
            method,
            url: url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
            headers: { 'x-forwarded-for': `198.51.100.${100 + index}` },
          }),
        );
      const budget = rule.perMinute === 'perUserLimit' ? LIMIT : rule.perMinute;
      for (let i = 0; i < budget; i += 1) {
        const allowed = await request();
        if (allowed.statusCode === 429) wrong.push(`${route}: 429 after ${i} requests`);
      }
      const refused = await request();
      if (
        refused.statusCode !== 429 ||
        !(Number(refused.headers['retry-after']) > 0) ||
        refused.json().error?.message !== 'Too many requests. Please wait a moment and try again.'
      ) {
        wrong.push(`${route}: ${refused.statusCode} ${refused.headers['retry-after']} ${refused.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'whatever-123' }],
    [
      'sign-up',
      '/api/auth/sign-up/email',
      { name: 'Spam', email: 'spam@example.com', password: 'whatever-123' },
    ],
  ])('limits %s attempts per address with Retry-After and a clear message', async (_label, url, payload) => {
    const attempt = (ip: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
    let last = await attempt('203.0.113.77');
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1) last = await attempt('203.0.113.77');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error).toEqual({ code: 'rate-limited', message: AUTH_RATE_LIMITED_MESSAGE });
    // Another address is not slowed down.
    expect((await attempt('203.0.113.78')).statusCode).not.toBe(429);
  });
});
