/**
 * Per-interview language models for the offline recogniser: common interview language (interview-language.txt) and
 * the interview's own lines and terms, as an ARPA trigram file the decoder interpolates with its general English
 * model. One file per vocabulary, written once (on a thread of its own: interview-language-model-thread.ts) and
 * reused by every answer of the call; the directory is removed when the recogniser closes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { arpaTrigramModel, languageModelSentences } from '@intervia/engine';
import type { InterviewVocabulary } from '../recognition-stream';

export const INTERVIEW_LANGUAGE_CORPUS = fileURLToPath(new URL('./interview-language.txt', import.meta.url));

/** What the model-writing thread is asked, and what it answers. */
export interface LanguageModelThreadRequest {
  id: number;
  path: string;
  vocabulary: InterviewVocabulary;
}
export interface LanguageModelThreadReply {
  id: number;
  error: string | null;
}

/** One thread per recogniser, started with the first model asked for, that writes models in the order asked. */
function startModelWriter(corpusFile: string) {
  let thread: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();
  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    thread = null;
  };
  const start = (): Worker => {
    const started = new Worker(new URL('./interview-language-model-thread-entry.mjs', import.meta.url), {
      workerData: { corpusFile },
      execArgv: [],
    });
    started.on('message', (reply: LanguageModelThreadReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === null) pending?.resolve();
      else pending?.reject(new Error(reply.error));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => failAll(new Error(`the language model thread stopped (exit code ${code})`)));
    started.unref();
    return started;
  };
  return {
    write(path: string, vocabulary: InterviewVocabulary): Promise<void> {
      thread ??= start();
      const id = nextId++;
      const written = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      thread.postMessage({ id, path, vocabulary } satisfies LanguageModelThreadRequest);
      return written;
    },
    close(): void {
      void thread?.terminate();
      thread = null;
    },
  };
}

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
  const writer = startModelWriter(corpusFile);
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
        directory ??= mkdtempSync(join(tmpdir(), 'intervia-lm-'));
        const path = join(directory, `${key}.arpa`);
        const pending: Promise<LanguageModelFile> = writer.write(path, vocabulary).then(() => {
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
      writer.close();
      if (directory) rmSync(directory, { recursive: true, force: true });
      directory = null;
      files.clear();
      written.clear();
    },
  };
}
