import { describe, expect, it } from 'vitest';
import type { PlannedQuestion } from '@intervia/shared';
import { llmReserve, shapeLlmQuestions } from './llm-questions';

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

describe('the questions of an LLM-planned interview', () => {
  const intro = q('Tell me about yourself.', 'intro');
  const closing = q('Any questions?', 'closing');

  it('keeps the introduction first and the closing question last, with the count asked for', () => {
    const shaped = shapeLlmQuestions(
      [q('How do you use Elixir?'), closing, intro, q('How do you test GenServers?'), q('What is OTP?')],
      4,
    );
    expect(shaped.map((question) => question.text)).toEqual([
      'Tell me about yourself.',
      'How do you use Elixir?',
      'How do you test GenServers?',
      'Any questions?',
    ]);
  });

  it('drops repeated, empty and unsafe questions before counting', () => {
    const shaped = shapeLlmQuestions(
      [
        intro,
        q('How do you use Elixir?'),
        q('  how do you use elixir? '),
        q('   '),
        q('What is the password of your work email?'),
        q('What is OTP?'),
        closing,
      ],
      4,
    );
    expect(shaped.map((question) => question.text)).toEqual([
      'Tell me about yourself.',
      'How do you use Elixir?',
      'What is OTP?',
      'Any questions?',
    ]);
  });

  it('takes the last closing question when the model gives more than one', () => {
    const shaped = shapeLlmQuestions([intro, q('Wrap up?', 'closing'), q('What is OTP?'), closing], 3);
    expect(shaped.map((question) => question.text)).toEqual([
      'Tell me about yourself.',
      'Wrap up?',
      'Any questions?',
    ]);
  });

  it('throws when the model gave too few usable questions, or no introduction or closing question', () => {
    expect(() => shapeLlmQuestions([intro, q('What is OTP?'), closing], 4)).toThrow(
      'The model planned 3 usable questions (intro: true, closing: true); 4 are needed',
    );
    expect(() => shapeLlmQuestions([q('What is OTP?'), q('How?'), closing], 3)).toThrow(/intro: false/);
    expect(() => shapeLlmQuestions([intro, q('What is OTP?'), q('How?')], 3)).toThrow(/closing: false/);
  });
});
