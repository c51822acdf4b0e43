/** Pure interview logic (no I/O): analysis, question planning, follow-ups, scoring, speech analytics. */
export { SKILL_TAXONOMY, TECHNICAL_SKILL_CATEGORIES, findTaxonomySkill } from './skills/skill-taxonomy';
export type { TaxonomySkill, SkillAlias } from './skills/skill-taxonomy';
export { findSkillMentions, findSkillNames } from './skills/find-skills';
export type { SkillMention } from './skills/find-skills';
export { analyzeJobDescription, detectSeniority, cleanRoleTitle } from './analysis/analyze-job-description';
export type { JobDescriptionInput } from './analysis/analyze-job-description';
export { analyzeResume, readResumeDetails } from './analysis/analyze-resume';
export { EMPTY_PROFILE, profileFromResume } from './profile/profile-from-resume';
export { mergeProfileDraft } from './profile/merge-profile';
export { profileCompleteness, PROFILE_CHECKS } from './profile/profile-completeness';
export { buildResumeDocument, resumeReadinessProblems, tidyHighlight } from './profile/build-resume';
export type { BuildResumeOptions } from './profile/build-resume';
export { checkRewriteFacts, MAX_REWRITE_GROWTH } from './profile/rewrite-fact-check';
export { profileAsResumeText } from './profile/profile-resume-text';
export type { RewriteCheck } from './profile/rewrite-fact-check';
export { analyzeInterviewInput } from './analysis/analyze-interview-input';
export type { InterviewInput, InterviewInputAnalysis } from './analysis/analyze-interview-input';
export {
  planInterview,
  questionCountForDuration,
  questionCountForWishes,
  reserveCountForDuration,
  rankPostingSkills,
  wishCount,
  wishRoomForDuration,
  readPreferences,
  MINUTES_PER_QUESTION,
  MIN_QUESTIONS,
  MAX_QUESTIONS,
} from './planning/plan-interview';
export type { PlanInterviewInput, InterviewPreferences, PreferenceTopic } from './planning/plan-interview';
export { skillKind, spokenSkillName } from './planning/skill-wording';
export type { SkillKind } from './planning/skill-wording';
export { isUnsafeQuestion } from './planning/question-safety';
export { shapeLlmQuestions, llmReserve } from './planning/llm-questions';
export { stableHash, toWords, toSentences, truncateText } from './text/text-structure';
export {
  openInterview,
  resumeInterview,
  respondToCandidate,
  restoreDialogueState,
  classifyCandidateUtterance,
  isThinAnswer,
  followUpFor,
  timeWarningText,
  closingText,
  INITIAL_DIALOGUE_STATE,
  FOLLOW_UP_MIN_WORDS,
  CLOSING_QUESTION_AT_REMAINING_SECONDS,
  FAREWELL_AT_REMAINING_SECONDS,
  MAX_FOLLOW_UPS_PER_QUESTION,
  SPEAKING_WORDS_PER_MINUTE,
  askingOrder,
  effectiveRemainingSeconds,
  plannedQuestionAt,
  spokenDurationSeconds,
  steerTurn,
} from './interviewer/interview-dialogue';
export type {
  DialogueState,
  DialogueStep,
  DialogueClock,
  InterviewerPersona,
  CandidateIntent,
  OpeningLimit,
  InterviewerAction,
} from './interviewer/interview-dialogue';
export { answerQuality, chooseFollowUp, toSecondPerson } from './interviewer/answer-follow-up';
export { leftOpenAt } from './interviewer/left-open';
export type { LeftOpen } from './interviewer/left-open';
export type { AnswerQuality, FollowUp, FollowUpKind } from './interviewer/answer-follow-up';
export {
  INTERVIEWER_PERSONAS,
  INTERVIEWER_STYLES,
  findInterviewerPersona,
} from './interviewer/interviewer-persona';
export type { InterviewerPersonaPreset, InterviewerStyle } from './interviewer/interviewer-persona';
export * from './scoring/index';
export * from './analytics/index';
export { END_OF_TURN_SILENCE_MS, endOfTurnDecision, isEndOfTurn } from './turn-taking/end-of-turn';
export type { EndOfTurnDecision, EndOfTurnReason } from './turn-taking/end-of-turn';
export {
  TurnDetector,
  DEFAULT_TURN_DETECTOR_OPTIONS,
  SPEECH_START_PROBABILITY,
  SPEECH_CONTINUE_PROBABILITY,
  SPEECH_START_MIN_MS,
  VAD_END_OF_TURN_SILENCE_MS,
  LONG_PAUSE_SILENCE_MS,
  SHORT_UTTERANCE_SPEECH_MS,
  PATIENT_EXTRA_SILENCE_MS,
} from './turn-taking/turn-detector';
export type {
  TurnDetectorOptions,
  SpeechProbabilitySample,
  SpeechStartEvent,
  EndOfTurnEvent,
  TurnEvent,
} from './turn-taking/turn-detector';
export { skillSearchTerms, suggestSkills } from './skills/skill-search-terms';
export type { SkillSearchTerms } from './skills/skill-search-terms';
export {
  buildInterviewVocabulary,
  vocabularyFromJobPosting,
  vocabularyTokens,
  COMMON_INTERVIEW_PHRASES,
  MAX_VOCABULARY_WORDS,
  MAX_VOCABULARY_PHRASES,
} from './vocabulary/interview-vocabulary';
export type { InterviewVocabulary, InterviewVocabularyInput } from './vocabulary/interview-vocabulary';
export { arpaTrigramModel, languageModelSentences } from './vocabulary/interview-language-model';
export {
  decideAdmission,
  DEFAULT_ADMISSION_LIMITS,
  ADMISSION_RECOVERY_SHARE,
  ADMISSION_REFUSAL_TEXT,
  SATURATED_RETRY_AFTER_SECONDS,
  DRAINING_RETRY_AFTER_SECONDS,
} from './admission/admission';
export type { NodeLoad, AdmissionLimits, AdmissionDecision, AdmissionRefusal } from './admission/admission';
