import { describe, expect, it } from 'vitest';
import { spearmanCorrelation } from './spearman';

describe('spearmanCorrelation', () => {
  it('is 1 for the same order and -1 for the reverse order, whatever the scale', () => {
    expect(spearmanCorrelation([1, 2, 3, 4], [10, 20, 300, 4000])).toBeCloseTo(1);
    expect(spearmanCorrelation([1, 2, 3, 4], [9, 5, 2, 1])).toBeCloseTo(-1);
  });

  it('gives tied values their average rank', () => {
    // Ranks of [0, 0, 1, 1] are [1.5, 1.5, 3.5, 3.5]; of [1, 2, 3, 4] are themselves: r = 0.894.
    expect(spearmanCorrelation([0, 0, 1, 1], [1, 2, 3, 4])).toBeCloseTo(0.894, 3);
  });

  it('matches a worked example', () => {
    // Σd² = 2 over n = 5 without ties: 1 − 6·2 / (5·24) = 0.9.
    expect(spearmanCorrelation([1, 2, 3, 4, 5], [2, 1, 3, 4, 5])).toBeCloseTo(0.9);
  });

  it('is 0 when one series does not vary, and refuses series of different lengths', () => {
    expect(spearmanCorrelation([1, 1, 1], [1, 2, 3])).toBe(0);
    expect(() => spearmanCorrelation([1, 2], [1])).toThrow();
  });
});
