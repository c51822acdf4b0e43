/**
 * Speech analytics from the turns' text and timestamps: words per minute, filler words, long pauses, talk ratio and
 * answer length, each with plain advice. Pauses before answering are thinking time: reported, never penalised, and
 * nothing here looks at accent or pronunciation.
 */
import type { SpeechAnalytics } from '@intervia/shared';
import { toWords } from '../text/text-structure';

export type { SpeechAnalytics };

/** A stretch of detected speech inside a turn, in ms on the turn's clock (voice activity detection). */
export interface SpeechSegment {
  startMs: number;
  endMs: number;
}

export interface TimedTurn {
  role: 'assistant' | 'user';
  text: string;
  startedAtMs: number;
  endedAtMs: number;
  /** How the answer arrived: typed answers have no delivery to measure and are left out of pace and fillers. */
  source?: 'voice' | 'typed' | 'browser-stt' | 'interviewer';
  /** Where the candidate was actually speaking; when present, pace comes from this voiced time, not wall time. */
  speechSegments?: readonly SpeechSegment[] | null;
}

/** Voiced time of a turn: the total length of its speech segments, overlaps counted once. */
export function voicedMsOf(segments: readonly SpeechSegment[]): number {
  const sorted = [...segments].filter((s) => s.endMs > s.startMs).sort((a, b) => a.startMs - b.startMs);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const { startMs, endMs } of sorted) {
    const from = Math.max(startMs, coveredUntil);
    if (endMs > from) total += endMs - from;
    coveredUntil = Math.max(coveredUntil, endMs);
  }
  return total;
}

/** Speaking time of an answer: its voiced time when speech segments were recorded, otherwise its wall time. */
function speakingMsOf(turn: TimedTurn): number {
  return turn.speechSegments && turn.speechSegments.length > 0
    ? voicedMsOf(turn.speechSegments)
    : Math.max(0, turn.endedAtMs - turn.startedAtMs);
}

/** When the candidate started to speak: the first speech segment, or the turn's start. */
function speechStartOf(turn: TimedTurn): number {
  return turn.speechSegments && turn.speechSegments.length > 0
    ? Math.min(...turn.speechSegments.map((segment) => segment.startMs))
    : turn.startedAtMs;
}

export const FILLER_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['um', /\b(um+|erm+)\b/gi],
  ['uh', /\b(uh+|er)\b/gi],
  [
    'like',
    /(?:,\s*|\b(?:was|is|it's|just|and|so)\s+)like\b(?!\s+(?:to|a|an|the|this|that|it|them|him|her|you|me|us)\b)/gi,
  ],
  ['you know', /\byou know\b(?!\s+(?:how|what|why|when|where|that|the|about))/gi],
  ['basically', /\bbasically\b/gi],
  ['actually', /\bactually\b/gi],
  ['sort of', /\bsort of\b/gi],
  ['kind of', /\bkind of\b/gi],
  ['I mean', /\bi mean\b/gi],
];
/** A gap this long before an answer is shown as thinking time. */
export const LONG_PAUSE_MS = 5000;
export const PACE_WORDS_PER_MINUTE = { slow: 110, fast: 170 } as const;
export const FILLERS_PER_100_WORDS_HIGH = 4;
export const SHORT_ANSWER_WORDS = 40;
/** Below this share of the speaking time the candidate gave the interviewer too little to go on. */
export const LOW_TALK_RATIO = 0.4;
export const NO_ANSWERS_ADVICE = 'No answers were recorded, so there is nothing to measure yet.';

export function countFillers(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, pattern] of FILLER_PATTERNS) {
    const found = text.match(pattern)?.length ?? 0;
    if (found > 0) counts[name] = found;
  }
  return counts;
}

export function analyzeSpeech(turns: readonly TimedTurn[]): SpeechAnalytics {
  const answers = turns.filter((turn) => turn.role === 'user');
  const answerWords = answers.map((turn) => toWords(turn.text).length);
  const totalWords = answerWords.reduce((sum, words) => sum + words, 0);
  // Delivery (pace, fillers, pauses, talk time) is measured on spoken answers only: a typed answer has none.
  const spoken = answers.filter((turn) => turn.source !== 'typed');
  const spokenWords = spoken.reduce((sum, turn) => sum + toWords(turn.text).length, 0);
  const userMs = spoken.reduce((sum, turn) => sum + speakingMsOf(turn), 0);
  const assistantMs = turns
    .filter((turn) => turn.role === 'assistant')
    .reduce((sum, turn) => sum + Math.max(0, turn.endedAtMs - turn.startedAtMs), 0);
  // Timed speech only: answers without a duration do not count towards pace.
  const wordsPerMinute = userMs >= 5000 ? Math.round(spokenWords / (userMs / 60000)) : null;

  const byWord: Record<string, number> = {};
  for (const turn of spoken) {
    for (const [name, found] of Object.entries(countFillers(turn.text)))
      byWord[name] = (byWord[name] ?? 0) + found;
  }
  const fillerTotal = Object.values(byWord).reduce((sum, value) => sum + value, 0);
  const per100Words = spokenWords === 0 ? 0 : Math.round((fillerTotal / spokenWords) * 1000) / 10;

  // A pause is the silence between the question's end and the candidate's first speech.
  const pauses: number[] = [];
  turns.forEach((turn, index) => {
    const previous = turns[index - 1];
    if (turn.role === 'user' && turn.source !== 'typed' && previous?.role === 'assistant') {
      const gap = speechStartOf(turn) - previous.endedAtMs;
      if (gap >= LONG_PAUSE_MS) pauses.push(gap);
    }
  });

  const average = answers.length === 0 ? 0 : Math.round(totalWords / answers.length);
  // Typed answers take no speaking time: an interview answered only in writing has no talk ratio.
  const talkRatio =
    userMs + assistantMs === 0 || (answers.length > 0 && spoken.length === 0)
      ? null
      : Math.round((userMs / (userMs + assistantMs)) * 100) / 100;
  const measured: Omit<SpeechAnalytics, 'advice'> = {
    wordsPerMinute,
    fillerWords: { total: fillerTotal, per100Words, byWord },
    longPauses: { count: pauses.length, longestMs: pauses.length ? Math.max(...pauses) : 0 },
    talkRatio,
    answers: {
      count: answers.length,
      averageWords: average,
      shortest: answerWords.length ? Math.min(...answerWords) : 0,
      longest: answerWords.length ? Math.max(...answerWords) : 0,
    },
  };
  return { ...measured, advice: speechAdvice(measured, 'candidate') };
}

/**
 * The plain advice on the measured speech: to the candidate in the second person, or about the candidate for a
 * recruiter (who reads what was observed, not advice addressed to someone else). Written from the figures alone, so
 * a stored analysis can be read by either.
 */
export function speechAdvice(
  analytics: Omit<SpeechAnalytics, 'advice'>,
  audience: 'candidate' | 'recruiter',
): string[] {
  const candidate = audience === 'candidate';
  const { wordsPerMinute, fillerWords, longPauses, talkRatio, answers } = analytics;
  const advice: string[] = [];
  if (wordsPerMinute !== null && wordsPerMinute > PACE_WORDS_PER_MINUTE.fast) {
    advice.push(
      candidate
        ? `You spoke at about ${wordsPerMinute} words a minute; slowing down a little helps the listener follow.`
        : `The candidate spoke at about ${wordsPerMinute} words a minute, which is fast to follow.`,
    );
  } else if (wordsPerMinute !== null && wordsPerMinute < PACE_WORDS_PER_MINUTE.slow) {
    advice.push(
      candidate
        ? `Your pace was about ${wordsPerMinute} words a minute, which is calm; keep sentences short and direct.`
        : `The candidate's pace was about ${wordsPerMinute} words a minute, which is calm.`,
    );
  }
  if (fillerWords.per100Words >= FILLERS_PER_100_WORDS_HIGH) {
    const top = Object.entries(fillerWords.byWord).sort((a, b) => b[1] - a[1])[0]?.[0];
    const counted = `Filler words came up ${fillerWords.total} times${top ? ` (mostly "${top}")` : ''}`;
    advice.push(candidate ? `${counted}; a short silent pause works better.` : `${counted}.`);
  }
  if (longPauses.count > 0) {
    advice.push(
      candidate
        ? 'You took time to think before some answers. That is fine: a considered answer beats a rushed one.'
        : 'The candidate took time to think before some answers; thinking time is not penalised.',
    );
  }
  if (answers.count > 0 && answers.averageWords < SHORT_ANSWER_WORDS) {
    advice.push(
      candidate
        ? 'Your answers were short; aim for a specific example with its result, in four to six sentences.'
        : `The candidate's answers were short: ${answers.averageWords} words on average.`,
    );
  }
  if (answers.count === 0) {
    advice.push(NO_ANSWERS_ADVICE);
  } else if (talkRatio !== null && talkRatio < LOW_TALK_RATIO) {
    advice.push(
      candidate
        ? 'The interviewer spoke more than you did; longer answers give more evidence of your experience.'
        : 'The interviewer spoke more than the candidate did, so the answers give less evidence of their experience.',
    );
  }
  if (advice.length === 0 && answers.count > 0)
    advice.push('Clear delivery: steady pace and few filler words.');
  return advice;
}
