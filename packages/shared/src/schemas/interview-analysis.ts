/**
 * What the analysis of a job description (and optional resume) produces, and the planned questions.
 * Produced by the built-in engine or an LLM (same schema), stored with the interview, read by the interviewer,
 * the scorer and the UI.
 */
import { z } from 'zod';
import { DIFFICULTIES } from '../constants/interview';

export const SENIORITY_LEVELS = [
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'principal',
  'executive',
] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

export const SKILL_CATEGORIES = [
  'language',
  'framework',
  'database',
  'cloud',
  'devops',
  'data',
  'ai-ml',
  'design',
  'product',
  'business',
  'sales',
  'healthcare',
  'finance',
  'soft-skill',
  'domain',
  'tool',
  'other',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export const extractedSkillSchema = z.object({
  /** Canonical name from the skill taxonomy (e.g. "PostgreSQL" for "postgres"). */
  name: z.string().min(1),
  category: z.enum(SKILL_CATEGORIES),
  importance: z.enum(['required', 'preferred', 'mentioned']),
});
export type ExtractedSkill = z.infer<typeof extractedSkillSchema>;

export const parsedJdSchema = z.object({
  role: z.string().min(1),
  seniority: z.enum(SENIORITY_LEVELS).nullable(),
  summary: z.string(),
  skills: z.array(extractedSkillSchema),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  /** Where the analysis came from; 'resume' when only a resume was given. */
  source: z.enum(['job-description', 'resume', 'role-only']),
});
export type ParsedJD = z.infer<typeof parsedJdSchema>;

export const resumeProjectSchema = z.object({
  name: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
});

export const parsedResumeSchema = z.object({
  name: z.string().nullable(),
  headline: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(extractedSkillSchema),
  projects: z.array(resumeProjectSchema),
  experience: z.array(
    z.object({ title: z.string(), organisation: z.string().nullable(), period: z.string().nullable() }),
  ),
  education: z.array(
    z.object({
      qualification: z.string(),
      institution: z.string().nullable(),
      period: z.string().nullable(),
    }),
  ),
  links: z.array(z.string()),
  yearsOfExperience: z.number().nullable(),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

export const QUESTION_KINDS = [
  'intro',
  'behavioural',
  'technical',
  'role-specific',
  'resume',
  'closing',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const plannedQuestionSchema = z.object({
  text: z.string().min(1),
  kind: z.enum(QUESTION_KINDS),
  /** Skill the question probes, when it probes one. */
  skill: z.string().nullable(),
  /** What a good answer covers; used for follow-ups and scoring, never shown as the question. */
  expectedPoints: z.array(z.string()),
  /** Why the question is in the plan, shown with it (e.g. "You asked to focus on React performance."). */
  reason: z.string().optional(),
});
export type PlannedQuestion = z.infer<typeof plannedQuestionSchema>;

export const interviewPlanSchema = z.object({
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.number(),
  /** The questions every interview asks, in order: an introduction first, a closing question last. */
  questions: z.array(plannedQuestionSchema).min(1),
  /**
   * Further questions, in order, asked before the closing question while time remains. A reserve question asked in
   * a call is stored with the index `questions.length + its position here`.
   */
  reserve: z.array(plannedQuestionSchema).optional(),
  /**
   * What the candidate should know about the plan, shown with it: e.g. which of their wishes a short interview had
   * no room for among the main questions, and the duration that would hold them all.
   */
  notes: z.array(z.string()).optional(),
});
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;
