/**
 * The Redis side of each shared store, against a real Redis: the same rules as the in-memory stores, atomic when
 * nodes act at once, and falling back to this node's memory while Redis is away (logged once each way).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURES_BEFORE_LOCKOUT,
  SIGN_IN_FIRST_LOCKOUT_MS,
  SIGN_IN_MAX_LOCKOUT_MS,
} from '../src/auth/sign-in-throttle';
import { RedisConnection } from '../src/shared-state/redis-connection';
import { RedisRateLimitStore } from '../src/shared-state/rate-limit-store';
import { RedisSignInLockouts } from '../src/shared-state/sign-in-lockouts';
import { RedisCallPresence } from '../src/shared-state/call-presence';
import { RedisLiveEventBus } from '../src/shared-state/live-event-bus';
import {
  OwnRedisServer,
  redisServerInstalled,
  testKeyPrefix,
  until,
  useTestRedis,
  SKIP_WITHOUT_REDIS,
} from './support/test-redis';

const quiet = { info: () => {}, warn: () => {} };
const testRedis = await useTestRedis();
const redisUrl = testRedis?.url;
afterAll(async () => {
  await testRedis?.stop();
});

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

if (!redisUrl) {
  describe('shared stores in Redis', () => {
    it.skip(SKIP_WITHOUT_REDIS, () => {});
  });
}

describe.runIf(redisUrl)('shared stores in Redis', () => {
  // Two connections with one prefix: two nodes.
  let nodeA: RedisConnection;
  let nodeB: RedisConnection;

  beforeAll(async () => {
    const prefix = testKeyPrefix();
    nodeA = await RedisConnection.connect(redisUrl!, prefix, quiet);
    nodeB = await RedisConnection.connect(redisUrl!, prefix, quiet);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('counts requests from two nodes at once without losing one, in one window', async () => {
    const [a, b] = [new RedisRateLimitStore(nodeA), new RedisRateLimitStore(nodeB)];
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('POST /api/interviews user:u1', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const hit of hits) {
      expect(hit.resetInMs).toBeGreaterThan(0);
      expect(hit.resetInMs).toBeLessThanOrEqual(60_000);
    }
    expect((await a.hit('POST /api/interviews user:u2', 60_000)).count).toBe(1);
  });

  it('locks an account after failures on two nodes, doubling up to the maximum, as the in-memory rule does', async () => {
    const time = clock();
    const [a, b] = [new RedisSignInLockouts(nodeA, time.now), new RedisSignInLockouts(nodeB, time.now)];
    for (let i = 0; i < SIGN_IN_FAILURES_BEFORE_LOCKOUT; i += 1) {
      await (i % 2 ? a : b).recordFailure('ada@example.com', `198.51.100.${i}`);
    }
    expect(await a.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
    await b.recordFailure('ADA@example.com ', '198.51.100.200');
    expect(await a.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(SIGN_IN_FIRST_LOCKOUT_MS);
    expect(await b.retryAfterMs('grace@example.com', '203.0.113.1')).toBe(0);

    const lockouts: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      time.advance(await a.retryAfterMs('ada@example.com', '203.0.113.9'));
      await (i % 2 ? a : b).recordFailure('ada@example.com', '198.51.100.1');
      lockouts.push(await a.retryAfterMs('ada@example.com', '203.0.113.9'));
    }
    expect(lockouts).toEqual([
      120_000,
      240_000,
      480_000,
      960_000,
      SIGN_IN_MAX_LOCKOUT_MS,
      SIGN_IN_MAX_LOCKOUT_MS,
      SIGN_IN_MAX_LOCKOUT_MS,
    ]);
    // A correct password on either node clears the account (not the addresses that guessed).
    time.advance(SIGN_IN_MAX_LOCKOUT_MS);
    await b.recordSuccess('ada@example.com');
    expect(await a.retryAfterMs('ada@example.com', '203.0.113.9')).toBe(0);
  });

  it('gives a call to one node at a time: claim, release, expiry and renewal', async () => {
    const ttlMs = 400;
    const a = new RedisCallPresence(nodeA, 'node-a', ttlMs, 60_000);
    const b = new RedisCallPresence(nodeB, 'node-b', ttlMs, 60_000);
    try {
      expect(await a.claim('call-1')).toBe(true);
      expect(await a.claim('call-1')).toBe(true);
      expect(await b.claim('call-1')).toBe(false);
      expect(await b.ownerOf('call-1')).toBe('node-a');
      // Only the holder's release counts.
      await b.release('call-1');
      expect(await a.ownerOf('call-1')).toBe('node-a');
      await a.release('call-1');
      expect(await b.ownerOf('call-1')).toBeNull();
      expect(await b.claim('call-1')).toBe(true);
      await b.release('call-1');

      // A claim nearly run out is renewed to its full time to live by the heartbeat's refresh.
      await a.claim('call-2');
      const key = nodeA.key('call-presence', 'call-2');
      await nodeA.commands.pexpire(key, 5);
      await a.refresh();
      expect(await nodeA.commands.pttl(key)).toBeGreaterThan(5);

      // A node that stops renewing (it died) loses the call once the time to live passes.
      await a.close();
      await until(async () => (await b.ownerOf('call-2')) === null, 'the claim to expire');
      expect(await b.claim('call-2')).toBe(true);
      // The old holder, renewing again, does not take it back.
      await a.refresh();
      expect(await a.ownerOf('call-2')).toBe('node-b');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('delivers a live event published on one node to subscribers on every node', async () => {
    const heard: string[] = [];
    const stopA = await new RedisLiveEventBus(nodeA).subscribe('topic-1', (m) => heard.push(`a:${m}`));
    const stopB = await new RedisLiveEventBus(nodeB).subscribe('topic-1', (m) => heard.push(`b:${m}`));
    await new RedisLiveEventBus(nodeA).publish('topic-1', 'hello');
    await until(() => heard.length === 2, 'both nodes to hear the event');
    expect(heard.sort()).toEqual(['a:hello', 'b:hello']);
    await stopB();
    await new RedisLiveEventBus(nodeB).publish('topic-1', 'again');
    await until(() => heard.length === 3, 'node A to hear the second event');
    expect(heard.at(-1)).toBe('a:again');
    await stopA();
  });
});

describe.runIf(redisServerInstalled())('a Redis connection losing its server', () => {
  let redis: OwnRedisServer;
  beforeAll(async () => {
    redis = await OwnRedisServer.start();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('warns once when Redis goes, counts in memory meanwhile, and says when it is back', async () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
    };
    const connection = await RedisConnection.connect(redis.url, testKeyPrefix(), log);
    const store = new RedisRateLimitStore(connection);
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(2);
      await redis.stop();
      await until(() => connection.health === 'degraded', 'the connection to notice');
      expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
      expect(lines[0]).toMatch(/^warn Redis is unreachable: .*count on this node only/);
      // Counted on this node (its own window: the shared count is out of reach).
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(2);

      await redis.start();
      await until(() => connection.health === 'ok', 'the connection to come back', 30_000);
      expect(lines.at(-1)).toMatch(/^info Redis is back/);
      expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
      // The new Redis (no persistence) starts the shared count again.
      expect((await store.hit('k', 60_000)).count).toBe(1);
    } finally {
      await connection.close();
    }
  }, 60_000);
});

if (!redisServerInstalled()) {
  describe('a Redis connection losing its server', () => {
    it.skip('skipped: redis-server is not installed (apt-get install redis-server)', () => {});
  });
}
