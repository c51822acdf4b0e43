/**
 * Per-interview language models for the offline recogniser: common interview language (interview-language.txt) and
 * the interview's own lines and terms, as an ARPA trigram file the decoder interpolates with its general English
 * model. One file per vocabulary, written once and reused by every answer of the call; the directory is removed when
 * the recogniser closes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arpaTrigramModel, languageModelSentences } from '@intervia/engine';
import type { InterviewVocabulary } from '../recognition-stream';

export const INTERVIEW_LANGUAGE_CORPUS = fileURLToPath(new URL('./interview-language.txt', import.meta.url));

/** A language model file and the key a decoder caches its search under. */
export interface LanguageModelFile {
  key: string;
  path: string;
}

/** The corpus's sentences (lines starting with # are comments). */
export function readInterviewLanguageCorpus(file = INTERVIEW_LANGUAGE_CORPUS): string[][] {
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  return languageModelSentences(text);
}

/** The model's text for one interview: the corpus, then the interview's own lines and terms. */
export function interviewLanguageModelText(
  corpus: readonly string[][],
  vocabulary: InterviewVocabulary,
): string {
  const own = [...(vocabulary.sentences ?? []), ...vocabulary.phrases].flatMap(languageModelSentences);
  return arpaTrigramModel([...corpus, ...own]);
}

export interface InterviewLanguageModels {
  fileFor(vocabulary: InterviewVocabulary): Promise<LanguageModelFile>;
  close(): void;
}

/** Files kept at once: the calls in progress on one server, with room to spare (the oldest is removed first). */
const MAX_FILES = 64;

/** Writes (and caches) each vocabulary's model in a private temporary directory. */
export function createInterviewLanguageModels(
  corpusFile = INTERVIEW_LANGUAGE_CORPUS,
): InterviewLanguageModels {
  let corpus: string[][] | null = null;
  let directory: string | null = null;
  const files = new Map<string, Promise<LanguageModelFile>>();
  const written = new Set<string>();
  return {
    fileFor(vocabulary) {
      const key = createHash('sha1').update(JSON.stringify(vocabulary)).digest('hex').slice(0, 20);
      // A file removed behind the server's back (a temporary-files cleaner on a long-running server) is written again.
      if (directory && written.has(key) && !existsSync(join(directory, `${key}.arpa`))) {
        files.delete(key);
        written.delete(key);
        if (!existsSync(directory)) directory = null;
      }
      let file = files.get(key);
      if (!file) {
        corpus ??= readInterviewLanguageCorpus(corpusFile);
        directory ??= mkdtempSync(join(tmpdir(), 'intervia-lm-'));
        const path = join(directory, `${key}.arpa`);
        const pending: Promise<LanguageModelFile> = writeFile(
          path,
          interviewLanguageModelText(corpus, vocabulary),
        ).then(() => {
          if (files.get(key) === pending) written.add(key);
          return { key, path };
        });
        pending.catch(() => files.delete(key));
        files.set(key, pending);
        file = pending;
        while (files.size > MAX_FILES) {
          const [oldest, removed] = files.entries().next().value as [string, Promise<LanguageModelFile>];
          files.delete(oldest);
          written.delete(oldest);
          void removed.then((old) => rm(old.path, { force: true })).catch(() => {});
        }
      }
      return file;
    },
    close() {
      if (directory) rmSync(directory, { recursive: true, force: true });
      directory = null;
      files.clear();
      written.clear();
    },
  };
}
