/**
 * Whether an answer does what its question asks, by the question's kind rather than its words: "Tell me about a time
 * …" asks for something that happened (or, weaker, what the candidate would do), and any question asks to stay on its
 * subject. A fluent answer that does neither answers a different question, however well it is said.
 */

/** A question that asks for the candidate's own experience of an event. */
const EXPERIENCE_QUESTION =
  /\b(?:tell|talk)\s+(?:me|us)\s+about\s+(?:a|an|the\s+last)\s+(?:time|situation|moment|occasion|day|shift)\b|\bdescribe\s+(?:a|an|the\s+last)\s+(?:time|situation|occasion)\b|\bexample\s+of\s+a\s+time\b|\bhave\s+you\s+ever\b|\ba\s+time\s+(?:when\s+)?you\b|\blast\s+time\s+you\b/i;

/**
 * What the candidate would do, or does as a rule: a weaker but real answer to an experience question. A wish ("I'd like
 * to move in-house") is not a way of handling anything.
 */
const HANDLING =
  /\b(?:i|we)(?:['’]d|\s+would|['’]ll|\s+will)\b(?!\s+(?:really\s+)?(?:like|love|prefer|rather|hate)\b)|\bi\s+(?:always|usually|normally|generally|try\s+to|make\s+sure|tend\s+to)\b/i;

/**
 * An answer this many sentences long, touching the subject in at most this share of them (the subject's word is
 * often said in passing: "on the phone with a supplier"), with life outside work in it, wanders.
 */
const WANDERING_MIN_SENTENCES = 4;
const WANDERING_MAX_SUBJECT_SHARE = 1 / 3;
const WANDERING_MIN_LIFE_WORDS = 2;
/** Wandering is an anecdote: it tells what happened. A procedure that names a dog or a meal is not one. */
const WANDERING_MIN_PAST_EVENTS = 2;

export type IntentMiss = 'no-experience' | 'wandering';

export interface IntentEvidence {
  /** Past-tense verbs and past times in the answer. */
  pastEvents: number;
  /** Sentences touching the question's subject (its words, near relatives, a skill of the job). */
  subjectSentences: number;
  sentences: number;
  /** Words of life outside work ("dog", "holiday", "parking" is not one: only the listed ones). */
  lifeTalk: number;
}

export const asksForExperience = (question: string) => EXPERIENCE_QUESTION.test(question);

/**
 * Why the answer misses what the question asks, or null when it does not:
 * - "no-experience": an experience question answered with nothing that happened, nothing the candidate would do, and
 *   not one sentence on the question's subject (a list of skills, a favourite tool, a view of the field);
 * - "wandering": an anecdote of several sentences (it tells what happened) that touches the subject in at most a third
 *   of them and spends the rest on life outside work (a dog, a holiday). Only asked of how/what questions (the caller
 *   decides): in a story asked for, a pet or a family may be the subject itself.
 */
export function intentMissOf(question: string, answer: string, evidence: IntentEvidence): IntentMiss | null {
  if (
    asksForExperience(question) &&
    evidence.pastEvents === 0 &&
    evidence.subjectSentences === 0 &&
    !HANDLING.test(answer)
  )
    return 'no-experience';
  if (
    evidence.sentences >= WANDERING_MIN_SENTENCES &&
    evidence.subjectSentences <= evidence.sentences * WANDERING_MAX_SUBJECT_SHARE &&
    evidence.lifeTalk >= WANDERING_MIN_LIFE_WORDS &&
    evidence.pastEvents >= WANDERING_MIN_PAST_EVENTS
  )
    return 'wandering';
  return null;
}
