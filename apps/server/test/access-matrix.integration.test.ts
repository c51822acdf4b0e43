/**
 * Security suite: every documented /api operation is tried signed out and with the wrong role. Signed-out callers
 * get 401 on everything that is not public; candidates get 403 on recruiter routes and recruiters 403 on candidate
 * routes — before any input is read, so the bodies here are deliberately empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { OPERATIONS } from '../src/openapi/openapi-document';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';

const [pglite] = await testDatabaseTargets();
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_ID);

describe('access matrix over every documented operation', () => {
  let t: TestApp;
  let candidate: TestUser;
  let recruiter: TestUser;
  beforeAll(async () => {
    t = await createTestApp(pglite!);
    candidate = await signUpWithRole(t.app, 'candidate');
    recruiter = await signUpWithRole(t.app, 'recruiter');
  });
  afterAll(async () => {
    await t.close();
  });

  const protectedOps = OPERATIONS.filter((op) => op.access !== 'public' && !op.path.endsWith('/ws'));

  it('covers a meaningful share of the API', () => {
    expect(protectedOps.length).toBeGreaterThan(25);
  });

  it('answers 401 to a signed-out caller on every protected operation', async () => {
    const wrong: string[] = [];
    for (const op of protectedOps) {
      const response = await t.app.inject({ method: op.method.toUpperCase() as 'GET', url: urlOf(op.path) });
      if (response.statusCode !== 401) wrong.push(`${op.method} ${op.path} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to the wrong role on every role-only operation', async () => {
    const wrong: string[] = [];
    for (const op of OPERATIONS.filter((o) => o.access === 'candidate' || o.access === 'recruiter')) {
      if (op.path.endsWith('/ws')) continue;
      const intruder = op.access === 'candidate' ? recruiter : candidate;
      const response = await t.app.inject(
        as(intruder, { method: op.method.toUpperCase() as 'GET', url: urlOf(op.path) }),
      );
      if (response.statusCode !== 403) wrong.push(`${op.method} ${op.path} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends the security headers, with a Content Security Policy, on pages and API answers', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeDefined();
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
