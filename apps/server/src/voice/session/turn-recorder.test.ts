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

  it('stores a recognised answer with its confidence and sends the confidence with its caption', async () => {
    const stored: StoredTurn[] = [];
    const sent: unknown[] = [];
    const store: TurnStore = { append: async (_call, kept) => void stored.push(kept), list: async () => [] };
    const recorder = new TurnRecorder('call-1', store, [], (message) => sent.push(message));
    await recorder.recordAnswer(
      {
        id: 'v',
        text: 'I tuned the queries.',
        source: 'voice',
        startedAtMs: 0,
        endedAtMs: 900,
        confidence: 0.61,
      },
      1,
    );
    expect(stored[0]).toMatchObject({ id: 'v', confidence: 0.61 });
    expect(sent).toEqual([expect.objectContaining({ turnId: 'v', confidence: 0.61 })]);
  });

  it('stores a kept answer with its audio and says it is being transcribed', async () => {
    const stored: StoredTurn[] = [];
    const sent: unknown[] = [];
    const store: TurnStore = { append: async (_call, kept) => void stored.push(kept), list: async () => [] };
    const recorder = new TurnRecorder('call-1', store, [], (message) => sent.push(message));
    const audio = Int16Array.from([1, 2, 3]);
    await recorder.recordAnswer(
      { id: 'k', text: '', source: 'voice', startedAtMs: 0, endedAtMs: 900, deferredAudio: audio },
      1,
    );
    expect(stored[0]).toMatchObject({ text: '', transcription: 'pending', audio });
    expect(sent).toEqual([
      expect.objectContaining({ turnId: 'k', transcript: '', transcription: 'pending' }),
    ]);
  });
});
