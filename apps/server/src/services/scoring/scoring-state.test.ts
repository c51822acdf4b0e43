import { describe, expect, it } from 'vitest';
import { scoringStateOf, type LatestCallScoring } from './scoring-state';

const call = (overrides: Partial<LatestCallScoring>): LatestCallScoring => ({
  id: 'call-1',
  callStatus: 'ended',
  status: 'pending',
  message: null,
  updatedAt: new Date('2026-01-01T10:00:00Z'),
  ...overrides,
});

describe('scoringStateOf', () => {
  it('is not-requested without a call, or for a call ended before scoring at call end', () => {
    expect(scoringStateOf(null, null)).toEqual({ status: 'not-requested', callId: null, message: null });
    expect(scoringStateOf(call({ status: null }), null).status).toBe('not-requested');
  });

  it('is in-call while the latest call has not ended', () => {
    expect(scoringStateOf(call({ callStatus: 'in-progress', status: null }), null)).toEqual({
      status: 'in-call',
      callId: 'call-1',
      message: null,
    });
  });

  it('gives the call’s state, with the message only when incomplete or failed', () => {
    expect(scoringStateOf(call({ status: 'pending', message: 'stale' }), null).message).toBeNull();
    expect(scoringStateOf(call({ status: 'failed', message: 'Scoring failed.' }), null)).toEqual({
      status: 'failed',
      callId: 'call-1',
      message: 'Scoring failed.',
    });
  });

  it('counts a later score made by hand as scored', () => {
    const failed = call({ status: 'failed', message: 'Scoring failed.' });
    expect(scoringStateOf(failed, new Date('2026-01-01T09:00:00Z')).status).toBe('failed');
    expect(scoringStateOf(failed, new Date('2026-01-01T11:00:00Z')).status).toBe('scored');
  });
});
