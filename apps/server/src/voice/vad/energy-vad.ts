/**
 * Energy-based voice activity detector: the fallback when the ONNX runtime (Silero) cannot load. It measures the RMS
 * level of each 32 ms window against an adaptive noise floor, so steady room noise fades out while speech, which is
 * much louder than the floor between words, stands out. It cannot tell speech from other loud sounds.
 */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, VoiceActivityDetector, VoiceActivityDetectorFactory } from '../voice-contracts';
import { PcmWindowBuffer } from './pcm-window-buffer';

/** 512 samples at 16 kHz: the same 32 ms windows as Silero v5, so both detectors behave alike in time. */
export const ENERGY_VAD_WINDOW_SAMPLES = 512;
const WINDOW_SECONDS = ENERGY_VAD_WINDOW_SAMPLES / VOICE_SAMPLE_RATE_HZ;
/** Below this level a window is silence whatever the floor (a digitally quiet microphone). */
const ENERGY_VAD_MIN_SPEECH_LEVEL_DBFS = -55;
/** Level above the noise floor at which the speech probability is 0.5. */
const ENERGY_VAD_MID_SNR_DB = 12;
/** Steepness of the level → probability curve (dB per e-fold). */
const SNR_SLOPE_DB = 2;
/**
 * The floor follows quieter windows quickly and louder ones slowly: pauses between words pull it back down, so speech
 * does not become "noise", while a steady new noise (a fan switched on) is absorbed within seconds.
 */
const NOISE_FLOOR_RISE_DB_PER_S = 3;
const NOISE_FLOOR_FALL_FRACTION_PER_WINDOW = 0.5;
/** The floor never drops below this, so a stream that starts in digital silence adapts to later room noise fast. */
const NOISE_FLOOR_MIN_DBFS = -65;
const SILENT_LEVEL_DBFS = -100;

export function rmsLevelDbfs(window: Float32Array): number {
  let sumOfSquares = 0;
  for (const sample of window) sumOfSquares += sample * sample;
  const rms = Math.sqrt(sumOfSquares / Math.max(1, window.length));
  return rms > 0 ? Math.max(SILENT_LEVEL_DBFS, 20 * Math.log10(rms)) : SILENT_LEVEL_DBFS;
}

export class EnergyVoiceActivityDetector implements VoiceActivityDetector {
  private readonly windows = new PcmWindowBuffer(ENERGY_VAD_WINDOW_SAMPLES);
  /** null until the first window: the microphone's first 32 ms calibrate the floor. */
  private noiseFloorDbfs: number | null = null;
  private lastProbability = 0;

  async process(frame: Pcm16): Promise<number> {
    for (const window of this.windows.push(frame)) this.lastProbability = this.processWindow(window);
    return this.lastProbability;
  }

  reset(): void {
    this.windows.clear();
    this.noiseFloorDbfs = null;
    this.lastProbability = 0;
  }

  /** Current noise floor (dBFS), for logs and tests. */
  get noiseFloor(): number | null {
    return this.noiseFloorDbfs;
  }

  private processWindow(window: Float32Array): number {
    const levelDbfs = rmsLevelDbfs(window);
    const floor = this.noiseFloorDbfs ?? Math.max(NOISE_FLOOR_MIN_DBFS, levelDbfs);
    const probability =
      levelDbfs < ENERGY_VAD_MIN_SPEECH_LEVEL_DBFS
        ? 0
        : 1 / (1 + Math.exp(-(levelDbfs - floor - ENERGY_VAD_MID_SNR_DB) / SNR_SLOPE_DB));
    const nextFloor =
      levelDbfs < floor
        ? floor + (levelDbfs - floor) * NOISE_FLOOR_FALL_FRACTION_PER_WINDOW
        : Math.min(levelDbfs, floor + NOISE_FLOOR_RISE_DB_PER_S * WINDOW_SECONDS);
    this.noiseFloorDbfs = Math.max(NOISE_FLOOR_MIN_DBFS, nextFloor);
    return probability;
  }
}

export const energyVadFactory: VoiceActivityDetectorFactory = {
  id: 'energy',
  create: async () => new EnergyVoiceActivityDetector(),
};
