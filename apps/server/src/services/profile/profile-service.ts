/** Reading, saving and filling (from a resume) the candidate's profile. One profile per user. */
import { and, desc, eq } from 'drizzle-orm';
import { candidateProfiles, resumes, user, type Database } from '@intervia/db';
import {
  candidateProfileSchema,
  type CandidateProfile,
  type ProfileImportResponse,
  type ProfileResponse,
} from '@intervia/shared';
import { EMPTY_PROFILE, mergeProfileDraft, profileCompleteness, profileFromResume } from '@intervia/engine';
import { DomainError } from '../../domain/domain-error';
import { parseInput } from '../../domain/parse-input';
import { readUploadedResume, type UploadedResume } from '../resumes/read-uploaded-resume';
import { isRowId } from '@intervia/shared';

/** The saved profile, or — before the first save — one started from the account's name and email. */
export async function loadProfile(
  db: Database,
  userId: string,
): Promise<{ profile: CandidateProfile; updatedAt: Date | null }> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  if (row) {
    // Stored profiles went through the schema; parsing again fills fields added to the schema since.
    const parsed = candidateProfileSchema.safeParse(row.data);
    return {
      profile: parsed.success ? parsed.data : { ...EMPTY_PROFILE, ...row.data },
      updatedAt: row.updatedAt,
    };
  }
  const [account] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  return {
    profile: { ...EMPTY_PROFILE, fullName: account?.name.trim() ?? '', email: account?.email ?? '' },
    updatedAt: null,
  };
}

async function latestResume(db: Database, userId: string): Promise<ProfileResponse['latestResume']> {
  const [row] = await db
    .select({ id: resumes.id, fileName: resumes.fileName, createdAt: resumes.createdAt })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt))
    .limit(1);
  return row ? { id: row.id, fileName: row.fileName, uploadedAt: row.createdAt.toISOString() } : null;
}

async function toResponse(
  db: Database,
  userId: string,
  profile: CandidateProfile,
  updatedAt: Date | null,
): Promise<ProfileResponse> {
  return {
    profile,
    completeness: profileCompleteness(profile),
    updatedAt: updatedAt?.toISOString() ?? null,
    latestResume: await latestResume(db, userId),
  };
}

export async function getProfile(db: Database, userId: string): Promise<ProfileResponse> {
  const { profile, updatedAt } = await loadProfile(db, userId);
  return toResponse(db, userId, profile, updatedAt);
}

export async function saveProfile(
  db: Database,
  userId: string,
  profile: CandidateProfile,
): Promise<ProfileResponse> {
  const updatedAt = new Date();
  await db
    .insert(candidateProfiles)
    .values({ userId, data: profile, updatedAt })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { data: profile, updatedAt } });
  return toResponse(db, userId, profile, updatedAt);
}

function parseEditing(editing: string | null): CandidateProfile | null {
  if (editing === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(editing);
  } catch {
    throw new DomainError('validation-error', 'The profile being edited was not valid JSON.');
  }
  return checkEditing(json);
}

function checkEditing(json: unknown): CandidateProfile {
  const parsed = candidateProfileSchema.safeParse(json);
  if (!parsed.success)
    throw new DomainError(
      'validation-error',
      'Fix the fields marked in red (or save them) first, then fill from your resume.',
    );
  return parsed.data;
}

async function draftFromText(
  db: Database,
  userId: string,
  text: string,
  fileName: string,
  current: CandidateProfile | null,
): Promise<ProfileImportResponse> {
  const profile = current ?? (await loadProfile(db, userId)).profile;
  const { draft, filled } = mergeProfileDraft(profile, profileFromResume(text));
  // The draft must be savable as it stands; anything the resume holds beyond the limits was cut by the engine.
  return { draft: parseInput(candidateProfileSchema, draft), fileName: fileName.slice(0, 255), filled };
}

/**
 * Reads a resume into a draft merged with the current profile (the candidate's own words win). Nothing is stored:
 * the candidate reviews the draft and saves it, so a wrong guess never overwrites anything.
 */
export async function importProfileFromResume(
  db: Database,
  userId: string,
  file: UploadedResume,
  /** The profile as the candidate is editing it (unsaved edits), as JSON; the saved profile when absent. */
  editing: string | null = null,
): Promise<ProfileImportResponse> {
  const current = parseEditing(editing);
  const { text } = await readUploadedResume(file);
  return draftFromText(db, userId, text, file.fileName, current);
}

/** A stored resume to fill from, and the profile as the candidate is editing it (checked here, see checkEditing). */
export interface ImportStoredResumeInput {
  resumeId: string;
  current?: unknown;
}

/** The same, from a resume the candidate already uploaded (its text was extracted then). */
export async function importProfileFromStoredResume(
  db: Database,
  userId: string,
  request: ImportStoredResumeInput,
): Promise<ProfileImportResponse> {
  const current =
    request.current === undefined || request.current === null ? null : checkEditing(request.current);
  const [row] = isRowId(request.resumeId)
    ? await db
        .select({ fileName: resumes.fileName, text: resumes.extractedText })
        .from(resumes)
        .where(and(eq(resumes.id, request.resumeId), eq(resumes.userId, userId)))
    : [];
  if (!row) throw new DomainError('not-found', 'That resume is no longer stored. Upload it again.');
  return draftFromText(db, userId, row.text, row.fileName, current);
}
