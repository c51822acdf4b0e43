/**
 * Admission and draining on one node: readiness and liveness for the load balancer, a node at its open-call cap
 * refusing new calls with 503 + Retry-After (creating nothing), and a draining node that keeps serving the calls it
 * holds, refuses every other, and on close tells its candidates to reconnect (1012) without ending their calls.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { NODE_BUSY_MESSAGE, NODE_DRAINING_MESSAGE } from '../src/services/cluster/node-admission';

/** The HTTP answer to a WebSocket upgrade request (a refusal comes before any upgrade). */
function upgradeAnswer(url: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string });
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 101, retryAfter: undefined });
    });
    request.on('error', reject);
    request.end();
  });
}

const JD = `Backend Engineer.
Responsibilities:
- Build payment services in Node.js and TypeScript
Requirements:
- 3 years with PostgreSQL`;

describe.each(await testDatabaseTargets())('node admission and draining on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;
  const interviewIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target, {
      CLUSTER_NODE_ID: 'node-a',
      ADMISSION_MAX_OPEN_CALLS: '1',
      // Only the open-call cap decides here: a loaded test machine must not refuse for CPU or delay. Multi-node
      // mode wants PostgreSQL in its configuration; the test's own database (PGlite or PostgreSQL) is used all the same.
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
      ADMISSION_MAX_CPU_RATIO: '0',
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
    for (let i = 0; i < 3; i += 1) {
      const created = await t.app.inject(
        as(candidate, {
          method: 'POST',
          url: '/api/interviews',
          payload: { title: 'Backend Engineer', difficulty: 'easy', duration: 5, jdText: JD },
        }),
      );
      interviewIds.push(created.json().interview.id);
    }
  });
  afterAll(async () => {
    await t.close().catch(() => {});
  });

  const createCall = (interviewId: string) =>
    t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/call/web',
        payload: { assistantId: interviewId },
        headers: { host: new URL(baseUrl).host },
      }),
    );
  const callCount = async () => (await t.database.db.select({ id: calls.id }).from(calls)).length;

  let held: CallClient;
  let heldResumeToken: string;
  let heldCallId: string;

  it('is alive and ready, naming itself and its load', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ alive: true, node: 'node-a' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      ready: true,
      node: 'node-a',
      draining: false,
      load: { openCalls: 0 },
    });
  });

  it('names the node that took the call in its URL, so the load balancer sends the socket there', async () => {
    const response = await createCall(interviewIds[0]!);
    expect(response.statusCode).toBe(201);
    const url = new URL(response.json().webCallUrl);
    expect(url.searchParams.get('node')).toBe('node-a');
    heldCallId = response.json().id;
    held = await CallClient.open(response.json().webCallUrl);
    held.send(hello);
    heldResumeToken = (await held.waitFor('call-ready')).resumeToken;
    await held.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
  });

  it('at its open-call cap refuses a new call with 503 and Retry-After, creating nothing, and is not ready', async () => {
    const before = await callCount();
    const refused = await createCall(interviewIds[1]!);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({ code: 'service-unavailable', message: NODE_BUSY_MESSAGE });
    expect(await callCount()).toBe(before);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, reason: 'open-calls', load: { openCalls: 1 } });
    // Rejoining the call already running is not a new call: it is answered.
    expect((await createCall(interviewIds[0]!)).statusCode).toBe(201);
  });

  it('draining: not ready, new calls refused, the held call goes on and its candidate may reconnect here', async () => {
    t.deps.node.admission.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, reason: 'draining', draining: true });
    // Liveness stays up: a draining node must not be restarted by its supervisor.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const refused = await createCall(interviewIds[2]!);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(NODE_DRAINING_MESSAGE);

    // The held call still takes answers.
    const before = held.finalAssistantTurns().length;
    held.send({
      type: 'user-transcript',
      transcript: 'I built the ledger service in TypeScript on PostgreSQL and ran it for three years.',
      transcriptType: 'final',
      source: 'typed',
    });
    await held.waitFor(
      'transcript',
      (m) =>
        m.role === 'assistant' && m.transcriptType === 'final' && held.finalAssistantTurns().length > before,
    );
    // A dropped connection of a held call reconnects here.
    held.close();
    const again = await CallClient.open(
      `${baseUrl.replace('http', 'ws')}/api/call/${heldCallId}/ws?token=${encodeURIComponent(heldResumeToken)}`,
    );
    again.send(hello);
    expect(await again.waitFor('call-ready')).toMatchObject({ resumed: true });
    held = again;
  });

  it('draining: a socket for a call this node does not hold is refused before the upgrade (503)', async () => {
    const [other] = await t.database.db
      .insert(calls)
      .values({
        userId: candidate.id,
        interviewId: interviewIds[2]!,
        request: {},
        durationLimitSeconds: 300,
        sttProvider: 'browser',
        ttsProvider: 'speech-synthesis',
        ttsVoice: 'default',
      })
      .returning({ id: calls.id });
    const refused = await upgradeAnswer(`${baseUrl}/api/call/${other!.id}/ws?token=x`);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('1');
  });

  it('on close tells the candidate to reconnect elsewhere (1012) and leaves the call running to resume', async () => {
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.closed?.code).toBe(1012);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, heldCallId));
    expect(row?.status).toBe('in-progress');
  });
});
