/** Job postings, the public job board, applications through first-round AI interviews, invite links. */
import { z } from 'zod';
import {
  DEFAULT_INTERVIEWER_PERSONA_ID,
  DEFAULT_TURN_TAKING_MODE,
  DIFFICULTIES,
  INTERVIEWER_PERSONA_IDS,
  MAX_INTERVIEW_DURATION_MINUTES,
  TURN_TAKING_MODES,
  MIN_INTERVIEW_DURATION_MINUTES,
} from '../constants/interview';
import { PLAN_IDS } from '../constants/plans';
import { extractedSkillSchema, plannedQuestionSchema } from './interview-analysis';
import { interviewerPersonaIdSchema, turnTakingModeSchema } from './interview';
import { candidateProfileSchema, resumeDocumentSchema } from './profile';
import { webAddressHost } from '../rules/web-address';

export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];
export const REMOTE_POLICY_LABELS: Record<RemotePolicy, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const APPLICATION_STATUSES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How a candidate applied: through the job's first-round AI interview, or by sending their profile or a résumé. */
export const APPLICATION_METHODS = ['ai-interview', 'profile', 'resume'] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];
export const APPLICATION_METHOD_LABELS: Record<ApplicationMethod, string> = {
  'ai-interview': 'AI interview',
  profile: 'Profile',
  resume: 'Résumé',
};

export const JOB_PAGE_SIZE = 10;
export const JOB_INVITE_TTL_DAYS = 14;

const text = (label: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** A salary bound: a whole amount of money, written without separators ("35000"). */
const salaryAmount = (bound: 'minimum' | 'maximum') =>
  z
    .number(`The ${bound} salary must be a whole number, such as 35000.`)
    .int(`The ${bound} salary must be a whole number, such as 35000.`)
    .min(0, `The ${bound} salary cannot be negative.`)
    .nullable()
    .default(null);

export const jobInputSchema = z
  .object({
    title: text('Title', 120, 2),
    company: text('Company', 120),
    location: text('Location', 120),
    remote: z.enum(REMOTE_POLICIES, 'Choose on-site, hybrid or remote.'),
    description: text('Description', 20_000, 30),
    requirements: z
      .string()
      .trim()
      .max(10_000, 'Requirements must be at most 10,000 characters.')
      .default(''),
    salaryMin: salaryAmount('minimum'),
    salaryMax: salaryAmount('maximum'),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Currency is a three-letter code such as USD.')
      .nullable()
      .default(null),
    firstRoundEnabled: z.boolean().default(false),
    firstRoundDifficulty: z.enum(DIFFICULTIES).default('medium'),
    firstRoundPersonaId: interviewerPersonaIdSchema.default(DEFAULT_INTERVIEWER_PERSONA_ID),
    firstRoundTurnTaking: turnTakingModeSchema.default(DEFAULT_TURN_TAKING_MODE),
    firstRoundDurationMinutes: z
      .number({ error: 'Enter the interview’s length in minutes.' })
      .int('Enter a whole number of minutes.')
      .min(
        MIN_INTERVIEW_DURATION_MINUTES,
        `The interview lasts at least ${MIN_INTERVIEW_DURATION_MINUTES} minutes.`,
      )
      .max(
        MAX_INTERVIEW_DURATION_MINUTES,
        `The interview lasts at most ${MAX_INTERVIEW_DURATION_MINUTES} minutes.`,
      )
      .default(15),
    /** Where the company takes applications on its own site (optional; shown beside Apply). */
    externalApplyUrl: z
      .string()
      .trim()
      .max(500, 'The apply address must be at most 500 characters.')
      .refine(
        (value) => value === '' || webAddressHost(value) !== null,
        'Enter a web address starting with https://.',
      )
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .refine((job) => job.salaryMin === null || job.salaryMax === null || job.salaryMin <= job.salaryMax, {
    message: 'The minimum salary cannot be above the maximum.',
    path: ['salaryMax'],
  })
  .refine((job) => (job.salaryMin === null && job.salaryMax === null) || job.salaryCurrency !== null, {
    message: 'Give the salary currency.',
    path: ['salaryCurrency'],
  });
export type JobInput = z.input<typeof jobInputSchema>;

/** A job as anyone may see it once published. */
export const publicJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.enum(REMOTE_POLICIES),
  description: z.string(),
  requirements: z.string(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string().nullable(),
  skills: z.array(z.string()),
  firstRoundEnabled: z.boolean(),
  firstRoundDurationMinutes: z.number(),
  externalApplyUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The posting company's verified domain (a member verified an address there), when it has one. */
  companyVerifiedDomain: z.string().nullable().optional(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;

/**
 * How long a job's first-round interview can run if a candidate starts it now. The company pays for these
 * interviews from its owner's plan, so the server works this out the way it sets a new call's limit: the job's
 * length when the minutes left cover it, else the minutes left, else none can start.
 */
export const firstRoundLengthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full'), jobMinutes: z.number() }),
  z.object({
    kind: z.literal('cut-to-company-minutes'),
    jobMinutes: z.number(),
    /** The call's limit in seconds, and the same in whole minutes (never rounded up). */
    callSeconds: z.number(),
    callMinutes: z.number(),
  }),
  z.object({ kind: z.literal('no-company-minutes'), jobMinutes: z.number() }),
]);
export type FirstRoundLength = z.infer<typeof firstRoundLengthSchema>;

/** A job as its organisation's members see it. */
export const recruiterJobSchema = publicJobSchema.extend({
  organizationId: z.string(),
  status: z.enum(JOB_STATUSES),
  firstRoundDifficulty: z.enum(DIFFICULTIES),
  /** The first round's interviewer persona and turn-taking mode. */
  firstRoundPersonaId: z.enum(INTERVIEWER_PERSONA_IDS),
  firstRoundTurnTaking: z.enum(TURN_TAKING_MODES),
  firstRoundQuestions: z.array(plannedQuestionSchema),
  /** How many questions fit the first round's duration (the interviewer may not reach any beyond). */
  firstRoundQuestionBudget: z.number(),
  skillDetails: z.array(extractedSkillSchema),
  applicationCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecruiterJob = z.infer<typeof recruiterJobSchema>;

/** GET /api/jobs/:id: a published job and, when it has a first-round interview, how long that can run now. */
export const publicJobDetailSchema = z.object({
  job: publicJobSchema,
  firstRoundLength: firstRoundLengthSchema.nullable(),
});
export type PublicJobDetail = z.infer<typeof publicJobDetailSchema>;

/**
 * The plan that pays for a company's first-round interviews (its owner's) and the seconds it has left now: what the
 * job form needs to say a duration's `firstRoundLength` while the recruiter edits it.
 */
export const companyMinutesSchema = z.object({
  planId: z.enum(PLAN_IDS),
  remainingSeconds: z.number(),
});
export type CompanyMinutes = z.infer<typeof companyMinutesSchema>;

/**
 * GET /api/recruiter/jobs: the jobs of the viewer's companies, and each company's minutes (null when it has no owner
 * to pay), so a new job's form can warn about its duration before the job exists.
 */
export const recruiterJobListSchema = z.object({
  jobs: z.array(recruiterJobSchema),
  companies: z.array(z.object({ organizationId: z.string(), minutes: companyMinutesSchema.nullable() })),
});
export type RecruiterJobList = z.infer<typeof recruiterJobListSchema>;

/**
 * GET /api/recruiter/jobs/:id: the job, how long its first-round interview can run now, the company's minutes (null
 * when it has no owner to pay), what the viewer may do.
 */
export const recruiterJobDetailSchema = z.object({
  job: recruiterJobSchema,
  firstRoundLength: firstRoundLengthSchema.nullable(),
  companyMinutes: companyMinutesSchema.nullable(),
  viewerCan: z.object({ publish: z.boolean(), delete: z.boolean() }),
});
export type RecruiterJobDetail = z.infer<typeof recruiterJobDetailSchema>;

export const jobSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(120).optional(),
  remote: z.enum(REMOTE_POLICIES).optional(),
  skill: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

export const jobSearchResponseSchema = z.object({
  jobs: z.array(publicJobSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  pageCount: z.number(),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

export const jobSuggestionQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const jobSuggestionSchema = z.object({ kind: z.enum(['title', 'skill']), text: z.string() });
export type JobSuggestion = z.infer<typeof jobSuggestionSchema>;

export const firstRoundQuestionsInputSchema = z.object({
  questions: z
    .array(
      plannedQuestionSchema.extend({
        text: z.string().trim().min(5, 'Each question needs at least 5 characters.').max(500),
      }),
    )
    .min(1, 'Keep at least one question.')
    .max(30, 'At most 30 questions.'),
});

/** One note in the hiring team's thread on an application. */
export const applicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** Null when the author's account no longer exists (or for notes from before threads). */
  authorName: z.string().nullable(),
  authorIsViewer: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

export const applicationNoteInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note first.')
    .max(5_000, 'Notes must be at most 5,000 characters.'),
});

/** What the viewer may do with an application (their company role decides). */
export const applicationPermissionsSchema = z.object({ setStatus: z.boolean(), comment: z.boolean() });
export type ApplicationPermissions = z.infer<typeof applicationPermissionsSchema>;

export const applicationUpdateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  notes: z.string().max(5_000, 'Notes must be at most 5,000 characters.').optional(),
});

export const applyToJobSchema = z.object({
  consent: z.literal(true, 'Please read and accept how the AI interview works before you start.'),
  inviteToken: z.string().max(200).optional(),
});

/** Applying without an AI interview: the candidate's profile, or one of their saved résumés, and a short note. */
export const directApplicationSchema = z.object({
  resumeVersionId: z.uuid('Choose one of your saved résumés.').optional(),
  message: z.string().trim().max(2_000, 'The note must be at most 2,000 characters.').default(''),
});
export type DirectApplicationInput = z.input<typeof directApplicationSchema>;

/** What a candidate sent with a direct application, kept as sent (later profile edits do not change it). */
export const applicationSubmissionSchema = z.object({
  profile: candidateProfileSchema.nullable(),
  resume: z.object({ name: z.string(), document: resumeDocumentSchema }).nullable(),
});
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;

export const jobInviteRequestSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address.')),
  /** The candidate's name, for the greeting and the address line (optional). */
  name: z.string().trim().max(100, 'The name must be at most 100 characters.').optional(),
});

export const INTERVIEW_STATUS_FOR_APPLICATION = ['created', 'in-progress', 'completed', 'scored'] as const;

/** What a candidate sees of their own application (never the recruiter's status or notes). */
export const candidateApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  method: z.enum(APPLICATION_METHODS),
  interviewId: z.string().nullable(),
  interviewStatus: z.enum(INTERVIEW_STATUS_FOR_APPLICATION).nullable(),
  overallScore: z.number().nullable(),
  humanReviewRequested: z.boolean(),
  /** When the candidate agreed to the AI interview; null for applications without one. */
  consentedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** An applicant as the job's organisation sees them; `rank` is 1 for the best score, null while unscored. */
export const applicantSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  method: z.enum(APPLICATION_METHODS),
  /** The candidate's note with a direct application ('' otherwise). */
  message: z.string(),
  interviewId: z.string().nullable(),
  interviewStatus: z.enum(INTERVIEW_STATUS_FOR_APPLICATION).nullable(),
  overallScore: z.number().nullable(),
  /**
   * The first-round interview ended before every question was answered: not ranked with complete interviews, and
   * the team may allow a retake.
   */
  incomplete: z.boolean(),
  rank: z.number().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  /** The newest note of the team's thread ('' when there is none). */
  notes: z.string(),
  humanReviewRequested: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const JOB_INVITE_STATES = ['pending', 'used', 'expired'] as const;
export type JobInviteState = (typeof JOB_INVITE_STATES)[number];

/** Where the invitation's e-mail stands: being sent (retried with back-off), sent, or given up. */
export const MAIL_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

export const mailDeliveryStateSchema = z.object({
  status: z.enum(MAIL_DELIVERY_STATUSES),
  /** Why the last attempt failed (a pending message is tried again; a failed one is not). */
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type MailDeliveryState = z.infer<typeof mailDeliveryStateSchema>;

export const jobInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(JOB_INVITE_STATES),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The e-mail of its latest link; null for invitations sent before deliveries were recorded. */
  delivery: mailDeliveryStateSchema.nullable(),
});
export type JobInvite = z.infer<typeof jobInviteSchema>;

/** What the invite link's page shows before sign-up. */
export const publicJobInviteSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  email: z.string(),
  state: z.enum(JOB_INVITE_STATES),
});
export type PublicJobInvite = z.infer<typeof publicJobInviteSchema>;

/**
 * How the AI is used in a first-round interview: shown before the candidate consents, and in the API docs.
 * Each point is one sentence the candidate must be able to read before starting.
 */
export const AI_INTERVIEW_DISCLOSURE = [
  'An AI interviewer asks the questions the recruiter chose for this job, by voice or in writing, and may ask up to two follow-up questions about each answer.',
  'Your answers are transcribed and scored by AI against the job: each answer gets a score out of 10 with feedback, and the interview gets an overall score out of 100.',
  'The recruiter sees your score, the AI’s feedback, the full transcript and — only if you turn the camera recording on — the recording. Applicants are ranked by score.',
  'The AI does not make the hiring decision: a person at the company reviews every application, and you can ask for a human review of your interview at any time.',
  'You see the same report the recruiter sees, and you can delete the interview or your account at any time.',
  'A recruiter from the company may listen to the interview live while it runs. They cannot speak or type into it, and the interview room shows you whenever someone is listening.',
] as const;

export const APPLICATION_MESSAGES = {
  notOpen: 'This job is not taking applications through an AI interview.',
  alreadyApplied: 'You have already applied to this job.',
  inviteUsed: 'This invite link has already been used.',
  inviteExpired: 'This invite link has expired. Ask the recruiter for a new one.',
  inviteNotFound: 'This invite link is not valid.',
  inviteOtherEmail:
    'This invite was sent to another email address. Sign in with the address the invite was sent to.',
  inviteUnverifiedEmail:
    'Confirm your e-mail address first (open the link we sent you), then use this invite: it is bound to that address.',
  interviewDone: 'You have already completed this first-round interview.',
  interviewOnly: 'This job takes applications through its first-round AI interview.',
  closed: 'This job is not taking applications any more.',
  emptyProfile:
    'Your profile is empty. Fill it in (or import your résumé) first, or attach one of your saved résumés.',
  resumeNotFound: 'That résumé was not found among your saved résumés.',
  retakeNoInterview: 'This application has no AI interview to retake.',
  retakeNotTaken: 'The candidate has not taken this interview yet, so there is nothing to retake.',
  retakeInProgress: 'The candidate is taking this interview right now. Allow a retake once it has ended.',
} as const;
