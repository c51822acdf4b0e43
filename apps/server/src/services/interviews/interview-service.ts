/** Creating, listing and reading a candidate's interviews. Every read is scoped to the owner. */
import { and, desc, eq } from 'drizzle-orm';
import { calls, interviews, resumes, type Database } from '@intervia/db';
import {
  DEFAULT_INTERVIEW_DURATION_MINUTES,
  DEFAULT_INTERVIEWER_PERSONA_ID,
  DEFAULT_TURN_TAKING_MODE,
  checkInterviewStep1,
  checkInterviewStep2,
  checkInterviewStep3,
  durationSchema,
  profileHasResumeContent,
  type CreateInterviewFields,
  type Difficulty,
  type InterviewDetail,
  type InterviewSummary,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import type { UserFiles } from '../user-files';
import type { ExtractedResume } from '../resumes/extract-resume-text';
import { readUploadedResume, type UploadedResume } from '../resumes/read-uploaded-resume';
import type { InterviewAnalysisProvider } from './interview-analysis-provider';
import { isRowId } from '@intervia/shared';
import { assertMinutesLeftForNewInterview } from '../billing/billing-service';
import { loadProfile } from '../profile/profile-service';
import { profileAsResumeText } from '@intervia/engine';
import { recordingKey } from '../calls/recording-key';
import { latestResultsOf } from '../scoring/interview-attempts';

export interface InterviewServiceDeps {
  db: Database;
  files: UserFiles;
  analysis: InterviewAnalysisProvider;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

type InterviewRow = typeof interviews.$inferSelect;

/** The columns a summary needs: lists read these only, not the job description, analysis and plan. */
export const interviewSummaryColumns = {
  id: interviews.id,
  title: interviews.title,
  difficulty: interviews.difficulty,
  durationMinutes: interviews.durationMinutes,
  status: interviews.status,
  createdAt: interviews.createdAt,
  kind: interviews.kind,
  personaId: interviews.personaId,
  turnTaking: interviews.turnTaking,
};
type InterviewSummaryRow = Pick<InterviewRow, keyof typeof interviewSummaryColumns>;

export function toInterviewSummary(
  row: InterviewSummaryRow,
  overallScore: number | null = null,
  incomplete = false,
): InterviewSummary {
  return {
    id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    durationMinutes: row.durationMinutes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    overallScore,
    incomplete,
    kind: row.kind,
    personaId: row.personaId,
    turnTaking: row.turnTaking,
  };
}

export function toInterviewDetail(
  row: InterviewRow,
  resumeFileName: string | null,
  overallScore: number | null = null,
): InterviewDetail {
  // A first-round interview's plan is the recruiter's answer key (audit H7): the candidate gets its length only.
  const plan = row.kind === 'application' ? null : (row.plan ?? null);
  return {
    ...toInterviewSummary(row, overallScore),
    jobDescription: row.jobDescription,
    preferences: row.preferences,
    resumeFileName,
    parsedJD: row.parsedJd ?? null,
    questions: plan?.questions.map((q) => q.text) ?? [],
    plan,
    questionCount: row.plan?.questions.length ?? 0,
    analysisSource: (row.analysisSource as 'built-in' | 'llm' | null) ?? null,
  };
}

function validationError(message: string, field: string): DomainError {
  return new DomainError('validation-error', message, { [field]: message });
}

/** Validates with the wizard's own step rules, so the server says exactly what the wizard would have said. */
function validateCreateInterview(fields: CreateInterviewFields, hasResume: boolean) {
  const title = (fields.title ?? '').trim();
  const difficulty = fields.difficulty ?? '';
  const time =
    fields.duration === undefined || fields.duration === ''
      ? String(DEFAULT_INTERVIEW_DURATION_MINUTES)
      : String(fields.duration);
  const step1 = checkInterviewStep1({ role: title, difficulty, time });
  if (step1) throw validationError(step1, 'title');
  const jobDescription = (fields.jdText ?? '').trim();
  const step2 = checkInterviewStep2({ hasResume, jobDescription });
  if (step2) throw validationError(step2, hasResume ? 'resume' : 'jdText');
  const preferences = (fields.additionalNotes ?? '').trim();
  const step3 = checkInterviewStep3({ preferences });
  if (step3) throw validationError(step3, 'additionalNotes');
  return {
    title,
    difficulty: difficulty as Difficulty,
    durationMinutes: durationSchema.parse(time),
    jobDescription: jobDescription || null,
    preferences: preferences || null,
    personaId: fields.personaId ?? DEFAULT_INTERVIEWER_PERSONA_ID,
    turnTaking: fields.turnTaking ?? DEFAULT_TURN_TAKING_MODE,
  };
}

function parseCreateFlags(fields: CreateInterviewFields): { useProfileResume: boolean } {
  return { useProfileResume: fields.useProfileResume === true || fields.useProfileResume === 'true' };
}

/** The saved profile as résumé text, or null when nothing is saved or it holds too little to ask about. */
async function savedProfileResumeText(db: Database, userId: string): Promise<string | null> {
  const { profile, updatedAt } = await loadProfile(db, userId);
  if (!updatedAt || !profileHasResumeContent(profile)) return null;
  return profileAsResumeText(profile);
}

export async function createInterview(
  deps: InterviewServiceDeps,
  userId: string,
  fields: CreateInterviewFields,
  resume: UploadedResume | null,
): Promise<InterviewDetail> {
  const form = validateCreateInterview(fields, resume !== null);
  // An interview with no minutes to run in would only be refused at the start of its call: refuse it now, before
  // anything is stored, so a refusal never leaves an interview behind.
  await assertMinutesLeftForNewInterview(deps.db, userId);

  // Read the resume before storing anything: a file we cannot read is refused and leaves no trace.
  const extracted: ExtractedResume | null = resume ? await readUploadedResume(resume) : null;
  // A job-description interview may also ask about the résumé saved in the profile (never with an upload).
  const profileResumeText =
    !extracted && form.jobDescription && parseCreateFlags(fields).useProfileResume
      ? await savedProfileResumeText(deps.db, userId)
      : null;

  let analysis: Awaited<ReturnType<InterviewAnalysisProvider['analyze']>> | null = null;
  try {
    analysis = await deps.analysis.analyze(
      { ...form, resumeText: extracted?.text ?? profileResumeText ?? null },
      deps.log,
    );
  } catch (error) {
    // The interview is still created; the UI reports "Interview created, but parsing failed."
    deps.log.error({ err: error }, 'interview analysis failed');
  }

  let storageKey: string | null = null;
  try {
    if (resume && extracted)
      storageKey = await deps.files.save(userId, 'resumes', extracted.fileType, resume.bytes);
    const interviewValues = (resumeId: string | null) => ({
      userId,
      ...form,
      resumeId,
      parsedJd: analysis?.parsedJD ?? null,
      parsedResume: analysis?.resume ?? null,
      plan: analysis?.plan ?? null,
      analysisSource: analysis?.source ?? null,
    });
    // Without a resume there is one row to write: a single statement, not BEGIN … COMMIT around it.
    const resumeFile = resume && extracted && storageKey ? { resume, extracted, storageKey } : null;
    const row = !resumeFile
      ? (await deps.db.insert(interviews).values(interviewValues(null)).returning())[0]
      : await deps.db.transaction(async (tx) => {
          const [stored] = await tx
            .insert(resumes)
            .values({
              userId,
              fileName: resumeFile.resume.fileName.slice(0, 255),
              fileType: resumeFile.extracted.fileType,
              sizeBytes: resumeFile.resume.bytes.byteLength,
              storageKey: resumeFile.storageKey,
              extractedText: resumeFile.extracted.text,
              parsed: analysis?.resume ?? null,
            })
            .returning({ id: resumes.id });
          const [created] = await tx
            .insert(interviews)
            .values(interviewValues(stored?.id ?? null))
            .returning();
          return created;
        });
    if (!row) throw new Error('interview insert returned nothing');
    return toInterviewDetail(row, resume?.fileName ?? null);
  } catch (error) {
    if (storageKey) await deps.files.remove(userId, storageKey).catch(() => {});
    throw error;
  }
}

/**
 * The user's interviews, newest first, each with the newest overall score of its current attempt and whether it
 * ended incomplete (on indexed columns).
 */
export async function listInterviews(db: Database, userId: string): Promise<InterviewSummary[]> {
  const rows = await db
    .select(interviewSummaryColumns)
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt));
  const results = await latestResultsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const result = results.get(row.id);
    // The candidate's list shows the score their report shows: none where too little was said to judge.
    const shown = result?.judged ? result.overallScore : null;
    return toInterviewSummary(row, shown, result?.incomplete ?? false);
  });
}

/** The owner's interview, or 404 — another user's id is indistinguishable from a missing one. */
export async function getOwnInterview(
  db: Database,
  userId: string,
  interviewId: string,
): Promise<{ row: InterviewRow; resumeFileName: string | null }> {
  if (!isRowId(interviewId)) throw new DomainError('not-found', 'Interview not found.');
  const [found] = await db
    .select({ row: interviews, resumeFileName: resumes.fileName })
    .from(interviews)
    .leftJoin(resumes, eq(interviews.resumeId, resumes.id))
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId)));
  if (!found) throw new DomainError('not-found', 'Interview not found.');
  return found;
}

export async function deleteOwnInterview(
  deps: Pick<InterviewServiceDeps, 'db' | 'files'>,
  userId: string,
  interviewId: string,
): Promise<void> {
  const { row } = await getOwnInterview(deps.db, userId, interviewId);
  // The calls go with the interview (cascade); their camera recordings are files, removed after the rows.
  const recorded = await deps.db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.interviewId, row.id), eq(calls.videoRecordingEnabled, true)));
  await deps.db.delete(interviews).where(and(eq(interviews.id, row.id), eq(interviews.userId, userId)));
  await Promise.all(recorded.map(({ id }) => deps.files.remove(userId, recordingKey(id)).catch(() => {})));
}
