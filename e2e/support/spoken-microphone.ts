/**
 * Chromium's fake microphone playing a spoken answer: flite speaks the text, sox pads it with silence before and
 * after (16 kHz mono), and Chromium loops the file. The voice tests also need the offline recogniser and voice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../playwright.config';

/** What the spoken tests need (installed by .ci/run). */
export const SPEECH_TOOLS = [
  '/usr/bin/flite',
  '/usr/bin/sox',
  '/usr/bin/pocketsphinx_continuous',
  '/usr/bin/espeak-ng',
];
export const speechToolsReady = SPEECH_TOOLS.every(existsSync);
export const SPEECH_TOOLS_MISSING = `needs ${SPEECH_TOOLS.join(', ')} (installed by .ci/run)`;

export interface SpokenAnswer {
  text: string;
  /** A flite voice (slt, rms). */
  voice: 'slt' | 'rms';
  /** Silence before the answer (the greeting and question are said meanwhile) and after it, in seconds. */
  silenceBeforeSeconds: number;
  silenceAfterSeconds: number;
}

/** Writes the spoken answer as a WAV file and returns its path. */
export function spokenAnswerWav(answer: SpokenAnswer): string {
  const folder = mkdtempSync(join(tmpdir(), 'intervia-spoken-e2e-'));
  // Chromium reads the file for as long as the test's browser runs: it goes when the test worker does.
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const speech = join(folder, 'speech.wav');
  const wav = join(folder, 'answer.wav');
  execFileSync('flite', ['-voice', answer.voice, '-o', speech, '-t', answer.text]);
  execFileSync('sox', [
    speech,
    ...['-r', '16000', '-c', '1', '-b', '16', wav],
    ...['pad', String(answer.silenceBeforeSeconds), String(answer.silenceAfterSeconds)],
  ]);
  return wav;
}

/** Launch options for `test.use`: Chromium with the spoken answer as its microphone (silence without the tools). */
export function spokenMicrophoneLaunch(answer: SpokenAnswer) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      `--use-file-for-fake-audio-capture=${speechToolsReady ? spokenAnswerWav(answer) : ''}`,
    ],
  };
}
