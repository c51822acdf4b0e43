import { describe, expect, it } from 'vitest';
import { parseDictionaryWords } from './cmu-dictionary';

describe('parseDictionaryWords', () => {
  it('collects each word once, alternative pronunciations included', () => {
    const words = parseDictionaryWords('read R EH D\nread(2) R IY D\nteam T IY M\n\n');
    expect([...words]).toEqual(['read', 'team']);
  });
});
