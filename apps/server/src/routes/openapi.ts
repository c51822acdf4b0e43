import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import type { AppDependencies } from '../app-dependencies';

export const openApiRoutes: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  const document = buildOpenApiDocument(config.publicUrl);
  app.get('/api/openapi.json', async () => document);
};
