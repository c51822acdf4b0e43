/**
 * The OpenAPI 3.1 description of /api, served at /api/openapi.json. Request and response bodies are the shared zod
 * schemas converted to JSON Schema, so the document cannot drift from what the routes validate. A test checks that
 * every registered route is described here.
 */
import { z, type ZodType } from 'zod';
import {
  apiErrorSchema,
  DEFAULT_INTERVIEWER_PERSONA_ID,
  DEFAULT_TURN_TAKING_MODE,
  INTERVIEWER_PERSONA_IDS,
  TURN_TAKING_MODES,
  clientConfigSchema,
  liveInterviewStatusSchema,
  observeCallResponseSchema,
  authConfigResponseSchema,
  candidateOverviewSchema,
  createInterviewFieldsSchema,
  createInterviewResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  interviewDetailSchema,
  listInterviewsResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
  setUserRoleRequestSchema,
  setUserRoleResponseSchema,
  RESUME_MAX_BYTES,
  firstRoundQuestionsInputSchema,
  jobInputSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  publicJobDetailSchema,
  recruiterJobSchema,
  recruiterJobDetailSchema,
  recruiterJobListSchema,
  createWebCallSchema,
  webCallSchema,
  callSummarySchema,
  callDetailSchema,
  scoreRequestSchema,
  billingOverviewSchema,
  checkoutRequestSchema,
  grantPlanRequestSchema,
  scoreResultSchema,
  interviewReportSchema,
  answerCorrectionSchema,
  grantPlanResponseSchema,
  recordingChunkResponseSchema,
  applicantSchema,
  applicationUpdateSchema,
  applyToJobSchema,
  candidateApplicationSchema,
  jobInviteRequestSchema,
  jobInviteSchema,
  publicJobInviteSchema,
  candidateProfileSchema,
  importStoredResumeSchema,
  profileResponseSchema,
  profileImportResponseSchema,
  buildResumeRequestSchema,
  builtResumeResponseSchema,
  resumeDocumentSchema,
  saveResumeVersionSchema,
  resumeVersionSchema,
  resumeVersionSummarySchema,
  RESUME_EXPORT_FORMATS,
  companyInvitationSchema,
  directApplicationSchema,
  applicationNoteInputSchema,
  applicationNoteSchema,
  jobSuggestionQuerySchema,
  jobSuggestionSchema,
  acceptCompanyInvitationResponseSchema,
  sitePageSchema,
  userDataExportSchema,
  applicantViewSchema,
} from '@intervia/shared';

type Access = 'public' | 'signed-in' | 'candidate' | 'recruiter' | 'fresh-session';

export interface OperationDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: { json?: ZodType; multipart?: Record<string, unknown>; multipartRequired?: string[] };
  /** Query parameters, from an object schema. */
  query?: z.ZodObject;
  responses: Record<number, { description: string; schema?: ZodType }>;
}

const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status] ?? 'Error', schema: apiErrorSchema },
    ]),
  );

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `error.fields` names each bad field',
  401: 'Not signed in',
  403: 'Signed in without the required role (or a stale session for sensitive actions)',
  404: 'Not found (also for resources owned by someone else)',
  409: 'Conflict',
  413: 'Payload too large',
  503: 'This node takes no new call now (busy or shutting down); Retry-After says when to try again — the load balancer tries another node',
  415: 'Unsupported file type',
};

export const OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Server and database status',
    tag: 'system',
    access: 'public',
    responses: {
      200: { description: 'Healthy', schema: healthResponseSchema },
      503: { description: 'Database down', schema: healthResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/health/live',
    summary: 'Liveness: the process answers (no database check)',
    tag: 'system',
    access: 'public',
    responses: { 200: { description: 'Alive', schema: livenessResponseSchema } },
  },
  {
    method: 'get',
    path: '/api/health/ready',
    summary:
      'Readiness: this node takes new calls and requests (database reachable, not draining, not saturated); 503 with Retry-After and the reason otherwise',
    tag: 'system',
    access: 'public',
    responses: {
      200: { description: 'Ready', schema: readinessResponseSchema },
      503: {
        description: 'Not ready (draining, saturated or database down)',
        schema: readinessResponseSchema,
      },
    },
  },
  {
    method: 'get',
    path: '/api/client-config',
    summary: 'Run-time settings for the browser (error-reporting DSN when configured)',
    tag: 'system',
    access: 'public',
    responses: { 200: { description: 'Settings', schema: clientConfigSchema } },
  },
  {
    method: 'get',
    path: '/api/site-pages/:slug',
    summary:
      'An information page (about, help, terms, privacy) as Markdown: the operator’s copy or the default',
    tag: 'system',
    access: 'public',
    responses: { 200: { description: 'The page', schema: sitePageSchema }, ...errors(404) },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'system',
    access: 'public',
    responses: { 200: { description: 'OpenAPI 3.1 document' } },
  },
  {
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe an email address to the newsletter (idempotent)',
    tag: 'marketing',
    access: 'public',
    body: { json: newsletterSubscribeRequestSchema },
    responses: {
      201: { description: 'Subscribed', schema: newsletterSubscribeResponseSchema },
      200: { description: 'Already subscribed', schema: newsletterSubscribeResponseSchema },
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/api/auth-config',
    summary: 'Sign-in methods this server offers',
    tag: 'accounts',
    access: 'public',
    responses: { 200: { description: 'Methods', schema: authConfigResponseSchema } },
  },
  {
    method: 'post',
    path: '/api/getuser_role',
    summary: "Choose the signed-in user's role, once (spec contract)",
    tag: 'accounts',
    access: 'signed-in',
    body: { json: setUserRoleRequestSchema },
    responses: {
      200: { description: 'The role', schema: setUserRoleResponseSchema },
      ...errors(400, 401, 403, 409),
    },
  },
  {
    method: 'get',
    path: '/api/account/export',
    summary: 'Everything stored about the signed-in user, as a JSON download',
    tag: 'accounts',
    access: 'signed-in',
    responses: { 200: { description: 'Export', schema: userDataExportSchema }, ...errors(401) },
  },
  {
    method: 'delete',
    path: '/api/account',
    summary: 'Delete the account with its interviews, recordings and files',
    tag: 'accounts',
    access: 'fresh-session',
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403) },
  },
  {
    method: 'post',
    path: '/api/interviews',
    summary:
      'Create an interview from a job description or a resume; answers the analysis and planned questions',
    tag: 'interviews',
    access: 'candidate',
    body: {
      json: createInterviewFieldsSchema,
      multipart: {
        title: { type: 'string', description: 'Job role' },
        difficulty: { type: 'string', enum: ['easy', 'medium', 'hard'] },
        duration: { type: 'integer', description: 'Minutes (default 10)' },
        jdText: { type: 'string', description: 'Job description (leave empty when sending a resume)' },
        additionalNotes: { type: 'string', description: 'Interview preferences' },
        personaId: {
          type: 'string',
          enum: [...INTERVIEWER_PERSONA_IDS],
          description: `The interviewer persona (name, voice, style); default ${DEFAULT_INTERVIEWER_PERSONA_ID}`,
        },
        turnTaking: {
          type: 'string',
          enum: [...TURN_TAKING_MODES],
          description: `How long the interviewer waits before answering; default ${DEFAULT_TURN_TAKING_MODE}`,
        },
        resume: {
          type: 'string',
          format: 'binary',
          description: `PDF, DOC or DOCX, at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB; recognised by content`,
        },
      },
      multipartRequired: ['title', 'difficulty'],
    },
    responses: {
      201: { description: 'Created', schema: createInterviewResponseSchema },
      ...errors(400, 401, 403, 413, 415),
    },
  },
  {
    method: 'get',
    path: '/api/interviews',
    summary: "The caller's interviews, newest first",
    tag: 'interviews',
    access: 'candidate',
    responses: { 200: { description: 'List', schema: listInterviewsResponseSchema }, ...errors(401, 403) },
  },
  {
    method: 'get',
    path: '/api/interviews/{id}',
    summary: "One of the caller's interviews",
    tag: 'interviews',
    access: 'candidate',
    responses: {
      200: { description: 'Interview', schema: z.object({ interview: interviewDetailSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'delete',
    path: '/api/interviews/{id}',
    summary: "Delete one of the caller's interviews",
    tag: 'interviews',
    access: 'candidate',
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  },
  {
    method: 'get',
    path: '/api/candidate/overview',
    summary: 'Data for the candidate dashboard cards',
    tag: 'interviews',
    access: 'candidate',
    responses: { 200: { description: 'Overview', schema: candidateOverviewSchema }, ...errors(401, 403) },
  },
  {
    method: 'get',
    path: '/api/candidate/profile',
    summary: "The caller's profile with its completeness (before the first save: started from the account)",
    tag: 'profile',
    access: 'candidate',
    responses: { 200: { description: 'Profile', schema: profileResponseSchema }, ...errors(401, 403) },
  },
  {
    method: 'put',
    path: '/api/candidate/profile',
    summary: "Replace the caller's profile",
    tag: 'profile',
    access: 'candidate',
    body: { json: candidateProfileSchema },
    responses: { 200: { description: 'Saved', schema: profileResponseSchema }, ...errors(400, 401, 403) },
  },
  {
    method: 'post',
    path: '/api/candidate/profile/import',
    summary:
      'Read a resume (an uploaded file, or JSON {resumeId} of one uploaded before) into a profile draft merged with the current profile (nothing is saved)',
    tag: 'profile',
    access: 'candidate',
    body: {
      json: importStoredResumeSchema,
      multipart: {
        resume: {
          type: 'string',
          format: 'binary',
          description: `PDF, DOC or DOCX, at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB; recognised by content`,
        },
        current: {
          type: 'string',
          description:
            'Optional: the profile being edited (JSON), so unsaved edits are merged instead of the saved profile',
        },
      },
      multipartRequired: ['resume'],
    },
    responses: {
      200: { description: 'Draft to review', schema: profileImportResponseSchema },
      ...errors(400, 401, 403, 404, 413, 415, 429),
    },
  },
  {
    method: 'post',
    path: '/api/candidate/resume-builder',
    summary:
      'Build a resume preview from the saved profile (template, optional target job, optional rewriting)',
    tag: 'profile',
    access: 'candidate',
    body: { json: buildResumeRequestSchema },
    responses: {
      200: { description: 'Preview and what rewriting did', schema: builtResumeResponseSchema },
      ...errors(400, 401, 403, 429),
    },
  },
  {
    method: 'post',
    path: '/api/candidate/resume-builder/export',
    summary: 'Download a previewed resume as PDF or DOCX',
    tag: 'profile',
    access: 'candidate',
    query: z.object({ format: z.enum(RESUME_EXPORT_FORMATS) }),
    body: { json: z.object({ document: resumeDocumentSchema }) },
    responses: { 200: { description: 'application/pdf or a Word document' }, ...errors(400, 401, 403, 429) },
  },
  {
    method: 'get',
    path: '/api/candidate/resumes',
    summary: "The caller's saved resumes, newest first",
    tag: 'profile',
    access: 'candidate',
    responses: {
      200: { description: 'Versions', schema: z.object({ versions: z.array(resumeVersionSummarySchema) }) },
      ...errors(401, 403),
    },
  },
  {
    method: 'post',
    path: '/api/candidate/resumes',
    summary: 'Save a resume version',
    tag: 'profile',
    access: 'candidate',
    body: { json: saveResumeVersionSchema },
    responses: {
      201: { description: 'Saved', schema: z.object({ version: resumeVersionSchema }) },
      ...errors(400, 401, 403, 409),
    },
  },
  {
    method: 'get',
    path: '/api/candidate/resumes/{id}',
    summary: 'One saved resume',
    tag: 'profile',
    access: 'candidate',
    responses: {
      200: { description: 'Version', schema: z.object({ version: resumeVersionSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/candidate/resumes/{id}/export',
    summary: 'Download a saved resume as PDF or DOCX',
    tag: 'profile',
    access: 'candidate',
    query: z.object({ format: z.enum(RESUME_EXPORT_FORMATS) }),
    responses: {
      200: { description: 'application/pdf or a Word document' },
      ...errors(400, 401, 403, 404, 429),
    },
  },
  {
    method: 'delete',
    path: '/api/candidate/resumes/{id}',
    summary: 'Delete a saved resume',
    tag: 'profile',
    access: 'candidate',
    responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
  },
  {
    method: 'get',
    path: '/api/jobs',
    summary: 'Search published jobs (query: q, location, remote, skill, page; 10 per page)',
    tag: 'jobs',
    access: 'public',
    query: jobSearchQuerySchema,
    responses: { 200: { description: 'A page of jobs', schema: jobSearchResponseSchema }, ...errors(400) },
  },
  {
    method: 'get',
    path: '/api/jobs/suggestions',
    summary:
      'Search suggestions while typing: titles of published jobs containing the text, and skills it names',
    tag: 'jobs',
    access: 'public',
    query: jobSuggestionQuerySchema,
    responses: {
      200: { description: 'Suggestions', schema: z.object({ suggestions: z.array(jobSuggestionSchema) }) },
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/api/jobs/{id}',
    summary: 'A published job',
    tag: 'jobs',
    access: 'public',
    responses: { 200: { description: 'Job', schema: publicJobDetailSchema }, ...errors(404) },
  },
  {
    method: 'get',
    path: '/api/recruiter/jobs',
    summary: "Jobs of the recruiter's organisations",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Jobs and their companies’ minutes', schema: recruiterJobListSchema },
      ...errors(401, 403),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/jobs',
    summary:
      'Create a draft job in an organisation the recruiter belongs to (organizationId optional with one membership)',
    tag: 'recruiter',
    access: 'recruiter',
    body: { json: jobInputSchema },
    responses: {
      201: { description: 'Created', schema: z.object({ job: recruiterJobSchema }) },
      ...errors(400, 401, 403, 404),
    },
  },
  ...(['get', 'put', 'delete'] as const).map((method): OperationDoc => ({
    method,
    path: '/api/recruiter/jobs/{id}',
    summary: {
      get: 'A job of your organisation',
      put: 'Update a job (needs job:update)',
      delete: 'Delete a job (owner/admin)',
    }[method],
    tag: 'recruiter',
    access: 'recruiter',
    ...(method === 'put' ? { body: { json: jobInputSchema } } : {}),
    responses: {
      ...(method === 'delete'
        ? { 204: { description: 'Deleted' } }
        : method === 'get'
          ? { 200: { description: 'Job', schema: recruiterJobDetailSchema } }
          : { 200: { description: 'Job', schema: z.object({ job: recruiterJobSchema }) } }),
      ...errors(400, 401, 403, 404),
    },
  })),
  ...(['publish', 'close'] as const).map((action): OperationDoc => ({
    method: 'post',
    path: `/api/recruiter/jobs/{id}/${action}`,
    summary: `${action === 'publish' ? 'Publish' : 'Close'} a job (owner/admin)`,
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Job', schema: z.object({ job: recruiterJobSchema }) },
      ...errors(401, 403, 404),
    },
  })),
  {
    method: 'put',
    path: '/api/recruiter/jobs/{id}/first-round-questions',
    summary: 'Replace the first-round question set',
    tag: 'recruiter',
    access: 'recruiter',
    body: { json: firstRoundQuestionsInputSchema },
    responses: {
      200: { description: 'Job', schema: z.object({ job: recruiterJobSchema }) },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/jobs/{id}/first-round-questions/generate',
    summary: 'Regenerate the first-round question set from the posting',
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Job', schema: z.object({ job: recruiterJobSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/jobs/{id}/apply',
    summary:
      'Apply to a job through its first-round AI interview. `consent: true` records that the candidate read how the AI is used; `inviteToken` opens a job invited to by link. 201 with a new application and its interview; 200 with the existing one when already applied',
    tag: 'applications',
    access: 'candidate',
    body: { json: applyToJobSchema },
    responses: {
      200: { description: 'Already applied', schema: z.object({ application: candidateApplicationSchema }) },
      201: { description: 'Applied', schema: z.object({ application: candidateApplicationSchema }) },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'post',
    path: '/api/jobs/{id}/apply-directly',
    summary:
      'Apply to a published job without a first-round interview: with the profile, or with a saved résumé (`resumeVersionId`), and an optional note. 201 new; 200 when already applied',
    tag: 'applications',
    access: 'candidate',
    body: { json: directApplicationSchema },
    responses: {
      200: { description: 'Already applied', schema: z.object({ application: candidateApplicationSchema }) },
      201: { description: 'Applied', schema: z.object({ application: candidateApplicationSchema }) },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'get',
    path: '/api/candidate/applications',
    summary: "The candidate's applications (never the recruiter's status or notes)",
    tag: 'applications',
    access: 'candidate',
    responses: {
      200: { description: 'List', schema: z.object({ applications: z.array(candidateApplicationSchema) }) },
      ...errors(401, 403),
    },
  },
  {
    method: 'post',
    path: '/api/candidate/applications/{id}/human-review',
    summary: 'Ask for a person at the company to review the interview instead of relying on the AI score',
    tag: 'applications',
    access: 'candidate',
    responses: {
      200: { description: 'Application', schema: z.object({ application: candidateApplicationSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/job-invites/{token}',
    summary:
      'What a one-time invite link leads to: the job, the invited email and whether the link is still usable',
    tag: 'applications',
    access: 'public',
    responses: {
      200: { description: 'Invite', schema: z.object({ invite: publicJobInviteSchema }) },
      ...errors(404),
    },
  },
  {
    method: 'get',
    path: '/api/company-invitations/{id}',
    summary:
      'What a colleague invitation link leads to: the company, who invited, the invited address and whether it is still open',
    tag: 'organisations',
    access: 'public',
    responses: {
      200: { description: 'Invitation', schema: z.object({ invitation: companyInvitationSchema }) },
      ...errors(404),
    },
  },
  {
    method: 'get',
    path: '/api/company-invitations',
    summary: "Pending company invitations to the signed-in user's address",
    tag: 'organisations',
    access: 'signed-in',
    responses: {
      200: {
        description: 'Invitations',
        schema: z.object({ invitations: z.array(companyInvitationSchema) }),
      },
      ...errors(401),
    },
  },
  {
    method: 'post',
    path: '/api/company-invitations/{id}/accept',
    summary:
      'Join the company: for the invited address only; an account without a role becomes a recruiter by the invitation',
    tag: 'organisations',
    access: 'signed-in',
    responses: {
      200: { description: 'Joined', schema: acceptCompanyInvitationResponseSchema },
      ...errors(401, 403, 404, 409),
    },
  },
  {
    method: 'post',
    path: '/api/company-invitations/{id}/decline',
    summary: 'Decline a company invitation sent to the signed-in address',
    tag: 'organisations',
    access: 'signed-in',
    responses: { 204: { description: 'Declined' }, ...errors(401, 403, 404) },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications',
    summary:
      "The newest applicants across the recruiter's organisations' jobs (with each one's rank in their job)",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: {
        description: 'Recent applicants',
        schema: z.object({ applications: z.array(applicantSchema.extend({ jobTitle: z.string() })) }),
      },
      ...errors(401, 403),
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/jobs/{id}/applications',
    summary: "The job's applicants ranked by overall score (unscored last); organisation members only",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Ranked applicants', schema: z.object({ applications: z.array(applicantSchema) }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}',
    summary:
      'One applicant with the full interview report (scores, evidence, transcript, recordings), or the profile or résumé sent with a direct application (`submission`), the team’s note thread (`noteThread`) and what the viewer may do (`viewerCan`); organisation members only',
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Applicant and report', schema: applicantViewSchema },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'patch',
    path: '/api/recruiter/applications/{id}',
    summary:
      "Set the applicant's status (admins and owners) and/or add a note to the team's thread (any member; `notes` in the answer is the newest note)",
    tag: 'recruiter',
    access: 'recruiter',
    body: { json: applicationUpdateSchema },
    responses: {
      200: { description: 'Applicant', schema: z.object({ applicant: applicantSchema }) },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{id}/notes',
    summary:
      "Add a note to the hiring team's thread on the applicant (any member); candidates never see notes",
    tag: 'recruiter',
    access: 'recruiter',
    body: { json: applicationNoteInputSchema },
    responses: {
      201: { description: 'Note', schema: z.object({ note: applicationNoteSchema }) },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{id}/retake',
    summary:
      'Allow the candidate to take the first-round interview again (admins and owners), typically one that ended early: a new attempt starts and the earlier calls and scores no longer count (they are kept in the history)',
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Applicant', schema: z.object({ applicant: applicantSchema }) },
      ...errors(401, 403, 404, 409),
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}/recordings/{callId}',
    summary: "The applicant's camera recording of one call (video/webm), when they chose to record",
    tag: 'recruiter',
    access: 'recruiter',
    responses: { 200: { description: 'WebM video' }, ...errors(401, 403, 404) },
  },
  {
    method: 'get',
    path: '/api/recruiter/jobs/{id}/invites',
    summary: "The job's invite links: email, state (pending, used, expired), expiry",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Invites', schema: z.object({ invites: z.array(jobInviteSchema) }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/jobs/{id}/invites',
    summary:
      'Send a one-time invite link to a candidate email (SMTP when configured, else the server outbox); the link is also returned so it can be copied',
    tag: 'recruiter',
    access: 'recruiter',
    body: { json: jobInviteRequestSchema },
    responses: {
      201: {
        description: 'Invite sent',
        schema: z.object({ invite: jobInviteSchema, link: z.string(), delivery: z.enum(['smtp', 'outbox']) }),
      },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'post',
    path: '/api/call/web',
    summary:
      "Create a voice call for one of the caller's interviews (assistantId or assistant.interviewId = the interview id; also at /call/web). Connect to webCallUrl (WebSocket: PCM16 mono 16 kHz binary frames and JSON control messages) within 120 s",
    tag: 'calls',
    access: 'candidate',
    body: { json: createWebCallSchema },
    responses: {
      201: { description: 'Call created', schema: webCallSchema },
      ...errors(400, 401, 403, 404, 409, 503),
    },
  },
  {
    method: 'get',
    path: '/api/call',
    summary: "The caller's calls, newest first",
    tag: 'calls',
    access: 'candidate',
    responses: {
      200: { description: 'List', schema: z.object({ calls: z.array(callSummarySchema) }) },
      ...errors(401, 403),
    },
  },
  {
    method: 'get',
    path: '/api/call/{id}',
    summary: "One of the caller's calls with its turns and per-stage timings",
    tag: 'calls',
    access: 'candidate',
    responses: {
      200: { description: 'Call', schema: z.object({ call: callDetailSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/call/{id}/ws',
    summary:
      'The call WebSocket (upgrade). Query `token`: the join token from webCallUrl or the resume token from call-ready. Close codes: 4401 bad token, 4404 unknown call, 4410 call ended',
    tag: 'calls',
    access: 'public',
    query: z.object({ token: z.string() }),
    responses: { 101: { description: 'Switching protocols' } },
  },
  {
    method: 'get',
    path: '/api/call/{id}/observe',
    summary:
      "A silent observer's WebSocket (upgrade). Query `token`: the observe token from POST /api/recruiter/applications/{id}/observe. Receives observer-ready, the transcript and source-tagged audio; anything sent is refused. Close codes: 4401 bad token, 4410 call ended",
    tag: 'calls',
    access: 'public',
    query: z.object({ token: z.string() }),
    responses: { 101: { description: 'Switching protocols' } },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{id}/live',
    summary: "Whether the applicant's first-round interview is in progress now; organisation members only",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Live status', schema: liveInterviewStatusSchema },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{id}/observe',
    summary:
      "Listen live to the applicant's interview as a silent observer (hasPresence false, canSend false, receives audio); 409 when it is not in progress",
    tag: 'recruiter',
    access: 'recruiter',
    responses: {
      200: { description: 'Where to listen', schema: observeCallResponseSchema },
      ...errors(401, 403, 404, 409),
    },
  },
  {
    method: 'post',
    path: '/api/interviews/score',
    summary:
      "The spec's scoring contract: {jd (parsed JD), interview:[{question, answer}]} → {overallScore, summary, scores:[{question, answer, score, feedback}]}",
    tag: 'scoring',
    access: 'candidate',
    body: { json: scoreRequestSchema },
    responses: {
      200: { description: 'Scores', schema: scoreResultSchema },
      ...errors(400, 401, 403),
      500: { description: 'Scoring failed. Please try again.', schema: apiErrorSchema },
    },
  },
  {
    method: 'post',
    path: '/api/interviews/{id}/score',
    summary:
      "Score (or re-score) one of the caller's interviews from its stored turns; every scoring is kept",
    tag: 'scoring',
    access: 'candidate',
    responses: {
      201: { description: 'Scores', schema: scoreResultSchema.extend({ scoredAt: z.string() }) },
      ...errors(401, 403, 404, 409),
    },
  },
  {
    method: 'get',
    path: '/api/interviews/{id}/report',
    summary:
      'The full report: latest scores with competencies, score history, speech analytics, timed transcript, and `scoring` — where the server’s scoring of the latest call stands (every call end is scored on the server; read this, do not ask to score)',
    tag: 'scoring',
    access: 'candidate',
    responses: {
      200: { description: 'Report', schema: z.object({ report: interviewReportSchema }) },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/api/interviews/{id}/report.pdf',
    summary: 'The report as a PDF download',
    tag: 'scoring',
    access: 'candidate',
    responses: { 200: { description: 'application/pdf' }, ...errors(401, 403, 404) },
  },
  {
    method: 'put',
    path: '/api/interviews/{id}/turns/{turnId}',
    summary:
      'Correct the text of one of your answers after the call (what the recogniser heard stays beside it). A practice interview is scored again on the correction (`rescoring: true`; read `scoring` on the report); a first-round interview keeps its score and the recruiter sees both texts',
    tag: 'scoring',
    access: 'candidate',
    body: { json: answerCorrectionSchema },
    responses: {
      200: { description: 'Corrected', schema: z.object({ rescoring: z.boolean() }) },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'get',
    path: '/api/billing',
    summary: "The caller's plan, this period's minute usage and how the server takes payments",
    tag: 'billing',
    access: 'signed-in',
    responses: { 200: { description: 'Overview', schema: billingOverviewSchema }, ...errors(401) },
  },
  {
    method: 'post',
    path: '/api/billing/checkout',
    summary: 'Start paying for a plan: a Stripe Checkout URL, or the manual provider’s instructions',
    tag: 'billing',
    access: 'signed-in',
    body: { json: checkoutRequestSchema },
    responses: {
      200: {
        description: 'Checkout',
        schema: z.object({
          kind: z.enum(['redirect', 'manual']),
          url: z.string().nullable(),
          message: z.string(),
        }),
      },
      ...errors(400, 401),
    },
  },
  {
    method: 'post',
    path: '/api/admin/subscriptions',
    summary:
      'Manual provider: an administrator (ADMIN_EMAILS) grants a plan for one period from now (free removes it)',
    tag: 'billing',
    access: 'signed-in',
    body: { json: grantPlanRequestSchema },
    responses: {
      200: { description: 'Granted', schema: grantPlanResponseSchema },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    summary:
      'Stripe webhook (signature verified over the raw body): checkout.session.completed, invoice.paid, customer.subscription.deleted',
    tag: 'billing',
    access: 'public',
    responses: { 200: { description: 'Applied (or already applied)' }, ...errors(400, 404) },
  },
  {
    method: 'post',
    path: '/api/call/{id}/recording',
    summary:
      'Append the next chunk (query `seq`, from 0) of the call’s camera recording; body video/webm, at most 8 MB; only when the call enabled video recording',
    tag: 'calls',
    access: 'candidate',
    responses: {
      200: { description: 'Stored', schema: recordingChunkResponseSchema },
      ...errors(400, 401, 403, 404, 409, 413, 415),
    },
  },
  {
    method: 'get',
    path: '/api/call/{id}/recording',
    summary: 'The call’s camera recording (video/webm) for playback',
    tag: 'calls',
    access: 'candidate',
    responses: { 200: { description: 'video/webm' }, ...errors(401, 403, 404) },
  },
];

function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

const ACCESS_NOTES: Record<Access, string> = {
  public: 'No sign-in needed.',
  'signed-in': 'Needs a signed-in user (session cookie).',
  candidate: 'Needs a signed-in candidate.',
  recruiter: 'Needs a signed-in recruiter.',
  'fresh-session': 'Needs a session signed in within the last 10 minutes.',
};

export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const content: Record<string, unknown> = {};
    if (op.body?.json) content['application/json'] = { schema: jsonSchemaOf(op.body.json, 'input') };
    if (op.body?.multipart) {
      content['multipart/form-data'] = {
        schema: { type: 'object', properties: op.body.multipart, required: op.body.multipartRequired ?? [] },
      };
    }
    const parameters: unknown[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (op.query) {
      for (const [name, schema] of Object.entries(op.query.shape)) {
        parameters.push({
          name,
          in: 'query',
          required: false,
          schema: jsonSchemaOf(schema as ZodType, 'input'),
        });
      }
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      description: ACCESS_NOTES[op.access],
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(op.access === 'public' ? { security: [] } : {}),
      ...(op.body ? { requestBody: { required: true, content } } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema
              ? { content: { 'application/json': { schema: jsonSchemaOf(response.schema, 'output') } } }
              : {}),
          },
        ]),
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Intervia API',
      version: '0.1.0',
      description:
        'HTTP API of the Intervia platform. Sign-in endpoints (better-auth) live under /api/auth/* and are described by better-auth. State-changing requests from browsers must come from the site itself (Origin check).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
