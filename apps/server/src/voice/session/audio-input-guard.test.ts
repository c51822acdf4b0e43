import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import {
  AUDIO_PROBLEM_REPEAT_MS,
  AudioInputGuard,
  checkAudioFormat,
  checkAudioFrame,
} from './audio-input-guard';

const pcm = (samples: number[]) => new Uint8Array(new Int16Array(samples).buffer);
/** 20 ms of a 200 Hz tone at 30% loudness, as PCM16 bytes. */
const speechLike = () =>
  pcm(
    Array.from({ length: 320 }, (_, index) =>
      Math.round(Math.sin((2 * Math.PI * 200 * index) / 16000) * 10000),
    ),
  );

describe('checkAudioFrame', () => {
  it('takes PCM16 frames of any whole number of samples up to a second, silence included', () => {
    expect(checkAudioFrame(speechLike())).toBeNull();
    expect(checkAudioFrame(pcm([1]))).toBeNull();
    expect(checkAudioFrame(new Uint8Array(640))).toBeNull();
    expect(checkAudioFrame(new Uint8Array(32_000))).toBeNull();
    // Loud noise is still audio.
    expect(
      checkAudioFrame(pcm(Array.from({ length: 320 }, (_, index) => ((index * 7919) % 65536) - 32768))),
    ).toBeNull();
  });

  it('refuses half samples, empty and over-long frames', () => {
    expect(checkAudioFrame(new Uint8Array(641))).toBe('odd-length');
    expect(checkAudioFrame(new Uint8Array(0))).toBe('empty');
    expect(checkAudioFrame(new Uint8Array(32_002))).toBe('too-large');
  });

  it('refuses audio files (WAV, Ogg, FLAC, WebM, MP3 with ID3)', () => {
    const file = (head: number[]) => new Uint8Array([...head, ...new Uint8Array(636)]);
    for (const head of [
      [0x52, 0x49, 0x46, 0x46],
      [0x4f, 0x67, 0x67, 0x53],
      [0x66, 0x4c, 0x61, 0x43],
      [0x1a, 0x45, 0xdf, 0xa3],
      [0x49, 0x44, 0x33, 0x03],
    ])
      expect(checkAudioFrame(file(head))).toBe('container');
  });

  it('refuses 32-bit float samples (Web Audio before conversion)', () => {
    const floats = new Float32Array(320).map((_, index) => Math.sin(index / 5) * 0.3);
    expect(checkAudioFrame(new Uint8Array(floats.buffer))).toBe('float-samples');
  });
});

describe('checkAudioFormat', () => {
  it('takes the call format or no declaration, refuses another rate, encoding or channel count', () => {
    expect(checkAudioFormat(undefined)).toBeNull();
    expect(checkAudioFormat({ encoding: 'pcm16le', sampleRateHz: 16000, channels: 1 })).toBeNull();
    expect(checkAudioFormat({ encoding: 'pcm16le', sampleRateHz: 48000, channels: 1 })).toBe(
      'unsupported-format',
    );
    expect(checkAudioFormat({ encoding: 'float32', sampleRateHz: 16000, channels: 1 })).toBe(
      'unsupported-format',
    );
    expect(checkAudioFormat({ encoding: 'pcm16le', sampleRateHz: 16000, channels: 2 })).toBe(
      'unsupported-format',
    );
  });
});

describe('AudioInputGuard', () => {
  it('passes good frames, refuses bad ones with one error per problem every few seconds', () => {
    const sent: ServerMessage[] = [];
    let nowMs = 0;
    const guard = new AudioInputGuard(
      (message) => sent.push(message),
      () => nowMs,
    );
    const good = speechLike();
    expect(guard.accept(good)).toBe(good);
    for (let index = 0; index < 50; index += 1) expect(guard.accept(new Uint8Array(3))).toBeNull();
    expect(guard.accept(good)).toBe(good);
    expect(sent).toEqual([
      {
        type: 'error',
        errorType: 'invalid-audio',
        message: expect.stringMatching(/half a sample/),
        fatal: false,
      },
    ]);
    nowMs += AUDIO_PROBLEM_REPEAT_MS;
    guard.accept(new Uint8Array(3));
    expect(sent).toHaveLength(2);
    expect(guard.refused.get('odd-length')).toBe(51);
  });

  it('a hello declaring another format refuses all audio until a hello declares the call format', () => {
    const sent: ServerMessage[] = [];
    const guard = new AudioInputGuard(
      (message) => sent.push(message),
      () => 0,
    );
    guard.declare({ encoding: 'pcm16le', sampleRateHz: 48000, channels: 1 });
    expect(sent.at(-1)).toMatchObject({
      errorType: 'invalid-audio',
      message: expect.stringMatching(/type your answers/),
    });
    expect(guard.accept(speechLike())).toBeNull();
    guard.declare({ encoding: 'pcm16le', sampleRateHz: 16000, channels: 1 });
    expect(guard.accept(speechLike())).not.toBeNull();
  });
});
