import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageModelSentences } from '@intervia/engine';
import {
  createInterviewLanguageModels,
  interviewLanguageModelText,
  readInterviewLanguageCorpus,
} from './interview-language-models';

const root = new URL('../../../../../../', import.meta.url);

/** Every sentence the recogniser's word error and the scorer are measured on outside development. */
function heldOutSentences(): string[] {
  const benchSets = readdirSync(new URL('bench/word-error/', root)).filter((name) =>
    /^held-out.*\.json$/.test(name),
  );
  const spoken = benchSets.flatMap((name) =>
    (
      JSON.parse(readFileSync(new URL(`bench/word-error/${name}`, root), 'utf8')) as {
        roles: Array<{ sentences: string[] }>;
      }
    ).roles.flatMap((role) => role.sentences),
  );
  const graded = (
    JSON.parse(
      readFileSync(new URL('packages/engine/src/scoring/fixtures/held-out-answers.json', root), 'utf8'),
    ) as Array<{ answer: string }>
  ).map((item) => item.answer);
  return [...spoken, ...graded];
}

describe('the interview language corpus', () => {
  const corpus = readInterviewLanguageCorpus()
    .map((sentence) => sentence.join(' '))
    .join('\n');

  it('is a corpus of interview language of some size', () => {
    expect(corpus.split(/\s+/).length).toBeGreaterThan(15_000);
  });

  it('holds none of the held-out sentences word error and scores are measured on', () => {
    const sentences = heldOutSentences();
    expect(sentences.length).toBeGreaterThan(150);
    // Compared piece by piece (between punctuation), as the model reads them; shorter pieces than eight words are
    // common phrases any two interview answers may share ("there were a lot of meetings").
    const leaked = sentences.flatMap((sentence) =>
      languageModelSentences(sentence)
        .filter((piece) => piece.length >= 8)
        .map((piece) => piece.join(' '))
        .filter((piece) => corpus.includes(piece)),
    );
    expect(leaked).toEqual([]);
  });
});

describe('interviewLanguageModelText', () => {
  it('adds the interview’s own lines and terms to the corpus', () => {
    const corpus = languageModelSentences('I wrote the tests first.');
    const arpa = interviewLanguageModelText(corpus, {
      words: ['Kubernetes'],
      phrases: ['code review'],
      sentences: ['We deploy to Kubernetes every day.'],
    });
    expect(arpa).toMatch(/ kubernetes /);
    expect(arpa).toMatch(/ to kubernetes /);
    expect(arpa).toMatch(/ code review /);
    // In the dictionary's lower-case spelling.
    expect(arpa).not.toContain('Kubernetes');
  });
});

describe('createInterviewLanguageModels', () => {
  const vocabulary = { words: ['Kubernetes'], phrases: ['code review'], sentences: ['We deploy every day.'] };

  it('writes one file per vocabulary, and writes it again when something removed it', async () => {
    const models = createInterviewLanguageModels();
    try {
      const first = await models.fileFor(vocabulary);
      expect(readFileSync(first.path, 'utf8')).toMatch(/^\\data\\/);
      expect(await models.fileFor(vocabulary)).toEqual(first);
      // A temporary-files cleaner removes the file, then the whole directory.
      rmSync(first.path);
      const again = await models.fileFor(vocabulary);
      expect(again.key).toBe(first.key);
      expect(existsSync(again.path)).toBe(true);
      rmSync(dirname(again.path), { recursive: true });
      const third = await models.fileFor(vocabulary);
      expect(existsSync(third.path)).toBe(true);
    } finally {
      models.close();
    }
  });

  it('removes its files when closed', async () => {
    const models = createInterviewLanguageModels();
    const file = await models.fileFor(vocabulary);
    models.close();
    expect(existsSync(file.path)).toBe(false);
  });
});
