/**
 * Applications through a job's first-round AI interview: the candidate consents and gets an interview built from
 * the recruiter's question set, duration and difficulty; the job's organisation sees applicants ranked by score,
 * sets their status and keeps notes. Candidates never see the organisation's status or notes.
 */
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { analyzeJobDescription } from '@intervia/engine';
import { applications, interviews, jobInvites, jobs, user, type Database } from '@intervia/db';
import {
  APPLICATION_MESSAGES,
  type Applicant,
  type ApplicationStatus,
  type CandidateApplication,
  type InterviewPlan,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import { findJob, generateFirstRoundPlan, postingText } from '../jobs/job-service';
import { checkInviteFor, findInviteByToken } from './job-invites';
import { rankApplicants } from './rank-applicants';
import { latestResultsOf } from '../scoring/interview-attempts';
import { addApplicationNote, repeatsLatestNote } from './application-notes';
import { isRowId } from '@intervia/shared';

type ApplicationRow = typeof applications.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

const APPLICATION_NOT_FOUND = 'Application not found.';

/** The newest overall score of each interview, one query (DISTINCT ON). */

/**
 * The interview plan a first-round interview follows: the recruiter's questions as they wrote them, or the plan
 * generated from the job (with its reserve, asked while time remains; the same for every candidate).
 */
function firstRoundPlan(job: JobRow): InterviewPlan {
  const difficulty = job.firstRoundDifficulty;
  if (job.firstRoundQuestions.length > 0) {
    return { difficulty, durationMinutes: job.firstRoundDurationMinutes, questions: job.firstRoundQuestions };
  }
  return generateFirstRoundPlan({
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    difficulty,
    durationMinutes: job.firstRoundDurationMinutes,
  });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

async function candidateApplicationsWhere(
  db: Database,
  userId: string,
  applicationId?: string,
): Promise<CandidateApplication[]> {
  const rows = await db
    .select({
      application: applications,
      jobTitle: jobs.title,
      company: jobs.company,
      interviewStatus: interviews.status,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(interviews, eq(interviews.id, applications.interviewId))
    .where(
      applicationId
        ? and(eq(applications.candidateId, userId), eq(applications.id, applicationId))
        : eq(applications.candidateId, userId),
    )
    .orderBy(desc(applications.createdAt));
  const results = await latestResultsOf(
    db,
    rows.flatMap((row) => (row.application.interviewId ? [row.application.interviewId] : [])),
  );
  return rows.map(({ application, jobTitle, company, interviewStatus }) => ({
    id: application.id,
    jobId: application.jobId,
    jobTitle,
    company,
    method: application.method,
    interviewId: application.interviewId,
    interviewStatus: interviewStatus ?? null,
    overallScore: application.interviewId
      ? (results.get(application.interviewId)?.overallScore ?? null)
      : null,
    humanReviewRequested: application.humanReviewRequested,
    consentedAt: application.consentedAt?.toISOString() ?? null,
    createdAt: application.createdAt.toISOString(),
  }));
}

export const listCandidateApplications = (db: Database, userId: string) =>
  candidateApplicationsWhere(db, userId);

/** One of the candidate's own applications (404 for anyone else's). */
export async function candidateApplication(db: Database, userId: string, applicationId: string) {
  return ownApplication(db, userId, applicationId);
}

async function ownApplication(db: Database, userId: string, applicationId: string) {
  if (!isRowId(applicationId)) throw new DomainError('not-found', APPLICATION_NOT_FOUND);
  const [found] = await candidateApplicationsWhere(db, userId, applicationId);
  if (!found) throw new DomainError('not-found', APPLICATION_NOT_FOUND);
  return found;
}

/**
 * Applies the candidate to the job through its first-round interview. Applying twice returns the first
 * application (`created: false`), so a double click or a retry never makes a second interview.
 */
export async function applyToJob(
  db: Database,
  viewer: { userId: string; email: string; emailVerified: boolean },
  jobId: string,
  input: { consent: true; inviteToken?: string | undefined },
): Promise<{ application: CandidateApplication; created: boolean }> {
  const job = await findJob(db, jobId);
  if (!job) throw new DomainError('not-found', 'Job not found.');
  const invite = input.inviteToken
    ? checkInviteFor(await findInviteByToken(db, input.inviteToken), job.id, viewer)
    : null;

  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, viewer.userId)));
  if (existing) return { application: await ownApplication(db, viewer.userId, existing.id), created: false };

  // An invite opens a job that is not (yet) on the public board; nothing opens a closed one.
  const open = job.firstRoundEnabled && job.status !== 'closed' && (invite || job.status === 'published');
  if (!open) throw new DomainError('conflict', APPLICATION_MESSAGES.notOpen);

  const plan = firstRoundPlan(job);
  const jobDescription = postingText(job);
  const parsedJD = analyzeJobDescription({ title: job.title, jobDescription });
  let applicationId: string;
  try {
    applicationId = await db.transaction(async (tx) => {
      const [interview] = await tx
        .insert(interviews)
        .values({
          userId: viewer.userId,
          title: `${job.title} — ${job.company}`,
          difficulty: plan.difficulty,
          durationMinutes: plan.durationMinutes,
          jobDescription,
          preferences: null,
          // The job's interviewer and turn-taking, as the recruiter set them for every applicant.
          personaId: job.firstRoundPersonaId,
          turnTaking: job.firstRoundTurnTaking,
          kind: 'application',
          jobId: job.id,
          parsedJd: parsedJD,
          plan,
          analysisSource: 'built-in',
        })
        .returning({ id: interviews.id });
      if (!interview) throw new Error('interview insert returned nothing');
      const now = new Date();
      const [application] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          candidateId: viewer.userId,
          method: 'ai-interview',
          interviewId: interview.id,
          consentedAt: now,
        })
        .returning({ id: applications.id });
      if (!application) throw new Error('application insert returned nothing');
      if (invite) {
        const used = await tx
          .update(jobInvites)
          .set({ usedBy: viewer.userId, usedAt: now })
          .where(and(eq(jobInvites.id, invite.id), isNull(jobInvites.usedAt)))
          .returning({ id: jobInvites.id });
        if (used.length === 0) throw new DomainError('conflict', APPLICATION_MESSAGES.inviteUsed);
      }
      return application.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel request applied first: answer with its application.
    const [raced] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, viewer.userId)));
    if (!raced) throw error;
    return { application: await ownApplication(db, viewer.userId, raced.id), created: false };
  }
  return { application: await ownApplication(db, viewer.userId, applicationId), created: true };
}

export async function requestHumanReview(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<CandidateApplication> {
  const application = await ownApplication(db, userId, applicationId);
  await db
    .update(applications)
    .set({ humanReviewRequested: true, updatedAt: new Date() })
    .where(eq(applications.id, application.id));
  return { ...application, humanReviewRequested: true };
}

function toApplicant(
  row: { application: ApplicationRow; name: string; email: string; interviewStatus: string | null },
  overallScore: number | null,
  rank: number | null,
  incomplete: boolean,
): Applicant {
  return {
    id: row.application.id,
    jobId: row.application.jobId,
    candidateName: row.name,
    candidateEmail: row.email,
    method: row.application.method,
    message: row.application.message,
    interviewId: row.application.interviewId,
    interviewStatus: (row.interviewStatus as Applicant['interviewStatus']) ?? null,
    overallScore,
    incomplete,
    rank,
    status: row.application.status,
    notes: row.application.notes,
    humanReviewRequested: row.application.humanReviewRequested,
    createdAt: row.application.createdAt.toISOString(),
    updatedAt: row.application.updatedAt.toISOString(),
  };
}

async function applicantRows(db: Database, where: SQL | undefined, newestFirst = false) {
  return db
    .select({
      application: applications,
      name: user.name,
      email: user.email,
      interviewStatus: interviews.status,
    })
    .from(applications)
    .innerJoin(user, eq(user.id, applications.candidateId))
    .leftJoin(interviews, eq(interviews.id, applications.interviewId))
    .where(where)
    .orderBy(newestFirst ? desc(applications.createdAt) : asc(applications.createdAt));
}

/** The newest applicants across the organisations' jobs, for the recruiter dashboard. */
export async function recentOrganizationApplicants(
  db: Database,
  organizationIds: string[],
  limit = 10,
): Promise<(Applicant & { jobTitle: string })[]> {
  if (organizationIds.length === 0) return [];
  const jobRows = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.organizationId, organizationIds));
  if (jobRows.length === 0) return [];
  const titles = new Map(jobRows.map((job) => [job.id, job.title]));
  const rows = (await applicantRows(db, inArray(applications.jobId, [...titles.keys()]), true)).slice(
    0,
    limit,
  );
  // Ranks are per job: rank each listed applicant among their job's applicants.
  const ranked = new Map<string, Applicant>();
  for (const jobId of new Set(rows.map((row) => row.application.jobId))) {
    for (const applicant of await listJobApplicants(db, jobId)) ranked.set(applicant.id, applicant);
  }
  return rows.flatMap((row) => {
    const applicant = ranked.get(row.application.id);
    return applicant ? [{ ...applicant, jobTitle: titles.get(row.application.jobId) ?? '' }] : [];
  });
}

/** The job's applicants, best score first (see rankApplicants). */
export async function listJobApplicants(db: Database, jobId: string): Promise<Applicant[]> {
  const rows = await applicantRows(db, eq(applications.jobId, jobId));
  const results = await latestResultsOf(
    db,
    rows.flatMap((row) => (row.application.interviewId ? [row.application.interviewId] : [])),
  );
  const ranked = rankApplicants(
    rows.map((row) => {
      const result = row.application.interviewId ? results.get(row.application.interviewId) : undefined;
      return {
        row,
        overallScore: result?.overallScore ?? null,
        incomplete: result?.incomplete ?? false,
        createdAt: row.application.createdAt,
      };
    }),
  );
  return ranked.map((entry) => toApplicant(entry.row, entry.overallScore, entry.rank, entry.incomplete));
}

/** An application with its job, for organisation checks before anything is shown. */
export async function findApplication(
  db: Database,
  applicationId: string,
): Promise<{ application: ApplicationRow; job: JobRow } | null> {
  if (!isRowId(applicationId)) return null;
  const [row] = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}

/** One applicant with their rank among the job's applicants. */
export async function applicantById(db: Database, jobId: string, applicationId: string): Promise<Applicant> {
  const found = (await listJobApplicants(db, jobId)).find((applicant) => applicant.id === applicationId);
  if (!found) throw new DomainError('not-found', APPLICATION_NOT_FOUND);
  return found;
}

/**
 * Sets the status and/or adds a note. A note is appended to the team's thread (by its author), unless it repeats
 * the newest note; the two are independent, so a refused status change never drops a note (see the route).
 */
export async function updateApplication(
  db: Database,
  application: ApplicationRow,
  changes: { status?: ApplicationStatus | undefined; notes?: string | undefined },
  authorId: string,
): Promise<Applicant> {
  if (changes.status === undefined && changes.notes === undefined) {
    throw new DomainError('validation-error', 'Send a status or notes to change.');
  }
  const note = changes.notes?.trim() ?? '';
  if (note && !(await repeatsLatestNote(db, application.id, note))) {
    await addApplicationNote(db, application.id, authorId, note);
  }
  await db
    .update(applications)
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(applications.id, application.id));
  return applicantById(db, application.jobId, application.id);
}

/**
 * Lets the candidate take the first-round interview again (typically one that ended early): a new attempt starts,
 * the interview can be started again, and the earlier calls and scores are kept but no longer count (see
 * scoring/interview-attempts.ts). Refused while the interview has not been taken or is being taken.
 */
export async function allowInterviewRetake(db: Database, application: ApplicationRow): Promise<Applicant> {
  if (!application.interviewId) throw new DomainError('conflict', APPLICATION_MESSAGES.retakeNoInterview);
  const [interview] = await db
    .select({ status: interviews.status, kind: interviews.kind })
    .from(interviews)
    .where(eq(interviews.id, application.interviewId));
  if (!interview || interview.kind !== 'application') {
    throw new DomainError('conflict', APPLICATION_MESSAGES.retakeNoInterview);
  }
  if (interview.status === 'created') throw new DomainError('conflict', APPLICATION_MESSAGES.retakeNotTaken);
  if (interview.status === 'in-progress') {
    throw new DomainError('conflict', APPLICATION_MESSAGES.retakeInProgress);
  }
  const now = new Date();
  await db
    .update(interviews)
    .set({ status: 'created', attemptStartedAt: now, startedAt: null, endedAt: null, updatedAt: now })
    .where(eq(interviews.id, application.interviewId));
  await db.update(applications).set({ updatedAt: now }).where(eq(applications.id, application.id));
  return applicantById(db, application.jobId, application.id);
}
