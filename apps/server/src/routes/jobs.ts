/** Public job board (published jobs) and recruiters' management of their organisation's postings. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  firstRoundQuestionsInputSchema,
  jobInputSchema,
  jobSearchQuerySchema,
  jobSuggestionQuerySchema,
} from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { requireRole } from '../http/viewer';
import {
  organizationIdsOf,
  organizationRoleOf,
  requireOrganizationPermission,
} from '../services/organizations/organization-access';
import { roleAllows } from '../auth/organization-permissions';
import type { OrganizationPermission } from '../auth/organization-permissions';
import {
  createJob,
  findJob,
  generateFirstRoundQuestions,
  listOrganizationJobs,
  searchPublishedJobs,
  suggestJobSearches,
  setFirstRoundQuestions,
  setJobStatus,
  deleteJob,
  toPublicJob,
  withVerifiedDomains,
  toRecruiterJob,
  updateJob,
} from '../services/jobs/job-service';
import {
  companyMinutesOfJob,
  companyMinutesOfOrganization,
  firstRoundLengthOfJob,
} from '../services/billing/minute-reservations';
import type { AppDependencies } from '../app-dependencies';

const createJobBodySchema = z.object({ organizationId: z.string().optional() }).passthrough();
const JOB_NOT_FOUND = 'Job not found.';

export const jobRoutes: FastifyPluginAsync<AppDependencies> = async (app, { auth, database }) => {
  const db = database.db;

  /** The job, if the viewer is a member of its organisation with the permission; otherwise 404/403. */
  async function memberJob(
    request: FastifyRequest<{ Params: { id: string } }>,
    permission: OrganizationPermission,
  ) {
    const viewer = await requireRole(auth, request, 'recruiter');
    const job = await findJob(db, request.params.id);
    if (!job) throw new DomainError('not-found', JOB_NOT_FOUND);
    await requireOrganizationPermission(db, viewer, job.organizationId, permission, JOB_NOT_FOUND);
    return { viewer, job };
  }

  app.get('/api/jobs', async (request) => {
    const query = parseInput(jobSearchQuerySchema, request.query);
    return searchPublishedJobs(db, query);
  });

  app.get('/api/jobs/suggestions', async (request) => {
    const { q } = parseInput(jobSuggestionQuerySchema, request.query);
    return { suggestions: await suggestJobSearches(db, q) };
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id', async (request) => {
    const job = await findJob(db, request.params.id);
    if (!job || job.status !== 'published') throw new DomainError('not-found', JOB_NOT_FOUND);
    const [withDomain] = await withVerifiedDomains(db, [job]);
    return {
      job: withDomain ?? toPublicJob(job),
      firstRoundLength: job.firstRoundEnabled ? await firstRoundLengthOfJob(db, job) : null,
    };
  });

  app.get('/api/recruiter/jobs', async (request) => {
    const viewer = await requireRole(auth, request, 'recruiter');
    const organizationIds = await organizationIdsOf(db, viewer.userId);
    return {
      jobs: await listOrganizationJobs(db, organizationIds),
      // A new job's form warns from these before the job exists.
      companies: await Promise.all(
        organizationIds.map(async (organizationId) => ({
          organizationId,
          minutes: await companyMinutesOfOrganization(db, organizationId),
        })),
      ),
    };
  });

  app.get<{ Params: { id: string } }>('/api/recruiter/jobs/:id', async (request) => {
    const { job, viewer } = await memberJob(request, {});
    const [listed] = await listOrganizationJobs(db, [job.organizationId]).then((all) =>
      all.filter((j) => j.id === job.id),
    );
    const role = (await organizationRoleOf(db, viewer.userId, job.organizationId)) ?? '';
    return {
      job: listed ?? toRecruiterJob(job, 0),
      firstRoundLength: job.firstRoundEnabled ? await firstRoundLengthOfJob(db, job) : null,
      // The form says how long a duration being edited could run from these, before it is saved.
      companyMinutes: await companyMinutesOfJob(db, job),
      // What the page may offer this viewer (their company role decides).
      viewerCan: {
        publish: roleAllows(role, { job: ['publish'] }),
        delete: roleAllows(role, { job: ['delete'] }),
      },
    };
  });

  app.post('/api/recruiter/jobs', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'recruiter');
    const { organizationId: requested } = parseInput(createJobBodySchema, request.body ?? {});
    const memberships = await organizationIdsOf(db, viewer.userId);
    const organizationId = requested ?? (memberships.length === 1 ? memberships[0] : undefined);
    if (!organizationId) {
      throw new DomainError(
        'validation-error',
        memberships.length === 0
          ? 'Create or join a company before posting jobs.'
          : 'Choose which company this job belongs to.',
      );
    }
    await requireOrganizationPermission(
      db,
      viewer,
      organizationId,
      { job: ['create'] },
      'Company not found.',
    );
    const input = parseInput(jobInputSchema, request.body);
    return reply.status(201).send({ job: await createJob(db, organizationId, viewer.userId, input) });
  });

  app.put<{ Params: { id: string } }>('/api/recruiter/jobs/:id', async (request) => {
    const { job } = await memberJob(request, { job: ['update'] });
    return { job: await updateJob(db, job, parseInput(jobInputSchema, request.body)) };
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/jobs/:id/publish', async (request) => {
    const { job } = await memberJob(request, { job: ['publish'] });
    return { job: await setJobStatus(db, job, 'published') };
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/jobs/:id/close', async (request) => {
    const { job } = await memberJob(request, { job: ['publish'] });
    return { job: await setJobStatus(db, job, 'closed') };
  });

  app.delete<{ Params: { id: string } }>('/api/recruiter/jobs/:id', async (request, reply) => {
    const { job } = await memberJob(request, { job: ['delete'] });
    await deleteJob(db, job);
    return reply.status(204).send();
  });

  app.put<{ Params: { id: string } }>('/api/recruiter/jobs/:id/first-round-questions', async (request) => {
    const { job } = await memberJob(request, { job: ['update'] });
    const { questions } = parseInput(firstRoundQuestionsInputSchema, request.body);
    return { job: await setFirstRoundQuestions(db, job, questions) };
  });

  app.post<{ Params: { id: string } }>(
    '/api/recruiter/jobs/:id/first-round-questions/generate',
    async (request) => {
      const { job } = await memberJob(request, { job: ['update'] });
      const questions = generateFirstRoundQuestions({
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        difficulty: job.firstRoundDifficulty as 'easy' | 'medium' | 'hard',
        durationMinutes: job.firstRoundDurationMinutes,
      });
      return { job: await setFirstRoundQuestions(db, job, questions) };
    },
  );
};
