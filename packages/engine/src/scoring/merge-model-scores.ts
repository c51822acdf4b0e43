/**
 * A language model's scoring merged with the built-in engine's: the model's per-answer score and feedback are kept
 * only where the engine's rules allow. An answer the engine caps (empty, one line, off topic) or one that tried to
 * instruct the scorer never scores above the engine's score; the closing question and unheard answers keep the
 * engine's verdict. The overall score and the recruiter's summary are computed from the merged numbers, never taken
 * from the model's prose.
 */
import type { QuestionScore } from '@intervia/shared';
import { skillsNamedIn } from './answer-signals';
import { removeInstructionsToScorer } from './instructions-to-scorer';
import { scoreAnswer } from './score-answer';
import { overallScoreOf, type ScoreTranscriptInput, type TranscriptScore } from './score-transcript';
import { summarise, summaryInputOf } from './summarise';

/** What the model returned: one score (0–10) and feedback per answer, in order, and a summary. */
export interface ModelScoring {
  summary: string;
  scores: readonly { score: number; feedback: string }[];
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
  const scores: QuestionScore[] = input.turns.map((turn, index) => {
    const fromModel = model.scores[index]!;
    const builtIn = engine.scores[index]!;
    // The closing question is not scored and an answer that could not be heard is not judged, whatever the model
    // says.
    if (builtIn.status !== 'scored') return builtIn;
    const capped = scoreAnswer({
      question: turn.question,
      answer: turn.answer,
      kind: turn.kind ?? null,
      skill: turn.skill ?? null,
      expectedPoints: turn.expectedPoints ?? [],
      jdSkills,
      difficulty: input.difficulty,
    });
    // An answer that tried to instruct the scorer never scores above what the built-in engine gives it.
    const injected = removeInstructionsToScorer(turn.answer).removed.length > 0;
    const score =
      capped.cap || injected
        ? Math.min(fromModel.score, builtIn.score)
        : Math.round(fromModel.score * 10) / 10;
    return {
      question: turn.question,
      answer: turn.answer,
      score,
      feedback: capped.cap ? builtIn.feedback : fromModel.feedback,
      rubric: builtIn.rubric,
      status: builtIn.status,
    };
  });
  const overallScore = overallScoreOf(
    scores.map((item, index) => ({
      score: item.score,
      kind: input.turns[index]?.kind ?? null,
      status: item.status,
    })),
  );
  // The recruiter's summary is written from the same numbers the report shows, never the model's prose.
  const recruiterSummary = engine.insufficientData
    ? engine.recruiterSummary
    : summarise(
        summaryInputOf(
          input.parsedJD,
          overallScore,
          scores.map((item, index) => ({
            index,
            score: item.score,
            status: item.status ?? 'scored',
            lacksNumbers: false,
          })),
          new Set(
            input.turns.flatMap((turn) =>
              skillsNamedIn(removeInstructionsToScorer(turn.answer).text, jdSkills),
            ),
          ),
          engine.incomplete
            ? { answered: engine.answeredQuestions, planned: engine.plannedQuestions ?? 0 }
            : null,
        ),
        'recruiter',
      );
  return {
    overallScore,
    summary: engine.insufficientData ? engine.summary : model.summary,
    recruiterSummary,
    incomplete: engine.incomplete,
    answeredQuestions: engine.answeredQuestions,
    ...(engine.plannedQuestions === undefined ? {} : { plannedQuestions: engine.plannedQuestions }),
    scores,
    competencies: engine.competencies,
    insufficientData: engine.insufficientData,
    source: 'llm',
  };
}
