import { describe, expect, it } from 'vitest';
import { alternativeRubricFor, rubricFor } from './rubric';

describe('rubricFor', () => {
  it.each([
    ['closing', 'Is there anything you would like to add?', 'closing'],
    ['intro', 'Tell me about yourself.', 'introduction'],
    ['technical', 'How would you guarantee exactly-once processing with Kafka?', 'technical'],
    ['role-specific', 'How do you keep your pipeline healthy?', 'technical'],
    ['technical', 'Design a URL shortener for a million reads a second.', 'design'],
    ['technical', 'How would you design a zero-downtime deployment pipeline?', 'design'],
    ['role-specific', 'How would you architect a data pipeline for daily reports?', 'design'],
    ['role-specific', 'How would you redesign an onboarding flow that loses 60% of users?', 'technical'],
    ['technical', 'Design a system that serves recommendations with low latency.', 'design'],
    ['behavioural', 'Tell me about a time you disagreed with a colleague.', 'behavioural'],
    ['resume', 'Walk me through the billing project on your CV.', 'behavioural'],
    ['role-specific', 'Tell me about a campaign that did not work.', 'behavioural'],
    ['behavioural', 'Why do you want to join our company?', 'motivation'],
    ['role-specific', 'What attracts you to this marketing role at our company?', 'motivation'],
    ['intro', 'Why are you interested in this role?', 'motivation'],
    ['behavioural', 'Why this project manager role, and why now?', 'motivation'],
    ['role-specific', 'What do you know about our company?', 'motivation'],
    ['behavioural', 'Why should we hire you for this position?', 'motivation'],
    ['behavioural', 'Where do you see yourself in five years?', 'motivation'],
    ['role-specific', 'Why logistics, and why at Northwind?', 'motivation'],
    ['behavioural', 'Why join a company of our size?', 'motivation'],
    ['role-specific', 'Why this studio?', 'motivation'],
    ['role-specific', 'Why our charity shop?', 'motivation'],
  ] as const)('%s "%s" → %s', (kind, question, rubric) => {
    expect(rubricFor(kind, question)).toBe(rubric);
  });

  it('does not take a technical "why" question for a motivation question', () => {
    expect(rubricFor('technical', 'Why would you put a queue between these two services?')).toBe('technical');
    expect(rubricFor('technical', 'Why would you choose a B-tree index over a hash index here?')).toBe(
      'technical',
    );
    expect(rubricFor('role-specific', 'Why would you choose us over a larger firm?')).toBe('motivation');
  });

  it('reads the wording when the kind is unknown', () => {
    expect(rubricFor(null, 'Tell me a little about yourself.')).toBe('introduction');
    expect(rubricFor(null, 'Do you have any questions for us?')).toBe('closing');
    expect(rubricFor(null, 'What is the difference between a process and a thread?')).toBe('technical');
    expect(rubricFor(null, 'Describe a time you missed a deadline.')).toBe('behavioural');
  });
});

describe('alternativeRubricFor', () => {
  it('lets a CV question that asks how or what be answered as an explanation as well as a story', () => {
    expect(
      alternativeRubricFor('resume', 'Your CV says you halved the release time. How did that work?'),
    ).toBe('technical');
    expect(
      alternativeRubricFor('resume', 'You list a pricing model on your CV. What did it take into account?'),
    ).toBe('technical');
    // Asked as an instruction, ending on a full stop rather than a question mark.
    expect(
      alternativeRubricFor('resume', 'Your CV mentions a cache layer. Explain how it stayed consistent.'),
    ).toBe('technical');
  });

  it('gives no alternative to a CV question asking for a time or for the candidate’s own part, nor to other kinds', () => {
    expect(
      alternativeRubricFor('resume', 'Your CV mentions a merger. Tell me about a time it got difficult.'),
    ).toBeNull();
    expect(
      alternativeRubricFor('resume', 'Your CV mentions the billing rewrite. What was your role in it?'),
    ).toBeNull();
    expect(
      alternativeRubricFor('resume', 'You led a graduate scheme. What did you learn from it?'),
    ).toBeNull();
    expect(alternativeRubricFor('technical', 'How does a hash join work?')).toBeNull();
    expect(alternativeRubricFor('behavioural', 'How did you handle the pressure?')).toBeNull();
  });
});
