/** Finds taxonomy skills mentioned in free text, with where they were first mentioned. */
import { SKILL_TAXONOMY, type SkillAlias, type TaxonomySkill } from './skill-taxonomy';

export interface SkillMention {
  skill: TaxonomySkill;
  /** Character offset of the first mention. */
  index: number;
  count: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A skill word must not run into letters, digits or the symbols that make a different token ("C" in "C++",
// "C#", "C-level"; "R" in "R&D"; "Java" in "JavaScript").
const BEFORE = '(?<![\\p{L}\\p{N}+#.&-])';
const AFTER = '(?![\\p{L}\\p{N}+#&-])(?!\\.[\\p{L}\\p{N}])';

function aliasPattern(alias: SkillAlias): RegExp {
  const body = escapeRegExp(alias.text).replace(/\s+/g, '[\\s-]+');
  return new RegExp(`${BEFORE}${body}${AFTER}`, alias.caseSensitive ? 'gu' : 'giu');
}

const MATCHERS: ReadonlyArray<{ skill: TaxonomySkill; patterns: RegExp[] }> = SKILL_TAXONOMY.map((skill) => ({
  skill,
  patterns: skill.aliases.map(aliasPattern),
}));

/** Every taxonomy skill the text mentions, in order of first mention. */
export function findSkillMentions(text: string): SkillMention[] {
  const mentions: SkillMention[] = [];
  for (const { skill, patterns } of MATCHERS) {
    let first = Number.POSITIVE_INFINITY;
    let count = 0;
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        count += 1;
        first = Math.min(first, match.index);
      }
    }
    if (count > 0) mentions.push({ skill, index: first, count });
  }
  return mentions.sort((a, b) => a.index - b.index || a.skill.name.localeCompare(b.skill.name));
}

/** Canonical names of the skills a text mentions, in order of first mention. */
export function findSkillNames(text: string): string[] {
  return findSkillMentions(text).map((mention) => mention.skill.name);
}
