/** Word error rate: word-level edit distance (substitutions + deletions + insertions) over the reference's words. */
import { editDistance } from '../../packages/engine/src/text/edit-distance';

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

/** Word-level edit distance: substitutions, deletions and insertions of words. */
export function wordEditDistance(reference: readonly string[], hypothesis: readonly string[]): number {
  return editDistance(reference, hypothesis);
}

/** Errors and reference words of one sentence, to be summed over a set (a set's WER is errors / words). */
export function sentenceWordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const referenceWords = normalizeForWordError(reference);
  return {
    errors: wordEditDistance(referenceWords, normalizeForWordError(hypothesis)),
    words: referenceWords.length,
  };
}
