/**
 * The call's time: call time (turn timestamps, continuing after a restart), voice time (counted only while the
 * candidate is connected; minute metering reads it) and the limit — a warning one minute before it, then the end.
 */
import { INTERVIEW_END_WARNING_SECONDS } from '@intervia/shared';
import type { SetTimer } from '../with-deadline';

export interface CallClockOptions {
  now: () => number;
  setTimer: SetTimer;
  /** The call's hard limit (the interview's duration, capped by the candidate's remaining minutes). */
  durationLimitSeconds: number;
  /** Voice time used before a restart. */
  elapsedSecondsBefore: number;
  /** End of the last stored turn (ms of call time), so call time continues after a restart. */
  lastTurnEndMs: number;
  /** Said once, INTERVIEW_END_WARNING_SECONDS before the limit (at once when less remains). */
  onWarning: (remainingSeconds: number) => void;
  onLimit: () => void;
}

export class CallClock {
  private readonly startedAtMs: number;
  private connectedSinceMs: number | null = null;
  private voiceMsBefore: number;
  private timers: { cancel(): void }[] = [];
  private warned = false;

  constructor(private readonly options: CallClockOptions) {
    this.voiceMsBefore = options.elapsedSecondsBefore * 1000;
    this.startedAtMs = options.now() - Math.max(options.lastTurnEndMs, this.voiceMsBefore);
  }

  /** Milliseconds since the call started (turn timestamps and stage timings). */
  callMs(): number {
    return Math.round(this.options.now() - this.startedAtMs);
  }

  voiceMs(): number {
    const live = this.connectedSinceMs === null ? 0 : this.options.now() - this.connectedSinceMs;
    return this.voiceMsBefore + live;
  }

  voiceSeconds(): number {
    return Math.round(this.voiceMs() / 1000);
  }

  remainingSeconds(): number {
    return Math.max(0, this.options.durationLimitSeconds - this.voiceMs() / 1000);
  }

  /** A candidate is connected: voice time runs. */
  run(): void {
    this.connectedSinceMs ??= this.options.now();
  }

  /** Nobody is connected (or the call is over): voice time stops and the limit timers with it. */
  pause(): void {
    if (this.connectedSinceMs !== null) {
      this.voiceMsBefore += this.options.now() - this.connectedSinceMs;
      this.connectedSinceMs = null;
    }
    this.cancelLimits();
  }

  /** (Re)arms the warning and the limit for the time that remains. */
  scheduleLimits(): void {
    this.cancelLimits();
    const remainingMs = this.remainingSeconds() * 1000;
    const warnInMs = remainingMs - INTERVIEW_END_WARNING_SECONDS * 1000;
    this.timers = [this.options.setTimer(() => this.options.onLimit(), remainingMs)];
    if (this.warned) return;
    if (warnInMs > 0) this.timers.push(this.options.setTimer(() => this.warn(), warnInMs));
    else if (remainingMs > 0) this.warn();
  }

  cancelLimits(): void {
    for (const timer of this.timers) timer.cancel();
    this.timers = [];
  }

  private warn(): void {
    if (this.warned) return;
    this.warned = true;
    this.options.onWarning(Math.round(this.remainingSeconds()));
  }
}
