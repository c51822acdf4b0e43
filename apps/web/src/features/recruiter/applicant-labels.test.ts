import { describe, expect, it } from 'vitest';
import { applicantHeadScore, noApplicantsMessage, scoreLabel } from './applicant-labels';

describe('scoreLabel', () => {
  it('gives the score and rank, the score alone when unranked, and says when there is no score', () => {
    expect(scoreLabel({ overallScore: 72, rank: 2 })).toBe('72/100 · rank 2');
    expect(scoreLabel({ overallScore: 8, rank: null })).toBe('8/100');
    expect(scoreLabel({ overallScore: null, rank: null })).toBe('Not scored yet');
  });
});

describe('noApplicantsMessage', () => {
  it('asks to publish only a job that is not published yet', () => {
    expect(noApplicantsMessage('draft')).toMatch(/Publish the job/);
    expect(noApplicantsMessage('published')).not.toMatch(/Publish/);
    expect(noApplicantsMessage('published')).toMatch(/send invite links below/);
    expect(noApplicantsMessage('closed')).not.toMatch(/Publish/);
  });
});

describe('applicantHeadScore', () => {
  const latest = { overallScore: 51, summary: 'Not enough was said.', scores: [] };
  it('agrees with the report: no score where too little was said to judge', () => {
    expect(applicantHeadScore(51, { ...latest, insufficientData: true })).toBe('Not scored');
    expect(applicantHeadScore(51, { ...latest, insufficientData: false })).toBe('51/100');
    expect(applicantHeadScore(null, null)).toBe('—');
  });
});
