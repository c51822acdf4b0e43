import { describe, expect, it } from 'vitest';
import { coherenceOf, COHERENCE_MIN_WORDS } from './coherence';

describe('coherenceOf', () => {
  it.each([
    'the uh a b the for to test the and then when the if it was the sig the of a of two per the and so the',
    'so the bank the and then match the the of items in the a for the ledger and the so the if it it the difference the the',
    'i would the the pay shunts and a a the one for with the chess pain the first and the the breathing and a the',
    'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor',
    'thank you for watching thank you for watching thank you for watching thank you for watching',
    'con 2 you 8 tea of the pro 10 the 4 and then the 1 the 1 2 resist 3 the 500',
  ])('marks garbled recognition output and word salad as not coherent: %j', (text) => {
    expect(coherenceOf(text).coherent).toBe(false);
  });

  it.each([
    "Since it started with a deploy, first I'd confirm the correlation: line up the p99 graph with the deploy time and check whether only instances on the new version are slow.",
    'um so I I think the the main thing was that we had to move the database first and then the API',
    'React, useMemo, useCallback, Redux, Webpack, lazy loading, code splitting, virtual DOM, TypeScript.',
    'I know that that was wrong, and I said so for you. You were right.',
    'We cut the build from 40 minutes to 12, and the flaky suite from 9 failures a week to 1.',
  ])('keeps ordinary speech, disfluencies and deliberate lists as coherent: %j', (text) => {
    expect(coherenceOf(text).coherent).toBe(true);
  });

  it('reads numbers said before what they count as doing a determiner’s work: a terse answer of figures is speech', () => {
    expect(
      coherenceOf('Roughly 500 requests per minute, 20 concurrent jobs, 10,000 rows per batch maximum.')
        .coherent,
    ).toBe(true);
    // The same run of content words without its figures is still word salad.
    expect(
      coherenceOf('roughly requests per minute concurrent jobs rows per batch maximum limit quota').coherent,
    ).toBe(false);
  });

  it('measures the mean word length, short for strings of homophones', () => {
    expect(
      coherenceOf('eye wood start with the shore tale and the folly up to daze and a brake up tail')
        .meanWordLength,
    ).toBeLessThan(3.5);
    expect(
      coherenceOf('I would start with a short introduction, then follow up two days later with a case study')
        .meanWordLength,
    ).toBeGreaterThan(3.7);
  });

  it('does not judge answers shorter than the minimum', () => {
    expect(
      coherenceOf(
        'the of the a'
          .split(' ')
          .slice(0, COHERENCE_MIN_WORDS - 1)
          .join(' '),
      ).coherent,
    ).toBe(true);
  });

  // Ten words, nine pairs: one impossible pair is a rate of 1/9.
  it('counts an article said twice as an impossible pair, a recogniser stutter', () => {
    expect(coherenceOf('we fixed the the build on friday and shipped it').garbledPairRate).toBeCloseTo(1 / 9);
    expect(coherenceOf('we fixed the, the build on friday and shipped it').garbledPairRate).toBe(0);
  });

  it('counts an article before a word that starts a clause ("the I", "the was", "a okay") as impossible', () => {
    expect(coherenceOf('we fixed the I build on friday and shipped it').garbledPairRate).toBeCloseTo(1 / 9);
    expect(coherenceOf('we fixed a okay build on friday and shipped it').garbledPairRate).toBeCloseTo(1 / 9);
  });

  it('counts a preposition before "is" or "are" as half impossible ("what it is for is" is English)', () => {
    expect(coherenceOf('the campaign of are brand new and shipped on friday').garbledPairRate).toBeCloseTo(
      0.5 / 9,
    );
  });

  it('counts a sentence that ends on an article as a cut-off fragment, but not "plan A"', () => {
    expect(coherenceOf('we fixed our build on friday and then shipped the').garbledPairRate).toBeCloseTo(
      1 / 9,
    );
    expect(coherenceOf('we fixed our build on friday and then shipped plan A.').garbledPairRate).toBe(0);
  });

  it('marks unpunctuated recogniser output with stutters and stray articles as not coherent', () => {
    expect(
      coherenceOf('the order the the table was a okay and then the we shipped it to the customer the')
        .coherent,
    ).toBe(false);
  });
});
