/**
 * Security headers on every kind of answer: HTML pages (the SPA shell, protected client routes, static assets) and
 * API answers (success, 401, 404, 400). HSTS only over HTTPS (directly or through a proxy's X-Forwarded-Proto).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { testDatabaseTargets } from '@intervia/db/testing';
import { HSTS_HEADER, PERMISSIONS_POLICY } from '../src/http/security-headers';
import { createTestApp, type TestApp } from './test-app';

const [pglite] = await testDatabaseTargets();

function directivesOf(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'intervia-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Intervia</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
    // The test client plays a reverse proxy on this machine (TRUST_PROXY), which may say the request was HTTPS.
    t = await createTestApp(pglite!, { WEB_DIST_DIR: webDist, TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const ANSWERS: [string, InjectOptions, number][] = [
    ['the landing page', { method: 'GET', url: '/' }, 200],
    ['a protected page, signed out', { method: 'GET', url: '/dashboard/candidate' }, 401],
    ['a static script', { method: 'GET', url: '/assets/app.js' }, 200],
    ['an API answer', { method: 'GET', url: '/api/health' }, 200],
    ['an API 401', { method: 'GET', url: '/api/interviews' }, 401],
    ['an API 404', { method: 'GET', url: '/api/no-such-thing' }, 404],
    ['an API 400', { method: 'POST', url: '/api/newsletter', payload: { email: 'not-an-email' } }, 400],
  ];

  it.each(ANSWERS)('are on %s', async (_label, request, status) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    const csp = directivesOf(response.headers['content-security-policy'] as string);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:80', 'wss://localhost:80']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS on HTTPS requests behind a proxy', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe(HSTS_HEADER);
    }
    // A client that is not a listed proxy cannot claim HTTPS.
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.3',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the call WebSocket reach only the page’s own host, whatever the Host header says', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'interviews.example.com', 'x-forwarded-host': 'app.example.com:8443' },
    });
    expect(directivesOf(proxied.headers['content-security-policy'] as string)['connect-src']).toEqual([
      "'self'",
      'ws://app.example.com:8443',
      'wss://app.example.com:8443',
    ]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: "evil.example; script-src 'unsafe-inline' *" },
    });
    const csp = directivesOf(forged.headers['content-security-policy'] as string);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'blob:']);
  });
});
