/** Setting up interviews for integration tests. */
import type { FastifyInstance } from 'fastify';
import type { Difficulty } from '@intervia/shared';
import { expect } from 'vitest';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import type { TestApp } from './test-app';
import { CallClient, CLIENT_HELLO } from './support/call-client';

export interface PracticeInterviewFields {
  title: string;
  jdText: string;
  difficulty?: Difficulty;
  /** Minutes (the form's default of 5 when absent). */
  duration?: number;
}

/** Creates a practice interview from a job description as `who`; returns its id, or throws with the server's answer. */
export async function createPracticeInterview(
  app: FastifyInstance,
  who: TestUser,
  fields: PracticeInterviewFields,
): Promise<string> {
  const response = await app.inject(
    as(who, {
      method: 'POST',
      url: '/api/interviews',
      payload: { difficulty: 'easy', duration: 5, ...fields },
    }),
  );
  if (response.statusCode !== 201) {
    throw new Error(`Creating the interview failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().interview.id as string;
}

/** A one-line backend posting, for tests that need an interview but not its questions. */
export const BACKEND_JD =
  'Backend Engineer. Build APIs in Node.js and PostgreSQL; own reliability and on-call.';

/**
 * Asks for a 10-minute "Backend Engineer" interview as `who` and returns the raw answer (tests of limits count its
 * statuses); the posting is BACKEND_JD unless another is given.
 */
export function postInterview(app: FastifyInstance, who: TestUser, jdText = BACKEND_JD) {
  return app.inject(
    as(who, {
      method: 'POST',
      url: '/api/interviews',
      payload: { title: 'Backend Engineer', difficulty: 'easy', duration: 10, jdText },
    }),
  );
}

/** Starts a web call of the interview as `who` with the camera recording on (the raw answer). */
export function postRecordedCall(app: FastifyInstance, who: TestUser, interviewId: string) {
  return app.inject(
    as(who, {
      method: 'POST',
      url: '/api/call/web',
      payload: {
        assistantId: interviewId,
        assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } },
      },
    }),
  );
}

/** Uploads chunk `seq` of the call's camera recording as `who` (the raw answer). */
export function uploadRecordingChunk(
  app: FastifyInstance,
  who: TestUser,
  callId: string,
  seq: string | number,
  body: Buffer,
  contentType = 'video/webm',
) {
  return app.inject(
    as(who, {
      method: 'POST',
      url: `/api/call/${callId}/recording?seq=${seq}`,
      headers: { 'content-type': contentType },
      payload: body,
    }),
  );
}

/** The interview's report as `who` sees it (GET /api/interviews/:id/report). */
export async function interviewReport(app: FastifyInstance, who: TestUser, interviewId: string) {
  const response = await app.inject(as(who, { method: 'GET', url: `/api/interviews/${interviewId}/report` }));
  return response.json().report;
}

/**
 * Starts `t` listening on a free port, signs up a candidate and creates their practice interview: what a test of
 * calls needs. The listening base URL, the candidate and the interview's id.
 */
export async function listeningWithPracticeInterview(t: TestApp, fields: PracticeInterviewFields) {
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const candidate = await signUpWithRole(t.app, 'candidate');
  const interviewId = await createPracticeInterview(t.app, candidate, fields);
  return { baseUrl, candidate, interviewId };
}

/** A short data-analyst posting, and a strong answer to its questions, for tests that run a call. */
export const DATA_ANALYST_JD = `Data Analyst.
Responsibilities:
- Build weekly revenue dashboards in Tableau
- Write SQL for ad-hoc analysis
Requirements:
- 2 years with SQL and Excel`;
export const DATA_ANALYST_ANSWER =
  'I have built revenue dashboards in Tableau for three years, and my SQL reports cut the monthly close from five days to two.';

/** Starts a web call of the interview as `who` (the call's join URL on `baseUrl`, the listening app). */
export async function startWebCall(
  app: FastifyInstance,
  baseUrl: string,
  who: TestUser,
  interviewId: string,
) {
  const response = await app.inject(
    as(who, {
      method: 'POST',
      url: '/api/call/web',
      payload: { assistantId: interviewId },
      headers: { host: new URL(baseUrl).host },
    }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; webCallUrl: string };
}

/**
 * Joins a call as the candidate, saying `hello` (a browser without speech recognition unless given), and waits
 * until the interviewer has finished its first turn.
 */
export async function joinCall(url: string, hello: object = CLIENT_HELLO): Promise<CallClient> {
  const client = await CallClient.open(url);
  client.send(hello);
  await client.waitFor('call-ready');
  await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
  return client;
}
