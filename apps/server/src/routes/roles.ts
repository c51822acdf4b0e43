import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MESSAGES, setUserRoleRequestSchema } from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { refreshViewerCookies, requireViewer } from '../http/viewer';
import { setUserRoleOnce } from '../services/role-service';
import type { AppDependencies } from '../app-dependencies';

/** POST /api/getuser_role — the spec's contract `{user:{id}, role}` → `{role}`; a user sets only their own role. */
export const roleRoutes: FastifyPluginAsync<AppDependencies> = async (app, { auth, database }) => {
  app.post('/api/getuser_role', async (request) => {
    const viewer = await requireViewer(auth, request);
    const body = parseInput(setUserRoleRequestSchema, request.body);
    if (body.user.id !== viewer.userId)
      throw new DomainError('forbidden', 'You can only choose your own role.');
    const outcome = await setUserRoleOnce(database.db, viewer.userId, body.role);
    if (outcome.kind === 'conflict') throw new DomainError('conflict', AUTH_MESSAGES.roleAlreadyChosen);
    if (outcome.kind === 'set') await refreshViewerCookies(auth, request);
    return { role: outcome.role };
  });
};
