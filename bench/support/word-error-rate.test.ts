import { describe, expect, it } from 'vitest';
import { normalizeForWordError, sentenceWordErrors, wordEditDistance } from './word-error-rate';

describe('word error rate', () => {
  it('normalises case and punctuation, splitting hyphenated words', () => {
    expect(normalizeForWordError('Code-review, in Go! Don’t.')).toEqual([
      'code',
      'review',
      'in',
      'go',
      "don't",
    ]);
  });

  it('counts substitutions, deletions and insertions', () => {
    expect(wordEditDistance(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(wordEditDistance(['a', 'b', 'c'], ['a', 'c'])).toBe(1);
    expect(wordEditDistance(['a', 'b'], ['a', 'b', 'c', 'd'])).toBe(2);
    expect(wordEditDistance([], ['a'])).toBe(1);
  });

  it('scores a sentence against its reference', () => {
    expect(sentenceWordErrors('Kubernetes and code review', 'the parakeets and could review')).toEqual({
      errors: 3,
      words: 4,
    });
    expect(sentenceWordErrors('Same words.', 'same words')).toEqual({ errors: 0, words: 2 });
  });
});
