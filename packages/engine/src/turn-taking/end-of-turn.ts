/**
 * When the candidate's turn is over, decided from their words as well as the silence: a complete thought ends the
 * turn after a short silence, a trailing "and", "so", "um" or an unfinished sentence waits longer, and "let me
 * think" gives real thinking time. Pure: the words heard so far (a partial or final transcript) and the mode in,
 * the silence that ends the turn out. The live session asks it each time the words or the silence change.
 */
import type { TurnTakingMode } from '@intervia/shared';

export type EndOfTurnReason =
  /** A finished sentence or a short complete answer ("Yes, I have."). */
  | 'complete-thought'
  /** Ends on a joining word ("and", "so", "because"): more is coming. */
  | 'trailing-word'
  /** Ends on a filler ("um", "uh", "hmm"): the candidate is searching for words. */
  | 'filler'
  /** Words that do not make a finished thought yet ("I think the main"). */
  | 'unfinished'
  /** The candidate asked for time ("let me think", "give me a second"). */
  | 'thinking'
  /** Silence with no words recognised yet: only the silence can decide. */
  | 'no-words';

/** Silence, in milliseconds, that ends the turn for each reason and mode. */
export const END_OF_TURN_SILENCE_MS: Readonly<Record<TurnTakingMode, Record<EndOfTurnReason, number>>> = {
  conversational: {
    'complete-thought': 650,
    'no-words': 1_000,
    unfinished: 1_300,
    'trailing-word': 1_700,
    filler: 1_900,
    thinking: 5_000,
  },
  patient: {
    'complete-thought': 1_100,
    'no-words': 1_500,
    unfinished: 2_000,
    'trailing-word': 2_600,
    filler: 2_800,
    thinking: 9_000,
  },
};

export interface EndOfTurnDecision {
  reason: EndOfTurnReason;
  /** The silence after the last word that ends the turn. */
  silenceMs: number;
}

const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'er', 'erm', 'hmm', 'hm', 'mm', 'ah', 'eh']);
/** Words a finished thought does not end on. */
const TRAILING_WORDS = new Set([
  'and',
  'so',
  'but',
  'or',
  'because',
  'cause',
  'then',
  'also',
  'like',
  'well',
  'plus',
  'although',
  'though',
  'if',
  'when',
  'while',
  'which',
  'that',
  'where',
  'whereas',
  'since',
  'until',
  'unless',
  'the',
  'a',
  'an',
  'to',
  'of',
  'with',
  'for',
  'in',
  'on',
  'at',
  'from',
  'by',
  'into',
  'about',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'its',
  'is',
  'was',
  'were',
  'are',
  'am',
  'be',
  'been',
  'i',
  'we',
  'they',
  'it’s',
  "it's",
  "i'm",
  "we're",
  'very',
  'really',
  'more',
  'most',
  'some',
  'this',
  'these',
  'those',
  'not',
  "don't",
  "didn't",
  'would',
  'could',
  'should',
  'will',
  'can',
  'did',
  'do',
  'have',
  'had',
  'has',
]);
/** "So yeah", "that's it", "and so on": spoken full stops. */
const SIGN_OFF =
  /\b(?:so yeah|yeah|that'?s (?:it|all|about it)|and so on|and so forth|basically|i guess|i think so|i hope that answers? (?:it|your question)|does that make sense|if that makes sense)\s*[.!?]?$/i;
const THINKING =
  /\b(?:let me think|let me see|give me a (?:second|moment|minute|sec)|one (?:second|moment|sec)|just a (?:second|moment|minute|sec)|hold on|bear with me|good question|how do i put (?:this|it)|i need to think|thinking about it)\W*(?:\b(?:um+|uh+|hmm+|er+|erm)\b\W*)*$/i;
const SHORT_COMPLETE =
  /^(?:yes|yeah|yep|no|nope|sure|okay|ok|right|correct|exactly|definitely|absolutely|of course|not really|i do|i don'?t|i have|i haven'?t|i did|i didn'?t|i don'?t know|no idea|not sure|that'?s right|pardon|sorry)(?:[ ,]+(?:i (?:do|have|did|am|can|think so)|sir|thanks|thank you))?[.!?]?$/i;

const HAS_VERB =
  /\b(?:\w+ed|is|was|were|are|am|have|has|had|do|did|does|use|uses|built|made|wrote|ran|led|got|went|took|set|found|know|knew|think|thought|like|love|work|works|can|could|would|will|chose|picked)\b/i;

function lastWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[“”"]/g, '')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}'?.!,]+$/gu, ''))
    .filter(Boolean);
}

/** Why the words so far would or would not end the turn, and the silence that then ends it. */
export function endOfTurnDecision(words: string, mode: TurnTakingMode = 'conversational'): EndOfTurnDecision {
  const decide = (reason: EndOfTurnReason): EndOfTurnDecision => ({
    reason,
    silenceMs: END_OF_TURN_SILENCE_MS[mode][reason],
  });
  const text = words.trim();
  const tokens = lastWordsOf(text);
  if (tokens.length === 0) return decide('no-words');
  if (THINKING.test(text)) return decide('thinking');
  const last = (tokens.at(-1) ?? '').replace(/[.!?,]+$/, '');
  const endsWithComma = /,\s*$/.test(text) || /[,;:]$/.test(tokens.at(-1) ?? '');
  if (FILLERS.has(last)) return decide('filler');
  if (SIGN_OFF.test(text) || SHORT_COMPLETE.test(text)) return decide('complete-thought');
  if (TRAILING_WORDS.has(last)) return decide('trailing-word');
  if (endsWithComma || /(?:\.\.\.|…)$/.test(text)) return decide('unfinished');
  // Recognisers that punctuate say so; a question mark or a full stop is a finished sentence.
  if (/[.!?]$/.test(text)) return decide('complete-thought');
  // Without punctuation: a short run with a verb ("we used Kafka") or a longer run ending on a content word is a
  // thought; a few words without a verb ("my favourite language") are not yet.
  const complete = tokens.length >= 5 || (tokens.length >= 3 && HAS_VERB.test(text));
  return decide(complete ? 'complete-thought' : 'unfinished');
}

/** Whether this much silence after these words ends the candidate's turn. */
export function isEndOfTurn(input: { words: string; silenceMs: number; mode?: TurnTakingMode }): boolean {
  return input.silenceMs >= endOfTurnDecision(input.words, input.mode).silenceMs;
}
