/**
 * Health for people and load balancers: /api/health (server and database), /api/health/live (the process answers;
 * a liveness probe) and /api/health/ready (take new work: database reachable, not draining, not saturated).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@intervia/shared';
import type { AppDependencies } from '../app-dependencies';
import { databaseIsDown } from '../http/database-outage';
import { NodeAdmission } from '../services/cluster/node-admission';

const SERVER_VERSION = '0.1.0';
/** A node that is not ready is asked again this soon (load balancers poll on their own schedule anyway). */
const NOT_READY_RETRY_AFTER_SECONDS = 2;

export const healthRoutes: FastifyPluginAsync<AppDependencies> = async (
  app,
  { database, startedAt, sharedState, node },
) => {
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    let up = true;
    try {
      await database.ping();
    } catch {
      up = false;
    }
    const body: HealthResponse = {
      status: up ? 'ok' : 'degraded',
      db: {
        kind: database.kind,
        status: up ? 'up' : 'down',
        ...(up ? { latencyMs: performance.now() - started } : {}),
      },
      ...(sharedState.health() ? { redis: sharedState.health()! } : {}),
      version: SERVER_VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply.status(up ? 200 : 503).send(body);
  });

  // The load balancer asks every second: those requests stay out of the info log.
  app.get('/api/health/live', { logLevel: 'warn' }, async () => {
    const body: LivenessResponse = { alive: true, node: node.admission.nodeId };
    return body;
  });

  app.get('/api/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const decision = node.admission.decide();
    const base = {
      node: node.admission.nodeId,
      load: node.admission.currentLoad(),
      draining: node.admission.isDraining,
    };
    let body: ReadinessResponse;
    if (!decision.admit) {
      body = { ...base, ready: false, reason: decision.reason, message: NodeAdmission.describe(decision)! };
    } else if (await databaseIsDown(database)) {
      body = { ...base, ready: false, reason: 'database-down', message: 'the database cannot be reached' };
    } else {
      body = { ...base, ready: true };
    }
    if (body.ready) return reply.header('cache-control', 'no-store').send(body);
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .header(
        'retry-after',
        String(decision.admit ? NOT_READY_RETRY_AFTER_SECONDS : decision.retryAfterSeconds),
      )
      .send(body);
  });
};
