/**
 * What a job-board skill filter looks for: the taxonomy skill the words name (by its name or any synonym, so
 * "postgres" finds PostgreSQL and "kafka" finds Message queues), and the phrases to look for in postings' text
 * (the synonyms that are safe to match without their casing, or the words themselves when no skill is known).
 */
import { SKILL_TAXONOMY, type TaxonomySkill } from './skill-taxonomy';

export interface SkillSearchTerms {
  /** The canonical taxonomy name, matched against postings' skill tags; null when the words name no known skill. */
  skillName: string | null;
  /** Phrases matched against the posting text with stemming. */
  phrases: string[];
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ');

const SKILL_BY_ALIAS = new Map<string, TaxonomySkill>();
for (const skill of SKILL_TAXONOMY) {
  for (const alias of [{ text: skill.name }, ...skill.aliases]) {
    const key = normalise(alias.text);
    if (!SKILL_BY_ALIAS.has(key)) SKILL_BY_ALIAS.set(key, skill);
  }
}

export function skillSearchTerms(query: string): SkillSearchTerms {
  const words = normalise(query);
  if (!words) return { skillName: null, phrases: [] };
  const skill = SKILL_BY_ALIAS.get(words);
  if (!skill) return { skillName: null, phrases: [words] };
  // Case-sensitive synonyms ("Go", "C", "HR") are common words when lower-cased: only the tags can tell.
  const phrases = skill.aliases.filter((alias) => !alias.caseSensitive).map((alias) => normalise(alias.text));
  return { skillName: skill.name, phrases: [...new Set(phrases)] };
}

/** Taxonomy skill names and synonyms starting with the typed text, canonical names first (for suggestions). */
export function suggestSkills(prefix: string, limit = 8): string[] {
  const typed = normalise(prefix);
  if (typed.length < 2) return [];
  const names = new Set<string>();
  for (const skill of SKILL_TAXONOMY) {
    if (normalise(skill.name).startsWith(typed)) names.add(skill.name);
  }
  for (const [alias, skill] of SKILL_BY_ALIAS) {
    if (alias.startsWith(typed)) names.add(skill.name);
  }
  return [...names].slice(0, limit);
}
