/**
 * Checks a rephrased resume highlight against the original: a rewrite may change wording and order, never the
 * facts. Numbers, named skills and proper names in the rewrite must all appear in the original, and it may not grow
 * much longer (padding is where invented claims hide).
 */
import { findSkillNames } from '../skills/find-skills';

export type RewriteCheck = { ok: true } | { ok: false; reason: string };

export const MAX_REWRITE_GROWTH = 1.5;
const MIN_REWRITE_WORDS = 2;

const NUMBER = /\d+(?:[.,]\d+)*/g;
const WORD = /[\p{L}][\p{L}\p{N}'’+#.-]*/gu;

/** Capitalised words that start no sentence are names (Epic, Kubernetes, Acme); sentence openers are not. */
const SENTENCE_OPENER = /(?:^|[.!?:;]\s+|[-–—•]\s+)$/;

function numbersIn(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map((number) => number.replace(/,/g, '')));
}

function wordsIn(text: string): Set<string> {
  return new Set((text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/[.'’]+$/, '')));
}

function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/[.'’]+$/, '');
    if (!/^\p{Lu}/u.test(word)) continue;
    if (SENTENCE_OPENER.test(text.slice(0, match.index))) continue;
    names.push(word);
  }
  return names;
}

const countWords = (text: string) => (text.match(WORD) ?? []).length;

export function checkRewriteFacts(original: string, rewrite: string): RewriteCheck {
  const trimmed = rewrite.trim();
  if (countWords(trimmed) < MIN_REWRITE_WORDS)
    return { ok: false, reason: 'the rewrite is empty or too short' };
  if (countWords(trimmed) > Math.ceil(countWords(original) * MAX_REWRITE_GROWTH) + 3)
    return { ok: false, reason: 'the rewrite is much longer than the original' };

  const originalNumbers = numbersIn(original);
  const newNumber = [...numbersIn(trimmed)].find((number) => !originalNumbers.has(number));
  if (newNumber !== undefined) return { ok: false, reason: `it adds the number “${newNumber}”` };

  const originalSkills = new Set(findSkillNames(original).map((skill) => skill.toLowerCase()));
  const newSkill = findSkillNames(trimmed).find((skill) => !originalSkills.has(skill.toLowerCase()));
  if (newSkill !== undefined)
    return { ok: false, reason: `it names ${newSkill}, which the original does not` };

  const originalWords = wordsIn(original);
  const newName = namesIn(trimmed).find((name) => !originalWords.has(name.toLowerCase()));
  if (newName !== undefined)
    return { ok: false, reason: `it names “${newName}”, which the original does not` };

  return { ok: true };
}
