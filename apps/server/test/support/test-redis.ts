/**
 * Redis for integration tests: the one at TEST_REDIS_URL or 127.0.0.1:6379 when it answers (each test run uses a
 * key prefix of its own), and redis-server processes the tests start and stop themselves (outage tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../../../scripts/lib/free-port';
import { Redis } from 'ioredis';

/** The outage tests start their redis-server on a free port. */
export { freePort };

const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The Redis the tests may use, or null (the tests are then skipped and say why). */
export async function findTestRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL;
  return (await redisAnswers(url)) ? url : null;
}

/**
 * The Redis a test file uses: the running one (findTestRedisUrl), else a redis-server of its own when the binary is
 * installed (stop it after the file), else null (skip, saying why: SKIP_WITHOUT_REDIS).
 */
export async function useTestRedis(): Promise<{ url: string; stop(): Promise<void> } | null> {
  const url = await findTestRedisUrl();
  if (url) return { url, stop: async () => {} };
  if (!redisServerInstalled()) return null;
  const own = await OwnRedisServer.start();
  return { url: own.url, stop: () => own.stop() };
}

export const SKIP_WITHOUT_REDIS = `skipped: no Redis answers at ${process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL} (set TEST_REDIS_URL) and redis-server is not installed`;

/** A key prefix no other test run uses. */
export const testKeyPrefix = () => `intervia-test-${randomBytes(4).toString('hex')}:`;

export const REDIS_SERVER_BINARY = 'redis-server';
export const redisServerInstalled = () =>
  spawnSync(REDIS_SERVER_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

/** A redis-server of the test's own on a free port (no persistence), which the test can stop and start again. */
export class OwnRedisServer {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedisServer> {
    const server = new OwnRedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      REDIS_SERVER_BINARY,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(this.url))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** Polls until `check` holds (no timing is asserted: the deadline only stops a test that would hang). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
