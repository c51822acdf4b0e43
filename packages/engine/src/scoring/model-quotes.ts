/**
 * A model's evidence quotes are checked against the answer they claim to quote: a quote counts only when its words
 * occur, in order, in the answer — compared after folding case, accents, punctuation and spacing, so a quote that
 * differs only by a comma or curly apostrophe still matches, and a paraphrase or an invented sentence does not.
 */

/** Quotes shorter than this (in words) prove nothing ("yes", "I did"): they are not accepted as evidence. */
export const QUOTE_MIN_WORDS = 3;

/** The answer's words as compared: lower case, accents and punctuation removed, single spaces. */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `quote` occurs in `answer` (normalised, on word boundaries) and is long enough to be evidence. */
export function quoteOccursIn(quote: string, answer: string): boolean {
  const needle = normaliseForQuote(quote);
  if (needle.split(' ').filter(Boolean).length < QUOTE_MIN_WORDS) return false;
  return ` ${normaliseForQuote(answer)} `.includes(` ${needle} `);
}

/** The quotes that occur in the answer, and how many did not. */
export function verifyQuotes(
  quotes: readonly string[],
  answer: string,
): { verified: string[]; rejected: number } {
  const verified = quotes.filter((quote) => quoteOccursIn(quote, answer));
  return { verified, rejected: quotes.length - verified.length };
}
