import { describe, expect, it } from 'vitest';
import {
  callLimit,
  callLimitMinutes,
  checkInterviewLength,
  firstRoundLength,
  wholeMinutesLeft,
} from './interview-minutes';

describe('interview length against the minutes left', () => {
  it('refuses with under 30 s left, fits when the duration fits, and caps the call otherwise', () => {
    expect(checkInterviewLength(10, 29)).toEqual({ kind: 'no-minutes-left' });
    expect(checkInterviewLength(10, 600)).toEqual({ kind: 'fits', callSeconds: 600 });
    expect(checkInterviewLength(10, 300)).toEqual({
      kind: 'capped-by-minutes-left',
      callSeconds: 300,
      minutesLeft: 5,
    });
    expect(checkInterviewLength(10, 280)).toMatchObject({ callSeconds: 280, minutesLeft: 4 });
  });

  it('announces a call limit in whole minutes, as the timer counts it down', () => {
    expect(callLimitMinutes(300)).toBe(5);
    expect(callLimitMinutes(600)).toBe(10);
    expect(callLimitMinutes(280)).toBe(5);
    expect(callLimitMinutes(40)).toBe(1);
    expect(wholeMinutesLeft(299)).toBe(4);
    expect(wholeMinutesLeft(-5)).toBe(0);
  });
});

describe('call limit', () => {
  it('caps a call at the remaining minutes and refuses one with under 30 s left', () => {
    expect(callLimit(600, 300)).toEqual({ durationLimitSeconds: 300, limitReason: 'quota' });
    expect(callLimit(600, 9000)).toEqual({ durationLimitSeconds: 600, limitReason: 'duration' });
    expect(callLimit(600, 29)).toBeNull();
  });

  it('says a first-round interview’s length as the call limit it would get', () => {
    expect(firstRoundLength(15, 9000)).toEqual({ kind: 'full', jobMinutes: 15 });
    expect(firstRoundLength(15, 900)).toEqual({ kind: 'full', jobMinutes: 15 });
    expect(firstRoundLength(15, 430)).toEqual({
      kind: 'cut-to-company-minutes',
      jobMinutes: 15,
      callSeconds: 430,
      callMinutes: 7,
    });
    expect(firstRoundLength(15, 29)).toEqual({ kind: 'no-company-minutes', jobMinutes: 15 });
  });
});
