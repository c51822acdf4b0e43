import { describe, expect, it } from 'vitest';
import { rankApplicants } from './rank-applicants';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));

describe('rankApplicants', () => {
  it('puts the best score first and shares ranks between equal scores', () => {
    const ranked = rankApplicants([
      { id: 'a', overallScore: 62, createdAt: at(1) },
      { id: 'b', overallScore: 88, createdAt: at(2) },
      { id: 'c', overallScore: 62, createdAt: at(3) },
      { id: 'd', overallScore: 40, createdAt: at(4) },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('lists unscored applicants last, without a rank, oldest first', () => {
    const ranked = rankApplicants([
      { id: 'late', overallScore: null, createdAt: at(9) },
      { id: 'scored', overallScore: 10, createdAt: at(8) },
      { id: 'early', overallScore: null, createdAt: at(1) },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['scored', 1],
      ['early', null],
      ['late', null],
    ]);
  });

  it('does not reorder the input array', () => {
    const input = [
      { id: 'x', overallScore: 1, createdAt: at(1) },
      { id: 'y', overallScore: 2, createdAt: at(2) },
    ];
    rankApplicants(input);
    expect(input.map((r) => r.id)).toEqual(['x', 'y']);
  });

  it('lists incomplete interviews after the ranked ones, without a rank, before the unscored', () => {
    const ranked = rankApplicants([
      { id: 'two-answers', overallScore: 90, incomplete: true, createdAt: at(1) },
      { id: 'finished', overallScore: 55, createdAt: at(2) },
      { id: 'waiting', overallScore: null, createdAt: at(3) },
      { id: 'one-answer', overallScore: 95, incomplete: true, createdAt: at(4) },
      { id: 'finished-better', overallScore: 70, incomplete: false, createdAt: at(5) },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['finished-better', 1],
      ['finished', 2],
      ['one-answer', null],
      ['two-answers', null],
      ['waiting', null],
    ]);
  });
});
