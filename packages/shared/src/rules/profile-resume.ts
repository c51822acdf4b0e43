/** Whether a saved profile holds enough to interview about (the wizard's option and the server agree on this). */
import type { CandidateProfile } from '../schemas/profile';

/** A profile worth interviewing about: at least one role or a few skills. */
export function profileHasResumeContent(profile: Pick<CandidateProfile, 'experience' | 'skills'>): boolean {
  return profile.experience.length > 0 || profile.skills.length >= 3;
}
