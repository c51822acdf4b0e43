import { describe, expect, it } from 'vitest';
import { downsampleToInt16, int16ToFloat32, rmsLevel } from './pcm';
import { normaliseVolume, observeLevel } from './audio-level-observer';

describe('pcm', () => {
  it('downsamples 48 kHz float audio to 16 kHz PCM16', () => {
    const input = new Float32Array(960).fill(0.5);
    const output = downsampleToInt16(input, 48_000, 16_000);
    expect(output.length).toBe(320);
    expect(output[0]).toBe(Math.round(0.5 * 32767));
  });

  it('round-trips PCM16 to float and measures RMS', () => {
    expect(int16ToFloat32(new Int16Array([16384]))[0]).toBe(0.5);
    expect(rmsLevel(new Float32Array([0.5, -0.5]))).toBe(0.5);
    expect(rmsLevel(new Float32Array())).toBe(0);
  });
});

describe('audio level rules', () => {
  it('normalises volume by 0.15 and caps it at 1', () => {
    expect(normaliseVolume(0.075)).toBeCloseTo(0.5);
    expect(normaliseVolume(0.5)).toBe(1);
  });

  it('counts a level above 0.01 as speech and ends speaking after 1000 ms of quiet', () => {
    expect(observeLevel({ speaking: false, lastLoudAtMs: null }, 0.01, 0).emit).toBeNull();
    const started = observeLevel({ speaking: false, lastLoudAtMs: null }, 0.011, 0);
    expect(started.emit).toBe('speech-start');
    expect(observeLevel(started, 0, 999).emit).toBeNull();
    expect(observeLevel(started, 0, 1000).emit).toBe('speech-end');
  });
});
