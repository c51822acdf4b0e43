import { describe, expect, it } from 'vitest';
import { speechAnalyticsSchema } from '@intervia/shared';
import {
  analyzeSpeech,
  countFillers,
  LONG_PAUSE_MS,
  NO_ANSWERS_ADVICE,
  PACE_WORDS_PER_MINUTE,
  speechAdvice,
  voicedMsOf,
} from './speech-analytics';

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

  it('counts hedging fillers and leaves "you know how" alone', () => {
    expect(
      countFillers(
        'Uh, it was sort of slow and kind of messy, actually. You know how releases go. I mean, it shipped.',
      ),
    ).toEqual({ uh: 1, 'sort of': 1, 'kind of': 1, actually: 1, 'I mean': 1 });
  });

  it('flags a pause only from the long-pause threshold on, and only as information', () => {
    const answer =
      'A considered answer with a specific example and the result it had for the team and the users.';
    const at = (gapMs: number) =>
      analyzeSpeech([
        turn('assistant', 'Q', 0, 1000),
        turn('user', answer, 1000 + gapMs, 1000 + gapMs + 6000),
      ]);
    expect(at(LONG_PAUSE_MS - 1).longPauses.count).toBe(0);
    const paused = at(LONG_PAUSE_MS);
    expect(paused.longPauses).toEqual({ count: 1, longestMs: LONG_PAUSE_MS });
    // Same pace, fillers, talk ratio and lengths with or without the pause: nothing else changes.
    const { longPauses: _a, advice: _b, ...withPause } = paused;
    const { longPauses: _c, advice: _d, ...withoutPause } = at(0);
    expect(withPause).toEqual(withoutPause);
    expect(paused.advice.filter((line) => !/took time to think/.test(line))).toEqual(at(0).advice);
  });

  it('advises on a slow pace and on the interviewer doing most of the talking', () => {
    const words = Array.from({ length: 45 }, () => 'word').join(' ');
    const result = analyzeSpeech([
      turn('assistant', 'A long question.', 0, 60_000),
      turn('user', words, 60_000, 90_000),
    ]);
    expect(result.wordsPerMinute).toBe(90);
    expect(result.wordsPerMinute).toBeLessThan(PACE_WORDS_PER_MINUTE.slow);
    expect(result.talkRatio).toBe(0.33);
    expect(result.advice).toEqual([
      'Your pace was about 90 words a minute, which is calm; keep sentences short and direct.',
      'The interviewer spoke more than you did; longer answers give more evidence of your experience.',
    ]);
  });

  it('praises clear delivery when nothing needs work', () => {
    const words = Array.from({ length: 70 }, () => 'word').join(' ');
    const result = analyzeSpeech([turn('assistant', 'Q', 0, 10_000), turn('user', words, 10_500, 40_500)]);
    expect(result.advice).toEqual(['Clear delivery: steady pace and few filler words.']);
  });

  it('handles an interview with no answers and always matches the shared schema', () => {
    const empty = analyzeSpeech([turn('assistant', 'Hello?', 0, 2000)]);
    expect(empty).toMatchObject({
      wordsPerMinute: null,
      talkRatio: 0,
      answers: { count: 0, averageWords: 0, shortest: 0, longest: 0 },
      advice: [NO_ANSWERS_ADVICE],
    });
    expect(speechAnalyticsSchema.parse(empty)).toEqual(empty);
    const spoken = analyzeSpeech([
      turn('assistant', 'Q', 0, 1000),
      turn('user', 'Um, so, like, I basically fixed it, you know.', 8000, 12_000),
    ]);
    expect(speechAnalyticsSchema.parse(spoken)).toEqual(spoken);
  });
});

describe('speech advice for each reader', () => {
  // Fast, full of fillers, after a long pause, short, and with the interviewer talking most: every piece of advice.
  const analytics = analyzeSpeech([
    turn('assistant', 'Tell me about a time you led a project, and what came of it in the end.', 0, 60_000),
    turn('user', 'Um, um, basically I, um, led it, you know, and it worked.', 70_000, 72_000),
  ]);

  it('advises the candidate in the second person', () => {
    expect(analytics.advice).toContain(
      'Your answers were short; aim for a specific example with its result, in four to six sentences.',
    );
    expect(speechAdvice(analytics, 'candidate')).toEqual(analytics.advice);
  });

  it('tells a recruiter what was observed about the candidate, never addressing them', () => {
    const advice = speechAdvice(analytics, 'recruiter');
    expect(advice).toHaveLength(analytics.advice.length);
    expect(advice).toContain("The candidate's answers were short: 12 words on average.");
    expect(advice.filter((line) => /\byou(r|rself)?\b/i.test(line))).toEqual([]);
  });
});

describe('speech analytics from voiced time', () => {
  const answer = Array.from({ length: 150 }, () => 'word').join(' ');

  it('measures pace from the speech segments of an answer, not its wall time', () => {
    // 150 words spoken in 60 s of voice inside a 20 s wall-clock turn (the turn was stamped when the transcript
    // arrived): wall time would say 450 words a minute.
    const result = analyzeSpeech([
      turn('assistant', 'Tell me about yourself.', 0, 5000),
      {
        ...turn('user', answer, 70_000, 90_000),
        source: 'voice',
        speechSegments: [
          { startMs: 6000, endMs: 36_000 },
          { startMs: 37_000, endMs: 67_000 },
        ],
      },
    ]);
    expect(result.wordsPerMinute).toBe(150);
  });

  it('counts overlapping segments once', () => {
    expect(
      voicedMsOf([
        { startMs: 0, endMs: 1000 },
        { startMs: 500, endMs: 1500 },
        { startMs: 3000, endMs: 3500 },
        { startMs: 4000, endMs: 3900 },
      ]),
    ).toBe(2000);
  });

  it('takes the pause before an answer from the first speech, not from when the turn began', () => {
    const result = analyzeSpeech([
      turn('assistant', 'A hard question?', 0, 3000),
      {
        ...turn('user', answer, 3500, 70_000),
        source: 'voice',
        speechSegments: [{ startMs: 10_000, endMs: 70_000 }],
      },
    ]);
    expect(result.longPauses).toEqual({ count: 1, longestMs: 7000 });
  });

  it('leaves typed answers out of pace, fillers, pauses and talk time', () => {
    const spoken = { ...turn('user', answer, 6000, 66_000), source: 'voice' as const };
    const typed = {
      ...turn('user', 'Um, basically, like, I typed this, you know, um, uh.', 80_000, 200_000),
      source: 'typed' as const,
    };
    const withTyped = analyzeSpeech([
      turn('assistant', 'Q1', 0, 5000),
      spoken,
      turn('assistant', 'Q2', 70_000, 72_000),
      typed,
    ]);
    const withoutTyped = analyzeSpeech([
      turn('assistant', 'Q1', 0, 5000),
      spoken,
      turn('assistant', 'Q2', 70_000, 72_000),
    ]);
    expect(withTyped.wordsPerMinute).toBe(150);
    expect(withTyped.fillerWords).toEqual(withoutTyped.fillerWords);
    expect(withTyped.longPauses).toEqual({ count: 0, longestMs: 0 });
    expect(withTyped.talkRatio).toBe(withoutTyped.talkRatio);
    expect(withTyped.answers.count).toBe(2);
  });

  it('gives no pace or talk ratio to an interview answered only in writing', () => {
    const result = analyzeSpeech([
      turn('assistant', 'Q', 0, 5000),
      { ...turn('user', answer, 6000, 60_000), source: 'typed' },
    ]);
    expect(result.wordsPerMinute).toBeNull();
    expect(result.talkRatio).toBeNull();
    expect(result.advice.join(' ')).not.toMatch(/interviewer spoke more/);
  });
});
