/** The resume-parsing thread: reads one uploaded file and answers with its text or the problem it has. */
import { parentPort, workerData } from 'node:worker_threads';
import { extractResumeText } from './extract-resume-text';
import { ResumeFileError } from './resume-file-type';
import type { ResumeParserReply } from './parse-resume-off-thread';

const { bytes } = workerData as { bytes: Uint8Array };
let reply: ResumeParserReply;
try {
  reply = { ok: true, resume: await extractResumeText(bytes) };
} catch (error) {
  reply =
    error instanceof ResumeFileError
      ? { ok: false, problem: error.problem, message: error.message }
      : { ok: false, problem: 'corrupt', message: null };
}
parentPort?.postMessage(reply);
