export {
  scoreTranscript,
  overallScoreOf,
  INSUFFICIENT_DATA_MIN_WORDS,
  INSUFFICIENT_DATA_SUMMARY,
  QUESTION_WEIGHT,
} from './score-transcript';
export type { ScoreTranscriptInput, TranscriptTurn, TranscriptScore } from './score-transcript';
export { summarise, summaryInputOf, bestAndWeakest } from './summarise';
export type { SummaryAnswer, SummaryInput } from './summarise';
export {
  scoreAnswer,
  ONE_LINE_MAX_WORDS,
  ONE_LINE_MIN_CONTENT_TERMS,
  ONE_LINE_SCORE_CAP,
  OFF_TOPIC_SCORE_CAP,
  OFF_TOPIC_RELEVANCE,
  EMPTY_ANSWER_FEEDBACK,
  IGNORED_INSTRUCTIONS_FEEDBACK,
  NOT_SCORED_FEEDBACK,
  UNHEARD_FEEDBACK,
  FULL_DEPTH_TERMS,
  UNJUDGED_RECOGNITION_CONFIDENCE,
} from './score-answer';
export type { ScoredAnswer, ScoreAnswerInput, Audience, AnswerStatus, AnswerCap } from './score-answer';
export { rubricFor, RUBRICS, RUBRIC_CRITERIA } from './rubric';
export type { Rubric } from './rubric';
export { coherenceOf } from './coherence';
export { skillsNamedIn } from './answer-signals';
export { calibrate, CALIBRATION_GOALS, parseGradedAnswers } from './calibration';
export type { GradedAnswer, CalibrationReport } from './calibration';
export { spearmanCorrelation } from './spearman';
export { removeInstructionsToScorer, isInstructionToScorer } from './instructions-to-scorer';
export { transcriptFromTurns } from './transcript-from-turns';
export type { RecordedTurn } from './transcript-from-turns';
export { mergeModelScores, agreementOf, MODEL_SCORE_NEEDS_QUOTE } from './merge-model-scores';
export { quoteOccursIn, verifyQuotes, QUOTE_MIN_WORDS } from './model-quotes';
export type { ModelScoring } from './merge-model-scores';
