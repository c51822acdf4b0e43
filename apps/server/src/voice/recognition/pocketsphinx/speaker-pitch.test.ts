import { describe, expect, it } from 'vitest';
import {
  MAX_ANALYSED_SAMPLES,
  MIN_VOICED_FRAMES,
  PITCH_FRAME_SAMPLES,
  PITCH_SAMPLE_RATE_HZ,
  SpeakerPitchTracker,
  framePitchHz,
  medianPitchHz,
} from './speaker-pitch';

/** A glottal-like pulse train at `f0Hz`: each pulse rings down through two formant-like resonances. */
function pulseTrain(f0Hz: number, seconds: number, amplitude = 8000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * PITCH_SAMPLE_RATE_HZ));
  const period = PITCH_SAMPLE_RATE_HZ / f0Hz;
  for (let pulse = 0; pulse * period < samples.length; pulse += 1) {
    const start = Math.round(pulse * period);
    for (let i = 0; i < period * 2 && start + i < samples.length; i += 1) {
      const t = i / PITCH_SAMPLE_RATE_HZ;
      const ring =
        Math.exp(-t * 400) * Math.sin(2 * Math.PI * 700 * t) +
        0.5 * Math.exp(-t * 600) * Math.sin(2 * Math.PI * 1200 * t);
      samples[start + i] = Math.max(-32768, Math.min(32767, (samples[start + i] ?? 0) + amplitude * ring));
    }
  }
  return samples;
}

function tone(f0Hz: number, seconds: number, amplitude = 8000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * PITCH_SAMPLE_RATE_HZ));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * f0Hz * i) / PITCH_SAMPLE_RATE_HZ));
  return samples;
}

/** Deterministic white noise (a fixed linear congruential sequence). */
function noise(seconds: number, amplitude = 8000): Int16Array {
  const samples = new Int16Array(Math.round(seconds * PITCH_SAMPLE_RATE_HZ));
  let state = 12345;
  for (let i = 0; i < samples.length; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    samples[i] = Math.round(amplitude * (state / 2 ** 30 - 1));
  }
  return samples;
}

describe('framePitchHz', () => {
  it.each([70, 102, 120, 173, 220, 350])('finds the fundamental of a %i Hz tone', (f0) => {
    expect(framePitchHz(tone(f0, 0.1))).toBeCloseTo(f0, -0.3); // within ±1 Hz
  });

  it.each([85, 102, 150, 173, 250])(
    'finds the fundamental of a %i Hz pulse train with formant ringing, not a multiple or a formant',
    (f0) => {
      const pitch = framePitchHz(pulseTrain(f0, 0.1));
      expect(pitch).not.toBeNull();
      expect(Math.abs((pitch as number) / f0 - 1)).toBeLessThan(0.02);
    },
  );

  it('calls silence, quiet hum and white noise unvoiced', () => {
    expect(framePitchHz(new Int16Array(PITCH_FRAME_SAMPLES))).toBeNull();
    expect(framePitchHz(tone(150, 0.1, 50))).toBeNull();
    expect(framePitchHz(noise(0.1))).toBeNull();
  });

  it('needs a whole frame', () => {
    expect(framePitchHz(tone(150, 0.1), 1600 - PITCH_FRAME_SAMPLES + 1)).toBeNull();
  });
});

describe('medianPitchHz', () => {
  it('takes the middle pitch, so a few octave errors do not move it', () => {
    expect(medianPitchHz([100, 101, 99, 200, 50])).toBe(100);
    expect(medianPitchHz([100, 110])).toBe(105);
    expect(medianPitchHz([])).toBeNull();
  });
});

describe('SpeakerPitchTracker', () => {
  function feed(tracker: SpeakerPitchTracker, audio: Int16Array, chunk = 320): void {
    for (let i = 0; i < audio.length; i += chunk) tracker.write(audio.subarray(i, i + chunk));
  }

  it('reports nothing before a second of voiced speech, then the median pitch', () => {
    const tracker = new SpeakerPitchTracker();
    feed(tracker, pulseTrain(110, 0.5));
    expect(tracker.pitchHz).toBeNull();
    feed(tracker, pulseTrain(110, 1.5));
    expect(tracker.voicedFrames).toBeGreaterThanOrEqual(MIN_VOICED_FRAMES);
    expect(tracker.pitchHz).toBeCloseTo(110, -0.3);
  });

  it('gives the same pitch whatever the chunk sizes, and ignores the silence between answers', () => {
    const audio = pulseTrain(180, 2);
    const inFrames = new SpeakerPitchTracker();
    feed(inFrames, audio, 320);
    const inOddChunks = new SpeakerPitchTracker();
    feed(inOddChunks, new Int16Array(8000), 777);
    feed(inOddChunks, audio.subarray(0, 12_000), 777);
    inOddChunks.endOfAnswer();
    feed(inOddChunks, audio.subarray(12_000), 131);
    expect(inOddChunks.pitchHz).toBeCloseTo(inFrames.pitchHz as number, -0.5);
    expect(inOddChunks.pitchHz).toBeCloseTo(180, -0.5);
  });

  it('stops listening after three seconds of voiced speech, or ten seconds without them', () => {
    const voiced = new SpeakerPitchTracker();
    feed(voiced, pulseTrain(120, 4));
    expect(voiced.listening).toBe(false);
    const before = voiced.pitchHz;
    feed(voiced, pulseTrain(240, 4));
    expect(voiced.pitchHz).toBe(before);

    const unvoiced = new SpeakerPitchTracker();
    feed(unvoiced, noise(MAX_ANALYSED_SAMPLES / PITCH_SAMPLE_RATE_HZ + 0.1));
    expect(unvoiced.listening).toBe(false);
    expect(unvoiced.pitchHz).toBeNull();
  });
});
