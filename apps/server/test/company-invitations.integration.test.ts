/** A colleague invitation link is one path: it names the company before sign-up and accepting joins as recruiter. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { COMPANY_INVITATION_MESSAGES } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUp, signUpWithRole, updateCookieHeader, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';

describe.each(await testDatabaseTargets())('company invitation links on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUpWithRole(t.app, 'recruiter', { name: 'Olga Owner' });
    organizationId = await createOrganization(t.app, owner, 'Harbour Freight');
  });
  afterAll(async () => {
    await t.close();
  });

  async function invite(email: string, role: 'admin' | 'member' = 'member'): Promise<string> {
    const response = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/auth/organization/invite-member',
        payload: { email, role, organizationId },
      }),
    );
    expect(response.statusCode).toBe(200);
    return response.json().id as string;
  }

  it('names the company, the inviter and the invited address to a visitor who is not signed in', async () => {
    const id = await invite('new.colleague@example.com', 'admin');
    const response = await t.app.inject({ method: 'GET', url: `/api/company-invitations/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().invitation).toEqual({
      id,
      organizationName: 'Harbour Freight',
      inviterName: 'Olga Owner',
      email: 'new.colleague@example.com',
      role: 'admin',
      state: 'pending',
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/company-invitations/not-a-real-id' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(COMPANY_INVITATION_MESSAGES.notFound);
  });

  it('makes a new account without a role a recruiter and a member in one step', async () => {
    const email = `fresh-${Date.now()}@example.com`;
    const id = await invite(email);
    const fresh = await signUp(t.app, { email });
    const pending = await t.app.inject(as(fresh, { method: 'GET', url: '/api/company-invitations' }));
    expect(pending.json().invitations.map((i: { id: string }) => i.id)).toEqual([id]);

    const accepted = await t.app.inject(
      as(fresh, { method: 'POST', url: `/api/company-invitations/${id}/accept` }),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ organizationId, role: 'recruiter' });
    const joined = { ...fresh, cookie: updateCookieHeader(fresh.cookie, accepted.headers['set-cookie']) };

    // The recruiter pages and the company's jobs are open to them now; the invitation is used up.
    const jobs = await t.app.inject(as(joined, { method: 'GET', url: '/api/recruiter/jobs' }));
    expect(jobs.statusCode).toBe(200);
    const orgs = await t.app.inject(as(joined, { method: 'GET', url: '/api/auth/organization/list' }));
    expect(orgs.json().map((o: { id: string }) => o.id)).toEqual([organizationId]);
    const after = await t.app.inject({ method: 'GET', url: `/api/company-invitations/${id}` });
    expect(after.json().invitation.state).toBe('accepted');
    const none = await t.app.inject(as(joined, { method: 'GET', url: '/api/company-invitations' }));
    expect(none.json().invitations).toEqual([]);
  });

  it('refuses another address and a candidate account with the reason, and changes nothing', async () => {
    const email = `cand-${Date.now()}@example.com`;
    const id = await invite(email);
    const stranger = await signUpWithRole(t.app, 'recruiter');
    const wrong = await t.app.inject(
      as(stranger, { method: 'POST', url: `/api/company-invitations/${id}/accept` }),
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(COMPANY_INVITATION_MESSAGES.otherEmail);

    const candidate = await signUpWithRole(t.app, 'candidate', { email });
    const refused = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/company-invitations/${id}/accept` }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(COMPANY_INVITATION_MESSAGES.candidateAccount);
    const still = await t.app.inject({ method: 'GET', url: `/api/company-invitations/${id}` });
    expect(still.json().invitation.state).toBe('pending');
  });

  it('a declined invitation cannot be accepted afterwards', async () => {
    const email = `decline-${Date.now()}@example.com`;
    const id = await invite(email);
    const invitee = await signUp(t.app, { email });
    const declined = await t.app.inject(
      as(invitee, { method: 'POST', url: `/api/company-invitations/${id}/decline` }),
    );
    expect(declined.statusCode).toBe(204);
    const accepted = await t.app.inject(
      as(invitee, { method: 'POST', url: `/api/company-invitations/${id}/accept` }),
    );
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(COMPANY_INVITATION_MESSAGES.declined);
  });
});
