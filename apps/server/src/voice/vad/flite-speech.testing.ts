/** Test audio: sentences spoken by Debian's flite (voice slt), 16 kHz PCM16, padded with silence by sox. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeWav } from '../providers/wav';

const SAMPLE_RATE_HZ = 16_000;

/** Samples of a 16-bit PCM mono 16 kHz WAV file. */
function readPcm16Wav(file: string): Int16Array {
  const { sampleRateHz, channels, samples } = decodeWav(readFileSync(file));
  if (channels !== 1 || sampleRateHz !== SAMPLE_RATE_HZ) {
    throw new Error(`${file}: want mono 16 kHz 16-bit, got ${channels} ch ${sampleRateHz} Hz`);
  }
  return samples;
}

/**
 * `sentence` spoken by flite, with `leadingSeconds` and `trailingSeconds` of digital silence around it. Options: the
 * voice (slt or rms) and a duration stretch (above 1 speaks slower, below 1 faster).
 */
export function fliteSpeech(
  sentence: string,
  leadingSeconds: number,
  trailingSeconds: number,
  options: { voice?: 'slt' | 'rms'; durationStretch?: number } = {},
): Int16Array {
  const directory = mkdtempSync(path.join(tmpdir(), 'intervia-flite-'));
  try {
    const raw = path.join(directory, 'raw.wav');
    const padded = path.join(directory, 'padded.wav');
    const stretch =
      options.durationStretch === undefined ? [] : ['--setf', `duration_stretch=${options.durationStretch}`];
    execFileSync('flite', ['-voice', options.voice ?? 'slt', ...stretch, '-o', raw, '-t', sentence]);
    execFileSync('sox', [
      raw,
      '-r',
      String(SAMPLE_RATE_HZ),
      '-c',
      '1',
      '-b',
      '16',
      padded,
      'pad',
      String(leadingSeconds),
      String(trailingSeconds),
    ]);
    return readPcm16Wav(padded);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
