import type { FastifyPluginAsync } from 'fastify';
import { requireRole } from '../http/viewer';
import { candidateOverview } from '../services/candidate-overview';
import type { AppDependencies } from '../app-dependencies';

export const candidateRoutes: FastifyPluginAsync<AppDependencies> = async (app, { auth, database }) => {
  app.get('/api/candidate/overview', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return candidateOverview(database.db, viewer.userId);
  });
};
