/**
 * The JobQueue contract on both implementations (the in-process queue on PGlite, pg-boss on PostgreSQL), through
 * the `recognise-answer` seam another part registers its handler on: a failing job is retried and then succeeds
 * once; one that keeps failing is recorded as failed after the policy's last attempt; a job left running by a
 * closed queue is run by the next queue on the same database.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createJobQueue } from './create-job-queue';
import type { JobPayloads, JobQueue } from './job-queue';

const POLL = { timeout: 30_000, interval: 50 };
const silent = { warn: () => {}, error: () => {} };
const NO_WAIT = { baseDelayMs: 0, maxDelayMs: 0 };

describe.each(await testDatabaseTargets())('the job queue on $kind', (target) => {
  let database: DatabaseConnection;
  const queues: JobQueue[] = [];
  const newQueue = () => {
    const queue = createJobQueue(database, { log: silent, retryOverride: NO_WAIT });
    queues.push(queue);
    return queue;
  };
  beforeAll(async () => {
    database = await target.connect();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.close();
  });
  afterAll(async () => {
    await database.close();
  });

  it('uses pg-boss on PostgreSQL and the in-process queue on PGlite', () => {
    expect(newQueue().kind).toBe(target.kind === 'postgres' ? 'pg-boss' : 'embedded');
  });

  it('retries a failing job with its attempt number, then runs it to success once', async () => {
    const queue = newQueue();
    const attempts: number[] = [];
    const effects: JobPayloads['recognise-answer'][] = [];
    queue.register('recognise-answer', {
      retry: { maxAttempts: 4 },
      run: async (payload, { attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error('recogniser busy');
        effects.push(payload);
      },
    });
    await queue.start();
    await queue.enqueue('recognise-answer', { callId: 'call-1', turnId: 'turn-7' });
    await expect.poll(() => effects.length, POLL).toBe(1);
    expect(effects).toEqual([{ callId: 'call-1', turnId: 'turn-7' }]);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('runs a job asked for again while the same work is running once more after it, not zero times', async () => {
    const queue = newQueue();
    let release!: () => void;
    const firstRunHeld = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    queue.register('recognise-answer', {
      run: async () => {
        runs += 1;
        if (runs === 1) await firstRunHeld;
      },
    });
    await queue.start();
    await queue.enqueue('recognise-answer', { callId: 'call-2', turnId: 'turn-1' });
    await expect.poll(() => runs, POLL).toBe(1);
    // Asked for again while the first run still works on the old state (a correction while the call is scored).
    await queue.enqueue('recognise-answer', { callId: 'call-2', turnId: 'turn-1' });
    await queue.enqueue('recognise-answer', { callId: 'call-2', turnId: 'turn-1' });
    release();
    await expect.poll(() => runs, POLL).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The embedded queue keeps one waiting job per subject; pg-boss may run each request (handlers are idempotent).
    if (target.kind === 'pglite') expect(runs).toBe(2);
  });

  it('records a job that keeps failing as failed after the last attempt', async () => {
    const queue = newQueue();
    let runs = 0;
    const failed: unknown[] = [];
    queue.register('recognise-answer', {
      retry: { maxAttempts: 2 },
      run: async (_payload, { lastAttempt }) => {
        runs += 1;
        throw new Error(lastAttempt ? 'still down' : 'down');
      },
      failed: async (payload, error) => {
        failed.push({ payload, message: (error as Error).message });
      },
    });
    await queue.start();
    await queue.enqueue('recognise-answer', { callId: 'call-2', turnId: 'turn-1' });
    await expect.poll(() => failed.length, POLL).toBe(1);
    expect(failed).toEqual([{ payload: { callId: 'call-2', turnId: 'turn-1' }, message: 'still down' }]);
    expect(runs).toBe(2);
  });

  it('runs a job left running by a closed queue on the next queue', async () => {
    const first = newQueue();
    let started = 0;
    first.register('recognise-answer', {
      run: async () => {
        started += 1;
        await new Promise(() => {});
      },
    });
    await first.start();
    await first.enqueue('recognise-answer', { callId: 'call-3', turnId: 'turn-2' });
    await expect.poll(() => started, POLL).toBe(1);
    await first.close();

    const second = newQueue();
    const done: string[] = [];
    second.register('recognise-answer', {
      run: async ({ turnId }) => {
        done.push(turnId);
      },
    });
    await second.start();
    await expect.poll(() => done, POLL).toEqual(['turn-2']);
  });

  it('refuses a second handler for the same kind', () => {
    const queue = newQueue();
    queue.register('recognise-answer', { run: async () => {} });
    expect(() => queue.register('recognise-answer', { run: async () => {} })).toThrow(/already registered/);
  });
});
