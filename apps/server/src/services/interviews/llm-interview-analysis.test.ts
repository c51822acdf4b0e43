import { describe, expect, it } from 'vitest';
import type { PlannedQuestion } from '@intervia/shared';
import type { Llm } from '../../llm/llm-client';
import { createLlmInterviewAnalysis } from './llm-interview-analysis';

const question = (text: string, kind: PlannedQuestion['kind']): PlannedQuestion => ({
  text,
  kind,
  skill: null,
  expectedPoints: [],
});

/** A model that plans six questions and records the prompt it was given. */
function fakeModel(prompts: string[]): Llm {
  return {
    model: 'fake',
    async generateStructured<T>(request: { prompt: string }): Promise<T> {
      prompts.push(request.prompt);
      return {
        parsedJD: {
          role: 'Frontend Engineer',
          seniority: 'mid',
          summary: 'Builds the checkout.',
          skills: [{ name: 'React', category: 'framework', importance: 'required' }],
          responsibilities: ['Build fast, accessible interfaces in React'],
          requirements: ['3+ years with React'],
        },
        resume: null,
        questions: [
          question('Tell me about yourself.', 'intro'),
          question('You asked about React performance. How did you make a slow page fast?', 'technical'),
          question('You asked about mentoring. Tell me about a time you mentored someone.', 'behavioural'),
          question('How do you test React components?', 'technical'),
          question('How do you review code?', 'role-specific'),
          question('Anything you would like to ask me?', 'closing'),
        ],
      } as T;
    },
    async *streamText() {},
  };
}

const input = {
  title: 'Frontend Engineer',
  difficulty: 'medium' as const,
  jobDescription: 'We are looking for a Frontend Engineer. Build fast, accessible interfaces in React.',
  resumeText: null,
};

describe('a model-planned interview', () => {
  it('has room for both wishes of a 5-minute interview, as the built-in plan does', async () => {
    const prompts: string[] = [];
    const analysis = await createLlmInterviewAnalysis(fakeModel(prompts)).analyze({
      ...input,
      durationMinutes: 5,
      preferences: 'Focus on React performance, and ask one behavioural question about mentoring',
    });
    expect(prompts[0]).toContain('plan exactly 4 questions');
    expect(analysis.source).toBe('llm');
    expect(analysis.plan.questions.map((planned) => planned.kind)).toEqual([
      'intro',
      'technical',
      'behavioural',
      'closing',
    ]);
  });

  it('keeps one question per two minutes without wishes', async () => {
    const prompts: string[] = [];
    const analysis = await createLlmInterviewAnalysis(fakeModel(prompts)).analyze({
      ...input,
      durationMinutes: 5,
      preferences: null,
    });
    expect(prompts[0]).toContain('plan exactly 3 questions');
    expect(analysis.plan.questions).toHaveLength(3);
  });
});
