/** Reading, saving and filling (from a resume) the candidate's profile. One profile per user. */
import { eq } from 'drizzle-orm';
import { candidateProfiles, user, type Database } from '@intervia/db';
import {
  candidateProfileSchema,
  type CandidateProfile,
  type ProfileImportResponse,
  type ProfileResponse,
} from '@intervia/shared';
import { EMPTY_PROFILE, mergeProfileDraft, profileCompleteness, profileFromResume } from '@intervia/engine';
import { HttpError, parseInput } from '../../http/errors';
import { extractResumeText } from '../resumes/extract-resume-text';
import { ResumeFileError } from '../resumes/resume-file-type';
import { RESUME_PROBLEM_CODES } from '../interviews/interview-service';

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

function toResponse(profile: CandidateProfile, updatedAt: Date | null): ProfileResponse {
  return { profile, completeness: profileCompleteness(profile), updatedAt: updatedAt?.toISOString() ?? null };
}

export async function getProfile(db: Database, userId: string): Promise<ProfileResponse> {
  const { profile, updatedAt } = await loadProfile(db, userId);
  return toResponse(profile, updatedAt);
}

export async function saveProfile(db: Database, userId: string, input: unknown): Promise<ProfileResponse> {
  const profile = parseInput(candidateProfileSchema, input);
  const updatedAt = new Date();
  await db
    .insert(candidateProfiles)
    .values({ userId, data: profile, updatedAt })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { data: profile, updatedAt } });
  return toResponse(profile, updatedAt);
}

/**
 * Reads a resume into a draft merged with the current profile (the candidate's own words win). Nothing is stored:
 * the candidate reviews the draft and saves it, so a wrong guess never overwrites anything.
 */
export async function importProfileFromResume(
  db: Database,
  userId: string,
  file: { fileName: string; bytes: Uint8Array },
  /** The profile as the candidate is editing it (unsaved edits); the saved profile when absent. */
  editing: string | null = null,
): Promise<ProfileImportResponse> {
  let current: CandidateProfile | null = null;
  if (editing !== null) {
    let json: unknown;
    try {
      json = JSON.parse(editing);
    } catch {
      throw new HttpError('validation-error', 'The profile being edited was not valid JSON.');
    }
    const parsed = candidateProfileSchema.safeParse(json);
    if (!parsed.success)
      throw new HttpError(
        'validation-error',
        'Fix the fields marked in red (or save them) first, then fill from your resume.',
      );
    current = parsed.data;
  }
  let text: string;
  try {
    text = (await extractResumeText(file.bytes)).text;
  } catch (error) {
    if (error instanceof ResumeFileError)
      throw new HttpError(RESUME_PROBLEM_CODES[error.problem], error.message, { resume: error.message });
    throw error;
  }
  const profile = current ?? (await loadProfile(db, userId)).profile;
  const { draft, filled } = mergeProfileDraft(profile, profileFromResume(text));
  // The draft must be savable as it stands; anything the resume holds beyond the limits was cut by the engine.
  return { draft: parseInput(candidateProfileSchema, draft), fileName: file.fileName.slice(0, 255), filled };
}
