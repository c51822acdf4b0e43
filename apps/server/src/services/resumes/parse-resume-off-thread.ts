/**
 * Reads an uploaded resume on a thread of its own, so a hostile file cannot stall the server: the thread has a
 * heap limit and a deadline, and is ended (its memory with it) when it passes either. Each upload gets a fresh
 * thread; at most RESUME_PARSERS_AT_ONCE run at a time.
 */
import { Worker } from 'node:worker_threads';
import type { ExtractedResume } from './extract-resume-text';
import { RESUME_PROBLEM_MESSAGES, ResumeFileError, type ResumeProblem } from './resume-file-type';
import {
  RESUME_PARSER_MAX_HEAP_MB,
  RESUME_PARSERS_AT_ONCE,
  RESUME_PARSE_QUEUE_MAX,
  RESUME_PARSE_TIMEOUT_MS,
} from './resume-parse-limits';

export type ResumeParserReply =
  { ok: true; resume: ExtractedResume } | { ok: false; problem: ResumeProblem; message: string | null };

export const RESUME_TOO_SLOW_MESSAGE =
  'This file took too long to read, so it was not used. Please upload a simpler export of your resume (a few pages of text).';
const RESUME_TOO_MUCH_MEMORY_MESSAGE =
  'This file needs too much memory to read, so it was not used. Please upload a simpler export of your resume.';
const RESUME_PARSERS_BUSY_MESSAGE = 'Too many files are being read right now. Please try again in a minute.';

/** Raised when the queue of uploads waiting for a parser is full. */
export class ResumeParsersBusy extends Error {
  constructor() {
    super(RESUME_PARSERS_BUSY_MESSAGE);
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (running < RESUME_PARSERS_AT_ONCE) {
    running += 1;
    return;
  }
  if (waiting.length >= RESUME_PARSE_QUEUE_MAX) throw new ResumeParsersBusy();
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function runParser(bytes: Uint8Array, timeoutMs: number): Promise<ExtractedResume> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL('./resume-parser-thread-entry.mjs', import.meta.url), {
      workerData: { bytes },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: RESUME_PARSER_MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void thread.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ResumeFileError('too-large', RESUME_TOO_SLOW_MESSAGE))),
      timeoutMs,
    );
    thread.on('message', (reply: ResumeParserReply) =>
      settle(() =>
        reply.ok
          ? resolve(reply.resume)
          : reject(
              new ResumeFileError(reply.problem, reply.message ?? RESUME_PROBLEM_MESSAGES[reply.problem]),
            ),
      ),
    );
    thread.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ResumeFileError('too-large', RESUME_TOO_MUCH_MEMORY_MESSAGE)
            : error,
        ),
      ),
    );
    thread.on('exit', (code) =>
      settle(() => reject(new Error(`the resume parser thread exited with code ${code} before answering`))),
    );
  });
}

/** The resume's text, read off the server thread; throws ResumeFileError for files that cannot or may not be read. */
export async function parseResumeOffThread(
  bytes: Uint8Array,
  timeoutMs = RESUME_PARSE_TIMEOUT_MS,
): Promise<ExtractedResume> {
  await takeSlot();
  try {
    return await runParser(bytes, timeoutMs);
  } finally {
    releaseSlot();
  }
}
