/** The words pocketsphinx's dictionary already knows (read once), so only the missing ones are pronounced. */
import { readFile } from 'node:fs/promises';

const cache = new Map<string, Promise<ReadonlySet<string>>>();

/** Dictionary lines are "word PH ON ES" or "word(2) PH ON ES" for alternatives. */
export function parseDictionaryWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const end = line.search(/[\s(]/);
    const word = end === -1 ? line : line.slice(0, end);
    if (word) words.add(word);
  }
  return words;
}

export function loadDictionaryWords(file: string): Promise<ReadonlySet<string>> {
  let words = cache.get(file);
  if (!words) {
    words = readFile(file, 'utf8').then(parseDictionaryWords);
    words.catch(() => cache.delete(file));
    cache.set(file, words);
  }
  return words;
}
