/**
 * Audit H3: the client address comes from the socket, or from X-Forwarded-For only on requests from a proxy listed
 * in TRUST_PROXY; sign-in and sign-up limits are per address, and repeated failures lock the account (from every
 * address) and the address (for every account) with back-off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { AUTH_RATE_LIMITED_MESSAGE } from '../src/routes/auth';
import { SIGN_IN_FAILURES_BEFORE_LOCKOUT } from '../src/auth/sign-in-throttle';
import { createTestApp, type TestApp } from './test-app';
import { signUp, type TestUser } from './auth-helpers';

const PER_MINUTE = 4;

describe.each(await testDatabaseTargets())('client address and sign-in limits on $kind', (target) => {
  let direct: TestApp;
  let proxied: TestApp;
  let victim: TestUser;
  // better-auth's limiter lives in the process: each database run uses addresses of its own.
  const net = target.kind === 'pglite' ? '198.51.100' : '203.0.113';

  beforeAll(async () => {
    direct = await createTestApp(
      target,
      { AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
      { authRateLimit: true },
    );
    proxied = await createTestApp(
      target,
      { AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: '10.0.0.0/8' },
      { authRateLimit: true, database: direct.database },
    );
    victim = await signUp(direct.app, { email: `victim-${net}@example.com` });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const signIn = (
    t: TestApp,
    from: string,
    payload: { email: string; password: string },
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: from, headers, payload });

  it('ignores X-Forwarded-For from a client: rotating it does not buy more guesses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await signIn(
        direct,
        `${net}.10`,
        { email: `nobody-${i}@example.com`, password: 'guess-number-1' },
        { 'x-forwarded-for': `192.0.2.${i}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_MINUTE);
    expect(statuses.slice(PER_MINUTE).every((s) => s === 429)).toBe(true);
  });

  it('counts per address: bad sign-ins from one address do not stop a correct one from another', async () => {
    for (let i = 0; i < PER_MINUTE + 2; i += 1)
      await signIn(direct, `${net}.20`, { email: `stranger-${i}@example.com`, password: 'wrong-guess-1' });
    expect(
      (await signIn(direct, `${net}.20`, { email: victim.email, password: victim.password })).statusCode,
    ).toBe(429);
    const elsewhere = await signIn(direct, `${net}.21`, { email: victim.email, password: victim.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('caps sign-ups per address, not for the whole server', async () => {
    const signUpFrom = (from: string, i: number) =>
      direct.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: from,
        payload: { name: 'New', email: `new-${net}-${from}-${i}@example.com`, password: 'fresh-start-12' },
      });
    let last = await signUpFrom(`${net}.30`, 0);
    for (let i = 1; i < 10 && last.statusCode !== 429; i += 1) last = await signUpFrom(`${net}.30`, i);
    expect(last.statusCode).toBe(429);
    expect((await signUpFrom(`${net}.31`, 0)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    // Through the proxy (10.1.2.3) every client has its own bucket …
    for (let client = 0; client < 3; client += 1) {
      for (let i = 0; i < PER_MINUTE; i += 1) {
        const response = await signIn(
          proxied,
          '10.1.2.3',
          { email: `proxied-${client}-${i}@example.com`, password: 'wrong-guess-1' },
          { 'x-forwarded-for': `${net}.${40 + client}` },
        );
        expect(response.statusCode).toBe(401);
      }
    }
    // … while a client talking to the server directly cannot pick its address.
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i += 1) {
      const response = await signIn(
        proxied,
        `${net}.50`,
        { email: `direct-${i}@example.com`, password: 'wrong-guess-1' },
        { 'x-forwarded-for': `${net}.${60 + i}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('locks an account after repeated failures from many addresses, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await signIn(direct, `${net}.${100 + i}`, {
        email: victim.email,
        password: `wrong-guess-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_FAILURES_BEFORE_LOCKOUT + 1);
    // Even the right password waits while the account is locked; the answer says how long.
    const locked = await signIn(direct, `${net}.200`, { email: victim.email, password: victim.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(60);
    expect(locked.json().error).toEqual({ code: 'rate-limited', message: AUTH_RATE_LIMITED_MESSAGE });
  });
});
