import { describe, expect, it } from 'vitest';
import { OBSERVER_PERMISSIONS } from '@intervia/shared';
import {
  INITIAL_OBSERVER_STATE,
  OBSERVER_MESSAGES,
  reduceLiveObserver,
  type LiveObserverEvent,
} from './live-observer-state';

const run = (events: LiveObserverEvent[]) => events.reduce(reduceLiveObserver, INITIAL_OBSERVER_STATE);
const ready: LiveObserverEvent = {
  type: 'message',
  message: {
    type: 'observer-ready',
    callId: 'c1',
    sampleRateHz: 16000,
    permissions: OBSERVER_PERMISSIONS,
    transcript: [
      {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Hello, I am Iris.',
        turnId: 'a1',
        atMs: 0,
      },
    ],
  },
};

describe('live observer state', () => {
  it('connects, then listens with the transcript so far', () => {
    expect(run([{ type: 'connect' }]).phase).toBe('connecting');
    expect(run([{ type: 'connect' }, ready])).toMatchObject({
      phase: 'listening',
      lines: [{ turnId: 'a1', role: 'assistant', text: 'Hello, I am Iris.', final: true }],
    });
  });

  it('updates a partial line in place and appends new turns', () => {
    const state = run([
      { type: 'connect' },
      ready,
      {
        type: 'message',
        message: {
          type: 'transcript',
          role: 'user',
          transcriptType: 'partial',
          transcript: 'I built',
          turnId: 'u1',
          atMs: 5,
        },
      },
      {
        type: 'message',
        message: {
          type: 'transcript',
          role: 'user',
          transcriptType: 'final',
          transcript: 'I built the API.',
          turnId: 'u1',
          atMs: 5,
        },
      },
    ]);
    expect(state.lines).toHaveLength(2);
    expect(state.lines[1]).toEqual({
      turnId: 'u1',
      role: 'user',
      text: 'I built the API.',
      final: true,
      atMs: 5,
    });
  });

  it('reads lines in the order turns started: an answer begun as the interviewer began comes before it', () => {
    const transcript = (turnId: string, role: 'assistant' | 'user', atMs: number, final: boolean) => ({
      type: 'message' as const,
      message: {
        type: 'transcript' as const,
        role,
        transcriptType: final ? ('final' as const) : ('partial' as const),
        transcript: turnId,
        turnId,
        atMs,
      },
    });
    const state = run([
      { type: 'connect' },
      ready,
      transcript('reply', 'assistant', 10_000, false),
      transcript('barge-in', 'user', 10_100, false),
      transcript('barge-in', 'user', 9_950, true),
    ]);
    expect(state.lines.map((line) => line.turnId).slice(-2)).toEqual(['barge-in', 'reply']);
  });

  it('shows who is speaking', () => {
    const speaking = run([
      ready,
      {
        type: 'message',
        message: { type: 'speech-update', role: 'user', status: 'started', turnId: 'user-live' },
      },
    ]);
    expect(speaking.speaking).toBe('user');
    expect(
      reduceLiveObserver(speaking, {
        type: 'message',
        message: { type: 'speech-update', role: 'user', status: 'stopped', turnId: 'user-live' },
      }).speaking,
    ).toBeNull();
  });

  it('the call ending, a refused token and a dropped socket each give a clear state', () => {
    expect(
      run([
        { type: 'connect' },
        ready,
        { type: 'message', message: { type: 'status-update', status: 'ended' } },
      ]).phase,
    ).toBe('ended');
    expect(run([{ type: 'connect' }, ready, { type: 'closed', code: 4410 }])).toMatchObject({
      phase: 'ended',
      error: null,
    });
    expect(run([{ type: 'connect' }, { type: 'closed', code: 4401 }])).toMatchObject({
      phase: 'failed',
      error: OBSERVER_MESSAGES.refused,
    });
    expect(run([{ type: 'connect' }, ready, { type: 'closed', code: 1006 }])).toMatchObject({
      phase: 'failed',
      error: OBSERVER_MESSAGES.dropped,
    });
    // Leaving on purpose is not an error, and the close that follows changes nothing.
    expect(run([{ type: 'connect' }, ready, { type: 'left' }, { type: 'closed', code: 1000 }])).toMatchObject(
      { phase: 'idle', error: null },
    );
  });
});
