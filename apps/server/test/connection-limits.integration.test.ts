/**
 * Audit H16: idle connections and slow header senders (slowloris) are closed, and one address cannot hold more
 * than its share of connections; a listed proxy is exempt, and ordinary requests still work.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';

const MAX = 4;

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server closes the socket, or null when it stays open `withinMs`. */
function closedWithin(socket: Socket, withinMs: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => resolve(null), withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => {});
    socket.resume();
  });
}

describe.each(await testDatabaseTargets())('connection limits on $kind', (target) => {
  let t: TestApp;
  let port: number;
  const limits = {
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX),
    HTTP_HEADERS_TIMEOUT_MS: '1500',
    HTTP_REQUEST_TIMEOUT_MS: '3000',
    HTTP_IDLE_TIMEOUT_MS: '1000',
  };

  beforeAll(async () => {
    t = await createTestApp(target, limits);
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a connection that sends nothing', async () => {
    const socket = await open(port);
    const after = await closedWithin(socket, 5000);
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(4000);
  });

  it('closes a connection that trickles its headers (slowloris)', async () => {
    const socket = await open(port);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${Date.now()}: 1\r\n`);
    }, 300);
    const after = await closedWithin(socket, 8000);
    clearInterval(trickle);
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(6000);
  });

  it('caps the connections one address holds; the others keep working', async () => {
    const held = await Promise.all(Array.from({ length: MAX }, () => open(port)));
    // Keep them busy enough not to count as idle for the length of the test.
    const extra = await open(port);
    expect(await closedWithin(extra, 500)).not.toBeNull();
    for (const socket of held) expect(socket.destroyed).toBe(false);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('does not cap a proxy listed in TRUST_PROXY', async () => {
    const proxied = await createTestApp(
      target,
      { ...limits, TRUST_PROXY: '127.0.0.1' },
      { database: t.database },
    );
    try {
      const proxyPort = Number(new URL(await proxied.app.listen({ port: 0, host: '127.0.0.1' })).port);
      const sockets = await Promise.all(Array.from({ length: MAX + 2 }, () => open(proxyPort)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sockets.filter((socket) => socket.destroyed)).toHaveLength(0);
      for (const socket of sockets) socket.destroy();
    } finally {
      await proxied.close();
    }
  });
});
