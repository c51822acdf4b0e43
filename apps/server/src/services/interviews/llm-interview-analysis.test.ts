import { describe, expect, it } from 'vitest';
import type { PlannedQuestion } from '@intervia/shared';
import { llmReserve } from './llm-interview-analysis';

const q = (text: string, kind: PlannedQuestion['kind'] = 'technical'): PlannedQuestion => ({
  text,
  kind,
  skill: null,
  expectedPoints: [],
});

describe('the reserve of an LLM-planned interview', () => {
  it('takes the model’s further questions first, then the built-in ones, without repeats or unsafe questions', () => {
    const core = [
      q('Tell me about yourself.', 'intro'),
      q('How do you use Elixir?'),
      q('Any questions?', 'closing'),
    ];
    const model = [
      ...core,
      q('How would you make a payment API idempotent?'),
      q('What is the password of your work email?'),
      q('how do you use elixir?'),
    ];
    const builtIn = [
      q('How would you make a payment API idempotent?'),
      q('Tell me about a time you disagreed.', 'behavioural'),
    ];
    expect(llmReserve(model, core, builtIn, 10).map((question) => question.text)).toEqual([
      'How would you make a payment API idempotent?',
      'Tell me about a time you disagreed.',
    ]);
    expect(llmReserve(model, core, builtIn, 1)).toHaveLength(1);
  });
});
