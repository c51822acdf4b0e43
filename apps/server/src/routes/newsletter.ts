import type { FastifyPluginAsync } from 'fastify';
import { newsletterSubscribeRequestSchema } from '@intervia/shared';
import { parseInput } from '../domain/parse-input';
import { subscribeToNewsletter } from '../services/newsletter-service';
import type { AppDependencies } from '../app-dependencies';

export const newsletterRoutes: FastifyPluginAsync<AppDependencies> = async (app, { database }) => {
  app.post('/api/newsletter', async (request, reply) => {
    const { email } = parseInput(newsletterSubscribeRequestSchema, request.body);
    const result = await subscribeToNewsletter(database.db, email);
    return reply.status(result.status === 'subscribed' ? 201 : 200).send(result);
  });
};
