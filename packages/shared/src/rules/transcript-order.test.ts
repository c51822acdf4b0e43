import { describe, expect, it } from 'vitest';
import { inTranscriptOrder, inTranscriptOrderByCall, transcriptPositionOf } from './transcript-order';

const turn = (id: string, startedAtMs: number) => ({ id, startedAtMs });

describe('transcript order', () => {
  it('orders turns by when they started, keeping the stored order of turns that started together', () => {
    // Stored as they finished: the candidate's answer, begun before the interviewer's reply, finished after it.
    const stored = [turn('question', 0), turn('reply', 10_000), turn('answer', 9_950), turn('next', 10_000)];
    expect(inTranscriptOrder(stored).map((t) => t.id)).toEqual(['question', 'answer', 'reply', 'next']);
    expect(stored.map((t) => t.id)).toEqual(['question', 'reply', 'answer', 'next']);
  });

  it('places a turn after every turn that started at or before it', () => {
    const turns = [turn('a', 0), turn('b', 5_000), turn('c', 9_000)];
    expect(transcriptPositionOf(turns, turn('x', 10_000))).toBe(3);
    expect(transcriptPositionOf(turns, turn('x', 9_000))).toBe(3);
    expect(transcriptPositionOf(turns, turn('x', 6_000))).toBe(2);
    expect(transcriptPositionOf([], turn('x', 6_000))).toBe(0);
  });
});

describe('transcript order over several calls', () => {
  it('orders each call’s turns by start and keeps the calls in order', () => {
    const turns = [
      { callId: 'first', id: 'q', startedAtMs: 0 },
      { callId: 'first', id: 'reply', startedAtMs: 8_000 },
      { callId: 'first', id: 'answer', startedAtMs: 7_900 },
      { callId: 'second', id: 'welcome back', startedAtMs: 9_000 },
    ];
    expect(inTranscriptOrderByCall(turns).map((t) => t.id)).toEqual(['q', 'answer', 'reply', 'welcome back']);
  });

  it('reads the start with the accessor given', () => {
    const captions = [
      { id: 'reply', atMs: 10_000 },
      { id: 'answer', atMs: 9_950 },
    ];
    expect(inTranscriptOrder(captions, (caption) => caption.atMs).map((c) => c.id)).toEqual([
      'answer',
      'reply',
    ]);
  });
});
