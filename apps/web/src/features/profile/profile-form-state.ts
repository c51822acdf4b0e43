/**
 * The profile form's state: the profile as the candidate edits it (highlights as one text per role, one per line),
 * and the conversions to and from the API's profile. Pure, so the rules are tested without a browser.
 */
import { PROFILE_LIMITS, type CandidateProfile } from '@intervia/shared';

export interface ExperienceDraft {
  title: string;
  organisation: string;
  period: string;
  /** One highlight per line. */
  highlights: string;
}

export interface ProfileDraft extends Omit<CandidateProfile, 'experience'> {
  experience: ExperienceDraft[];
}

export function toDraft(profile: CandidateProfile): ProfileDraft {
  return {
    ...profile,
    skills: [...profile.skills],
    experience: profile.experience.map((entry) => ({
      title: entry.title,
      organisation: entry.organisation,
      period: entry.period,
      highlights: entry.highlights.join('\n'),
    })),
    education: profile.education.map((entry) => ({ ...entry })),
    links: profile.links.map((link) => ({ ...link })),
  };
}

const isBlank = (...values: string[]) => values.every((value) => value.trim() === '');

/** The profile to send: highlights split into lines, and entries left completely empty dropped. */
export function fromDraft(draft: ProfileDraft): CandidateProfile {
  return {
    ...draft,
    experience: draft.experience
      .filter((entry) => !isBlank(entry.title, entry.organisation, entry.period, entry.highlights))
      .map((entry) => ({
        title: entry.title,
        organisation: entry.organisation,
        period: entry.period,
        highlights: entry.highlights
          .split('\n')
          .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
          .filter(Boolean),
      })),
    education: draft.education.filter(
      (entry) => !isBlank(entry.qualification, entry.institution, entry.period),
    ),
    links: draft.links.filter((link) => !isBlank(link.label, link.url)),
  };
}

export const sameProfile = (a: CandidateProfile, b: CandidateProfile) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Adds skills typed into the skills box ("Go, Docker; Terraform"): trimmed, once each (any case), up to the limit.
 * Returns the new list and what was left out, so the form can say why.
 */
export function addSkills(current: string[], typed: string): { skills: string[]; skipped: string[] } {
  const skills = [...current];
  const skipped: string[] = [];
  for (const raw of typed.split(/[,;\n]/)) {
    const skill = raw.trim();
    if (!skill) continue;
    if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
      skipped.push(`${skill} (already listed)`);
    else if (skill.length > 60) skipped.push(`${skill.slice(0, 20)}… (longer than 60 characters)`);
    else if (skills.length >= PROFILE_LIMITS.skills)
      skipped.push(`${skill} (at most ${PROFILE_LIMITS.skills} skills)`);
    else skills.push(skill);
  }
  return { skills, skipped };
}

/** The list with the item at `index` changed by `patch`. */
export function updateItem<T extends object>(items: T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** The list without the item at `index`. */
export function removeItem<T>(items: T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Moves an item of a list one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveItem<T>(items: T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Server field paths refer to the profile sent, where empty entries were dropped; map "experience.1.title" back to
 * the entry's place in the form.
 */
export function formPathOf(path: string, draft: ProfileDraft): string {
  const match = /^(experience|education|links)\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const [, list, sentIndex, rest = ''] = match as unknown as [
    string,
    'experience' | 'education' | 'links',
    string,
    string,
  ];
  const kept: number[] = [];
  draft[list].forEach((entry, index) => {
    if (!isBlank(...Object.values(entry as unknown as Record<string, string>))) kept.push(index);
  });
  const formIndex = kept[Number(sentIndex)];
  return formIndex === undefined ? path : `${list}.${formIndex}${rest}`;
}
