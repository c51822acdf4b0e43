/**
 * Upload fuzzing on every endpoint that takes a file: the resume (POST /api/interviews, multipart) and camera
 * recording chunks (POST /api/call/:id/recording, raw video/webm). Each bad upload gets a 4xx with a message, the
 * server keeps answering, and nothing is stored: the database rows and the files under DATA_DIR are unchanged.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { zipSync } from 'fflate';
import { calls, interviews, resumes } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { DEFAULT_INTERVIEW_DURATION_MINUTES } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { multipartBody } from './multipart';
import { WEBM_CHUNK } from './access-matrix';
import {
  BACKEND_JD,
  createPracticeInterview,
  postRecordedCall,
  uploadRecordingChunk,
} from './interview-helpers';
import { lyingZipBomb, storedLocalDeflatedCentralBomb } from './support/zip-bomb';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../e2e/fixtures/resumes/${name}`, import.meta.url)));
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(1)]);

/** Every file under the data folder with its size. */
function snapshotOf(dir: string): Record<string, number> {
  const found: Record<string, number> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else found[relative(dir, full)] = statSync(full).size;
    }
  };
  walk(dir);
  return found;
}

describe('upload fuzzing', async () => {
  const [pglite] = await testDatabaseTargets();
  let t: TestApp;
  let candidate: TestUser;
  let callId: string;

  beforeAll(async () => {
    t = await createTestApp(pglite!);
    candidate = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createPracticeInterview(t.app, candidate, {
      title: 'Engineer',
      duration: DEFAULT_INTERVIEW_DURATION_MINUTES,
      jdText: BACKEND_JD,
    });
    const call = await postRecordedCall(t.app, candidate, interviewId);
    callId = call.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Runs the upload and checks: a 4xx with a message, the server still healthy, nothing stored. */
  async function expectRefusedWithoutTrace(
    upload: () => Promise<LightMyRequestResponse>,
    status: number,
    message: RegExp,
  ) {
    const before = {
      files: snapshotOf(t.config.dataDir),
      interviews: await t.database.db.select().from(interviews).where(eq(interviews.userId, candidate.id)),
      resumes: await t.database.db.select().from(resumes).where(eq(resumes.userId, candidate.id)),
      calls: await t.database.db.select().from(calls).where(eq(calls.userId, candidate.id)),
    };
    const response = await upload();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toMatch(message);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(snapshotOf(t.config.dataDir)).toEqual(before.files);
    expect(await t.database.db.select().from(interviews).where(eq(interviews.userId, candidate.id))).toEqual(
      before.interviews,
    );
    expect(await t.database.db.select().from(resumes).where(eq(resumes.userId, candidate.id))).toEqual(
      before.resumes,
    );
    expect(await t.database.db.select().from(calls).where(eq(calls.userId, candidate.id))).toEqual(
      before.calls,
    );
  }

  describe('resume upload (POST /api/interviews)', () => {
    const uploadResume = (name: string, bytes: Uint8Array, type?: string) => () => {
      const body = multipartBody(
        { title: 'Engineer', difficulty: 'easy' },
        { field: 'resume', name, bytes, ...(type ? { type } : {}) },
      );
      return t.app.inject(as(candidate, { method: 'POST', url: '/api/interviews', ...body }));
    };
    const pdf = fixture('jordan-lee.pdf');
    const docx = fixture('jordan-lee.docx');

    it.each<[string, string, Uint8Array, number, RegExp]>([
      ['a PNG named .pdf (wrong magic bytes)', 'cv.pdf', PNG, 415, /not a PDF, DOC or DOCX/],
      [
        'a plain-text file named .docx',
        'cv.docx',
        ascii('Jordan Lee, engineer. '.repeat(20)),
        415,
        /not a PDF/,
      ],
      [
        'a truncated PDF (first third of a real one)',
        'cv.pdf',
        pdf.slice(0, pdf.length / 3),
        400,
        /could not be read/,
      ],
      ['a PDF header and nothing else', 'cv.pdf', ascii('%PDF-1.7\n'), 400, /could not be read/],
      [
        'a truncated DOCX (zip cut in half)',
        'cv.docx',
        docx.slice(0, docx.length / 2),
        400,
        /could not be read/,
      ],
      [
        'a zip bomb named .docx (80 MB of zeros in 80 KB)',
        'cv.docx',
        zipSync({ 'word/document.xml': new Uint8Array(80 * 1024 * 1024) }, { level: 9 }),
        413,
        /too large to process/,
      ],
      [
        'a zip bomb whose headers understate its size',
        'cv.docx',
        lyingZipBomb('word/document.xml', 80 * 1024 * 1024, 2_000),
        413,
        /too large to process/,
      ],
      [
        'a zip bomb whose local header says "stored" and central directory "deflate" (H4)',
        'cv.docx',
        storedLocalDeflatedCentralBomb('word/document.xml', 100 * 1024 * 1024),
        400,
        /could not be read/,
      ],
      ['a zip without word/document.xml', 'cv.docx', zipSync({ 'a.txt': ascii('hello') }), 415, /not a PDF/],
      [
        'a file over 5 MB',
        'cv.pdf',
        new Uint8Array([...ascii('%PDF-'), ...new Uint8Array(5 * 1024 * 1024)]),
        413,
        /larger than 5 MB/,
      ],
    ])('refuses %s', async (_label, name, bytes, status, message) => {
      await expectRefusedWithoutTrace(uploadResume(name, bytes), status, message);
    });

    it('refuses an empty file: with no job description either, there is nothing to prepare from', async () => {
      await expectRefusedWithoutTrace(
        uploadResume('cv.pdf', new Uint8Array(0)),
        400,
        /job description|resume/i,
      );
    });

    it('refuses a file in another field, or two files', async () => {
      const other = multipartBody(
        { title: 'Engineer', difficulty: 'easy' },
        { field: 'photo', name: 'cv.pdf', bytes: pdf },
      );
      await expectRefusedWithoutTrace(
        () => t.app.inject(as(candidate, { method: 'POST', url: '/api/interviews', ...other })),
        400,
        /Only one file, in the "resume" field/,
      );
    });

    it.each([
      ['text/plain', 'title=Engineer'],
      ['application/pdf', Buffer.from(pdf)],
      ['application/x-www-form-urlencoded', 'title=Engineer&difficulty=easy'],
    ])('refuses a %s request body with 415 and a message', async (type, payload) => {
      await expectRefusedWithoutTrace(
        () =>
          t.app.inject(
            as(candidate, {
              method: 'POST',
              url: '/api/interviews',
              headers: { 'content-type': type },
              payload,
            }),
          ),
        415,
        /.{10,}/,
      );
    });

    it('judges the file by its content, not the type the browser declared', async () => {
      const response = await uploadResume('cv.pdf', pdf, 'image/png')();
      expect(response.statusCode).toBe(201);
      expect(response.json().interview.resumeFileType ?? 'pdf').toBe('pdf');
    });
  });

  describe('recording chunks (POST /api/call/:id/recording)', () => {
    const uploadChunk =
      (body: Buffer, type = 'video/webm', seq: string | number = 0) =>
      () =>
        uploadRecordingChunk(t.app, candidate, callId, seq, body, type);

    it.each<[string, () => Promise<LightMyRequestResponse>, number, RegExp]>([
      ['a first chunk that is not WebM (wrong magic bytes)', uploadChunk(Buffer.from(PNG)), 415, /WebM/],
      ['an empty chunk', uploadChunk(Buffer.alloc(0)), 400, /empty/],
      [
        'a chunk over 8 MB',
        uploadChunk(Buffer.concat([WEBM_CHUNK, Buffer.alloc(8 * 1024 * 1024)])),
        413,
        /8 MB/,
      ],
      ['a text/plain body', uploadChunk(WEBM_CHUNK, 'text/plain'), 415, /video\/webm/],
      ['a JSON body', uploadChunk(WEBM_CHUNK, 'application/json'), 415, /video\/webm/],
      ['a chunk without a sequence number', uploadChunk(WEBM_CHUNK, 'video/webm', ''), 409, /expected next/],
      [
        'a chunk with a made-up sequence number',
        uploadChunk(WEBM_CHUNK, 'video/webm', 'abc'),
        409,
        /expected next/,
      ],
    ])('refuses %s', async (_label, upload, status, message) => {
      await expectRefusedWithoutTrace(upload, status, message);
    });

    it('still takes a real chunk afterwards', async () => {
      const response = await uploadChunk(WEBM_CHUNK)();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ chunks: 1, bytes: WEBM_CHUNK.length });
    });
  });
});
