/**
 * A language model's scoring merged with the built-in engine's: the model's per-answer score and feedback are kept
 * only where the engine's rules allow. An answer the engine caps (empty, one line, off topic) or one that tried to
 * instruct the scorer never scores above the engine's score; the closing question and unheard answers keep the
 * engine's verdict. The model's evidence quotes are checked against the answer: an answer with a quote that does not
 * occur in it (invented), or with a score of MODEL_SCORE_NEEDS_QUOTE or more and no quote at all, keeps the engine's
 * score and feedback — the rest of the model's scoring stands, and the candidate's summary is then written from the
 * merged numbers rather than the model's prose (which may rest on the invented quote). The overall score and the
 * recruiter's summary are always computed from the merged numbers. How far the model and the engine agree is
 * reported with the result (`modelAgreement`).
 */
import type { QuestionScore, ScoreResult } from '@intervia/shared';
import { skillsNamedIn } from './answer-signals';
import { removeInstructionsToScorer } from './instructions-to-scorer';
import { verifyQuotes } from './model-quotes';
import { scoreAnswer } from './score-answer';
import {
  answerToScore,
  overallScoreOf,
  type ScoreTranscriptInput,
  type TranscriptScore,
} from './score-transcript';
import { spearmanCorrelation } from './spearman';
import { summarise, summaryInputOf } from './summarise';

/**
 * What the model returned: one score (0–10), feedback and (when asked for) evidence quotes per answer, in order,
 * and a summary. Without `evidence` the quotes are not checked (a model that was not asked for them).
 */
export interface ModelScoring {
  summary: string;
  scores: readonly { score: number; feedback: string; evidence?: readonly string[] }[];
}

/** A model score this high must be backed by at least one quote that occurs in the answer. */
export const MODEL_SCORE_NEEDS_QUOTE = 5;

type ModelAgreement = NonNullable<ScoreResult['modelAgreement']>;

/** Agreement of two scorings of the same answers: mean absolute difference and rank correlation. */
export function agreementOf(
  model: readonly number[],
  builtIn: readonly number[],
): Pick<ModelAgreement, 'comparedAnswers' | 'meanAbsoluteDifference' | 'spearman'> {
  const compared = Math.min(model.length, builtIn.length);
  if (compared === 0) return { comparedAnswers: 0, meanAbsoluteDifference: 0, spearman: null };
  let difference = 0;
  for (let index = 0; index < compared; index += 1) difference += Math.abs(model[index]! - builtIn[index]!);
  const spread = (values: readonly number[]) => new Set(values).size > 1;
  const spearman =
    compared >= 3 && spread(model) && spread(builtIn)
      ? Math.round(spearmanCorrelation(model.slice(0, compared), builtIn.slice(0, compared)) * 100) / 100
      : null;
  return {
    comparedAnswers: compared,
    meanAbsoluteDifference: Math.round((difference / compared) * 100) / 100,
    spearman,
  };
}

/**
 * Merges `model` into the engine's result for the same input (`engine` is `scoreTranscript(input)`). Throws when the
 * model did not score every answer, so the caller can fall back to the engine.
 */
export function mergeModelScores(
  input: ScoreTranscriptInput,
  engine: TranscriptScore,
  model: ModelScoring,
): TranscriptScore & { source: 'llm' } {
  if (model.scores.length !== input.turns.length) {
    throw new Error(`The model scored ${model.scores.length} of ${input.turns.length} answers`);
  }
  const jdSkills = input.parsedJD.skills.map((skill) => skill.name);
  const compared = { model: [] as number[], builtIn: [] as number[] };
  let quotesRejected = 0;
  let answersFallenBack = 0;
  const scores: QuestionScore[] = input.turns.map((turn, index) => {
    const fromModel = model.scores[index]!;
    const builtIn = engine.scores[index]!;
    // The closing question is not scored and an answer that could not be heard is not judged, whatever the model
    // says.
    if (builtIn.status !== 'scored') return builtIn;
    const modelScore = Math.max(0, Math.min(10, fromModel.score));
    compared.model.push(modelScore);
    compared.builtIn.push(builtIn.score);
    // Quotes are checked against the text the model read (sentences addressed to the scorer removed).
    const quotes = fromModel.evidence
      ? verifyQuotes(fromModel.evidence, removeInstructionsToScorer(turn.answer).text)
      : null;
    quotesRejected += quotes?.rejected ?? 0;
    const unsupported =
      quotes !== null &&
      (quotes.rejected > 0 || (quotes.verified.length === 0 && modelScore >= MODEL_SCORE_NEEDS_QUOTE));
    if (unsupported) {
      answersFallenBack += 1;
      return builtIn;
    }
    const capped = scoreAnswer(answerToScore(turn, jdSkills, input.difficulty));
    // An answer that tried to instruct the scorer never scores above what the built-in engine gives it.
    const injected = removeInstructionsToScorer(turn.answer).removed.length > 0;
    const score =
      capped.cap || injected ? Math.min(modelScore, builtIn.score) : Math.round(modelScore * 10) / 10;
    if ((capped.cap || injected) && modelScore > builtIn.score) answersFallenBack += 1;
    return {
      question: turn.question,
      answer: turn.answer,
      score,
      feedback: capped.cap ? builtIn.feedback : fromModel.feedback,
      // The model writes to the candidate only; a recruiter reads the engine's third-person text where it is kept.
      ...(capped.cap && builtIn.recruiterFeedback ? { recruiterFeedback: builtIn.recruiterFeedback } : {}),
      rubric: builtIn.rubric,
      status: builtIn.status,
      ...(quotes && quotes.verified.length > 0 ? { evidence: quotes.verified } : {}),
    };
  });
  const overallScore = overallScoreOf(
    scores.map((item, index) => ({
      score: item.score,
      kind: input.turns[index]?.kind ?? null,
      status: item.status,
    })),
  );
  // The recruiter's summary is written from the same numbers the report shows, never the model's prose; so is the
  // candidate's when the model invented a quote.
  const mergedSummaryInput = summaryInputOf(
    input.parsedJD,
    overallScore,
    scores.map((item, index) => ({
      index,
      score: item.score,
      status: item.status ?? 'scored',
      lacksNumbers: false,
    })),
    new Set(
      input.turns.flatMap((turn) => skillsNamedIn(removeInstructionsToScorer(turn.answer).text, jdSkills)),
    ),
    engine.incomplete
      ? {
          answered: engine.answeredQuestions,
          planned: engine.plannedQuestions ?? 0,
          firstRound: input.firstRound ?? false,
        }
      : null,
  );
  const recruiterSummary = engine.insufficientData
    ? engine.recruiterSummary
    : summarise(mergedSummaryInput, 'recruiter');
  const summary = engine.insufficientData
    ? engine.summary
    : quotesRejected > 0
      ? summarise(mergedSummaryInput, 'candidate')
      : model.summary;
  return {
    overallScore,
    summary,
    recruiterSummary,
    incomplete: engine.incomplete,
    answeredQuestions: engine.answeredQuestions,
    ...(engine.plannedQuestions === undefined ? {} : { plannedQuestions: engine.plannedQuestions }),
    scores,
    competencies: engine.competencies,
    insufficientData: engine.insufficientData,
    modelAgreement: {
      ...agreementOf(compared.model, compared.builtIn),
      quotesRejected,
      answersFallenBack,
    },
    source: 'llm',
  };
}
