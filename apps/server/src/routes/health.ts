import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '@intervia/shared';
import type { AppDependencies } from '../app-dependencies';

const SERVER_VERSION = '0.1.0';

export const healthRoutes: FastifyPluginAsync<AppDependencies> = async (app, { database, startedAt }) => {
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
      version: SERVER_VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply.status(up ? 200 : 503).send(body);
  });
};
