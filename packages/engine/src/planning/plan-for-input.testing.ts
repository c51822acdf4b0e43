/** The planning tests' plan: a posting (and resume) analysed and planned at medium difficulty for 10 minutes, no wishes. */
import type { InterviewPlan } from '@intervia/shared';
import { analyzeInterviewInput, type InterviewInput } from '../analysis/analyze-interview-input';
import { planInterview } from './plan-interview';

export function planForInput(
  input: InterviewInput,
  overrides: Partial<Parameters<typeof planInterview>[0]> = {},
): InterviewPlan {
  const { parsedJD, resume } = analyzeInterviewInput(input);
  return planInterview({
    parsedJD,
    resume,
    difficulty: 'medium',
    durationMinutes: 10,
    preferences: '',
    ...overrides,
  });
}
