/** Word error rate: word-level edit distance (substitutions + deletions + insertions) over the reference's words. */

/** Lower case, hyphens and slashes as spaces, other punctuation dropped (apostrophes inside words kept). */
export function normalizeForWordError(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[-/]/g, ' ')
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0);
}

export function wordEditDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= hypothesis.length; column += 1) {
      const substitution =
        (previous[column - 1] ?? 0) + (reference[row - 1] === hypothesis[column - 1] ? 0 : 1);
      current.push(Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}

/** Errors and reference words of one sentence, to be summed over a set (a set's WER is errors / words). */
export function sentenceWordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const referenceWords = normalizeForWordError(reference);
  return {
    errors: wordEditDistance(referenceWords, normalizeForWordError(hypothesis)),
    words: referenceWords.length,
  };
}
