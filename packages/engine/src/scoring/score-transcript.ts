/**
 * Scores a whole interview: each answer 0–10 by its question's rubric, the overall score 0–100 as a weighted mean of
 * the scored answers (the introduction counts half; the closing question and answers that could not be heard are
 * left out), competency scores with evidence quotes, and a plain-language summary for the candidate and one for a
 * recruiter. Summary, competencies and overall all derive from the same per-question scores. Too little said
 * overall gives the "insufficient data" state instead of a verdict.
 */
import type {
  AnswerStatus,
  CompetencyScore,
  Difficulty,
  ParsedJD,
  QuestionKind,
  ScoreResult,
} from '@intervia/shared';
import {
  QUOTE_MIN_SCORE,
  quotableSentences,
  scoreAnswer,
  showsReasoning,
  writeFeedback,
  type Audience,
  type ScoreAnswerInput,
  type ScoredAnswer,
} from './score-answer';
import { incompleteNote, summarise, summaryInputOf, type SummaryInput } from './summarise';

/** Fewer answered words than this across the interview: not enough to judge. */
export const INSUFFICIENT_DATA_MIN_WORDS = 40;
/** Weight of each kind in the overall score: the introduction counts half, the closing question not at all. */
export const QUESTION_WEIGHT: Record<QuestionKind, number> = {
  intro: 0.5,
  closing: 0,
  behavioural: 1,
  technical: 1,
  'role-specific': 1,
  resume: 1,
};

/**
 * Overall 0–100: the weighted mean of the 0–10 scores of the scored answers. The closing question, and answers that
 * were not scored or could not be heard, are left out.
 */
export function overallScoreOf(
  scores: readonly { score: number; kind: QuestionKind | null; status?: AnswerStatus }[],
): number {
  let weighted = 0;
  let weights = 0;
  for (const { score, kind, status } of scores) {
    if (status !== undefined && status !== 'scored') continue;
    const weight = QUESTION_WEIGHT[kind ?? 'behavioural'];
    weighted += score * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 10);
}

export const INSUFFICIENT_DATA_SUMMARY =
  'Not enough was said in this interview to judge it fairly. Try again and answer each question in a few sentences.';
/** A first-round interview is taken once: its candidate is not told to try again. */
export const INSUFFICIENT_DATA_FIRST_ROUND_SUMMARY =
  'Not enough was said in this interview to judge it fairly.';
const INSUFFICIENT_DATA_RECRUITER_SUMMARY =
  'Not enough was said in this interview to judge it fairly: the candidate answered in too few words.';

export interface TranscriptTurn {
  question: string;
  answer: string;
  kind?: QuestionKind | null;
  skill?: string | null;
  expectedPoints?: readonly string[];
  /** The recogniser's confidence in the answer's transcript (0–1), when known. */
  recognitionConfidence?: number | null;
}

export interface ScoreTranscriptInput {
  parsedJD: ParsedJD;
  difficulty: Difficulty;
  turns: readonly TranscriptTurn[];
  /** Who the per-answer feedback addresses; the result holds the summary for both. Default: the candidate. */
  audience?: Audience;
  /**
   * How many questions the plan holds, the closing question not counted. With fewer answered the interview is
   * incomplete; without it, the transcript is taken as the whole interview.
   */
  plannedQuestions?: number;
  /** A first-round interview for a recruiter's job: taken once, so the candidate is never told to try again. */
  firstRound?: boolean;
}

export type TranscriptScore = ScoreResult & {
  competencies: CompetencyScore[];
  insufficientData: boolean;
  recruiterSummary: string;
  incomplete: boolean;
  answeredQuestions: number;
};

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number) => round1(Math.max(0, Math.min(10, value)));
/** A competency moves at most this far from the mean score of the answers it is measured on. */
const COMPETENCY_ADJUSTMENT = 1;

type Scored = { turn: TranscriptTurn; result: ScoredAnswer };

/** At most this many quotes back one competency. */
const QUOTES_PER_COMPETENCY = 2;

/**
 * Shares the quotes out between competencies, a round at a time so each gets one before any gets a second, and never
 * one already given elsewhere; a competency whose only quotes went elsewhere repeats its best one rather than stand
 * without evidence.
 */
function shareQuotes<Name extends string>(candidates: Record<Name, string[]>): Record<Name, string[]> {
  const names = Object.keys(candidates) as Name[];
  const chosen = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<Name, string[]>;
  const used = new Set<string>();
  for (let round = 0; round < QUOTES_PER_COMPETENCY; round += 1) {
    for (const name of names) {
      const fresh = candidates[name].find((sentence) => !used.has(sentence));
      if (fresh === undefined) continue;
      chosen[name].push(fresh);
      used.add(fresh);
    }
  }
  for (const name of names) {
    if (chosen[name].length === 0 && candidates[name].length > 0) chosen[name].push(candidates[name][0]!);
  }
  return chosen;
}

/**
 * Competencies, each the mean score of the answers that show it, moved by at most one point by what that
 * competency looks at (structure, trade-offs, the job's skills, hedging). Evidence is quoted only from answers that
 * scored at least QUOTE_MIN_SCORE: an empty, off-topic or unheard answer is never quoted as a strength. A quote backs
 * one competency while others are left to quote, and a competency rises above its answers' mean only with evidence,
 * never above the best of those answers: nothing contradicts the per-question scores it comes from.
 */
function competencies(scored: readonly Scored[], jdSkills: readonly string[]): CompetencyScore[] {
  const answered = scored.filter(({ result }) => result.status === 'scored' && result.cap !== 'empty');
  const quotable = answered.filter(({ result }) => result.cap === null && result.score >= QUOTE_MIN_SCORE);
  const mentioned = new Set(answered.flatMap(({ result }) => result.signals.skillsMentioned));
  // Each answer's best sentence first, then its next best: one answer does not fill a competency's evidence alone.
  // Sentences that show the competency itself (a reasoned choice, a named skill) come first.
  const candidates = (
    pick: (entry: Scored) => boolean,
    shows: (sentence: string) => boolean = () => true,
  ) => {
    const ranked = quotable.filter(pick).map(({ result }) => quotableSentences(result.signals.sentences));
    const longest = Math.max(0, ...ranked.map((list) => list.length));
    const interleaved = Array.from({ length: longest }, (_, rank) => ranked.map((list) => list[rank]));
    const all = [
      ...new Set(interleaved.flat().filter((sentence): sentence is string => sentence !== undefined)),
    ];
    return [...all.filter(shows), ...all.filter((sentence) => !shows(sentence))];
  };
  const namesSkill = (sentence: string) =>
    [...mentioned].some((skill) => sentence.toLowerCase().includes(skill.toLowerCase()));
  const quoting = {
    communication: candidates(({ result }) => result.signals.fillers === 0),
    technical: candidates(
      ({ result }) => result.signals.mentionsQuestionSkill || result.signals.skillsMentioned.length > 0,
      namesSkill,
    ),
    problemSolving: candidates(({ result }) => result.signals.tradeOffs > 0, showsReasoning),
    confidence: candidates(({ result }) => result.signals.hedges === 0 && result.signals.words >= 25),
  };
  const evidence = shareQuotes(quoting);
  const meanScore = (entries: readonly Scored[]) => mean(entries.map(({ result }) => result.score));
  const adjust = (value: number) => Math.max(-COMPETENCY_ADJUSTMENT, Math.min(COMPETENCY_ADJUSTMENT, value));
  const reasoned = answered.filter(({ result }) =>
    ['technical', 'design', 'behavioural'].includes(result.rubric),
  );
  const technical = answered.filter(
    ({ result }) => result.rubric === 'technical' || result.rubric === 'design',
  );
  const totalWords = answered.reduce((sum, { result }) => sum + result.signals.words, 0);
  const per100Words = (count: number) => (totalWords === 0 ? 0 : (count / totalWords) * 100);
  const hedges = per100Words(answered.reduce((sum, { result }) => sum + result.signals.hedges, 0));
  const fillers = per100Words(answered.reduce((sum, { result }) => sum + result.signals.fillers, 0));
  const structured = mean(
    answered.map(({ result }) =>
      result.rubric === 'behavioural'
        ? Object.values(result.signals.star).filter(Boolean).length / 4
        : Math.min(1, (result.signals.steps + result.signals.tradeOffs) / 3),
    ),
  );
  /** The competency measured on `base`: its mean moved by `adjustment`, upwards only with evidence. */
  const competency = (
    name: CompetencyScore['name'],
    base: readonly Scored[],
    adjustment: number,
    evidence: string[],
  ): CompetencyScore => {
    if (base.length === 0) return { name, score: 0, evidence };
    const moved = meanScore(base) + (evidence.length > 0 ? adjustment : Math.min(0, adjustment));
    const best = Math.max(...base.map(({ result }) => result.score));
    return { name, score: clamp(Math.min(best, moved)), evidence };
  };
  return [
    competency(
      'communication',
      answered,
      adjust(2 * (structured - 0.5) - fillers / 3),
      evidence.communication,
    ),
    competency('technical knowledge', technical.length ? technical : answered, 0, evidence.technical),
    competency(
      'problem solving',
      reasoned.length ? reasoned : answered,
      adjust(mean(reasoned.map(({ result }) => Math.min(3, result.signals.tradeOffs))) / 1.5 - 1),
      evidence.problemSolving,
    ),
    competency(
      'role fit',
      answered,
      jdSkills.length === 0 ? 0 : adjust(2 * (mentioned.size / Math.min(5, jdSkills.length)) - 1),
      [...mentioned].slice(0, 5).map((skill) => `Named ${skill}`),
    ),
    competency(
      'confidence & clarity',
      answered,
      -Math.min(COMPETENCY_ADJUSTMENT, hedges / 2),
      evidence.confidence,
    ),
  ];
}

/** With nothing answered, the incomplete note says all there is: nothing to score. */
function withIncompleteNote(summary: string, input: SummaryInput, audience: Audience): string {
  if (!input.incomplete) return summary;
  const note = incompleteNote(input.incomplete, audience);
  return input.incomplete.answered === 0 ? note : `${note} ${summary}`;
}

/** What the built-in engine judges an answer by: its turn's question and plan, the posting's skills, the difficulty. */
export function answerToScore(turn: TranscriptTurn, jdSkills: readonly string[], difficulty: Difficulty) {
  return {
    question: turn.question,
    answer: turn.answer,
    kind: turn.kind ?? null,
    skill: turn.skill ?? null,
    expectedPoints: turn.expectedPoints ?? [],
    jdSkills,
    difficulty,
  };
}

export function scoreTranscript(input: ScoreTranscriptInput): TranscriptScore {
  const jdSkills = input.parsedJD.skills.map((skill) => skill.name);
  const answerInputs: ScoreAnswerInput[] = input.turns.map((turn) => ({
    ...answerToScore(turn, jdSkills, input.difficulty),
    audience: input.audience ?? 'candidate',
    recognitionConfidence: turn.recognitionConfidence ?? null,
  }));
  const scored: Scored[] = input.turns.map((turn, index) => ({
    turn,
    result: scoreAnswer(answerInputs[index]!),
  }));
  // The same judgement written for a recruiter, about the candidate (the score does not depend on the audience).
  const recruiterFeedback = scored.map(({ result }, index) =>
    input.audience === 'recruiter' ? null : writeFeedback(answerInputs[index]!, result, 'recruiter'),
  );
  const totalWords = scored
    .filter(({ result }) => result.status !== 'not-scored')
    .reduce((sum, { result }) => sum + result.signals.words, 0);
  const answeredQuestions = scored.filter(
    ({ result }) => result.rubric !== 'closing' && result.signals.words > 0,
  ).length;
  const incomplete = input.plannedQuestions !== undefined && answeredQuestions < input.plannedQuestions;
  // An incomplete interview is scored on the answered questions only, as its report says: a question asked as the
  // call ended, with no answer, counts neither in the overall score nor as the weakest answer.
  const statusOf = (result: ScoredAnswer): AnswerStatus =>
    incomplete && result.cap === 'empty' ? 'not-scored' : result.status;
  const overallScore = overallScoreOf(
    scored.map(({ turn, result }) => ({
      score: result.score,
      kind: turn.kind ?? null,
      status: statusOf(result),
    })),
  );
  const insufficientData = totalWords < INSUFFICIENT_DATA_MIN_WORDS;
  const summaryInput = summaryInputOf(
    input.parsedJD,
    overallScore,
    scored.map(({ result }, index) => ({
      index,
      score: result.score,
      status: statusOf(result),
      lacksNumbers: result.cap === null && result.signals.numbers === 0,
    })),
    new Set(scored.flatMap(({ result }) => result.signals.skillsMentioned)),
    incomplete
      ? {
          answered: answeredQuestions,
          planned: input.plannedQuestions!,
          firstRound: input.firstRound ?? false,
        }
      : null,
  );
  return {
    overallScore,
    summary: insufficientData
      ? withIncompleteNote(
          input.firstRound ? INSUFFICIENT_DATA_FIRST_ROUND_SUMMARY : INSUFFICIENT_DATA_SUMMARY,
          summaryInput,
          'candidate',
        )
      : summarise(summaryInput, 'candidate'),
    recruiterSummary: insufficientData
      ? withIncompleteNote(INSUFFICIENT_DATA_RECRUITER_SUMMARY, summaryInput, 'recruiter')
      : summarise(summaryInput, 'recruiter'),
    scores: scored.map(({ turn, result }, index) => ({
      question: turn.question,
      answer: turn.answer,
      score: result.score,
      feedback: result.feedback,
      recruiterFeedback: recruiterFeedback[index] ?? result.feedback,
      rubric: result.rubric,
      // A question asked as an incomplete interview ended, with no answer, is shown as left out, not as 0/10.
      status: statusOf(result),
    })),
    competencies: competencies(scored, jdSkills),
    insufficientData,
    incomplete,
    answeredQuestions,
    ...(input.plannedQuestions === undefined ? {} : { plannedQuestions: input.plannedQuestions }),
    source: 'built-in',
  };
}
