/**
 * A topic the candidate typed, said the way the posting writes it: with the posting's spelling where the candidate
 * slipped or spelt it otherwise ("playwrite" → "Playwright", "quantisation" → "quantization", "data modelling" kept
 * where the posting writes it so) and with the posting's name for a skill the candidate called by another name
 * ("postgres performance" → "PostgreSQL performance").
 */
import type { ExtractedSkill } from '@intervia/shared';
import type { PreferenceTopic } from './read-preferences';
import { spokenSkillName } from './skill-wording';
import { editDistance } from '../text/edit-distance';
import { findSkillMentions } from '../skills/find-skills';
import { findTaxonomySkill } from '../skills/skill-taxonomy';
import { escapeRegExp } from '../text/escape-reg-exp';

/** Whether a word the candidate typed is the posting's word with a slip ("flakey" for "flaky", "planing"). */
export const nearlyTheSameWord = (typed: string, written: string) => {
  if (typed === written) return true;
  // One slip in five letters or more, two in eight, three in ten ("playwrite" for "playwright").
  const allowed = written.length >= 10 ? 3 : written.length >= 8 ? 2 : written.length >= 5 ? 1 : 0;
  return (
    allowed > 0 &&
    Math.abs(typed.length - written.length) <= allowed &&
    editDistance(typed, written) <= allowed
  );
};

/** A word written with capitals inside it or all in capitals ("PostgreSQL", "EMC", "iOS"): a name to keep as written. */
const isCodedWord = (word: string) => /\p{Lu}.*\p{Lu}|\p{Ll}\p{Lu}/u.test(word);

const wordsOf = (text: string) =>
  [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu)].map((match) => match[0]);

/**
 * Words of runs of three or more words in capitals ("STRONG FAULT FINDING SKILLS"): a line shouted for emphasis, whose
 * words are not names for being in capitals.
 */
function shoutedWords(postingText: string): Set<string> {
  const shouted = new Set<string>();
  for (const [run] of postingText.matchAll(/(?:\b\p{Lu}{2,}\b[\s,&/-]+){2,}\b\p{Lu}{2,}\b/gu))
    for (const word of run.split(/[\s,&/-]+/)) shouted.add(word);
  return shouted;
}

/** How the posting writes a skill the word names, when the posting names that skill at all ("postgres" → "PostgreSQL"). */
function postingNameFor(word: string, postingText: string): string | null {
  const [mention] = findSkillMentions(word);
  return mention ? postingNameOfSkill(mention.skill.name, postingText) : null;
}

/** The words the posting uses for a taxonomy skill ("data modelling" for Data modeling), or null. */
export function postingNameOfSkill(skillName: string, postingText: string): string | null {
  for (const alias of findTaxonomySkill(skillName)?.aliases ?? []) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(alias.text)}(?![\\p{L}\\p{N}])`,
      alias.caseSensitive ? 'u' : 'iu',
    );
    const written = pattern.exec(postingText)?.[0];
    if (written) return written;
  }
  return null;
}

/** A word in one common form of English spelling ("modelling", "quantisation", "colour", "centre"). */
const spellingForm = (word: string) =>
  word
    .toLowerCase()
    .replace(/-/g, '')
    .replace(/is(ation|ations|e|es|ed|ing)$/, 'iz$1')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1')
    .replace(/ll(ing|ed|er|ers)$/, 'l$1')
    .replace(/our(s|ed|ing)?$/, 'or$1')
    .replace(/tre(s)?$/, 'ter$1')
    .replace(/ae|oe/g, 'e');

/**
 * The phrase as the posting writes it, or null when the posting does not write it. A phrase the posting writes word
 * for word (in one clause) is kept as typed; else each word changes only to the posting's spelling of it ("quantisation"
 * → "quantization"), to its capitals where the posting writes it as a name ("emc" → "EMC") or to the posting's name
 * for the skill it names ("postgres" → "PostgreSQL"); null when no word changes.
 */
export function phraseAsPostingWrites(phrase: string, postingText: string): string | null {
  const typed = wordsOf(phrase);
  if (typed.length === 0) return null;
  const wordForWord = new RegExp(
    `(?<![\\p{L}\\p{N}])${typed.map(escapeRegExp).join('[\\s-]+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
  const found = wordForWord.exec(postingText)?.[0];
  // Kept as typed but for how the posting joins the words ("month end close" → "month-end close").
  // A name the posting writes with its capitals ("RevPAR" for "revpar") is said so.
  if (
    found &&
    found !== phrase &&
    wordsOf(found).some((word) => isCodedWord(word) && !shoutedWords(postingText).has(word))
  )
    return found;
  if (found)
    return found.toLowerCase() === phrase.toLowerCase()
      ? phrase
      : found.toLowerCase() === found
        ? found
        : phrase.replace(/\s+/g, ' ');
  const posting = wordsOf(postingText);
  const shouted = shoutedWords(postingText);
  let written = phrase;
  for (const word of typed) {
    const lower = word.toLowerCase();
    // A word the posting also writes in lower case, or only in a line written in capitals, is no name.
    const forms = posting.filter((other) => other.toLowerCase() === lower);
    const same = forms.find((other) => !isCodedWord(other)) ?? forms.find((other) => !shouted.has(other));
    const replacement = same
      ? isCodedWord(same) && same !== word
        ? same
        : null
      : (postingNameFor(word, postingText) ??
        (lower.length >= 5
          ? posting.find(
              (other) => other.toLowerCase() !== lower && spellingForm(other) === spellingForm(lower),
            )
          : undefined) ??
        null);
    if (replacement)
      written = written.replace(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u'),
        replacement,
      );
  }
  return written === phrase ? null : written;
}

/**
 * The topics in the posting's own words where the candidate wrote one of its skills with a slip ("grill me on
 * playwrite and flakey tests" → "Playwright", "flaky tests"): word by word, each word the same or nearly so (a slip
 * only in a word of five letters or more), said as a sentence says the skill. A topic that matches no skill, or
 * matches one but for capitals, is kept as written. Given the posting's text, a topic is said as the posting writes
 * it (phraseAsPostingWrites) before the taxonomy's name for a skill is tried.
 */
export function topicsInPostingWords(
  topics: readonly PreferenceTopic[],
  postingSkills: readonly Pick<ExtractedSkill, 'name' | 'category'>[],
  postingText = '',
): PreferenceTopic[] {
  return topics.map((topic) => {
    const typed = topic.phrase.toLowerCase().split(/\s+/);
    if (postingSkills.some((skill) => skill.name.toLowerCase() === topic.phrase.toLowerCase())) {
      // A skill read from the preferences by its taxonomy name is said as the posting writes it.
      const postingName =
        topic.skill && postingText ? postingNameOfSkill(topic.skill.name, postingText) : null;
      return postingName && postingName.toLowerCase() !== topic.phrase.toLowerCase()
        ? {
            ...topic,
            phrase: isCodedWord(postingName) ? postingName : postingName.toLowerCase(),
            said: topic.said ?? (topic.skill ? spokenSkillName(topic.skill) : topic.phrase),
          }
        : topic;
    }
    const written = postingText ? phraseAsPostingWrites(topic.phrase, postingText) : null;
    if (written) return { ...topic, phrase: written };
    const match = postingSkills.find((skill) => {
      const words = skill.name.toLowerCase().split(/\s+/);
      return words.length === typed.length && words.every((word, at) => nearlyTheSameWord(typed[at]!, word));
    });
    return match ? { ...topic, phrase: spokenSkillName(match) } : topic;
  });
}
