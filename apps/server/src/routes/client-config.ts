/** GET /api/client-config: run-time settings for the browser (the error-reporting DSN, the public address, AI and browser recognition switches). */
import type { FastifyPluginAsync } from 'fastify';
import type { ClientConfig } from '@intervia/shared';
import type { AppDependencies } from '../app-dependencies';

export const clientConfigRoutes: FastifyPluginAsync<AppDependencies> = async (app, { config, llm }) => {
  const body: ClientConfig = {
    errorReporting: config.errorReporting.browserDsn
      ? { dsn: config.errorReporting.browserDsn, environment: config.errorReporting.environment }
      : null,
    publicUrl: config.publicUrl,
    languageModel: llm !== null,
    browserRecognition: config.voice.browserRecognition,
  };
  app.get('/api/client-config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(body),
  );
};
