/**
 * Offline speech-to-text with Debian's pocketsphinx 0.8 (`pocketsphinx` + `pocketsphinx-en-us`): each finished
 * utterance is written to a temporary 16 kHz WAV and decoded by `pocketsphinx_continuous -infile`. Accuracy is poor
 * (docs/voice-providers.md has the measured figures): it is the last-resort recogniser; the browser's Web Speech API or a
 * Whisper-compatible endpoint are the quality paths.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { SpeechToText } from '../voice-contracts';
import { encodeWav } from './wav';

const POCKETSPHINX_BINARY = '/usr/bin/pocketsphinx_continuous';
const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export function pocketsphinxAvailable(
  binary = POCKETSPHINX_BINARY,
  modelDir = POCKETSPHINX_MODEL_DIR,
): boolean {
  return (
    existsSync(binary) &&
    ['en-us', 'en-us.lm.bin', 'cmudict-en-us.dict'].every((part) => existsSync(join(modelDir, part)))
  );
}

/**
 * The hypothesis lines pocketsphinx prints (one per detected utterance), joined. Older builds put an utterance id
 * before each ("000000000: i have five years"); log lines that leak to stdout are dropped.
 */
export function parsePocketsphinxOutput(stdout: string): string {
  return stdout
    .split('\n')
    .map((line) => line.trim().replace(/^\d{9}:\s*/, ''))
    .filter((line) => line.length > 0 && !/^(INFO|ERROR|WARN|FATAL)/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function createPocketsphinxStt(options: { binary?: string; modelDir?: string } = {}): SpeechToText {
  const binary = options.binary ?? POCKETSPHINX_BINARY;
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  return {
    id: 'pocketsphinx',
    async transcribe(audio, { signal }) {
      const folder = await mkdtemp(join(tmpdir(), 'intervia-stt-'));
      const file = join(folder, 'utterance.wav');
      try {
        await writeFile(file, encodeWav(audio, VOICE_SAMPLE_RATE_HZ));
        const stdout = await new Promise<string>((resolve, reject) => {
          const child = spawn(
            binary,
            [
              '-infile',
              file,
              '-hmm',
              join(modelDir, 'en-us'),
              '-lm',
              join(modelDir, 'en-us.lm.bin'),
              '-dict',
              join(modelDir, 'cmudict-en-us.dict'),
              '-logfn',
              '/dev/null',
            ],
            { stdio: ['ignore', 'pipe', 'ignore'] },
          );
          let output = '';
          const abort = () => child.kill('SIGKILL');
          signal.addEventListener('abort', abort, { once: true });
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
          child.on('error', reject);
          child.on('close', (code) => {
            signal.removeEventListener('abort', abort);
            if (signal.aborted) reject(new Error('speech recognition aborted'));
            else if (code === 0) resolve(output);
            else reject(new Error(`pocketsphinx exited with code ${code}`));
          });
        });
        return parsePocketsphinxOutput(stdout);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
