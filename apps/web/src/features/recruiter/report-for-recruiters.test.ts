import { describe, expect, it } from 'vitest';
import { toThirdPerson } from './report-for-recruiters';

describe('toThirdPerson', () => {
  it('turns the scorer’s summary to the candidate into one about them', () => {
    expect(
      toThirdPerson(
        'Overall this was a solid interview for the Engineer role (62/100). Your best answer was to question 2 (8/10). Back your examples with numbers: time saved, size of the team, results. Show your experience with Kafka, Redis.',
        'Casey Candidate',
      ),
    ).toBe(
      "Overall this was a solid interview for the Engineer role (62/100). Casey's best answer was to question 2 (8/10). Casey's examples lacked numbers (time saved, size of the team, results). Casey did not show experience with Kafka, Redis.",
    );
  });

  it('rewrites per-answer feedback and drops advice meant for the candidate', () => {
    expect(
      toThirdPerson(
        'You engaged with PostgreSQL directly. Missing: a concrete example of what you did yourself; the reasoning or trade-offs behind your choices.',
        'Ana Diaz',
      ),
    ).toBe(
      'Ana engaged with PostgreSQL directly. Missing: a concrete example of what they did themselves; the reasoning or trade-offs behind their choices.',
    );
    expect(
      toThirdPerson(
        'Not enough was said in this interview to judge it fairly. Try again and answer each question in a few sentences.',
        'Ana',
      ),
    ).toBe('Not enough was said in this interview to judge it fairly.');
    expect(toThirdPerson('You are clear and you were concise.', 'Ana')).toBe(
      'Ana is clear and they were concise.',
    );
  });
});
