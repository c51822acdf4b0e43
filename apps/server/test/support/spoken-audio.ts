/** Real speech for tests and benchmarks: a sentence spoken by flite (Debian package), as 16 kHz PCM16. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import { decodeWav, resamplePcm16 } from '../../src/voice/providers/wav';

export function fliteAvailable(): boolean {
  return spawnSync('flite', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** `text` spoken by flite's `voice` (slt: a woman's voice, rms: a man's). */
export function spokenSentence(text: string, voice: 'slt' | 'rms' = 'slt'): Int16Array {
  const directory = mkdtempSync(join(tmpdir(), 'intervia-flite-'));
  try {
    const file = join(directory, 'speech.wav');
    execFileSync('flite', ['-voice', voice, '-o', file, '-t', text]);
    const wav = decodeWav(readFileSync(file));
    return resamplePcm16(wav.samples, wav.sampleRateHz, VOICE_SAMPLE_RATE_HZ);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
