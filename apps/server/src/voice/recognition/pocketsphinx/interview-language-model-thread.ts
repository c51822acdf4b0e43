/**
 * The thread that builds and writes interview language models (interview-language-models.ts): a model holds the
 * whole interview corpus, and building it takes ~250–350 ms of CPU, which must not stall the thread serving the calls.
 * The corpus is read once, on the first request.
 */
import { writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import {
  interviewLanguageModelText,
  readInterviewLanguageCorpus,
  type LanguageModelThreadReply,
  type LanguageModelThreadRequest,
} from './interview-language-models';

const { corpusFile } = workerData as { corpusFile: string };
let corpus: string[][] | null = null;

parentPort?.on('message', (request: LanguageModelThreadRequest) => {
  void (async (): Promise<LanguageModelThreadReply> => {
    try {
      corpus ??= readInterviewLanguageCorpus(corpusFile);
      await writeFile(request.path, interviewLanguageModelText(corpus, request.vocabulary));
      return { id: request.id, error: null };
    } catch (error) {
      return { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
  })().then((reply) => parentPort?.postMessage(reply));
});
