/**
 * Scores a whole interview: each answer 0–10, the overall score 0–100 as a weighted mean (introduction and closing
 * count half), competency scores with evidence quotes, and a plain-language summary. Too little said overall gives
 * the "insufficient data" state instead of a verdict.
 */
import type { CompetencyScore, Difficulty, ParsedJD, QuestionKind, ScoreResult } from '@intervia/shared';
import { bestSentence, scoreAnswer, type ScoredAnswer } from './score-answer';

/** Fewer answered words than this across the interview: not enough to judge. */
export const INSUFFICIENT_DATA_MIN_WORDS = 40;
export const QUESTION_WEIGHT: Record<QuestionKind, number> = {
  intro: 0.5,
  closing: 0.5,
  behavioural: 1,
  technical: 1,
  'role-specific': 1,
  resume: 1,
};
/** Overall 0–100: the weighted mean of the 0–10 question scores (introduction and closing count half). */
export function overallScoreOf(scores: readonly { score: number; kind: QuestionKind | null }[]): number {
  let weighted = 0;
  let weights = 0;
  for (const { score, kind } of scores) {
    const weight = QUESTION_WEIGHT[kind ?? 'behavioural'];
    weighted += score * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 10);
}

export const INSUFFICIENT_DATA_SUMMARY =
  'Not enough was said in this interview to judge it fairly. Try again and answer each question in a few sentences.';

export interface TranscriptTurn {
  question: string;
  answer: string;
  kind?: QuestionKind | null;
  skill?: string | null;
  expectedPoints?: readonly string[];
}

export interface ScoreTranscriptInput {
  parsedJD: ParsedJD;
  difficulty: Difficulty;
  turns: readonly TranscriptTurn[];
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;

function competencies(
  scored: { turn: TranscriptTurn; result: ScoredAnswer }[],
  jdSkills: string[],
): CompetencyScore[] {
  const answered = scored.filter(({ result }) => result.cap !== 'empty');
  const quotes = (pick: (entry: (typeof answered)[number]) => boolean) =>
    answered
      .filter(pick)
      .map(({ result }) => bestSentence(result.signals.sentences))
      .filter((sentence): sentence is string => sentence !== null)
      .slice(0, 2);
  const technical = answered.filter(({ turn }) => turn.kind === 'technical' || turn.kind === 'role-specific');
  const mentioned = new Set(answered.flatMap(({ result }) => result.signals.skillsMentioned));
  const structureOf = ({ result }: (typeof answered)[number]) =>
    Object.values(result.signals.star).filter(Boolean).length / 4;
  const hedgeRate =
    answered.reduce((sum, { result }) => sum + result.signals.hedges, 0) /
    Math.max(1, answered.reduce((sum, { result }) => sum + result.signals.words, 0) / 50);
  const clamp = (value: number) => round1(Math.max(0, Math.min(10, value)));
  return [
    {
      name: 'communication',
      score: clamp(
        10 *
          mean(
            answered.map(
              (entry) => 0.5 * structureOf(entry) + 0.5 * Math.min(1, entry.result.signals.words / 60),
            ),
          ),
      ),
      evidence: quotes((entry) => structureOf(entry) >= 0.75),
    },
    {
      name: 'technical knowledge',
      score: clamp(mean((technical.length ? technical : answered).map(({ result }) => result.score))),
      evidence: quotes(
        ({ result }) => result.signals.mentionsQuestionSkill || result.signals.skillsMentioned.length > 0,
      ),
    },
    {
      name: 'problem solving',
      score: clamp(
        mean(
          answered.map(({ result }) =>
            Math.min(10, result.signals.reasoning * 2.5 + result.signals.actions * 1.5),
          ),
        ),
      ),
      evidence: quotes(({ result }) => result.signals.reasoning > 0),
    },
    {
      name: 'role fit',
      score: clamp(
        jdSkills.length === 0
          ? mean(answered.map(({ result }) => result.score))
          : 10 * Math.min(1, mentioned.size / Math.min(5, jdSkills.length)),
      ),
      evidence: [...mentioned].slice(0, 5).map((skill) => `Named ${skill}`),
    },
    {
      name: 'confidence & clarity',
      score: clamp(
        answered.length === 0
          ? 0
          : 10 -
              Math.min(6, hedgeRate * 2) -
              (mean(answered.map(({ result }) => result.signals.words)) < 20 ? 3 : 0),
      ),
      evidence: quotes(({ result }) => result.signals.hedges === 0 && result.signals.words >= 25),
    },
  ];
}

function summarise(
  overall: number,
  scored: { turn: TranscriptTurn; result: ScoredAnswer }[],
  parsedJD: ParsedJD,
): string {
  const ranked = scored
    .map((entry, index) => ({ ...entry, index }))
    .filter(({ turn }) => turn.kind !== 'intro' && turn.kind !== 'closing');
  const pool = ranked.length > 0 ? ranked : scored.map((entry, index) => ({ ...entry, index }));
  const best = [...pool].sort((a, b) => b.result.score - a.result.score)[0];
  const weakest = [...pool].sort((a, b) => a.result.score - b.result.score)[0];
  const level =
    overall >= 75 ? 'a strong' : overall >= 55 ? 'a solid' : overall >= 35 ? 'a developing' : 'a weak';
  const parts = [`Overall this was ${level} interview for the ${parsedJD.role} role (${overall}/100).`];
  if (best) parts.push(`Your best answer was to question ${best.index + 1} (${best.result.score}/10).`);
  if (weakest && weakest !== best) {
    parts.push(`Question ${weakest.index + 1} (${weakest.result.score}/10) has the most room to improve.`);
  }
  const missingNumbers = scored.filter(
    ({ result }) => result.cap === null && result.signals.numbers === 0,
  ).length;
  if (missingNumbers >= 2)
    parts.push('Back your examples with numbers: time saved, size of the team, results.');
  const skills = new Set(scored.flatMap(({ result }) => result.signals.skillsMentioned));
  const unused = parsedJD.skills.filter(
    (skill) => skill.importance === 'required' && !skills.has(skill.name),
  );
  if (unused.length > 0) {
    parts.push(
      `Show your experience with ${unused
        .slice(0, 3)
        .map((skill) => skill.name)
        .join(', ')}.`,
    );
  }
  return parts.join(' ');
}

export function scoreTranscript(input: ScoreTranscriptInput): ScoreResult & {
  competencies: CompetencyScore[];
  insufficientData: boolean;
} {
  const jdSkills = input.parsedJD.skills.map((skill) => skill.name);
  const scored = input.turns.map((turn) => ({
    turn,
    result: scoreAnswer({
      question: turn.question,
      answer: turn.answer,
      kind: turn.kind ?? null,
      skill: turn.skill ?? null,
      expectedPoints: turn.expectedPoints ?? [],
      jdSkills,
      difficulty: input.difficulty,
    }),
  }));
  const totalWords = scored.reduce((sum, { result }) => sum + result.signals.words, 0);
  const overallScore = overallScoreOf(
    scored.map(({ turn, result }) => ({ score: result.score, kind: turn.kind ?? null })),
  );
  const insufficientData = totalWords < INSUFFICIENT_DATA_MIN_WORDS;
  return {
    overallScore,
    summary: insufficientData ? INSUFFICIENT_DATA_SUMMARY : summarise(overallScore, scored, input.parsedJD),
    scores: scored.map(({ turn, result }) => ({
      question: turn.question,
      answer: turn.answer,
      score: result.score,
      feedback: result.feedback,
    })),
    competencies: competencies(scored, jdSkills),
    insufficientData,
    source: 'built-in',
  };
}
