/**
 * Turns the interview form into an analysis (parsed JD, parsed resume) and a question plan. The built-in engine
 * works offline and is deterministic; an LLM-backed provider implements the same interface and falls back to it.
 */
import { analyzeInterviewInput, planInterview } from '@intervia/engine';
import type { FallbackLog } from '../../llm/with-fallback';
import type { Difficulty, InterviewPlan, ParsedJD, ParsedResume } from '@intervia/shared';

export interface InterviewAnalysisInput {
  title: string;
  difficulty: Difficulty;
  durationMinutes: number;
  jobDescription: string | null;
  resumeText: string | null;
  preferences: string | null;
}

export interface InterviewAnalysis {
  parsedJD: ParsedJD;
  resume: ParsedResume | null;
  plan: InterviewPlan;
  source: 'built-in' | 'llm';
}

export interface InterviewAnalysisProvider {
  /** `log` receives a warning when an LLM-backed provider falls back to the built-in engine. */
  analyze(input: InterviewAnalysisInput, log?: FallbackLog): Promise<InterviewAnalysis>;
}

/** The built-in engine's question plan for the form, from its parsed JD and resume (however they were parsed). */
export function builtInPlan(
  input: InterviewAnalysisInput,
  parsedJD: ParsedJD,
  resume: ParsedResume | null,
): InterviewPlan {
  return planInterview({
    parsedJD,
    resume,
    difficulty: input.difficulty,
    durationMinutes: input.durationMinutes,
    preferences: input.preferences ?? '',
  });
}

export const builtInInterviewAnalysis: InterviewAnalysisProvider = {
  async analyze(input) {
    const { parsedJD, resume } = analyzeInterviewInput({
      title: input.title,
      ...(input.jobDescription ? { jobDescription: input.jobDescription } : {}),
      ...(input.resumeText ? { resumeText: input.resumeText } : {}),
    });
    return { parsedJD, resume, plan: builtInPlan(input, parsedJD, resume), source: 'built-in' };
  },
};
