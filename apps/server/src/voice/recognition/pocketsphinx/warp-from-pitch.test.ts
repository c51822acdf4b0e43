import { describe, expect, it } from 'vitest';
import { HIGH_VOICE_MIN_HZ, LOW_VOICE_MAX_HZ, warpFromPitch } from './warp-from-pitch';

describe('warpFromPitch', () => {
  it('hears a low voice with a warp below 1 and a high voice with a warp above 1', () => {
    expect(warpFromPitch(102)).toBe(0.9); // flite rms
    expect(warpFromPitch(85)).toBe(0.9);
    expect(warpFromPitch(173)).toBe(1.2); // flite slt (162–178 Hz over its answers)
    expect(warpFromPitch(162)).toBe(1.2);
    expect(warpFromPitch(260)).toBe(1.2);
  });

  it('keeps the stock front end between the ranges and at the band edges as documented', () => {
    expect(warpFromPitch(150)).toBe(1);
    expect(warpFromPitch(LOW_VOICE_MAX_HZ)).toBe(0.9);
    expect(warpFromPitch(LOW_VOICE_MAX_HZ + 1)).toBe(1);
    expect(warpFromPitch(HIGH_VOICE_MIN_HZ - 1)).toBe(1);
    expect(warpFromPitch(HIGH_VOICE_MIN_HZ)).toBe(1.2);
  });

  it('keeps warp 1 without a usable pitch', () => {
    expect(warpFromPitch(null)).toBe(1);
    expect(warpFromPitch(Number.NaN)).toBe(1);
    expect(warpFromPitch(0)).toBe(1);
  });
});
