/**
 * Company identity: company names are free text, so anyone could post as "Northwind Labs". A company now shows a
 * verified domain when a member's verified address is at the domain it states, the job board shows it, and no
 * other company may take a verified company's name — as its name or as a job's company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';
import { publishJob } from './job-helpers';
import { VERIFIED_NAME_TAKEN_MESSAGE } from '../src/services/organizations/company-identity';

const DOMAIN = 'northwind-labs.test';
const posting = (company: string) => ({
  title: 'Platform Engineer',
  company,
  location: 'Berlin',
  remote: 'hybrid',
  description: 'Run our payments platform on PostgreSQL and TypeScript services; own reliability end to end.',
  requirements: '3+ years with PostgreSQL',
  firstRoundEnabled: false,
});

describe.each(await testDatabaseTargets())('company identity on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let impostor: TestUser;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUpWithRole(t.app, 'recruiter', { email: `alice-${Date.now()}@${DOMAIN}` });
    const created = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/auth/organization/create',
        payload: { name: 'Northwind Labs', slug: `northwind-${Date.now()}`, metadata: { domain: DOMAIN } },
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    jobId = await publishJob(t.app, owner, posting('Northwind Labs'));
    impostor = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, impostor, 'Contoso');
  });
  afterAll(async () => {
    await t.close();
  });

  const boardEntry = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/jobs' })).json().jobs as { id: string }[]).find(
      (job) => job.id === jobId,
    );

  it('shows no badge while no member has verified an address at the domain', async () => {
    // The test sign-up verifies addresses as a user would; this company's member has not (yet).
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, owner.id));
    expect(await boardEntry()).toMatchObject({ company: 'Northwind Labs', companyVerifiedDomain: null });
  });

  it('shows the verified domain on the board and the job once a member’s address there is verified', async () => {
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, owner.id));
    expect(await boardEntry()).toMatchObject({ companyVerifiedDomain: DOMAIN });
    const detail = await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    expect(detail.json().job.companyVerifiedDomain).toBe(DOMAIN);
  });

  it('lets no other company take the verified name, as its own or on a job', async () => {
    const taken = await t.app.inject(
      as(impostor, {
        method: 'POST',
        url: '/api/auth/organization/create',
        payload: { name: '  northwind labs ', slug: `fake-northwind-${Date.now()}` },
      }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(VERIFIED_NAME_TAKEN_MESSAGE);
    const job = await t.app.inject(
      as(impostor, { method: 'POST', url: '/api/recruiter/jobs', payload: posting('NORTHWIND LABS') }),
    );
    expect(job.statusCode).toBe(409);
    expect(job.json().error.message).toBe(VERIFIED_NAME_TAKEN_MESSAGE);
    // The verified company itself keeps using its name.
    const own = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/recruiter/jobs', payload: posting('Northwind Labs') }),
    );
    expect(own.statusCode).toBe(201);
  });
});
