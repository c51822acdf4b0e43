/**
 * Speaking pace from voiced time, checked on flite speech of known rate: an answer made of two spoken sentences with
 * a thinking pause between them and silence around them. The known rate is the words over the audible length of
 * the two recordings; the pace measured from the detector's speech segments must be within ±10 % of it, with the
 * energy detector and with Silero, over a little room noise. Needs the Debian packages flite and sox.
 */
import { analyzeSpeech, voicedMsOf } from '@intervia/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyVadFactory } from './energy-vad';
import { fliteSpeech } from './flite-speech.testing';
import { loadSileroVadFactory, type SileroVadFactory } from './silero-vad';
import { speechSegmentsOf } from './speech-segments';
import type { VoiceActivityDetectorFactory } from '../voice-contracts';

const SAMPLE_RATE_HZ = 16_000;
const SENTENCES = [
  'I would start by checking whether the slowdown lines up with the deploy, and roll back if customers are affected.',
  'Then I would trace a few slow requests to see which part grew, the database, a downstream call, or our own code.',
];
const LEADING_SILENCE_S = 1.5;
const THINKING_PAUSE_S = 3;
const TRAILING_SILENCE_S = 2;
const TOLERANCE = 0.1;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;
const WORDS = SENTENCES.reduce((sum, sentence) => sum + wordsOf(sentence), 0);

/** Milliseconds from the first to the last audible 10 ms block (flite adds a little silence of its own). */
function audibleMs(audio: Int16Array): number {
  const block = SAMPLE_RATE_HZ / 100;
  const audible: number[] = [];
  for (let index = 0; index * block < audio.length; index += 1) {
    if (audio.subarray(index * block, (index + 1) * block).some((sample) => Math.abs(sample) > 300))
      audible.push(index);
  }
  return (audible.at(-1)! - audible[0]! + 1) * 10;
}

const silence = (seconds: number) => new Int16Array(Math.round(seconds * SAMPLE_RATE_HZ));

function concat(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Room noise at about −50 dBFS over the whole recording (a fixed seed, so every run hears the same noise). */
function withRoomNoise(audio: Int16Array): Int16Array {
  let seed = 12_345;
  const noisy = new Int16Array(audio.length);
  for (let index = 0; index < audio.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const noise = ((seed / 2_147_483_648) * 2 - 1) * 180;
    noisy[index] = Math.max(-32_768, Math.min(32_767, Math.round(audio[index]! + noise)));
  }
  return noisy;
}

interface Recording {
  label: string;
  audio: Int16Array;
  /** Words a minute over the audible speech: the rate the measurement must find. */
  knownWordsPerMinute: number;
}

function answerRecording(voice: 'slt' | 'rms', durationStretch: number): Recording {
  const spoken = SENTENCES.map((sentence) => fliteSpeech(sentence, 0, 0, { voice, durationStretch }));
  const speakingMs = spoken.reduce((sum, audio) => sum + audibleMs(audio), 0);
  return {
    label: `${voice}, duration stretch ${durationStretch}`,
    audio: withRoomNoise(
      concat([
        silence(LEADING_SILENCE_S),
        spoken[0]!,
        silence(THINKING_PAUSE_S),
        spoken[1]!,
        silence(TRAILING_SILENCE_S),
      ]),
    ),
    knownWordsPerMinute: WORDS / (speakingMs / 60_000),
  };
}

let recordings: Recording[];
let silero: SileroVadFactory;

beforeAll(async () => {
  recordings = [answerRecording('slt', 0.8), answerRecording('slt', 1.25), answerRecording('rms', 1)];
  silero = await loadSileroVadFactory({ variant: 'v5' });
});
afterAll(() => silero.close());

describe.each([
  ['energy', () => energyVadFactory as VoiceActivityDetectorFactory],
  ['silero v5', () => silero as VoiceActivityDetectorFactory],
])('pace from the speech segments of the %s detector', (_name, factory) => {
  it('is within ±10 % of the known speaking rate, where wall time is far off', async () => {
    for (const recording of recordings) {
      const segments = await speechSegmentsOf(recording.audio, await factory().create());
      const wallMs = (recording.audio.length / SAMPLE_RATE_HZ) * 1000;
      const answer = SENTENCES.join(' ');
      const { wordsPerMinute } = analyzeSpeech([
        { role: 'assistant', text: 'How would you debug it?', startedAtMs: -4000, endedAtMs: 0 },
        {
          role: 'user',
          text: answer,
          startedAtMs: 0,
          endedAtMs: wallMs,
          source: 'voice',
          speechSegments: segments,
        },
      ]);
      const wallWordsPerMinute = WORDS / (wallMs / 60_000);
      const error = Math.abs(wordsPerMinute! - recording.knownWordsPerMinute) / recording.knownWordsPerMinute;
      console.info(
        `[pace] ${_name}, ${recording.label}: known ${recording.knownWordsPerMinute.toFixed(0)} wpm, measured ${wordsPerMinute} wpm (${(error * 100).toFixed(1)} % off, ${segments.length} segments, voiced ${(voicedMsOf(segments) / 1000).toFixed(2)} s), wall time would say ${wallWordsPerMinute.toFixed(0)} wpm`,
      );
      expect(segments.length).toBe(2);
      expect(error, recording.label).toBeLessThanOrEqual(TOLERANCE);
      expect(
        Math.abs(wallWordsPerMinute - recording.knownWordsPerMinute) / recording.knownWordsPerMinute,
      ).toBeGreaterThan(0.3);
    }
  });
});
