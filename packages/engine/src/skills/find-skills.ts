/** Finds taxonomy skills mentioned in free text, with where they were first mentioned. */
import { SKILL_TAXONOMY, type SkillAlias, type TaxonomySkill } from './skill-taxonomy';
import { escapeRegExp } from '../text/escape-reg-exp';

export interface SkillMention {
  skill: TaxonomySkill;
  /** Character offset of the first mention. */
  index: number;
  count: number;
}

// A skill word must not run into letters, digits or the symbols that make a different token ("C" in "C++",
// "C#", "C-level"; "R" in "R&D"; "Java" in "JavaScript").
const BEFORE = '(?<![\\p{L}\\p{N}+#.&-])';
const AFTER = '(?![\\p{L}\\p{N}+#&-])(?!\\.[\\p{L}\\p{N}])';

function aliasPattern(alias: SkillAlias): RegExp {
  const body = escapeRegExp(alias.text).replace(/\s+/g, '[\\s-]+');
  return new RegExp(`${BEFORE}${body}${AFTER}`, alias.caseSensitive ? 'gu' : 'giu');
}

interface AliasMatcher {
  pattern: RegExp;
  caseSensitive: boolean;
  /** Words that must all occur in the text (lower-cased unless case-sensitive) for the pattern to match at all. */
  words: string[];
}

const MATCHERS: ReadonlyArray<{ skill: TaxonomySkill; aliases: AliasMatcher[] }> = SKILL_TAXONOMY.map(
  (skill) => ({
    skill,
    aliases: skill.aliases.map((alias) => ({
      pattern: aliasPattern(alias),
      caseSensitive: alias.caseSensitive,
      words: alias.text
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => (alias.caseSensitive ? word : word.toLowerCase())),
    })),
  }),
);

/**
 * The text as the word check sees case-insensitive aliases. Under the regexps' Unicode case folding an ASCII letter
 * also matches "ſ" (s) and "K" (Kelvin, k); toLowerCase already maps the Kelvin sign, so only "ſ" needs mapping.
 * The check may let through a text the regexp then rejects, never the reverse.
 */
function foldForWordCheck(text: string): string {
  return text.toLowerCase().replace(/\u017f/g, 's');
}

/**
 * The acronyms a text could be spelling out in runs of capitalised words ("Civil Procedure Rules" → CPR), each with
 * the lower-cased words of every run that spells it.
 */
export function spelledOutAcronyms(text: string): Map<string, string[][]> {
  const result = new Map<string, string[][]>();
  for (const match of text.matchAll(/\p{Lu}\p{Ll}+(?:\s+(?:(?:of|and|for|the|&)\s+)?\p{Lu}\p{Ll}+)+/gu)) {
    const words = match[0].split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
    for (let first = 0; first < words.length; first += 1) {
      for (let last = first + 2; last <= Math.min(words.length, first + 6); last += 1) {
        const run = words.slice(first, last);
        const initials = run.map((word) => word[0]).join('');
        result.set(initials, [...(result.get(initials) ?? []), run.map((word) => word.toLowerCase())]);
      }
    }
  }
  return result;
}

/**
 * spelledOutAcronyms of the last context read: a posting's sentences are each matched against the whole posting, which
 * is then read once rather than once per sentence.
 */
let lastSpelledOut: { context: string; runs: Map<string, string[][]> } | null = null;
function spelledOutAcronymsOf(context: string): Map<string, string[][]> {
  if (lastSpelledOut?.context !== context) lastSpelledOut = { context, runs: spelledOutAcronyms(context) };
  return lastSpelledOut.runs;
}

/**
 * Whether an acronym matched for `skill` is spelled out in the text as words that share none of the skill's own
 * ("CPR" beside "Civil Procedure Rules" is no Basic Life Support). An acronym never spelled out is the skill's, and so
 * is one of a skill known only by single words.
 */
function spelledOutAsOther(
  matched: string,
  skill: TaxonomySkill,
  /** The text's spelled-out acronyms, read only when a match looks like an acronym. */
  spelledOut: () => ReadonlyMap<string, readonly string[][]>,
): boolean {
  const acronym = /^(\p{Lu}{2,6})s?$/u.exec(matched)?.[1];
  const runs = acronym ? spelledOut().get(acronym) : undefined;
  if (!runs) return false;
  const names = [skill.name, ...skill.aliases.map((alias) => alias.text)];
  // Only a skill known by words of its own can be told apart from a spelling-out ("SQL" has none to compare).
  if (!names.some((name) => /\s/.test(name.trim()))) return false;
  const skillWords = new Set(
    names.flatMap((name) => name.toLowerCase().split(/[\s/-]+/)).filter((word) => word.length >= 4),
  );
  return runs.every((run) => !run.some((word) => skillWords.has(word)));
}

/**
 * Every taxonomy skill the text mentions, in order of first mention. A word inside a longer skill's name is not a
 * mention of its own ("documentation" in "clinical documentation", "marketing" in "content marketing").
 */
export function findSkillMentions(
  text: string,
  /** The whole document `text` is part of, where an acronym may be spelled out; the text itself by default. */
  context: string = text,
): SkillMention[] {
  // Running a few hundred regexps over every text is the cost of analysis; a substring check skips nearly all.
  const folded = foldForWordCheck(text);
  // Read only for a text where some skill matched as an acronym: most texts (answers) have none.
  const spelledOut = () => spelledOutAcronymsOf(context);
  const found: Array<{ skill: TaxonomySkill; spans: Array<[number, number]> }> = [];
  for (const { skill, aliases } of MATCHERS) {
    const spans: Array<[number, number]> = [];
    for (const { pattern, caseSensitive, words } of aliases) {
      const haystack = caseSensitive ? text : folded;
      if (!words.every((word) => haystack.includes(word))) continue;
      pattern.lastIndex = 0;
      for (const match of text.matchAll(pattern)) {
        const [start, end] = [match.index, match.index + match[0].length];
        // A letter glued to brackets is part of a bracketed term ("IR(ME)R"), not a skill of its own ("R").
        if (text[start - 1] === ')' || text[end] === '(') continue;
        // An acronym the text spells out as something else ("Civil Procedure Rules" … "CPR") is that, not this.
        if (spelledOutAsOther(match[0], skill, spelledOut)) continue;
        spans.push([start, end]);
      }
    }
    if (spans.length > 0) found.push({ skill, spans });
  }
  const all = found.flatMap(({ skill, spans }) => spans.map((span) => ({ skill, span })));
  const insideAnother = (skill: TaxonomySkill, [start, end]: [number, number]) =>
    all.some(
      (other) =>
        other.skill !== skill &&
        other.span[0] <= start &&
        other.span[1] >= end &&
        other.span[1] - other.span[0] > end - start,
    );
  const mentions: SkillMention[] = [];
  for (const { skill, spans } of found) {
    const own = spans.filter((span) => !insideAnother(skill, span));
    if (own.length === 0) continue;
    mentions.push({ skill, index: Math.min(...own.map(([start]) => start)), count: own.length });
  }
  return mentions.sort((a, b) => a.index - b.index || a.skill.name.localeCompare(b.skill.name));
}

/** Canonical names of the skills a text mentions, in order of first mention. */
export function findSkillNames(text: string): string[] {
  return findSkillMentions(text).map((mention) => mention.skill.name);
}
