import { describe, expect, it } from 'vitest';
import type { StoredTurn, TurnStore } from '../voice-contracts';
import { TurnRecorder, transcriptMessageOf } from './turn-recorder';

const turn = (id: string, role: StoredTurn['role'], endedAtMs: number): StoredTurn => ({
  id,
  role,
  text: `${role} ${id}`,
  startedAtMs: endedAtMs - 1000,
  endedAtMs,
  source: role === 'user' ? 'typed' : 'interviewer',
  questionIndex: role === 'assistant' ? 0 : null,
  timings: null,
});

describe('TurnRecorder', () => {
  it('writes each turn with the voice time and keeps the order after earlier turns', async () => {
    const writes: [string, string, number][] = [];
    const store: TurnStore = {
      append: async (callId, stored, voiceSeconds) => void writes.push([callId, stored.id, voiceSeconds]),
      list: async () => [],
    };
    const recorder = new TurnRecorder('call-1', store, [turn('a', 'assistant', 4000)]);
    expect(recorder.lastEndedAtMs).toBe(4000);
    await recorder.record(turn('b', 'user', 9000), 9);
    expect(writes).toEqual([['call-1', 'b', 9]]);
    expect(recorder.count).toBe(2);
    expect(recorder.transcript().map((m) => m.turnId)).toEqual(['a', 'b']);
  });

  it('passes a failed write on to the caller', async () => {
    const store: TurnStore = {
      append: async () => {
        throw new Error('database down');
      },
      list: async () => [],
    };
    const recorder = new TurnRecorder('call-1', store, []);
    await expect(recorder.record(turn('a', 'user', 1000), 1)).rejects.toThrow('database down');
  });

  it('shapes a stored turn as a final transcript message at its start time', () => {
    expect(transcriptMessageOf(turn('a', 'user', 3000))).toEqual({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'user a',
      turnId: 'a',
      atMs: 2000,
    });
  });
});
