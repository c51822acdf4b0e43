import { describe, expect, it } from 'vitest';
import { callLimitMinutes, checkInterviewLength, wholeMinutesLeft } from './interview-minutes';

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
