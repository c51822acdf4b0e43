/**
 * First-round applications: candidates apply through a job's AI interview (with consent) and may ask for a human
 * review; the job's organisation sees ranked applicants with their full report, sets statuses, keeps notes and sends
 * one-time invite links. Non-members get 404: another organisation's jobs and candidates are invisible.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import {
  applicationNoteInputSchema,
  applicationUpdateSchema,
  applyToJobSchema,
  directApplicationSchema,
  jobInviteRequestSchema,
  type ApplicantView,
} from '@intervia/shared';
import { applyDirectly } from '../services/applications/direct-application';
import { addApplicationNote, listApplicationNotes } from '../services/applications/application-notes';
import { roleAllows } from '../auth/organization-permissions';
import type { AppDependencies } from '../app-dependencies';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { requireRole } from '../http/viewer';
import {
  organizationIdsOf,
  organizationRoleOf,
  requireOrganizationPermission,
} from '../services/organizations/organization-access';
import type { OrganizationPermission } from '../auth/organization-permissions';
import { findJob } from '../services/jobs/job-service';
import {
  allowInterviewRetake,
  applicantById,
  applyToJob,
  findApplication,
  listCandidateApplications,
  listJobApplicants,
  recentOrganizationApplicants,
  requestHumanReview,
  updateApplication,
} from '../services/applications/application-service';
import { createJobInvite, listJobInvites, publicInvite } from '../services/applications/job-invites';
import { interviewReport } from '../services/scoring/score-service';
import { interviewRecordingPath } from '../services/calls/call-recording';

const JOB_NOT_FOUND = 'Job not found.';
const APPLICATION_NOT_FOUND = 'Application not found.';

export const applicationRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { auth } = deps;
  const db = deps.database.db;

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

  async function memberApplication(
    request: FastifyRequest<{ Params: { id: string } }>,
    permission: OrganizationPermission,
  ) {
    const viewer = await requireRole(auth, request, 'recruiter');
    const found = await findApplication(db, request.params.id);
    if (!found) throw new DomainError('not-found', APPLICATION_NOT_FOUND);
    await requireOrganizationPermission(
      db,
      viewer,
      found.job.organizationId,
      permission,
      APPLICATION_NOT_FOUND,
    );
    return { ...found, viewer };
  }

  // ── Candidates ────────────────────────────────────────────────────────────────────────────────────────────
  app.post<{ Params: { id: string } }>('/api/jobs/:id/apply', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const input = parseInput(applyToJobSchema, request.body ?? {});
    const result = await applyToJob(db, viewer, request.params.id, input);
    return reply.status(result.created ? 201 : 200).send({ application: result.application });
  });

  app.post<{ Params: { id: string } }>('/api/jobs/:id/apply-directly', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const input = parseInput(directApplicationSchema, request.body ?? {});
    const result = await applyDirectly(db, viewer, request.params.id, input);
    return reply.status(result.created ? 201 : 200).send({ application: result.application });
  });

  app.get('/api/candidate/applications', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { applications: await listCandidateApplications(db, viewer.userId) };
  });

  app.post<{ Params: { id: string } }>('/api/candidate/applications/:id/human-review', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { application: await requestHumanReview(db, viewer.userId, request.params.id) };
  });

  app.get<{ Params: { token: string } }>('/api/job-invites/:token', async (request) => ({
    invite: await publicInvite(db, request.params.token),
  }));

  // ── The job's organisation ───────────────────────────────────────────────────────────────────────────────
  app.get('/api/recruiter/applications', async (request) => {
    const viewer = await requireRole(auth, request, 'recruiter');
    return {
      applications: await recentOrganizationApplicants(db, await organizationIdsOf(db, viewer.userId)),
    };
  });

  app.get<{ Params: { id: string } }>('/api/recruiter/jobs/:id/applications', async (request) => {
    const { job } = await memberJob(request, { application: ['read'] });
    return { applications: await listJobApplicants(db, job.id) };
  });

  app.get<{ Params: { id: string } }>(
    '/api/recruiter/applications/:id',
    async (request): Promise<ApplicantView> => {
      const { application, job, viewer } = await memberApplication(request, { application: ['read'] });
      const applicant = await applicantById(db, job.id, application.id);
      const role = (await organizationRoleOf(db, viewer.userId, job.organizationId)) ?? '';
      const report = application.interviewId
        ? await interviewReport(db, application.candidateId, application.interviewId, 'recruiter')
        : null;
      return {
        applicant,
        submission: application.submission ?? null,
        noteThread: await listApplicationNotes(db, application.id, viewer.userId),
        viewerCan: {
          setStatus: roleAllows(role, { application: ['update'] }),
          comment: roleAllows(role, { application: ['comment'] }),
        },
        job: { id: job.id, title: job.title, company: job.company },
        report: report && {
          ...report,
          recordings: report.recordings.map((recording) => ({
            callId: recording.callId,
            url: `/api/recruiter/applications/${application.id}/recordings/${recording.callId}`,
          })),
        },
      };
    },
  );

  app.patch<{ Params: { id: string } }>('/api/recruiter/applications/:id', async (request) => {
    await requireRole(auth, request, 'recruiter');
    const changes = parseInput(applicationUpdateSchema, request.body ?? {});
    // Members may comment; changing the status is an admin's or owner's decision.
    const { application, viewer } = await memberApplication(request, {
      application: changes.status !== undefined ? ['update'] : ['comment'],
    });
    return { applicant: await updateApplication(db, application, changes, viewer.userId) };
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/applications/:id/retake', async (request) => {
    await requireRole(auth, request, 'recruiter');
    // Like a status change, a retake is an admin's or owner's decision.
    const { application } = await memberApplication(request, { application: ['update'] });
    return { applicant: await allowInterviewRetake(db, application) };
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/applications/:id/notes', async (request, reply) => {
    await requireRole(auth, request, 'recruiter');
    const { body } = parseInput(applicationNoteInputSchema, request.body ?? {});
    const { application, viewer } = await memberApplication(request, { application: ['comment'] });
    return reply
      .status(201)
      .send({ note: await addApplicationNote(db, application.id, viewer.userId, body) });
  });

  app.get<{ Params: { id: string; callId: string } }>(
    '/api/recruiter/applications/:id/recordings/:callId',
    async (request, reply) => {
      const { application } = await memberApplication(request, { application: ['read'] });
      const path = await interviewRecordingPath(
        { db, files: deps.files },
        application.interviewId,
        request.params.callId,
      );
      return reply.type('video/webm').send(createReadStream(path));
    },
  );

  app.get<{ Params: { id: string } }>('/api/recruiter/jobs/:id/invites', async (request) => {
    const { job } = await memberJob(request, { application: ['read'] });
    return { invites: await listJobInvites(db, job.id) };
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/jobs/:id/invites', async (request, reply) => {
    const { viewer, job } = await memberJob(request, { job: ['update'] });
    const { email, name } = parseInput(jobInviteRequestSchema, request.body ?? {});
    const sent = await createJobInvite(
      { db, mail: deps.mail, publicUrl: deps.config.publicUrl },
      job,
      email.toLowerCase(),
      viewer.userId,
      name || undefined,
    );
    // 200 when an existing waiting invitation was sent again, 201 for a new one.
    return reply.status(sent.resent ? 200 : 201).send(sent);
  });
};
