import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts the letters to insert, delete or change between two words', () => {
    expect(editDistance('flakey', 'flaky')).toBe(1);
    expect(editDistance('playwrite', 'playwright')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts the words to insert, delete or change between two word lists', () => {
    expect(editDistance(['a', 'b', 'c'], ['a', 'x', 'c'])).toBe(1);
    expect(editDistance(['a', 'b'], ['a', 'b', 'c', 'd'])).toBe(2);
  });
});
