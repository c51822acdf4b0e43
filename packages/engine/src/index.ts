/** Pure interview logic (no I/O): analysis, question planning, follow-ups, scoring, speech analytics. */
export { SKILL_TAXONOMY, TECHNICAL_SKILL_CATEGORIES, findTaxonomySkill } from './skills/skill-taxonomy';
export type { TaxonomySkill, SkillAlias } from './skills/skill-taxonomy';
export { findSkillMentions, findSkillNames } from './skills/find-skills';
export type { SkillMention } from './skills/find-skills';
export { analyzeJobDescription, detectSeniority, cleanRoleTitle } from './analysis/analyze-job-description';
export type { JobDescriptionInput } from './analysis/analyze-job-description';
export { analyzeResume } from './analysis/analyze-resume';
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
export { stableHash, toWords, toSentences, truncateText } from './text/text-structure';
