/**
 * Pronunciations for words the recogniser's dictionary lacks, from espeak-ng's phonemes (one espeak run for all
 * the words), mapped onto pocketsphinx's CMU phone set.
 */
import { existsSync } from 'node:fs';
import { sharedProgramLauncher } from '../../launcher/program-launcher';
import { cmuPronunciationFromIpa } from './ipa-to-cmu-phones';

const ESPEAK_BINARY = '/usr/bin/espeak-ng';

/** Gives each word its CMU phones; a word espeak cannot pronounce in CMU phones is left out. */
export type Pronouncer = (words: string[]) => Promise<Map<string, string[]>>;

/** What espeak is asked to say for a word: letters and digits only, so it reads "CI/CD" or "Node.js" as said. */
export function espeakInputFor(word: string): string {
  // An acronym ("AWS", "KPIs", "CI") is said letter by letter.
  const acronym = /^([A-Z]{2,5})(s?)$/.exec(word);
  if (acronym) return `${(acronym[1] ?? '').split('').join(' ')}${acronym[2] ? "'s" : ''}`;
  return word
    .replace(
      /[./+#&-]/g,
      (symbol) =>
        ({ '.': ' dot ', '/': ' ', '+': ' plus ', '#': ' sharp ', '&': ' and ', '-': ' ' })[symbol] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** espeak's IPA output for one word per line → pronunciations, in the words' order. */
export function parseEspeakPronunciations(words: string[], output: string): Map<string, string[]> {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const result = new Map<string, string[]>();
  if (lines.length !== words.length) return result;
  words.forEach((word, index) => {
    const phones = cmuPronunciationFromIpa(lines[index] ?? '');
    if (phones) result.set(word, phones);
  });
  return result;
}

/** From the program launcher: forking the server for espeak-ng would stall its calls. */
async function runEspeak(binary: string, input: string): Promise<string> {
  const run = await sharedProgramLauncher().run(binary, ['-v', 'en-us', '-q', '--ipa', '--sep=_'], { input });
  if (run.code !== 0) throw new Error(`espeak-ng exited with code ${run.code}: ${run.stderr.trim()}`);
  return run.stdout.toString('utf8');
}

export function espeakAvailableForPronunciation(binary = ESPEAK_BINARY): boolean {
  return existsSync(binary);
}

/**
 * espeak-ng reads each word as its own sentence ("word." per line gives one IPA line per word). When the lines do not
 * line up (a word espeak split into two clauses) the words are asked for one at a time.
 */
export function createEspeakPronouncer(binary = ESPEAK_BINARY): Pronouncer {
  return async (words) => {
    if (words.length === 0) return new Map();
    const all = parseEspeakPronunciations(
      words,
      await runEspeak(binary, words.map((word) => `${espeakInputFor(word)}.`).join('\n') + '\n'),
    );
    if (all.size > 0 || words.length === 1) return all;
    const oneByOne = new Map<string, string[]>();
    for (const word of words) {
      const phones = parseEspeakPronunciations(
        [word],
        await runEspeak(binary, `${espeakInputFor(word)}.\n`),
      ).get(word);
      if (phones) oneByOne.set(word, phones);
    }
    return oneByOne;
  };
}
