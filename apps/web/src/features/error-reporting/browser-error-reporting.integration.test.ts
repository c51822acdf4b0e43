import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/browser';
import { callError } from '@intervia/voice-client';
import { createBrowserErrorReporter, type BrowserErrorReporter } from './browser-error-reporting';

/** A local stand-in for the error-reporting service: keeps each envelope it receives. */
describe('browser error reporting against a local envelope receiver', () => {
  const bodies: string[] = [];
  let server: Server;
  let reporter: BrowserErrorReporter;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    reporter = createBrowserErrorReporter(Sentry, {
      dsn: `http://publickey@127.0.0.1:${port}/1`,
      environment: 'test',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a fatal call error with the user name, user data and the call token scrubbed', async () => {
    const sent = reporter.reportFatalCallError(
      callError('connection-error', 'Failed to load call object bundle'),
      {
        url: 'ws://host/api/call/c-9/ws?token=join-SECRET',
        userName: 'Vera Voice',
        userData: { notes: 'private-notes' },
        stage: 'daily-call-join',
      },
    );
    expect(sent).toBe(true);
    expect(await reporter.flush(5000)).toBe(true);
    const deadline = Date.now() + 5000;
    while (bodies.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const body = bodies.join('\n');
    expect(body).toContain('Failed to load call object bundle');
    expect(body).toContain('"stage":"daily-call-join"');
    expect(body).toContain('token=[Filtered]');
    for (const secret of ['join-SECRET', 'Vera Voice', 'private-notes']) expect(body).not.toContain(secret);
  });

  it('skips the listed types (a refused microphone is not a defect)', async () => {
    const before = bodies.length;
    expect(reporter.reportFatalCallError(callError('permissions', 'denied'))).toBe(false);
    await reporter.flush(1000);
    expect(bodies.length).toBe(before);
  });
});
