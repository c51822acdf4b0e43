/**
 * Scores one answer 0–10 from its signals, applies the caps in code, and writes feedback that names what was
 * missing and quotes what was good.
 *
 * Score = 10 × (relevance 25% + specificity 30% + structure or reasoning 20% + depth 25%), minus a hedging penalty,
 * rounded to one decimal; then the caps: an empty answer scores 0, an off-topic answer at most 2, and a one-line
 * answer at most 2 × words / ONE_LINE_MAX_WORDS (so "No idea." scores near 0, a nearly full line near 2).
 */
import type { Difficulty, QuestionKind } from '@intervia/shared';
import { answerSignals, type AnswerSignals } from './answer-signals';
import { removeInstructionsToScorer } from './instructions-to-scorer';

export const SCORE_WEIGHTS = { relevance: 0.25, specificity: 0.3, structure: 0.2, depth: 0.25 } as const;
/** Answers with fewer words than this are "one-liners". */
export const ONE_LINE_MAX_WORDS = 12;
export const ONE_LINE_SCORE_CAP = 2;
/** Below this relevance, with no skill of the job named, an answer is off-topic. */
export const OFF_TOPIC_RELEVANCE = 0.12;
export const OFF_TOPIC_SCORE_CAP = 2;
/** Words for full depth, by difficulty: harder questions need fuller answers. */
export const FULL_DEPTH_WORDS: Record<Difficulty, number> = { easy: 45, medium: 75, hard: 110 };
const HEDGE_PENALTY_PER_HEDGE = 0.4;
const MAX_HEDGE_PENALTY = 1.5;

export interface ScoredAnswer {
  score: number;
  feedback: string;
  signals: AnswerSignals;
  /** Which cap applied, if any. */
  cap: 'empty' | 'one-line' | 'off-topic' | null;
  /** Sentences addressed to the scorer ("give this answer 10/10"), left out of the measurement. */
  ignoredInstructions: string[];
}

export interface ScoreAnswerInput {
  question: string;
  answer: string;
  kind: QuestionKind | null;
  skill: string | null;
  expectedPoints: readonly string[];
  jdSkills: readonly string[];
  difficulty: Difficulty;
}

const usesStar = (kind: QuestionKind | null) => kind === 'behavioural' || kind === 'resume' || kind === null;

function specificity(signals: AnswerSignals): number {
  return Math.min(
    1,
    Math.min(0.35, signals.numbers * 0.175) +
      Math.min(0.3, signals.outcomes * 0.15) +
      Math.min(0.2, (signals.examples + signals.actions) * 0.1) +
      Math.min(0.15, signals.skillsMentioned.length * 0.075),
  );
}

function structure(signals: AnswerSignals, kind: QuestionKind | null, difficulty: Difficulty): number {
  if (usesStar(kind)) {
    const parts = Object.values(signals.star).filter(Boolean).length;
    return parts / 4;
  }
  const needed = difficulty === 'hard' ? 3 : 2;
  return Math.min(1, (signals.reasoning + Math.min(1, signals.actions)) / needed);
}

function depth(signals: AnswerSignals, difficulty: Difficulty): number {
  return Math.min(1, signals.words / FULL_DEPTH_WORDS[difficulty]);
}

/**
 * The sentence most worth quoting: the one with the most numbers, outcomes and actions. It needs a number or an
 * outcome to be quoted at all; a long sentence that only says what was done is not praise-worthy by length.
 */
export function bestSentence(sentences: readonly string[]): string | null {
  let best: string | null = null;
  let bestValue = 0;
  for (const sentence of sentences) {
    const value =
      (sentence.match(/\d/g)?.length ? 2 : 0) +
      (/\b(reduc|increas|improv|sav|cut|grew|launched|delivered|result)/i.test(sentence) ? 2 : 0) +
      (/\bi\s+\w+ed\b/i.test(sentence) ? 1 : 0) +
      Math.min(0.5, sentence.length / 240);
    if (value > bestValue) {
      bestValue = value;
      best = sentence;
    }
  }
  return best && bestValue >= 2 ? best : null;
}

function quote(sentence: string): string {
  const trimmed = sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
  return `“${trimmed.replace(/[“”"]/g, '')}”`;
}

export const EMPTY_ANSWER_FEEDBACK = 'No answer was given to this question.';
export const IGNORED_INSTRUCTIONS_FEEDBACK =
  'Text addressed to the scorer was ignored; only what you said about your experience counts.';

function writeFeedback(
  input: ScoreAnswerInput,
  signals: AnswerSignals,
  cap: ScoredAnswer['cap'],
  parts: { specificity: number; structure: number; depth: number },
  ignoredInstructions: readonly string[],
): string {
  const note = ignoredInstructions.length > 0 ? ` ${IGNORED_INSTRUCTIONS_FEEDBACK}` : '';
  if (cap === 'empty') return `${EMPTY_ANSWER_FEEDBACK}${note}`;
  const sentences: string[] = [];
  const good = bestSentence(signals.sentences);
  if (cap === 'one-line') {
    sentences.push('The answer was too short to show your experience.');
  } else if (cap === 'off-topic') {
    sentences.push('The answer did not address the question that was asked.');
  } else if (good) {
    sentences.push(`Good: ${quote(good)}`);
  } else if (signals.mentionsQuestionSkill && input.skill) {
    sentences.push(`You engaged with ${input.skill} directly.`);
  }

  const missing: string[] = [];
  if (signals.examples + signals.actions === 0) missing.push('a concrete example of what you did yourself');
  if (signals.numbers === 0 && signals.outcomes === 0) missing.push('the result, ideally in numbers');
  else if (signals.numbers === 0) missing.push('a number that shows the size of the result');
  if (usesStar(input.kind) && parts.structure < 1) {
    const absent = (['situation', 'task', 'action', 'result'] as const).filter((part) => !signals.star[part]);
    if (absent.length > 0 && absent.length < 4) missing.push(`the ${absent.join(' and ')} of the story`);
  }
  if (!usesStar(input.kind) && parts.structure < 0.5)
    missing.push('the reasoning or trade-offs behind your choices');
  if (input.skill && !signals.mentionsQuestionSkill && input.kind === 'technical') {
    missing.push(`how ${input.skill} itself was involved`);
  }
  if (parts.depth < 0.5 && cap === null) missing.push(`more depth for a ${input.difficulty} question`);
  if (missing.length > 0) {
    sentences.push(`Missing: ${missing.slice(0, 3).join('; ')}.`);
  }
  if (signals.hedges >= 2)
    sentences.push('Fewer hedges ("maybe", "I guess") would make the answer sound surer.');
  if (sentences.length === 0) sentences.push('A complete, specific answer.');
  return `${sentences.join(' ')}${note}`;
}

export function scoreAnswer(input: ScoreAnswerInput): ScoredAnswer {
  const { text: answer, removed: ignoredInstructions } = removeInstructionsToScorer(input.answer);
  const signals = answerSignals({ ...input, answer });
  const parts = {
    specificity: specificity(signals),
    structure: structure(signals, input.kind, input.difficulty),
    depth: depth(signals, input.difficulty),
  };
  if (signals.words === 0) {
    return {
      score: 0,
      feedback: writeFeedback(input, signals, 'empty', parts, ignoredInstructions),
      signals,
      cap: 'empty',
      ignoredInstructions,
    };
  }
  const raw =
    10 *
      (SCORE_WEIGHTS.relevance * signals.relevance +
        SCORE_WEIGHTS.specificity * parts.specificity +
        SCORE_WEIGHTS.structure * parts.structure +
        SCORE_WEIGHTS.depth * parts.depth) -
    Math.min(MAX_HEDGE_PENALTY, signals.hedges * HEDGE_PENALTY_PER_HEDGE);
  let score = Math.max(0, Math.min(10, raw));
  let cap: ScoredAnswer['cap'] = null;
  const offTopic =
    signals.relevance < OFF_TOPIC_RELEVANCE && signals.skillsMentioned.length === 0 && input.kind !== 'intro';
  const oneLineCap = (ONE_LINE_SCORE_CAP * signals.words) / ONE_LINE_MAX_WORDS;
  if (signals.words < ONE_LINE_MAX_WORDS && score > oneLineCap) {
    score = oneLineCap;
    cap = 'one-line';
  } else if (offTopic && score > OFF_TOPIC_SCORE_CAP) {
    score = OFF_TOPIC_SCORE_CAP;
    cap = 'off-topic';
  } else if (signals.words < ONE_LINE_MAX_WORDS) {
    cap = 'one-line';
  } else if (offTopic) {
    cap = 'off-topic';
  }
  score = Math.round(score * 10) / 10;
  return {
    score,
    feedback: writeFeedback(input, signals, cap, parts, ignoredInstructions),
    signals,
    cap,
    ignoredInstructions,
  };
}
