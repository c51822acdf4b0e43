/**
 * Whether a transcript reads as language at all. Speech recognition that did not hear the candidate produces runs
 * of short function words in impossible orders ("the of a for the and"), and keyboard or filler noise produces
 * words no English sentence is built from, or loops on one phrase. Such an answer is marked "could not be heard reliably" instead of being
 * judged on knowledge. A keyword list ("React, Redux, hooks") is language, just not an answer: see answer-signals.
 */
import { toWords } from '../text/text-structure';

const DETERMINERS = new Set(['the', 'a', 'an']);
const PREPOSITIONS = new Set(['of', 'to', 'in', 'for', 'on', 'at', 'with', 'by', 'from']);
const CONJUNCTIONS = new Set(['and', 'or', 'but', 'so', 'if', 'when', 'then']);
const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'mm']);
/** Words that start a clause and never follow an article: "the I", "the was", "a okay". */
const CLAUSE_STARTERS = new Set([
  'i',
  'we',
  'he',
  'she',
  'they',
  'me',
  'us',
  'them',
  'him',
  'is',
  'are',
  'was',
  'were',
  'am',
  'yes',
  'yeah',
  'okay',
  'ok',
]);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'am']);
/** Words most English sentences contain; a text of many words with almost none of them is not a sentence. */
const FUNCTION_WORDS = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...CONJUNCTIONS,
  ...'i we you he she it they me us them my our your is are was were be been am do does did have has had will would can could should not no that this these those there what which who how as about into than'.split(
    ' ',
  ),
]);

/**
 * A number said before what it counts ("100 queries", "50,000 rows", "3 retries") does a determiner's work: a terse
 * answer of figures is a sentence, not a run of content words.
 */
const NUMERAL = /^\d+(?:[.,]\d+)*$/;

/** Below this many words there is too little to judge coherence: short answers are judged by the length caps. */
export const COHERENCE_MIN_WORDS = 8;
/** Share of word pairs that no English sentence contains ("the of", "a the", "it it") from which text is garbled. */
const GARBLED_PAIR_RATE = 0.1;
/** Share of function words below which a run of words without commas is not a sentence. */
const MIN_FUNCTION_WORD_SHARE = 0.12;

/** Share of three-word sequences said before, above which the transcript is a recogniser's loop. */
const MAX_REPEATED_TRIGRAM_SHARE = 0.4;

/**
 * Share of bare numbers ("con 2 you 8 tea of the pro 10") above which the transcript is a recogniser's guesses:
 * an answer's numbers come with what they count ("500 volts", "2021"), they do not make up a third of it.
 */
const MAX_BARE_NUMBER_SHARE = 0.25;

export interface Coherence {
  coherent: boolean;
  /** Share of adjacent word pairs that cannot occur in an English sentence. */
  garbledPairRate: number;
  /** How many such pairs (an article said twice counts 1, a word said twice 0.5). */
  impossiblePairs: number;
  functionWordShare: number;
  /** Mean letters per word: recognition that heard words as strings of short homophones ("eye wood start with the
   * shore tale") has unusually short words. */
  meanWordLength: number;
}

/**
 * How impossible a pair is in coherent English: 1 for an article said twice ("the the", a recogniser's stutter; a
 * speaker's restart is written "the, the"), for an article or preposition before a function word ("the of", "to
 * and") and for an article before a word that starts a clause ("the I", "the was", "a okay"); 0.5 for a preposition
 * before "is"/"are" (rare, but "what it's for is" is English) and for any other word said twice ("I I think").
 */
function impossiblePair(first: string, second: string): number {
  if (first === second) return DETERMINERS.has(first) ? 1 : 0.5;
  if (DETERMINERS.has(first))
    return DETERMINERS.has(second) ||
      PREPOSITIONS.has(second) ||
      CONJUNCTIONS.has(second) ||
      CLAUSE_STARTERS.has(second)
      ? 1
      : 0;
  if (PREPOSITIONS.has(first)) {
    if (PREPOSITIONS.has(second) || CONJUNCTIONS.has(second)) return 1;
    return COPULAS.has(second) ? 0.5 : 0;
  }
  return 0;
}

/**
 * An article that ends a sentence ("… so yeah the") is a fragment the recogniser cut off. A capital "A" is left
 * out: "plan A", "vitamin A".
 */
const ENDS_ON_ARTICLE = /(?<![\p{L}'-])(?:[Tt]he|[Aa]n|a)\s*(?:[.!?]|$)/gu;

export function coherenceOf(text: string): Coherence {
  // Pairs are read within a phrase: "… for you. You …" is two phrases, not a word said twice.
  const phrases = text.split(/[.,;:!?]+/).map((phrase) =>
    toWords(phrase)
      .map((word) => word.replace(/[^a-z0-9']/g, ''))
      .filter((word) => word.length > 0 && !FILLERS.has(word)),
  );
  const words = phrases.flat();
  if (words.length < COHERENCE_MIN_WORDS)
    return {
      coherent: true,
      garbledPairRate: 0,
      impossiblePairs: 0,
      functionWordShare: 1,
      meanWordLength: 0,
    };
  let impossible = 0;
  for (const phrase of phrases) {
    for (let index = 1; index < phrase.length; index += 1) {
      impossible += impossiblePair(phrase[index - 1]!, phrase[index]!);
    }
  }
  impossible += text.match(ENDS_ON_ARTICLE)?.length ?? 0;
  const garbledPairRate = impossible / (words.length - 1);
  // Recognisers that hear nothing loop on a phrase ("thank you for watching thank you for watching …").
  const seen = new Set<string>();
  let repeated = 0;
  for (let index = 2; index < words.length; index += 1) {
    const trigram = `${words[index - 2]} ${words[index - 1]} ${words[index]}`;
    if (seen.has(trigram)) repeated += 1;
    seen.add(trigram);
  }
  const tokens = text.split(/\s+/).filter((token) => token.length > 0);
  const bareNumbers = tokens.filter((token) => /^\d+[.,;:]?$/.test(token)).length;
  const numberSalad = bareNumbers / tokens.length > MAX_BARE_NUMBER_SHARE;
  const looping = repeated / (words.length - 2) > MAX_REPEATED_TRIGRAM_SHARE;
  // Numbers are read on the text's own tokens: the phrase split above cuts "50,000" in two.
  const numerals = tokens.filter((token) => NUMERAL.test(token.replace(/[.,;:!?]+$/, ''))).length;
  const functionWordShare = Math.min(
    1,
    (words.filter((word) => FUNCTION_WORDS.has(word)).length + numerals) / words.length,
  );
  // A comma-separated list is written or dictated on purpose; only a run without commas counts as word salad.
  const commas = (text.match(/,/g) ?? []).length;
  const wordSalad = functionWordShare < MIN_FUNCTION_WORD_SHARE && commas < words.length / 4;
  return {
    coherent: garbledPairRate < GARBLED_PAIR_RATE && !wordSalad && !looping && !numberSalad,
    garbledPairRate,
    impossiblePairs: impossible,
    functionWordShare,
    meanWordLength: words.reduce((sum, word) => sum + word.replace(/'/g, '').length, 0) / words.length,
  };
}
