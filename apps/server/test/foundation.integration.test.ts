import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';

describe.each(await testDatabaseTargets())('foundation API on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database kind and status on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', db: { kind: target.kind, status: 'up' } });
  });

  it('subscribes an email once and recognises a repeat in another case', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'Grace@Example.com' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'subscribed' });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: ' grace@example.COM' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'already-subscribed' });

    const rows = await t.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((row) => row.email)).toEqual(['grace@example.com']);
  });

  it('rejects an invalid email with a field message and stores nothing', async () => {
    const before = await t.database.db.select().from(newsletterSubscriptions);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation-error',
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      },
    });
    expect(await t.database.db.select().from(newsletterSubscriptions)).toHaveLength(before.length);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not-found');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation-error');
  });
});
