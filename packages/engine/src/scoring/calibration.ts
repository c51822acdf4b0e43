/**
 * Agreement between the built-in scorer and answers graded 0–10 by an interviewer: rank correlation, mean absolute
 * error, strong answers scored too low and empty or nonsense answers scored too high. Pure: the graded answers
 * come in as data (fixtures/development-answers.json and development-2-answers.json, and a blind held-out set in the
 * same shape).
 */
import { QUESTION_KINDS, type QuestionKind } from '@intervia/shared';
import { RUBRICS, type Rubric } from './rubric';
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

/**
 * The graded answers of a fixture file, checked field by field: a malformed entry is an error naming the entry and
 * the field, never an answer silently left out of the figures.
 */
export function parseGradedAnswers(data: unknown, source: string): GradedAnswer[] {
  if (!Array.isArray(data)) throw new Error(`${source}: expected an array of graded answers`);
  const ids = new Set<string>();
  return data.map((item: unknown, index) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const where = `${source}[${index}]${typeof entry.id === 'string' ? ` (${entry.id})` : ''}`;
    const fail = (field: string, expected: string): never => {
      throw new Error(`${where}: "${field}" must be ${expected}`);
    };
    const text = (field: string) =>
      typeof entry[field] === 'string' && (entry[field] as string).trim() !== ''
        ? (entry[field] as string)
        : fail(field, 'a non-empty string');
    const id = text('id');
    if (ids.has(id)) fail('id', 'unique');
    ids.add(id);
    const kind = entry.kind as QuestionKind;
    if (!QUESTION_KINDS.includes(kind)) fail('kind', `one of ${QUESTION_KINDS.join(', ')}`);
    const rubric = entry.rubric as Rubric;
    if (!RUBRICS.includes(rubric)) fail('rubric', `one of ${RUBRICS.join(', ')}`);
    const grade = entry.grade;
    if (
      rubric === 'closing'
        ? grade !== null
        : !(Number.isInteger(grade) && (grade as number) >= 0 && (grade as number) <= 10)
    )
      fail('grade', rubric === 'closing' ? 'null for a closing answer' : 'an integer from 0 to 10');
    const jdSkills = entry.jdSkills;
    if (!Array.isArray(jdSkills) || !jdSkills.every((skill) => typeof skill === 'string'))
      fail('jdSkills', 'an array of strings');
    if (entry.skill !== null && typeof entry.skill !== 'string') fail('skill', 'a string or null');
    if (typeof entry.answer !== 'string') fail('answer', 'a string');
    return {
      id,
      role: text('role'),
      jdSkills: jdSkills as string[],
      question: text('question'),
      kind,
      rubric,
      skill: entry.skill as string | null,
      answer: entry.answer as string,
      grade: grade as number | null,
      rationale: text('rationale'),
    };
  });
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

interface ScoredGradedAnswer {
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

function scoreGradedAnswer(entry: GradedAnswer): ScoredAnswer {
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
