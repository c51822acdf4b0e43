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

  it('keeps the transcript in the order turns started, whatever order they finished in', async () => {
    const writes: string[] = [];
    const store: TurnStore = {
      append: async (_callId, stored) => void writes.push(stored.id),
      list: async () => [],
    };
    // A resumed call: the stored turns come as they finished (an answer begun before the reply it cut off).
    const reply = { ...turn('reply', 'assistant', 12_000), startedAtMs: 10_000 };
    const bargeIn = { ...turn('barge-in', 'user', 13_000), startedAtMs: 9_950 };
    const recorder = new TurnRecorder('call-1', store, [turn('q', 'assistant', 4_000), reply, bargeIn]);
    expect(recorder.transcript().map((m) => m.turnId)).toEqual(['q', 'barge-in', 'reply']);
    expect(recorder.lastEndedAtMs).toBe(13_000);
    // A turn that started before the last one goes in its place; the store still gets it at once.
    await recorder.record({ ...turn('late', 'user', 14_000), startedAtMs: 9_990 }, 14);
    await recorder.record(turn('next', 'assistant', 20_000), 20);
    expect(writes).toEqual(['late', 'next']);
    expect(recorder.transcript().map((m) => [m.turnId, m.atMs])).toEqual([
      ['q', 3_000],
      ['barge-in', 9_950],
      ['late', 9_990],
      ['reply', 10_000],
      ['next', 19_000],
    ]);
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
