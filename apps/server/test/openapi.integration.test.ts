import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';

const [pglite] = await testDatabaseTargets();

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes every /api route the server registers (except better-auth under /api/auth/*)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = new Set(
      Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const registered = t.app.routeList
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/auth/') &&
          r.method !== 'HEAD' &&
          r.method !== 'OPTIONS',
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents the resume as a multipart file field', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = document.paths['/api/interviews'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.resume).toMatchObject({ type: 'string', format: 'binary' });
    expect(document.openapi).toBe('3.1.0');
  });
});
