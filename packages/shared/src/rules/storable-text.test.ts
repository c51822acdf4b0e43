import { describe, expect, it } from 'vitest';
import { storableText, storableValue } from './storable-text';
import { clientMessageSchema } from '../voice/protocol';

describe('storableText', () => {
  it('removes NUL and replaces lone surrogates, keeping whole emoji and other text', () => {
    expect(storableText('Back\u0000end')).toBe('Backend');
    expect(storableText('a\uD83Db')).toBe('a\uFFFDb');
    expect(storableText('a\uDE00b')).toBe('a\uFFFDb');
    expect(storableText('ok 😀 пароль')).toBe('ok 😀 пароль');
  });

  it('cleans every string in a body, keys included, and leaves other values', () => {
    expect(storableValue({ title: 'x\u0000', list: ['\uD800', 3, null], nested: { ok: true } })).toEqual({
      title: 'x',
      list: ['\uFFFD', 3, null],
      nested: { ok: true },
    });
  });

  it('cleans a typed answer on the call socket instead of refusing it', () => {
    const parsed = clientMessageSchema.parse({
      type: 'user-transcript',
      transcript: 'I used Post\u0000greSQL \uD83D',
      transcriptType: 'final',
      source: 'typed',
    });
    expect(parsed).toMatchObject({ transcript: 'I used PostgreSQL \uFFFD' });
  });
});
