/**
 * H2: uploads are read on a parser thread with page, decompressed-size, heap and time limits. A small hostile PDF
 * (10,000 pages in 1.3 MB; a Flate bomb of 300 MB in 0.9 MB) used to freeze the whole server for tens of seconds
 * and, for the bomb, be accepted; now each is refused with 413 and a message while /api/health keeps answering.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interviews } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { multipartBody } from './multipart';
import { flateBombPdf, manyPagesPdf } from './support/hostile-pdfs';
import {
  RESUME_TOO_SLOW_MESSAGE,
  parseResumeOffThread,
} from '../src/services/resumes/parse-resume-off-thread';

/** Health answers this fast while a hostile upload is read (generous: the machine is small and shared). */
const HEALTH_MAX_MS = 1_500;

describe.each(await testDatabaseTargets())('resume parsing limits on $kind', (target) => {
  let t: TestApp;
  let candidate: TestUser;

  beforeAll(async () => {
    t = await createTestApp(target);
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  /** Uploads the resume while polling /api/health; returns the upload's answer and the slowest health answer. */
  async function uploadWhileWatchingHealth(bytes: Uint8Array) {
    const body = multipartBody(
      { title: 'Engineer', difficulty: 'easy' },
      { field: 'resume', name: 'cv.pdf', bytes },
    );
    let done = false;
    const upload = t.app
      .inject(as(candidate, { method: 'POST', url: '/api/interviews', ...body }))
      .finally(() => (done = true));
    const healthTimes: number[] = [];
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      healthTimes.push(performance.now() - started);
    }
    return {
      response: await upload,
      slowestHealthMs: Math.max(0, ...healthTimes),
      checks: healthTimes.length,
    };
  }

  it('refuses a 10,000-page PDF with 413 and keeps serving', async () => {
    const { response, slowestHealthMs } = await uploadWhileWatchingHealth(manyPagesPdf(10_000));
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.message).toMatch(/10000 pages; a resume may have at most 50/);
    expect(slowestHealthMs).toBeLessThan(HEALTH_MAX_MS);
    expect(await t.database.db.select().from(interviews).where(eq(interviews.userId, candidate.id))).toEqual(
      [],
    );
  }, 60_000);

  it('refuses a Flate bomb PDF (300 MB of text in 0.9 MB) with 413 and keeps serving', async () => {
    const bomb = flateBombPdf(300 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const { response, slowestHealthMs } = await uploadWhileWatchingHealth(bomb);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error.message).toMatch(/too large to process/);
    expect(slowestHealthMs).toBeLessThan(HEALTH_MAX_MS);
  }, 60_000);

  it('still reads a real resume on the parser thread', async () => {
    const pdf = readFileSync(new URL('../../../e2e/fixtures/resumes/jordan-lee.pdf', import.meta.url));
    const { response } = await uploadWhileWatchingHealth(pdf);
    expect(response.statusCode, response.body).toBe(201);
  }, 60_000);
});

describe('the parser thread', () => {
  it('is ended at its deadline, and the file refused with a message', async () => {
    await expect(parseResumeOffThread(manyPagesPdf(10), 1)).rejects.toThrow(RESUME_TOO_SLOW_MESSAGE);
  });
});
