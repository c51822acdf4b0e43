import { describe, expect, it } from 'vitest';
import { upsertCaption, type Caption } from './use-voice-interview';

const caption = (turnId: string, atMs: number, final = false): Caption => ({
  turnId,
  role: turnId.startsWith('answer') ? 'user' : 'assistant',
  text: turnId,
  final,
  atMs,
});

describe('live captions', () => {
  it('replace a turn’s partial caption with its final one', () => {
    const captions = upsertCaption(
      [caption('question', 0), caption('answer', 5_000)],
      caption('answer', 5_000, true),
    );
    expect(captions.map((c) => [c.turnId, c.final])).toEqual([
      ['question', false],
      ['answer', true],
    ]);
  });

  it('read by when each turn started, also after a barge-in', () => {
    // The reply's caption came first; the answer that cut it off had begun 50 ms before it (its final says so).
    let captions = upsertCaption([caption('question', 0)], caption('reply', 10_000));
    captions = upsertCaption(captions, caption('answer', 10_100));
    expect(captions.map((c) => c.turnId)).toEqual(['question', 'reply', 'answer']);
    captions = upsertCaption(captions, caption('answer', 9_950, true));
    expect(captions.map((c) => c.turnId)).toEqual(['question', 'answer', 'reply']);
  });
});
