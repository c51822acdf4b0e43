/**
 * What a call cut off left open, read from its stored turns: a question (planned or a follow-up) the candidate had
 * not answered yet, or an answer the interviewer had not replied to (the call ended just after it). A resumed call
 * takes up exactly that: it repeats the follow-up itself rather than the main question before it, and replies to
 * an answer already given rather than asking its question again. Pure.
 */
import { classifyCandidateUtterance } from './interview-dialogue';

export type LeftOpen =
  /** The planned question being asked is waiting (or nothing more specific is known). */
  | { kind: 'question' }
  /** A follow-up was asked and not answered: these are its words. */
  | { kind: 'follow-up'; text: string }
  /** The candidate's last answer got no reply before the call ended: its words, and the recogniser's confidence. */
  | { kind: 'answer'; text: string; confidence: number | null };

export interface TurnForResume {
  role: 'assistant' | 'user';
  questionIndex: number | null;
  text?: string;
  confidence?: number | null;
}

export function leftOpenAt(turns: readonly TurnForResume[]): LeftOpen {
  // What the interviewer said that asked nothing (a time warning, "take your time", a goodbye as time ran out)
  // leaves open what came before it.
  const lastIndex = turns.findLastIndex((turn) => turn.role === 'user' || turn.questionIndex !== null);
  const last = turns[lastIndex];
  if (!last) return { kind: 'question' };
  if (last.role === 'user') {
    const text = last.text?.trim() ?? '';
    // An answer kept for recognition after the call has no words yet, and a request ("let me think", "could you
    // repeat that?") is not an answer: the question is asked again.
    return text && classifyCandidateUtterance(text) === 'answer'
      ? { kind: 'answer', text, confidence: last.confidence ?? null }
      : { kind: 'question' };
  }
  if (!last.text) return { kind: 'question' };
  // A follow-up is a second (or third) asking of the same planned question, after an answer to it.
  const earlier = turns.slice(0, lastIndex);
  const answeredBefore = earlier.at(-1)?.role === 'user';
  const previousAsking = [...earlier]
    .reverse()
    .find((turn) => turn.role === 'assistant' && turn.questionIndex !== null);
  const isFollowUp = answeredBefore && previousAsking?.questionIndex === last.questionIndex;
  return isFollowUp ? { kind: 'follow-up', text: last.text } : { kind: 'question' };
}
