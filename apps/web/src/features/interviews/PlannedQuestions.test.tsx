import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { InterviewPlan } from '@intervia/shared';
import { PlannedQuestions } from './PlannedQuestions';

const question = (text: string, kind: InterviewPlan['questions'][number]['kind'], reason?: string) => ({
  text,
  kind,
  skill: null,
  expectedPoints: [],
  ...(reason ? { reason } : {}),
});

const plan: InterviewPlan = {
  difficulty: 'medium',
  durationMinutes: 5,
  questions: [
    question('Tell me about yourself.', 'intro'),
    question('You asked to focus on React performance. Tell me about a time you worked on it.', 'technical'),
    question('You asked about mentoring. Tell me about a time you mentored someone.', 'behavioural'),
    question('Anything to add?', 'closing'),
  ],
  reserve: [
    question(
      'You asked about accessibility. Tell me about it.',
      'role-specific',
      'You asked to focus on accessibility. No room among the main questions: asked if time remains.',
    ),
  ],
};

describe('PlannedQuestions', () => {
  it('shows the plan’s notes above the questions, where the candidate reads them first', () => {
    const note =
      'A 5-minute interview has room for two main questions besides the introduction and the closing question, so accessibility is asked only if time remains.';
    const html = renderToStaticMarkup(<PlannedQuestions plan={{ ...plan, notes: [note] }} />);
    expect(html).toContain(note);
    expect(html.indexOf(note)).toBeLessThan(html.indexOf('Planned questions'));
  });

  it('shows no note when the plan has none', () => {
    const html = renderToStaticMarkup(<PlannedQuestions plan={plan} />);
    expect(html).not.toContain('role="status"');
    expect(html).toContain('Further questions if time allows (1)');
  });
});
