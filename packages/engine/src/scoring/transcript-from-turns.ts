/**
 * Question/answer pairs from a call's recorded turns, the transcript scoring reads: a turn that asks a planned
 * question opens its entry (a follow-up or repeat of the same question adds to it); the candidate's turns are the
 * answer of the open entry.
 */
import type { InterviewPlan } from '@intervia/shared';
import { askingOrder, plannedQuestionAt } from '../interviewer/interview-dialogue';
import type { TranscriptTurn } from './score-transcript';

/** The part of a stored call turn the transcript is built from (other columns may come along). */
export interface RecordedTurn {
  role: 'assistant' | 'user';
  text: string;
  /** The planned (or reserve) question an interviewer turn asks; null for any other turn. */
  questionIndex: number | null;
  /** A voice answer's recognition confidence (0–1); null or absent when none was given (typed, unknown). */
  confidence?: number | null;
}

/**
 * The confidence of an answer made of several turns: their confidences weighted by each turn's words, over the turns
 * that have one; null when none has (a typed answer is read as written).
 */
function answerConfidence(parts: readonly { text: string; confidence: number | null }[]): number | null {
  let weighted = 0;
  let words = 0;
  for (const { text, confidence } of parts) {
    if (confidence === null) continue;
    const count = Math.max(1, text.split(/\s+/).filter(Boolean).length);
    weighted += confidence * count;
    words += count;
  }
  return words === 0 ? null : weighted / words;
}

export function transcriptFromTurns(plan: InterviewPlan, turns: readonly RecordedTurn[]): TranscriptTurn[] {
  const entries = new Map<
    number,
    TranscriptTurn & { answers: { text: string; confidence: number | null }[] }
  >();
  let open: number | null = null;
  for (const turn of turns) {
    if (turn.role === 'assistant' && turn.questionIndex !== null) {
      const planned = plannedQuestionAt(plan, turn.questionIndex);
      if (!planned) continue;
      open = turn.questionIndex;
      if (!entries.has(open)) {
        entries.set(open, {
          question: planned.text,
          answer: '',
          kind: planned.kind,
          skill: planned.skill,
          expectedPoints: planned.expectedPoints,
          answers: [],
        });
      }
    } else if (turn.role === 'user' && open !== null) {
      entries.get(open)?.answers.push({ text: turn.text.trim(), confidence: turn.confidence ?? null });
    }
  }
  // In the interview's asking order (the plan's questions, the reserve before the closing one), as the candidate
  // heard them: the reserve is numbered after the closing question, so question order put the closing one first.
  const order = askingOrder(plan);
  const position = (index: number) => {
    const found = order.indexOf(index);
    return found === -1 ? order.length + index : found;
  };
  return [...entries.entries()]
    .sort(([a], [b]) => position(a) - position(b))
    .map(([, entry]) => ({ entry, confidence: answerConfidence(entry.answers) }))
    .map(({ entry, confidence }) => ({
      question: entry.question,
      answer: entry.answers
        .map((part) => part.text)
        .join(' ')
        .trim(),
      kind: entry.kind ?? null,
      skill: entry.skill ?? null,
      expectedPoints: entry.expectedPoints ?? [],
      ...(confidence === null ? {} : { recognitionConfidence: confidence }),
    }));
}
