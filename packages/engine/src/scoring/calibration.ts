/**
 * Agreement between the built-in scorer and answers graded 0–10 by an interviewer: rank correlation, mean absolute
 * error, strong answers scored too low and empty or nonsense answers scored too high. Pure: the graded answers
 * come in as data (fixtures/development-answers.json, and a held-out set in the same shape).
 */
import type { QuestionKind } from '@intervia/shared';
import type { Rubric } from './rubric';
import { scoreAnswer, type ScoredAnswer } from './score-answer';
import { spearmanCorrelation } from './spearman';

export interface GradedAnswer {
  id: string;
  role: string;
  jdSkills: string[];
  question: string;
  kind: QuestionKind;
  rubric: Rubric;
  skill: string | null;
  answer: string;
  /** 0–10, or null for the closing question, which is not scored. */
  grade: number | null;
  rationale: string;
}

/** The goals the scorer must meet on graded answers. */
export const CALIBRATION_GOALS = {
  minSpearman: 0.85,
  maxMeanAbsoluteError: 1,
  /** Every answer graded at least `strongGrade` scores at least `strongMinScore`. */
  strongGrade: 8,
  strongMinScore: 7,
  /** Every answer graded at most `emptyGrade` (empty, off-topic, nonsense) scores at most `emptyMaxScore`. */
  emptyGrade: 1,
  emptyMaxScore: 1,
} as const;

export interface ScoredGradedAnswer {
  entry: GradedAnswer;
  result: ScoredAnswer;
}

export interface CalibrationReport {
  /** Graded answers (closing answers are not graded and not counted). */
  answers: number;
  roles: number;
  spearman: number;
  meanAbsoluteError: number;
  /** Answers graded ≥ 8 that scored below 7. */
  strongScoredLow: ScoredGradedAnswer[];
  /** Answers graded ≤ 1 that scored above 1. */
  emptyScoredHigh: ScoredGradedAnswer[];
  /** Answers graded ≤ 1 whose feedback quotes them as a strength. */
  emptyQuoted: ScoredGradedAnswer[];
  /** Closing answers that were scored instead of being marked not scored. */
  closingScored: ScoredGradedAnswer[];
  /** Answers whose rubric the scorer chose differently from the grader. */
  rubricMismatches: ScoredGradedAnswer[];
}

export function scoreGradedAnswer(entry: GradedAnswer): ScoredAnswer {
  return scoreAnswer({
    question: entry.question,
    answer: entry.answer,
    kind: entry.kind,
    skill: entry.skill,
    expectedPoints: [],
    jdSkills: entry.jdSkills,
    difficulty: 'medium',
  });
}

export function calibrate(entries: readonly GradedAnswer[]): CalibrationReport {
  const scored = entries.map((entry) => ({ entry, result: scoreGradedAnswer(entry) }));
  const graded = scored.filter(
    (item): item is ScoredGradedAnswer & { entry: { grade: number } } => item.entry.grade !== null,
  );
  const grades = graded.map(({ entry }) => entry.grade);
  const scores = graded.map(({ result }) => result.score);
  const goals = CALIBRATION_GOALS;
  return {
    answers: graded.length,
    roles: new Set(entries.map((entry) => entry.role)).size,
    spearman: graded.length >= 2 ? spearmanCorrelation(scores, grades) : 0,
    meanAbsoluteError:
      graded.length === 0
        ? 0
        : graded.reduce((sum, { entry, result }) => sum + Math.abs(result.score - entry.grade), 0) /
          graded.length,
    strongScoredLow: graded.filter(
      ({ entry, result }) => entry.grade >= goals.strongGrade && result.score < goals.strongMinScore,
    ),
    emptyScoredHigh: graded.filter(
      ({ entry, result }) => entry.grade <= goals.emptyGrade && result.score > goals.emptyMaxScore,
    ),
    emptyQuoted: graded.filter(
      ({ entry, result }) => entry.grade <= goals.emptyGrade && /^Good:/.test(result.feedback),
    ),
    closingScored: scored.filter(
      ({ entry, result }) => entry.rubric === 'closing' && result.status !== 'not-scored',
    ),
    rubricMismatches: scored.filter(({ entry, result }) => entry.rubric !== result.rubric),
  };
}
