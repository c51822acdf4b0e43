/**
 * Applying to a job without an AI interview (the job has no first round): the candidate sends their profile or one
 * of their saved résumés, with an optional note. What they sent is kept as sent, so the recruiter reviews the
 * application the candidate made even if the profile changes later.
 */
import { and, eq } from 'drizzle-orm';
import { applications, resumeVersions, type Database } from '@intervia/db';
import {
  APPLICATION_MESSAGES,
  type ApplicationSubmission,
  type CandidateApplication,
  type DirectApplicationInput,
} from '@intervia/shared';
import { profileCompleteness } from '@intervia/engine';
import { DomainError } from '../../domain/domain-error';
import { findJob } from '../jobs/job-service';
import { loadProfile } from '../profile/profile-service';
import { candidateApplication } from './application-service';

/** A profile with nothing but a name and an address tells a recruiter nothing. */
const MIN_PROFILE_COMPLETENESS_PERCENT = 30;

async function submissionOf(
  db: Database,
  userId: string,
  resumeVersionId: string | undefined,
): Promise<{ method: 'profile' | 'resume'; submission: ApplicationSubmission }> {
  if (resumeVersionId) {
    const [version] = await db
      .select({ name: resumeVersions.name, document: resumeVersions.document })
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, resumeVersionId), eq(resumeVersions.userId, userId)));
    if (!version) throw new DomainError('not-found', APPLICATION_MESSAGES.resumeNotFound);
    return { method: 'resume', submission: { profile: null, resume: version } };
  }
  const { profile } = await loadProfile(db, userId);
  if (profileCompleteness(profile).completenessPercent < MIN_PROFILE_COMPLETENESS_PERCENT)
    throw new DomainError('conflict', APPLICATION_MESSAGES.emptyProfile);
  return { method: 'profile', submission: { profile, resume: null } };
}

/** Applying twice returns the first application (`created: false`), as with the AI interview. */
export async function applyDirectly(
  db: Database,
  viewer: { userId: string },
  jobId: string,
  input: { resumeVersionId?: string | undefined; message: string } & DirectApplicationInput,
): Promise<{ application: CandidateApplication; created: boolean }> {
  const job = await findJob(db, jobId);
  if (!job || job.status === 'draft') throw new DomainError('not-found', 'Job not found.');
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, viewer.userId)));
  if (existing)
    return { application: await candidateApplication(db, viewer.userId, existing.id), created: false };
  if (job.status === 'closed') throw new DomainError('conflict', APPLICATION_MESSAGES.closed);
  if (job.firstRoundEnabled) throw new DomainError('conflict', APPLICATION_MESSAGES.interviewOnly);

  const { method, submission } = await submissionOf(db, viewer.userId, input.resumeVersionId);
  const [created] = await db
    .insert(applications)
    .values({
      jobId: job.id,
      candidateId: viewer.userId,
      method,
      submission,
      message: input.message.trim(),
      consentedAt: null,
    })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!created) {
    // A parallel request applied first: answer with its application.
    const [raced] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, viewer.userId)));
    return { application: await candidateApplication(db, viewer.userId, raced!.id), created: false };
  }
  return { application: await candidateApplication(db, viewer.userId, created.id), created: true };
}
