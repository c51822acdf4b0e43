/**
 * Audio-level observer (spec section 9): every 100 ms read the level; above 0.01 is speech; speaking ends after
 * 1000 ms of quiet; volume-level reports the level normalised by 0.15 and capped at 1.
 */
import {
  AUDIO_OBSERVER_INTERVAL_MS,
  SPEAKING_END_QUIET_MS,
  SPEECH_LEVEL_THRESHOLD,
  VOLUME_NORMALISER,
} from './voice-client-constants';

export function normaliseVolume(level: number): number {
  return Math.min(1, Math.max(0, level) / VOLUME_NORMALISER);
}

export interface AudioLevelEvents {
  onVolume(volume: number): void;
  onSpeechStart(): void;
  onSpeechEnd(): void;
}

/** The pure decision for one reading: returns the new speaking state and what to emit. */
export function observeLevel(
  state: { speaking: boolean; lastLoudAtMs: number | null },
  level: number,
  nowMs: number,
): { speaking: boolean; lastLoudAtMs: number | null; emit: 'speech-start' | 'speech-end' | null } {
  if (level > SPEECH_LEVEL_THRESHOLD) {
    return { speaking: true, lastLoudAtMs: nowMs, emit: state.speaking ? null : 'speech-start' };
  }
  if (state.speaking && state.lastLoudAtMs !== null && nowMs - state.lastLoudAtMs >= SPEAKING_END_QUIET_MS) {
    return { speaking: false, lastLoudAtMs: state.lastLoudAtMs, emit: 'speech-end' };
  }
  return { ...state, emit: null };
}

export interface ObserverClock {
  now(): number;
  every(ms: number, tick: () => void): () => void;
}

export const realClock: ObserverClock = {
  now: () => performance.now(),
  every: (ms, tick) => {
    const handle = setInterval(tick, ms);
    return () => clearInterval(handle);
  },
};

export class AudioLevelObserver {
  private state: { speaking: boolean; lastLoudAtMs: number | null } = { speaking: false, lastLoudAtMs: null };
  private stopTimer: (() => void) | null = null;

  constructor(
    private readonly readLevel: () => number,
    private readonly events: AudioLevelEvents,
    private readonly clock: ObserverClock = realClock,
  ) {}

  start(): void {
    if (this.stopTimer) return;
    this.stopTimer = this.clock.every(AUDIO_OBSERVER_INTERVAL_MS, () => this.tick());
  }

  tick(): void {
    const level = this.readLevel();
    this.events.onVolume(normaliseVolume(level));
    const next = observeLevel(this.state, level, this.clock.now());
    this.state = { speaking: next.speaking, lastLoudAtMs: next.lastLoudAtMs };
    if (next.emit === 'speech-start') this.events.onSpeechStart();
    if (next.emit === 'speech-end') this.events.onSpeechEnd();
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
    if (this.state.speaking) this.events.onSpeechEnd();
    this.state = { speaking: false, lastLoudAtMs: null };
  }
}
