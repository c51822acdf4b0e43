/**
 * Three server nodes on one fresh PostgreSQL database and one Redis, behind a real HAProxy (the configuration
 * `npm run cluster` uses): the costly-request limit is one limit over all nodes, a session signed out on one node is
 * refused on the others at once, and the scoring of a call survives the death of the node running it — the job
 * outlives its node and another node scores the call. Skipped, saying why, without haproxy, PostgreSQL or Redis.
 *
 * A local stand-in speaks the model provider's protocol, at one address per node, so the test knows which node is
 * scoring: the first scoring request never answers (that node is then killed), every other request fails at once
 * (each node falls back to the built-in engine, as with a provider that is down).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTestPostgresUrl } from '@intervia/db/testing';
import {
  type ClusterUser,
  type LocalCluster,
  signUpCandidate,
  startWebCall,
} from '../../../scripts/lib/local-cluster';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { requestedSchemaName, startOpenAiStandIn, type OpenAiStandIn } from './support/openai-stand-in';
import { testKeyPrefix, until, useTestRedis } from './support/test-redis';
import * as clusters from './support/test-cluster';

const adminUrl = await findTestPostgresUrl();
const clusterMissing = clusters.clusterSkipReason(adminUrl);
const testRedis = clusterMissing === null ? await useTestRedis() : null;
const skipReason =
  clusterMissing ?? (!testRedis ? 'no Redis answers and redis-server is not installed' : null);
if (skipReason) console.warn(`cluster shared-state tests skipped: ${skipReason}`);

const ANSWERS = clusters.CLUSTER_ANSWERS.slice(0, 2);
/** The costly-request limit a node applies by default (API_RATE_LIMIT_PER_MINUTE). */
const COSTLY_PER_MINUTE = 20;

/** One request straight to an address (a node, or the load balancer), with a given cookie; never throws on status. */
async function send(
  base: string,
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin,
      cookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe.skipIf(skipReason !== null)(
  `three nodes behind HAProxy sharing Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let cluster: LocalCluster;
    let testCluster: clusters.TestCluster;
    let model: OpenAiStandIn;
    let scoringHeld = false;
    const nodeUrl = (id: string) => `http://127.0.0.1:${cluster.nodes.find((node) => node.id === id)!.port}`;
    const interview = {
      title: 'Backend Engineer',
      difficulty: 'easy',
      duration: 10,
      jdText: clusters.CLUSTER_JD,
    };

    beforeAll(async () => {
      model = await startOpenAiStandIn({
        chat: (body) => {
          if (requestedSchemaName(body) === 'interview_scores' && !scoringHeld) {
            scoringHeld = true;
            return { hang: true };
          }
          return { status: 500, error: 'the provider is down' };
        },
      });
      const modelOrigin = model.url.replace(/\/v1$/, '');
      testCluster = await clusters.startTestCluster(adminUrl!, {
        env: {
          REDIS_URL: testRedis!.url,
          REDIS_KEY_PREFIX: testKeyPrefix(),
          LLM_MODEL: 'stand-in',
          // The held scoring request must outlive the kill, not fall back on its own node first.
          LLM_TIMEOUT_MS: '120000',
          // A scoring run is taken for lost after 5 s, looked for every second (defaults 300 s and 30 s).
          SCORING_TIMEOUT_SECONDS: '5',
          JOB_MAINTENANCE_SECONDS: '1',
        },
        // Each node reaches the model at its own address: the stand-in sees which node asks.
        nodeEnv: (id) => ({ LLM_BASE_URL: `${modelOrigin}/${id}/v1` }),
      });
      cluster = testCluster.cluster;
    }, 180_000);

    afterAll(async () => {
      await testCluster?.stop();
      await model?.close();
      await testRedis?.stop();
    }, 60_000);

    it('counts costly requests on every node against one limit, and the load balancer refuses past it', async () => {
      const candidate = await signUpCandidate(cluster);
      const ids = cluster.nodes.map((node) => node.id);
      const statuses: number[] = [];
      for (let i = 0; i < COSTLY_PER_MINUTE + 3; i += 1) {
        const node = ids[i % ids.length]!;
        const created = await send(
          nodeUrl(node),
          cluster.url,
          candidate.cookie,
          'POST',
          '/api/interviews',
          interview,
        );
        statuses.push(created.status);
      }
      expect(statuses.slice(0, COSTLY_PER_MINUTE)).toEqual(Array(COSTLY_PER_MINUTE).fill(201));
      expect(statuses.slice(COSTLY_PER_MINUTE)).toEqual([429, 429, 429]);
      // Through the load balancer, whichever node answers refuses too.
      for (let i = 0; i < 3; i += 1) {
        const refused = await send(
          cluster.url,
          cluster.url,
          candidate.cookie,
          'POST',
          '/api/interviews',
          interview,
        );
        expect(refused.status).toBe(429);
      }
    }, 90_000);

    it('refuses on every node, at once, a session signed out on one of them', async () => {
      const candidate = await signUpCandidate(cluster);
      const cookie = candidate.cookie;
      const [a, b, c] = cluster.nodes.map((node) => nodeUrl(node.id));
      for (const node of [a!, b!, c!]) {
        expect((await send(node, cluster.url, cookie, 'GET', '/api/interviews')).status).toBe(200);
      }
      expect((await send(a!, cluster.url, cookie, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      for (const node of [b!, c!, cluster.url]) {
        expect((await send(node, cluster.url, cookie, 'GET', '/api/interviews')).status).toBe(401);
      }
    }, 60_000);

    it('scores a call whose scoring node died mid-scoring, on another node', async () => {
      const candidate: ClusterUser = await signUpCandidate(cluster);
      const { interviewId, ...call } = await startWebCall(candidate, interview);
      const client = await CallClient.open(call.webCallUrl);
      client.send(hello);
      await client.waitFor('call-ready');
      await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
      for (const answer of ANSWERS) {
        const before = client.finalAssistantTurns().length;
        client.send({
          type: 'user-transcript',
          transcript: answer,
          transcriptType: 'final',
          source: 'typed',
        });
        await client.waitFor('transcript', () => client.finalAssistantTurns().length > before, 20_000);
      }
      client.send({ type: 'end-call' });
      await client.waitFor('status-update', (m) => m.status === 'ended', 15_000);
      client.close();

      // A node takes the scoring job and asks the model, which never answers: that node is killed mid-scoring.
      const scoringRequests = () =>
        model.requests.filter(
          (request) =>
            requestedSchemaName(request.body as Parameters<typeof requestedSchemaName>[0]) ===
            'interview_scores',
        );
      await until(() => scoringRequests().length > 0, 'a node to start scoring', 20_000);
      const scoringNode = scoringRequests()[0]!.path.split('/')[1]!;
      expect(cluster.nodes.map((node) => node.id)).toContain(scoringNode);
      const report = () => candidate.api('GET', `/api/interviews/${interviewId}/report`);
      expect(((await report()).report as { scoring: { status: string } }).scoring.status).toBe('pending');
      await cluster.stopNode(scoringNode, 'SIGKILL');

      // Its run expires and another node scores the call (its model fails at once: the built-in engine scores).
      await until(
        async () => ((await report()).report as { scoring: { status: string } }).scoring.status !== 'pending',
        'another node to score the call',
        40_000,
      );
      // Two answers, then Stop: scored as an incomplete interview, with its score.
      const scored = (await report()).report as {
        scoring: { status: string };
        latest: { overallScore: number } | null;
      };
      expect(['scored', 'incomplete']).toContain(scored.scoring.status);
      expect(scored.latest?.overallScore).toEqual(expect.any(Number));
      const retriedOn = scoringRequests()
        .slice(1)
        .map((request) => request.path.split('/')[1]);
      expect(retriedOn.length).toBeGreaterThan(0);
      expect(retriedOn).not.toContain(scoringNode);

      await cluster.startNode(scoringNode);
      await cluster.waitForBalancer(scoringNode, 'UP', 30_000);
    }, 120_000);
  },
);
