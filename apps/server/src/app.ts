/** Builds the Fastify application from its dependencies; main.ts wires real ones, tests wire their own. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { DatabaseConnection } from '@intervia/db';
import type { ServerConfig } from './config';
import { HttpError } from './http/errors';
import { registerErrorHandling } from './http/error-handler';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseConnection;
  startedAt: number;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  registerErrorHandling(app);

  await app.register(healthRoutes, deps);
  await app.register(newsletterRoutes, deps);

  const webDist = deps.config.webDistDir;
  const indexHtml = webDist ? join(webDist, 'index.html') : null;
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && webDist && indexHtml && existsSync(indexHtml)) {
      // Client-side routes (including the 404 page) are rendered by the SPA.
      return reply.type('text/html').sendFile('index.html', webDist);
    }
    return reply
      .status(404)
      .send(new HttpError('not-found', `No route for ${request.method} ${request.url}`).toBody());
  });

  return app;
}
