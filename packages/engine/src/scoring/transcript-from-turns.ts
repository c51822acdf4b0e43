/**
 * Question/answer pairs from a call's recorded turns, the transcript scoring reads: a turn that asks a planned
 * question opens its entry (a follow-up or repeat of the same question adds to it); the candidate's turns are the
 * answer of the open entry.
 */
import type { InterviewPlan } from '@intervia/shared';
import { plannedQuestionAt } from '../interviewer/interview-dialogue';
import type { TranscriptTurn } from './score-transcript';

/** The part of a stored call turn the transcript is built from (other columns may come along). */
export interface RecordedTurn {
  role: 'assistant' | 'user';
  text: string;
  /** The planned (or reserve) question an interviewer turn asks; null for any other turn. */
  questionIndex: number | null;
}

export function transcriptFromTurns(plan: InterviewPlan, turns: readonly RecordedTurn[]): TranscriptTurn[] {
  const entries = new Map<number, TranscriptTurn & { answers: string[] }>();
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
      entries.get(open)?.answers.push(turn.text.trim());
    }
  }
  return [...entries.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, entry]) => ({
      question: entry.question,
      answer: entry.answers.join(' ').trim(),
      kind: entry.kind ?? null,
      skill: entry.skill ?? null,
      expectedPoints: entry.expectedPoints ?? [],
    }));
}
