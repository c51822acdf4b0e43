export {
  scoreTranscript,
  overallScoreOf,
  INSUFFICIENT_DATA_MIN_WORDS,
  INSUFFICIENT_DATA_SUMMARY,
  QUESTION_WEIGHT,
} from './score-transcript';
export type { ScoreTranscriptInput, TranscriptTurn } from './score-transcript';
export {
  scoreAnswer,
  ONE_LINE_MAX_WORDS,
  ONE_LINE_SCORE_CAP,
  OFF_TOPIC_SCORE_CAP,
  OFF_TOPIC_RELEVANCE,
  EMPTY_ANSWER_FEEDBACK,
  IGNORED_INSTRUCTIONS_FEEDBACK,
  SCORE_WEIGHTS,
  FULL_DEPTH_WORDS,
} from './score-answer';
export type { ScoredAnswer, ScoreAnswerInput } from './score-answer';
export { spearmanCorrelation } from './spearman';
export { removeInstructionsToScorer, isInstructionToScorer } from './instructions-to-scorer';
