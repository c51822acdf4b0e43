/** GET /api/site-pages/:slug: the About, Help, Terms and Privacy texts (Markdown) for the public pages. */
import type { FastifyPluginAsync } from 'fastify';
import { isSitePageSlug } from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { readSitePage } from '../services/site-pages/site-pages';
import type { AppDependencies } from '../app-dependencies';

export const sitePageRoutes: FastifyPluginAsync<AppDependencies> = async (app, { config }) => {
  app.get<{ Params: { slug: string } }>('/api/site-pages/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!isSitePageSlug(slug)) throw new DomainError('not-found', 'There is no such page.');
    const page = await readSitePage(slug, { operatorDir: config.sitePagesDir });
    return reply.header('cache-control', 'no-cache').send(page);
  });
};
