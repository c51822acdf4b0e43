import { describe, expect, it } from 'vitest';
import { normaliseForQuote, quoteOccursIn, verifyQuotes } from './model-quotes';

const ANSWER =
  'At my last job, our PostgreSQL checkout queries went from 40 ms to 2 seconds. I ran EXPLAIN ANALYZE — found a missing index — and added it concurrently, because locking wasn’t an option.';

describe('quote verification', () => {
  it('folds case, accents, punctuation and spacing', () => {
    expect(normaliseForQuote('  Café — “Wasn’t”,  OK! ')).toBe('cafe wasnt ok');
  });

  it('accepts a quote that differs from the answer only by punctuation, case or apostrophes', () => {
    expect(quoteOccursIn('I ran explain analyze, found a missing index', ANSWER)).toBe(true);
    expect(quoteOccursIn("because locking wasn't an option", ANSWER)).toBe(true);
  });

  it('refuses an invented or paraphrased quote', () => {
    expect(quoteOccursIn('I reduced latency by 90 percent with a cache', ANSWER)).toBe(false);
    expect(quoteOccursIn('I ran EXPLAIN and found an index was missing', ANSWER)).toBe(false);
  });

  it('refuses a quote that only matches inside words, and one too short to be evidence', () => {
    expect(quoteOccursIn('greSQL checkout queries', ANSWER)).toBe(false);
    expect(quoteOccursIn('I ran', ANSWER)).toBe(false);
  });

  it('keeps the quotes that occur and counts the rest', () => {
    expect(verifyQuotes(['added it concurrently', 'I rewrote the ORM layer'], ANSWER)).toEqual({
      verified: ['added it concurrently'],
      rejected: 1,
    });
  });
});
