import { describe, expect, it } from 'vitest';
import { analyzeSpeech, countFillers } from './speech-analytics';

const turn = (role: 'assistant' | 'user', text: string, startedAtMs: number, endedAtMs: number) => ({
  role,
  text,
  startedAtMs,
  endedAtMs,
});

describe('speech analytics', () => {
  it('counts filler words but not "like" used as a verb or comparison', () => {
    expect(countFillers('Um, I was like, basically done, you know. I like to work like a team.')).toEqual({
      um: 1,
      like: 1,
      'you know': 1,
      basically: 1,
    });
  });

  it('measures pace, talk ratio and answer length from timestamps', () => {
    const words = Array.from({ length: 150 }, () => 'word').join(' ');
    const result = analyzeSpeech([
      turn('assistant', 'Tell me about yourself.', 0, 30_000),
      turn('user', words, 31_000, 91_000),
    ]);
    expect(result.wordsPerMinute).toBe(150);
    expect(result.talkRatio).toBe(0.67);
    expect(result.answers).toEqual({ count: 1, averageWords: 150, shortest: 150, longest: 150 });
  });

  it('reports long pauses as thinking time without penalty', () => {
    const result = analyzeSpeech([
      turn('assistant', 'A hard question?', 0, 3000),
      turn('user', 'After some thought, here is my answer with enough words to be fine.', 11_000, 16_000),
    ]);
    expect(result.longPauses).toEqual({ count: 1, longestMs: 8000 });
    expect(result.advice.join(' ')).toMatch(/took time to think.*fine/);
  });

  it('gives advice on fast pace, fillers and short answers', () => {
    const fast = Array.from({ length: 100 }, (_, index) => (index % 10 === 0 ? 'um' : 'word')).join(' ');
    const result = analyzeSpeech([turn('assistant', 'Q', 0, 1000), turn('user', fast, 1000, 31_000)]);
    expect(result.wordsPerMinute).toBe(200);
    expect(result.advice.join(' ')).toMatch(/200 words a minute/);
    expect(result.advice.join(' ')).toMatch(/Filler words came up 10 times \(mostly "um"\)/);
  });

  it('does not compute a pace for typed answers', () => {
    expect(analyzeSpeech([turn('user', 'typed answer', 5000, 5000)]).wordsPerMinute).toBeNull();
  });
});
