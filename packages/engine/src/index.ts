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
export type { RewriteCheck } from './profile/rewrite-fact-check';
export { analyzeInterviewInput } from './analysis/analyze-interview-input';
export type { InterviewInput, InterviewInputAnalysis } from './analysis/analyze-interview-input';
export {
  planInterview,
  questionCountForDuration,
  readPreferences,
  MINUTES_PER_QUESTION,
  MIN_QUESTIONS,
  MAX_QUESTIONS,
} from './planning/plan-interview';
export type { PlanInterviewInput, InterviewPreferences } from './planning/plan-interview';
export { isUnsafeQuestion } from './planning/question-safety';
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
} from './interviewer/interview-dialogue';
export type {
  DialogueState,
  DialogueStep,
  InterviewerPersona,
  CandidateIntent,
} from './interviewer/interview-dialogue';
export * from './scoring/index';
export * from './analytics/index';
export {
  buildInterviewVocabulary,
  vocabularyFromJobPosting,
  vocabularyTokens,
  COMMON_INTERVIEW_PHRASES,
  MAX_VOCABULARY_WORDS,
  MAX_VOCABULARY_PHRASES,
} from './vocabulary/interview-vocabulary';
export type { InterviewVocabulary, InterviewVocabularyInput } from './vocabulary/interview-vocabulary';
