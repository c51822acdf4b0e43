/**
 * H13: during a database outage the API answered 500 (a bug, as far as clients and load balancers can tell). Now a
 * request that fails while the database cannot be reached is answered 503 with Retry-After and a message, and the
 * app serves again as soon as the database is back. PostgreSQL: connections to the app's database are refused and
 * the open ones terminated, then allowed again. PGlite: the embedded database is closed under the running app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { cutOffPostgresDatabase } from './support/postgres-outage';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/database-outage';

describe.each(await testDatabaseTargets())('a database outage on $kind', (target) => {
  let database: DatabaseConnection;
  let t: TestApp;
  let candidate: TestUser;

  beforeAll(async () => {
    database = await target.connect();
    t = await createTestApp(target, {}, { database });
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
    await database.close().catch(() => {});
  });

  const listInterviews = () => t.app.inject(as(candidate, { method: 'GET', url: '/api/interviews' }));
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: candidate.email, password: candidate.password },
    });

  function expectUnavailable(response: Awaited<ReturnType<typeof listInterviews>>) {
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().error).toEqual({
      code: 'service-unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
    });
  }

  /** Stops the database under the running app; returns how to bring it back (null when it cannot come back). */
  async function stopDatabase(): Promise<(() => Promise<void>) | null> {
    if (target.kind === 'pglite') {
      await database.close();
      return null;
    }
    return cutOffPostgresDatabase(database);
  }

  it('answers 503 with Retry-After while the database is down, and serves again when it is back', async () => {
    expect((await listInterviews()).statusCode).toBe(200);
    const restart = await stopDatabase();

    expectUnavailable(await listInterviews());
    expectUnavailable(await signIn());
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    if (restart) {
      await restart();
      expect((await listInterviews()).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(200);
    }
  }, 30_000);
});
