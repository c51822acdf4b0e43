import { describe, expect, it } from 'vitest';
import {
  ENERGY_VAD_WINDOW_SAMPLES,
  EnergyVoiceActivityDetector,
  energyVadFactory,
  rmsLevelDbfs,
} from './energy-vad';

const SAMPLE_RATE_HZ = 16_000;

/** Deterministic pseudo-random generator, so the noise tests replay exactly. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function tone(seconds: number, hz: number, amplitude: number): Int16Array {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE_HZ));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = Math.round(amplitude * 32_767 * Math.sin((2 * Math.PI * hz * index) / SAMPLE_RATE_HZ));
  }
  return samples;
}

function noise(seconds: number, amplitude: number, random = seededRandom(7)): Int16Array {
  const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE_HZ));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = Math.round(amplitude * 32_767 * (random() * 2 - 1));
  }
  return samples;
}

/** Feeds the signal in 20 ms client frames; returns the probability after each frame. */
async function probabilities(detector: EnergyVoiceActivityDetector, signal: Int16Array): Promise<number[]> {
  const results: number[] = [];
  for (let offset = 0; offset < signal.length; offset += 320) {
    results.push(await detector.process(signal.subarray(offset, offset + 320)));
  }
  return results;
}

const max = (values: number[]) => Math.max(...values);
const min = (values: number[]) => Math.min(...values);

describe('rmsLevelDbfs', () => {
  it('measures a full-scale sine at about -3 dBFS and silence at the bottom', () => {
    const window = Float32Array.from(tone(0.032, 500, 1), (sample) => sample / 32_768);
    expect(rmsLevelDbfs(window)).toBeCloseTo(-3, 0);
    expect(rmsLevelDbfs(new Float32Array(512))).toBe(-100);
  });
});

describe('EnergyVoiceActivityDetector', () => {
  it('reports silence as not speech and a tone after it as speech', async () => {
    const detector = new EnergyVoiceActivityDetector();
    const quiet = await probabilities(detector, noise(1, 0.0005));
    expect(max(quiet)).toBeLessThan(0.05);
    const loud = await probabilities(detector, tone(0.5, 220, 0.3));
    // The first frame completes no new window yet; from the first tone window on, it is speech.
    expect(min(loud.slice(2))).toBeGreaterThan(0.95);
    const after = await probabilities(detector, noise(0.3, 0.0005));
    expect(max(after.slice(2))).toBeLessThan(0.05);
  });

  it('reports a noise burst over a quiet room as speech-like energy', async () => {
    const detector = new EnergyVoiceActivityDetector();
    await probabilities(detector, noise(1, 0.001, seededRandom(1)));
    const burst = await probabilities(detector, noise(0.3, 0.2, seededRandom(2)));
    expect(min(burst.slice(2))).toBeGreaterThan(0.9);
  });

  it('adapts its noise floor to steady noise, which then stops counting as speech', async () => {
    const detector = new EnergyVoiceActivityDetector();
    await probabilities(detector, noise(0.5, 0.0005, seededRandom(3)));
    const fanSwitchedOn = await probabilities(detector, noise(12, 0.03, seededRandom(4)));
    expect(fanSwitchedOn[5]).toBeGreaterThan(0.9);
    expect(max(fanSwitchedOn.slice(-50))).toBeLessThan(0.1);
    // Speech well above that noise still stands out.
    const speech = await probabilities(detector, tone(0.3, 300, 0.5));
    expect(min(speech.slice(2))).toBeGreaterThan(0.9);
  });

  it('never calls a digitally quiet signal speech, whatever the floor', async () => {
    const detector = new EnergyVoiceActivityDetector();
    await probabilities(detector, new Int16Array(16_000));
    const faint = await probabilities(detector, tone(0.5, 440, 0.0005));
    expect(max(faint)).toBe(0);
  });

  it('buffers partial frames into 512-sample windows', async () => {
    const detector = new EnergyVoiceActivityDetector();
    await probabilities(detector, noise(0.512, 0.0005)); // exactly 16 windows: nothing left over
    const signal = tone(0.032, 300, 0.5);
    expect(await detector.process(signal.subarray(0, ENERGY_VAD_WINDOW_SAMPLES - 1))).toBeLessThan(0.05);
    expect(await detector.process(signal.subarray(ENERGY_VAD_WINDOW_SAMPLES - 1))).toBeGreaterThan(0.95);
  });

  it('reset forgets the noise floor and the last probability', async () => {
    const detector = new EnergyVoiceActivityDetector();
    await probabilities(detector, noise(0.5, 0.0005));
    await detector.process(tone(0.064, 300, 0.5));
    detector.reset();
    expect(detector.noiseFloor).toBeNull();
    expect(await detector.process(new Int16Array(10))).toBe(0);
  });

  it('comes from a factory with the id "energy"', async () => {
    expect(energyVadFactory.id).toBe('energy');
    expect(await energyVadFactory.create()).toBeInstanceOf(EnergyVoiceActivityDetector);
  });
});
