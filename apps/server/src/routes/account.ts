import type { FastifyPluginAsync } from 'fastify';
import { requireFreshViewer, requireViewer } from '../http/viewer';
import { deleteUserAccount, exportUserData } from '../services/account/account-service';
import type { AppDependencies } from '../app-dependencies';

export const accountRoutes: FastifyPluginAsync<AppDependencies> = async (
  app,
  { auth, database, files, mailer, jobs },
) => {
  app.get('/api/account/export', async (request, reply) => {
    const viewer = await requireViewer(auth, request);
    const body = await exportUserData(database.db, viewer.userId, viewer.email);
    const date = body.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="intervia-data-${date}.json"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.delete('/api/account', async (request, reply) => {
    const viewer = await requireFreshViewer(auth, request);
    await deleteUserAccount({ db: database.db, files, mailer, jobs }, viewer.userId);
    // The user's sessions went with the user row, past better-auth's hooks: distrust their cached copies too.
    await auth.revocations.revokeUser(viewer.userId);
    // The session rows are gone with the user; clear the browser's cookies as well.
    const expired = ['better-auth.session_token', 'better-auth.session_data'].flatMap((name) => [
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      `__Secure-${name}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    ]);
    return reply.header('set-cookie', expired).status(204).send();
  });
};
