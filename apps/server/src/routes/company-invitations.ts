/**
 * Colleague invitation links (/invite/:id): what the link shows before sign-up, the signed-in user's pending
 * invitations, and accepting or declining one. The random invitation id is the link's credential.
 */
import type { FastifyPluginAsync } from 'fastify';
import { COMPANY_INVITATION_MESSAGES } from '@intervia/shared';
import type { AppDependencies } from '../app-dependencies';
import { DomainError } from '../domain/domain-error';
import { refreshViewerCookies, requireViewer } from '../http/viewer';
import {
  acceptCompanyInvitation,
  declineCompanyInvitation,
  findCompanyInvitation,
  pendingInvitationsFor,
} from '../services/organizations/company-invitations';

export const companyInvitationRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { auth } = deps;
  const db = deps.database.db;

  app.get<{ Params: { id: string } }>('/api/company-invitations/:id', async (request) => {
    const found = await findCompanyInvitation(db, request.params.id);
    if (!found) throw new DomainError('not-found', COMPANY_INVITATION_MESSAGES.notFound);
    return { invitation: found };
  });

  app.get('/api/company-invitations', async (request) => {
    const viewer = await requireViewer(auth, request);
    return { invitations: await pendingInvitationsFor(db, viewer.email) };
  });

  app.post<{ Params: { id: string } }>('/api/company-invitations/:id/accept', async (request) => {
    const viewer = await requireViewer(auth, request);
    const accepted = await acceptCompanyInvitation(db, request.params.id, viewer);
    // The session cache still says "no role"; send the browser one with the recruiter role.
    if (accepted.roleSet) await refreshViewerCookies(auth, request);
    return { organizationId: accepted.organizationId, role: 'recruiter' as const };
  });

  app.post<{ Params: { id: string } }>('/api/company-invitations/:id/decline', async (request, reply) => {
    const viewer = await requireViewer(auth, request);
    await declineCompanyInvitation(db, request.params.id, viewer);
    return reply.status(204).send();
  });
};
