/**
 * The speaker's pitch (fundamental frequency, F0) from the first seconds of their speech, by normalised
 * autocorrelation of short frames: cheap enough to run on the server thread as the audio arrives, so that a call has
 * a pitch to choose a starting warp from (warp-from-pitch.ts) even when the warp probes get no CPU. Pure logic.
 */

/** The audio's sample rate (the call's PCM16). */
export const PITCH_SAMPLE_RATE_HZ = 16_000;
/** Lowest and highest fundamental looked for: below the deepest and above the highest speaking voices. */
export const MIN_PITCH_HZ = 60;
export const MAX_PITCH_HZ = 400;
/** A frame is compared with itself shifted by each candidate period over this many samples (20 ms). */
const COMPARED_SAMPLES = 320;
/** Frames start every 20 ms (one call audio frame). */
export const PITCH_HOP_SAMPLES = 320;
const MIN_LAG = Math.floor(PITCH_SAMPLE_RATE_HZ / MAX_PITCH_HZ);
const MAX_LAG = Math.ceil(PITCH_SAMPLE_RATE_HZ / MIN_PITCH_HZ);
/** Samples one frame's estimate needs: the compared span and the longest period after it. */
export const PITCH_FRAME_SAMPLES = COMPARED_SAMPLES + MAX_LAG;
/**
 * A frame is voiced when some period's normalised correlation reaches this: vowels and voiced consonants of clean
 * speech reach 0.8–0.99, noise and fricatives stay well below.
 */
const VOICED_CORRELATION = 0.75;
/**
 * Of the periods that correlate nearly as well as the best (this fraction of it), the shortest is taken: a voiced
 * frame correlates almost as well at two or three periods as at one, and the longest would halve the pitch.
 */
const NEAR_BEST_FRACTION = 0.9;
/** Frames quieter than this RMS (PCM16 units, about −50 dBFS) are not voiced speech. */
const MIN_VOICED_RMS = 100;

/**
 * The fundamental of one frame (`PITCH_FRAME_SAMPLES` samples from `start`) in Hz, or null when the frame is not
 * clearly voiced (silence, noise, fricatives).
 */
export function framePitchHz(samples: ArrayLike<number>, start = 0): number | null {
  if (start + PITCH_FRAME_SAMPLES > samples.length) return null;
  let mean = 0;
  for (let i = 0; i < PITCH_FRAME_SAMPLES; i += 1) mean += samples[start + i] as number;
  mean /= PITCH_FRAME_SAMPLES;
  const x = new Float64Array(PITCH_FRAME_SAMPLES);
  for (let i = 0; i < PITCH_FRAME_SAMPLES; i += 1) x[i] = (samples[start + i] as number) - mean;

  let headEnergy = 0;
  for (let i = 0; i < COMPARED_SAMPLES; i += 1) headEnergy += (x[i] as number) ** 2;
  if (Math.sqrt(headEnergy / COMPARED_SAMPLES) < MIN_VOICED_RMS) return null;

  // Energy of the shifted span, kept up to date as the shift grows by one sample.
  let shiftedEnergy = 0;
  for (let i = MIN_LAG; i < MIN_LAG + COMPARED_SAMPLES; i += 1) shiftedEnergy += (x[i] as number) ** 2;
  const correlations = new Float64Array(MAX_LAG + 1);
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag += 1) {
    if (lag > MIN_LAG) {
      shiftedEnergy += (x[lag + COMPARED_SAMPLES - 1] as number) ** 2 - (x[lag - 1] as number) ** 2;
    }
    let product = 0;
    for (let i = 0; i < COMPARED_SAMPLES; i += 1) product += (x[i] as number) * (x[i + lag] as number);
    const denominator = Math.sqrt(headEnergy * Math.max(shiftedEnergy, 0));
    const correlation = denominator > 0 ? product / denominator : 0;
    correlations[lag] = correlation;
    if (correlation > best) best = correlation;
  }
  if (best < VOICED_CORRELATION) return null;

  // The shortest period that is a local peak correlating nearly as well as the best one.
  for (let lag = MIN_LAG + 1; lag < MAX_LAG; lag += 1) {
    const here = correlations[lag] as number;
    if (here < NEAR_BEST_FRACTION * best) continue;
    const before = correlations[lag - 1] as number;
    const after = correlations[lag + 1] as number;
    if (here < before || here < after) continue;
    // A parabola through the peak and its neighbours places the period between samples.
    const curvature = before - 2 * here + after;
    const offset = curvature < 0 ? (0.5 * (before - after)) / curvature : 0;
    return PITCH_SAMPLE_RATE_HZ / (lag + offset);
  }
  return null;
}

/** The median of the voiced frames' pitches; null for none. */
export function medianPitchHz(pitches: readonly number[]): number | null {
  if (pitches.length === 0) return null;
  const sorted = [...pitches].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Voiced speech needed before a pitch is reported (50 frames of 20 ms: 1 s). */
export const MIN_VOICED_FRAMES = 50;
/** Voiced frames after which the estimate is final and no more audio is analysed (3 s). */
export const MAX_VOICED_FRAMES = 150;
/** Audio after which the tracker stops looking for voiced frames, to bound its cost on unvoiced or noisy input. */
export const MAX_ANALYSED_SAMPLES = 10 * PITCH_SAMPLE_RATE_HZ;

/**
 * One speaker's pitch from their audio as it arrives (any chunk sizes), over their first seconds of voiced speech:
 * the median F0 of the voiced frames, once there are enough of them.
 */
export class SpeakerPitchTracker {
  private readonly pitches: number[] = [];
  private buffer = new Float64Array(0);
  private analysed = 0;

  /** Whether the tracker still wants audio (it stops after enough voiced frames or enough audio). */
  get listening(): boolean {
    return this.pitches.length < MAX_VOICED_FRAMES && this.analysed < MAX_ANALYSED_SAMPLES;
  }

  /** The median pitch in Hz, or null before `MIN_VOICED_FRAMES` voiced frames were heard. */
  get pitchHz(): number | null {
    return this.pitches.length >= MIN_VOICED_FRAMES ? medianPitchHz(this.pitches) : null;
  }

  get voicedFrames(): number {
    return this.pitches.length;
  }

  /** Ends an answer: frames never span two answers (the pause between them is not speech). */
  endOfAnswer(): void {
    this.buffer = new Float64Array(0);
  }

  write(audio: ArrayLike<number>): void {
    if (!this.listening || audio.length === 0) return;
    const joined = new Float64Array(this.buffer.length + audio.length);
    joined.set(this.buffer);
    for (let i = 0; i < audio.length; i += 1) joined[this.buffer.length + i] = audio[i] as number;
    let start = 0;
    while (start + PITCH_FRAME_SAMPLES <= joined.length && this.listening) {
      const pitch = framePitchHz(joined, start);
      if (pitch !== null) this.pitches.push(pitch);
      start += PITCH_HOP_SAMPLES;
      this.analysed += PITCH_HOP_SAMPLES;
    }
    this.buffer = joined.slice(start);
  }
}
