import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './candidate-overview';

describe('profileCompleteness', () => {
  it('counts completed checks as a rounded percentage and lists what is missing in order', () => {
    expect(
      profileCompleteness([
        { label: 'a', done: true },
        { label: 'b', done: false },
        { label: 'c', done: false },
      ]),
    ).toEqual({ completenessPercent: 33, missing: ['b', 'c'] });
  });

  it('is complete with nothing to check', () => {
    expect(profileCompleteness([])).toEqual({ completenessPercent: 100, missing: [] });
  });
});
