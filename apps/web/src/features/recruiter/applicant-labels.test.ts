import { describe, expect, it } from 'vitest';
import { scoreLabel } from './applicant-labels';

describe('scoreLabel', () => {
  it('gives the score and rank, the score alone when unranked, and says when there is no score', () => {
    expect(scoreLabel({ overallScore: 72, rank: 2 })).toBe('72/100 · rank 2');
    expect(scoreLabel({ overallScore: 8, rank: null })).toBe('8/100');
    expect(scoreLabel({ overallScore: null, rank: null })).toBe('Not scored yet');
  });
});
