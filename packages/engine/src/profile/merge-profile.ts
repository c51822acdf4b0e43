/**
 * Merges a draft read from a resume into the profile the candidate already has. What the candidate wrote always
 * wins: the resume only fills empty fields and adds skills, roles, education and links that are not there yet.
 */
import { PROFILE_LIMITS, type CandidateProfile } from '@intervia/shared';
import { uniqueText } from './profile-from-resume';

const SCALAR_FIELDS = [
  ['fullName', 'name'],
  ['headline', 'headline'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['location', 'location'],
  ['summary', 'summary'],
] as const satisfies ReadonlyArray<readonly [keyof CandidateProfile, string]>;

const key = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function addNew<T>(current: T[], incoming: T[], keyOf: (item: T) => string, limit: number): T[] {
  const known = new Set(current.map(keyOf));
  const added = incoming.filter((item) => {
    const itemKey = keyOf(item);
    if (known.has(itemKey)) return false;
    known.add(itemKey);
    return true;
  });
  return added.slice(0, Math.max(0, limit - current.length));
}

export function mergeProfileDraft(
  current: CandidateProfile,
  imported: CandidateProfile,
): { draft: CandidateProfile; filled: string[] } {
  const draft: CandidateProfile = {
    ...current,
    skills: [...current.skills],
    experience: current.experience.map((entry) => ({ ...entry, highlights: [...entry.highlights] })),
    education: current.education.map((entry) => ({ ...entry })),
    links: current.links.map((link) => ({ ...link })),
  };
  const filled: string[] = [];
  for (const [field, label] of SCALAR_FIELDS) {
    if (draft[field].trim() === '' && imported[field].trim() !== '') {
      draft[field] = imported[field];
      filled.push(label);
    }
  }
  const skills = uniqueText([...current.skills, ...imported.skills]).slice(0, PROFILE_LIMITS.skills);
  const newSkills = skills.length - current.skills.length;
  draft.skills = skills;
  if (newSkills > 0) filled.push(plural(newSkills, 'skill', 'skills'));

  const roles = addNew(
    current.experience,
    imported.experience,
    (entry) => key(entry.title, entry.organisation),
    PROFILE_LIMITS.experience,
  );
  draft.experience = [...current.experience, ...roles];
  if (roles.length > 0) filled.push(plural(roles.length, 'role', 'roles'));

  const education = addNew(
    current.education,
    imported.education,
    (entry) => key(entry.qualification, entry.institution),
    PROFILE_LIMITS.education,
  );
  draft.education = [...current.education, ...education];
  if (education.length > 0) filled.push(plural(education.length, 'education entry', 'education entries'));

  const links = addNew(current.links, imported.links, (link) => key(link.url), PROFILE_LIMITS.links);
  draft.links = [...current.links, ...links];
  if (links.length > 0) filled.push(plural(links.length, 'link', 'links'));

  return { draft, filled };
}
