import { describe, expect, it } from 'vitest';
import type { SetTimer } from '../with-deadline';
import { CallClock } from './call-clock';

/** A hand-driven clock: timers fire when `advance` passes them. */
function manualTime() {
  let nowMs = 1_000;
  let timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (callback, ms) => {
    const timer = { at: nowMs + ms, callback, cancelled: false };
    timers.push(timer);
    return { cancel: () => (timer.cancelled = true) };
  };
  const advance = (ms: number) => {
    const until = nowMs + ms;
    for (;;) {
      const next = timers.filter((t) => !t.cancelled && t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      nowMs = next.at;
      next.cancelled = true;
      next.callback();
    }
    nowMs = until;
    timers = timers.filter((t) => !t.cancelled);
  };
  return { now: () => nowMs, setTimer, advance };
}

function clockFor(durationLimitSeconds: number, before = { elapsedSecondsBefore: 0, lastTurnEndMs: 0 }) {
  const time = manualTime();
  const events: string[] = [];
  const clock = new CallClock({
    now: time.now,
    setTimer: time.setTimer,
    durationLimitSeconds,
    ...before,
    onWarning: (remaining) => events.push(`warning ${remaining}`),
    onLimit: () => events.push('limit'),
  });
  return { clock, events, advance: time.advance };
}

describe('CallClock', () => {
  it('warns once a minute before the limit, then reaches it', () => {
    const { clock, events, advance } = clockFor(90);
    clock.run();
    clock.scheduleLimits();
    advance(29_000);
    expect(events).toEqual([]);
    advance(2_000);
    expect(events).toEqual(['warning 60']);
    advance(60_000);
    expect(events).toEqual(['warning 60', 'limit']);
  });

  it('counts voice time only while connected, and the limit waits while nobody is', () => {
    const { clock, events, advance } = clockFor(120);
    clock.run();
    clock.scheduleLimits();
    advance(10_000);
    clock.pause();
    advance(500_000);
    expect(events).toEqual([]);
    expect(clock.voiceSeconds()).toBe(10);
    clock.run();
    clock.scheduleLimits();
    expect(clock.remainingSeconds()).toBe(110);
    advance(110_000);
    expect(events).toEqual(['warning 60', 'limit']);
  });

  it('warns at once when less than a minute remains, and never twice', () => {
    const { clock, events, advance } = clockFor(100, { elapsedSecondsBefore: 70, lastTurnEndMs: 0 });
    clock.run();
    clock.scheduleLimits();
    expect(events).toEqual(['warning 30']);
    clock.pause();
    clock.run();
    clock.scheduleLimits();
    advance(30_000);
    expect(events).toEqual(['warning 30', 'limit']);
  });

  it('continues call time after a restart from the last stored turn', () => {
    const { clock } = clockFor(300, { elapsedSecondsBefore: 20, lastTurnEndMs: 45_000 });
    expect(clock.callMs()).toBe(45_000);
    expect(clock.voiceSeconds()).toBe(20);
  });
});
