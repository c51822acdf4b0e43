/** Job postings for integration tests: their fields, posting and publishing them, applying to them. */
import type { FastifyInstance } from 'fastify';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createOrganization } from './org-helpers';

/** A Berlin backend posting with the first-round AI interview on (easy, 5 minutes); `overrides` change any field. */
export const firstRoundPosting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote: 'hybrid',
  description:
    'Build payment services in TypeScript and Node.js on PostgreSQL. You will own APIs end to end and mentor juniors.',
  requirements: '3+ years with PostgreSQL and Redis',
  firstRoundEnabled: true,
  firstRoundDifficulty: 'easy',
  firstRoundDurationMinutes: 5,
  ...overrides,
});

/** A data-analyst posting of `company` with the first-round interview on: its questions suit `DATA_ANALYST_ANSWER`. */
export const dataAnalystPosting = (company: string) =>
  firstRoundPosting({
    title: 'Data Analyst',
    company,
    description: 'Build revenue dashboards in Tableau and write SQL for the finance team.',
    requirements: '2 years with SQL and Excel',
  });

/** Posts the job as `recruiter` (a draft); its id, or throws with the server's answer. */
export async function postJob(
  app: FastifyInstance,
  recruiter: TestUser,
  posting: Record<string, unknown>,
): Promise<string> {
  const created = await app.inject(
    as(recruiter, { method: 'POST', url: '/api/recruiter/jobs', payload: posting }),
  );
  if (created.statusCode !== 201) {
    throw new Error(`Posting the job failed: ${created.statusCode} ${created.body}`);
  }
  return created.json().job.id as string;
}

/** Posts the job as `recruiter` and publishes it; its id, or throws with the server's answer. */
export async function publishJob(
  app: FastifyInstance,
  recruiter: TestUser,
  posting: Record<string, unknown>,
): Promise<string> {
  const jobId = await postJob(app, recruiter, posting);
  await app.inject(as(recruiter, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/publish` }));
  return jobId;
}

/** Applies to the job as `who` (with consent); the application's id and its first-round interview's. */
export async function applyToJob(
  app: FastifyInstance,
  who: TestUser,
  jobId: string,
): Promise<{ applicationId: string; interviewId: string }> {
  const applied = await app.inject(
    as(who, { method: 'POST', url: `/api/jobs/${jobId}/apply`, payload: { consent: true } }),
  );
  const application = applied.json().application as { id: string; interviewId: string };
  return { applicationId: application.id, interviewId: application.interviewId };
}

/** Signs up a new candidate and applies to the job as them. */
export async function newApplicant(app: FastifyInstance, jobId: string, name?: string) {
  const who = await signUpWithRole(app, 'candidate', name ? { name } : {});
  return { who, ...(await applyToJob(app, who, jobId)) };
}

/** A recruiter of Harbour with a draft data-analyst posting, to invite candidates to. */
export async function harbourRecruiterWithJob(
  app: FastifyInstance,
): Promise<{ owner: TestUser; jobId: string }> {
  const owner = await signUpWithRole(app, 'recruiter');
  await createOrganization(app, owner, 'Harbour');
  const jobId = await postJob(app, owner, {
    title: 'Data Analyst',
    company: 'Harbour',
    location: 'Remote',
    remote: 'remote',
    description: 'Turn our shipping data into decisions: SQL, dashboards and clear written summaries.',
    firstRoundEnabled: true,
    firstRoundDurationMinutes: 5,
  });
  return { owner, jobId };
}
