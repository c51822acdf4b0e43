/**
 * The interview vocabulary → what a pocketsphinx decoder is taught: each word its dictionary lacks, with a
 * pronunciation (from espeak-ng), under the lower-case spelling the decoder uses. Words already known need nothing.
 */
import type { InterviewVocabulary } from '../recognition-stream';
import type { Pronouncer } from './espeak-pronouncer';

/** A word as the decoder's dictionary holds it: lower case, no spaces. */
export function dictionaryKey(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

export interface TaughtWord {
  /** Dictionary spelling ("kubernetes"). */
  key: string;
  /** As the interview writes it ("Kubernetes"), restored in transcripts. */
  written: string;
  phones: string[];
}

/** The vocabulary's single words and the words of its phrases, each once. */
export function vocabularyWordList(vocabulary: InterviewVocabulary): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const word of [...vocabulary.words, ...vocabulary.phrases.flatMap((phrase) => phrase.split(/\s+/))]) {
    const key = dictionaryKey(word);
    if (!key || /\s/.test(key) || seen.has(key)) continue;
    seen.add(key);
    list.push(word);
  }
  return list;
}

export async function wordsToTeach(
  vocabulary: InterviewVocabulary,
  known: ReadonlySet<string>,
  pronounce: Pronouncer,
): Promise<TaughtWord[]> {
  const missing = vocabularyWordList(vocabulary).filter((word) => !known.has(dictionaryKey(word)));
  const pronunciations = await pronounce(missing);
  return missing.flatMap((word) => {
    const phones = pronunciations.get(word);
    return phones ? [{ key: dictionaryKey(word), written: word, phones }] : [];
  });
}

/** The decoder's lower-case words → the interview's spelling for the words it was taught ("kubernetes" → "Kubernetes"). */
export function restoreWrittenForms(text: string, taught: readonly TaughtWord[]): string {
  if (taught.length === 0 || text === '') return text;
  const written = new Map(taught.map((word) => [word.key, word.written]));
  return text
    .split(' ')
    .map((word) => written.get(word) ?? word)
    .join(' ');
}
