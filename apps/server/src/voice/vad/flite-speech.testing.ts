/** Test audio: sentences spoken by Debian's flite (voice slt), 16 kHz PCM16, padded with silence by sox. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SAMPLE_RATE_HZ = 16_000;

/** Samples of a 16-bit PCM mono 16 kHz WAV file (walks the RIFF chunks to find `data`). */
export function readPcm16Wav(file: string): Int16Array {
  const bytes = readFileSync(file);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      const channels = bytes.readUInt16LE(offset + 10);
      const rate = bytes.readUInt32LE(offset + 12);
      const bits = bytes.readUInt16LE(offset + 22);
      if (channels !== 1 || rate !== SAMPLE_RATE_HZ || bits !== 16) {
        throw new Error(`${file}: want mono 16 kHz 16-bit, got ${channels} ch ${rate} Hz ${bits}-bit`);
      }
    }
    if (id === 'data') {
      const data = bytes.subarray(offset + 8, offset + 8 + size);
      return new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error(`no data chunk in ${file}`);
}

/** `sentence` spoken by flite, with `leadingSeconds` and `trailingSeconds` of digital silence around it. */
export function fliteSpeech(sentence: string, leadingSeconds: number, trailingSeconds: number): Int16Array {
  const directory = mkdtempSync(path.join(tmpdir(), 'intervia-flite-'));
  try {
    const raw = path.join(directory, 'raw.wav');
    const padded = path.join(directory, 'padded.wav');
    execFileSync('flite', ['-voice', 'slt', '-o', raw, '-t', sentence]);
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
