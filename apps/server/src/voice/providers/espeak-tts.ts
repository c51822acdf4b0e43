/**
 * Offline text-to-speech with the espeak-ng binary (Debian package `espeak-ng`): one process per sentence, its WAV
 * (22.05 kHz) resampled to 16 kHz and yielded in 100 ms chunks. The session calls it sentence by sentence, so the
 * first audio leaves before the rest of the reply is synthesised.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, TextToSpeech } from '../voice-contracts';
import { chunkPcm16, decodeWav, resamplePcm16 } from './wav';

export const ESPEAK_BINARY = '/usr/bin/espeak-ng';
/** The interviewer's fixed voice (spec: a fixed voice) and speaking rate in words per minute. */
export const ESPEAK_VOICE = 'en-us+f3';
export const ESPEAK_WORDS_PER_MINUTE = 165;
const CHUNK_SAMPLES = VOICE_SAMPLE_RATE_HZ / 10;

export function espeakAvailable(binary = ESPEAK_BINARY): boolean {
  return existsSync(binary);
}

function runEspeak(binary: string, text: string, voice: string, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      ['--stdout', '-v', voice, '-s', String(ESPEAK_WORDS_PER_MINUTE), '--', text],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const chunks: Buffer[] = [];
    const abort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', abort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', abort);
      if (signal.aborted) reject(new Error('speech synthesis aborted'));
      else if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error(`espeak-ng exited with code ${code}`));
    });
  });
}

export function createEspeakTts(options: { binary?: string; voice?: string } = {}): TextToSpeech {
  const binary = options.binary ?? ESPEAK_BINARY;
  const voice = options.voice ?? ESPEAK_VOICE;
  return {
    id: 'espeak-ng',
    voice,
    async *synthesize(text, { signal }): AsyncIterable<Pcm16> {
      const trimmed = text.trim();
      if (!trimmed) return;
      const wav = decodeWav(await runEspeak(binary, trimmed, voice, signal));
      const pcm = resamplePcm16(wav.samples, wav.sampleRateHz, VOICE_SAMPLE_RATE_HZ);
      for (const chunk of chunkPcm16(pcm, CHUNK_SAMPLES)) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
