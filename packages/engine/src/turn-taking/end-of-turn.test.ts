import { describe, expect, it } from 'vitest';
import { END_OF_TURN_SILENCE_MS, endOfTurnDecision, isEndOfTurn } from './end-of-turn';

describe('end of turn from the words', () => {
  it('ends a complete thought after 600–700 ms of silence in conversational mode', () => {
    for (const words of [
      'I led the migration to PostgreSQL and it cut our costs by thirty percent.',
      'we moved the filtering to the server and the page got much faster',
      'Yes, I have.',
      'so yeah',
      'Not really.',
    ]) {
      const decision = endOfTurnDecision(words, 'conversational');
      expect(decision.reason, words).toBe('complete-thought');
      expect(decision.silenceMs).toBeGreaterThanOrEqual(600);
      expect(decision.silenceMs).toBeLessThanOrEqual(700);
    }
    expect(isEndOfTurn({ words: 'That is how we did it.', silenceMs: 700 })).toBe(true);
  });

  it('waits longer after a trailing "and", "so" or "because"', () => {
    for (const words of ['I rewrote the service and', 'the tests were slow so', 'we chose Kafka because']) {
      expect(endOfTurnDecision(words).reason, words).toBe('trailing-word');
      expect(isEndOfTurn({ words, silenceMs: 700 })).toBe(false);
      expect(isEndOfTurn({ words, silenceMs: 1_800 })).toBe(true);
    }
  });

  it('waits longer after a filler or an unfinished sentence', () => {
    expect(endOfTurnDecision('the main thing was um').reason).toBe('filler');
    expect(endOfTurnDecision('I think the main,').reason).toBe('unfinished');
    expect(endOfTurnDecision('the main').reason).toBe('unfinished');
    expect(endOfTurnDecision('we used the').reason).toBe('trailing-word');
    expect(endOfTurnDecision('my favourite language').reason).toBe('unfinished');
    expect(endOfTurnDecision('we used Kafka').reason).toBe('complete-thought');
    expect(isEndOfTurn({ words: 'the main thing was um', silenceMs: 1_000 })).toBe(false);
  });

  it('gives thinking time after "let me think"', () => {
    for (const words of ['Hmm, let me think', 'good question, give me a second', 'let me think um']) {
      const decision = endOfTurnDecision(words);
      expect(decision.reason, words).toBe('thinking');
      expect(decision.silenceMs).toBeGreaterThanOrEqual(4_000);
    }
  });

  it('waits on silence alone when nothing was recognised yet', () => {
    expect(endOfTurnDecision('   ').reason).toBe('no-words');
  });

  it('is more patient in patient mode, for every reason', () => {
    for (const reason of Object.keys(END_OF_TURN_SILENCE_MS.conversational) as Array<
      keyof typeof END_OF_TURN_SILENCE_MS.conversational
    >) {
      expect(END_OF_TURN_SILENCE_MS.patient[reason]).toBeGreaterThan(
        END_OF_TURN_SILENCE_MS.conversational[reason],
      );
    }
    expect(isEndOfTurn({ words: 'That is how we did it.', silenceMs: 700, mode: 'patient' })).toBe(false);
    expect(isEndOfTurn({ words: 'That is how we did it.', silenceMs: 1_100, mode: 'patient' })).toBe(true);
  });
});
