/** Test helpers for recruiters' organisations. */
import type { FastifyInstance } from 'fastify';
import { as, signUpWithRole, type TestUser } from './auth-helpers';

export async function createOrganization(
  app: FastifyInstance,
  owner: TestUser,
  name: string,
): Promise<string> {
  const response = await app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/auth/organization/create',
      payload: {
        name,
        slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      },
    }),
  );
  if (response.statusCode !== 200) throw new Error(`org create failed: ${response.body}`);
  return response.json().id as string;
}

/** Signs up a recruiter and adds them to the organisation with the given role (through a real invitation). */
export async function addMember(
  app: FastifyInstance,
  owner: TestUser,
  organizationId: string,
  role: 'admin' | 'member',
): Promise<TestUser> {
  const recruiter = await signUpWithRole(app, 'recruiter');
  const invite = await app.inject(
    as(owner, {
      method: 'POST',
      url: '/api/auth/organization/invite-member',
      payload: { email: recruiter.email, role, organizationId },
    }),
  );
  const accepted = await app.inject(
    as(recruiter, {
      method: 'POST',
      url: '/api/auth/organization/accept-invitation',
      payload: { invitationId: invite.json().id },
    }),
  );
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return recruiter;
}
