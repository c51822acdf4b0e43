import { describe, expect, it } from 'vitest';
import { END_OF_TURN_SILENCE_MS } from './end-of-turn';
import {
  PATIENT_EXTRA_SILENCE_MS,
  VAD_END_OF_TURN_SILENCE_MS,
  LONG_PAUSE_SILENCE_MS,
  SPEECH_START_MIN_MS,
  TurnDetector,
  type TurnEvent,
} from './turn-detector';

const FRAME_MS = 32;

/**
 * Feeds `durationMs` of frames with one probability, starting where the previous segment ended; the last frame is
 * shortened to end exactly there (frames of any length are allowed).
 */
class Feed {
  nowMs = 0;
  events: TurnEvent[] = [];
  constructor(readonly detector = new TurnDetector()) {}
  hold(probability: number, durationMs: number, frameMs = FRAME_MS): this {
    const endMs = this.nowMs + durationMs;
    while (this.nowMs < endMs) {
      const durationMs = Math.min(frameMs, endMs - this.nowMs);
      this.nowMs += durationMs;
      const event = this.detector.push({ probability, endMs: this.nowMs, durationMs });
      if (event) this.events.push(event);
    }
    return this;
  }
  speech(durationMs: number) {
    return this.hold(0.95, durationMs);
  }
  silence(durationMs: number) {
    return this.hold(0.02, durationMs);
  }
  types() {
    return this.events.map((event) => event.type);
  }
}

describe('TurnDetector', () => {
  it('emits speech-start within about 100 ms of the onset', () => {
    const feed = new Feed().silence(320).speech(FRAME_MS);
    expect(feed.events).toEqual([]);
    feed.speech(FRAME_MS * 2);
    expect(feed.events).toEqual([
      { type: 'speech-start', atMs: 320 + 96, onsetMs: 320, speechStartedWhileAgentSpeaking: false },
    ]);
    const start = feed.events[0]!;
    expect(start.atMs - (start.type === 'speech-start' ? start.onsetMs : 0)).toBeLessThanOrEqual(100);
  });

  it('also starts quickly with 20 ms client frames', () => {
    const feed = new Feed().hold(0.02, 200, 20).hold(0.9, 100, 20);
    expect(feed.events).toEqual([
      { type: 'speech-start', atMs: 300, onsetMs: 200, speechStartedWhileAgentSpeaking: false },
    ]);
  });

  it('ignores blips shorter than the start minimum', () => {
    const feed = new Feed()
      .speech(SPEECH_START_MIN_MS - FRAME_MS)
      .silence(200)
      .speech(FRAME_MS)
      .silence(500);
    expect(feed.events).toEqual([]);
    expect(feed.detector.inTurn).toBe(false);
  });

  it('flags speech that starts while the interviewer talks (barge-in)', () => {
    const detector = new TurnDetector();
    detector.setAgentSpeaking(true);
    const feed = new Feed(detector).silence(100).speech(128);
    expect(feed.events[0]).toMatchObject({ type: 'speech-start', speechStartedWhileAgentSpeaking: true });
  });

  it('ends a normal turn after VAD_END_OF_TURN_SILENCE_MS of silence', () => {
    const feed = new Feed()
      .silence(320)
      .speech(3_200)
      .silence(VAD_END_OF_TURN_SILENCE_MS - FRAME_MS);
    expect(feed.types()).toEqual(['speech-start']);
    feed.silence(FRAME_MS);
    expect(feed.types()).toEqual(['speech-start', 'end-of-turn']);
    expect(feed.events[1]).toEqual({
      type: 'end-of-turn',
      atMs: 320 + 3_200 + VAD_END_OF_TURN_SILENCE_MS,
      speechStartMs: 320,
      speechEndMs: 320 + 3_200,
      speechMs: 3_200,
      silenceMs: VAD_END_OF_TURN_SILENCE_MS,
      reason: 'silence-rule',
    });
    expect(feed.detector.inTurn).toBe(false);
  });

  it('does not end the turn on a thinking pause shorter than the end silence', () => {
    const feed = new Feed().speech(2_400).silence(1_000).speech(1_600).silence(900).speech(800);
    expect(feed.types()).toEqual(['speech-start']);
    expect(feed.detector.inTurn).toBe(true);
    feed.silence(VAD_END_OF_TURN_SILENCE_MS);
    const end = feed.events[1];
    expect(end).toMatchObject({ type: 'end-of-turn', speechStartMs: 0, speechMs: 2_400 + 1_600 + 800 });
  });

  it('gives a short utterance the long pause before ending it', () => {
    // "Hmm, let me think…" — under 2 s of speech, then 2 s of silence: still the candidate's turn.
    const feed = new Feed().speech(800).silence(2_000);
    expect(feed.types()).toEqual(['speech-start']);
    feed.speech(1_600).silence(VAD_END_OF_TURN_SILENCE_MS);
    // 2.4 s of speech now: the normal silence ends it.
    expect(feed.types()).toEqual(['speech-start', 'end-of-turn']);
    expect(feed.events[1]).toMatchObject({ speechMs: 2_400, silenceMs: VAD_END_OF_TURN_SILENCE_MS });
  });

  it('ends a short utterance after LONG_PAUSE_SILENCE_MS', () => {
    const feed = new Feed().speech(640).silence(LONG_PAUSE_SILENCE_MS - FRAME_MS);
    expect(feed.types()).toEqual(['speech-start']);
    feed.silence(FRAME_MS);
    expect(feed.events[1]).toMatchObject({
      type: 'end-of-turn',
      speechMs: 640,
      silenceMs: LONG_PAUSE_SILENCE_MS,
    });
  });

  it('keeps counting the pause through a click shorter than the start minimum', () => {
    const feed = new Feed()
      .speech(3_000)
      .silence(600)
      .speech(FRAME_MS)
      .silence(VAD_END_OF_TURN_SILENCE_MS - 600);
    expect(feed.types()).toEqual(['speech-start', 'end-of-turn']);
    expect(feed.events[1]).toMatchObject({ speechEndMs: 3_000, speechMs: 3_000 });
  });

  it('keeps speech going through lower trailing probabilities (hysteresis)', () => {
    const feed = new Feed().speech(2_400).hold(0.4, 1_500);
    expect(feed.types()).toEqual(['speech-start']);
    feed.hold(0.3, VAD_END_OF_TURN_SILENCE_MS);
    expect(feed.events[1]).toMatchObject({ type: 'end-of-turn', speechMs: 3_900 });
  });

  it('starts a new turn after the previous one ended', () => {
    const feed = new Feed().speech(2_500).silence(VAD_END_OF_TURN_SILENCE_MS).silence(500).speech(200);
    expect(feed.types()).toEqual(['speech-start', 'end-of-turn', 'speech-start']);
    expect(feed.events[2]).toMatchObject({ onsetMs: 2_500 + VAD_END_OF_TURN_SILENCE_MS + 500 });
  });

  it('reset forgets a turn in progress', () => {
    const feed = new Feed().speech(500);
    feed.detector.reset();
    expect(feed.detector.inTurn).toBe(false);
    feed.silence(LONG_PAUSE_SILENCE_MS);
    expect(feed.types()).toEqual(['speech-start']);
  });
});

/** Speaks for `speechMs` while the recogniser's partials say `words`, then waits; the silence that ended the turn. */
function silenceEndingTurn(
  words: string | null,
  options: { speechMs?: number; detector?: TurnDetector } = {},
) {
  const feed = new Feed(options.detector ?? new TurnDetector()).speech(options.speechMs ?? 3_000);
  if (words !== null) feed.detector.hearWords(words);
  feed.silence(12_000);
  const end = feed.events.find((event) => event.type === 'end-of-turn');
  if (end?.type !== 'end-of-turn') throw new Error('the turn did not end');
  return end;
}

describe('TurnDetector with the recogniser’s words', () => {
  it('ends a complete thought after about 650 ms of silence, sooner than the silence rule', () => {
    const end = silenceEndingTurn('We moved the billing service to PostgreSQL.');
    expect(end.reason).toBe('complete-thought');
    expect(end.silenceMs).toBeGreaterThanOrEqual(END_OF_TURN_SILENCE_MS.conversational['complete-thought']);
    expect(end.silenceMs).toBeLessThan(700);
    expect(end.silenceMs).toBeLessThan(silenceEndingTurn(null).silenceMs);
  });

  it('waits longer after a trailing "and", a filler or an unfinished sentence than after a complete one', () => {
    const complete = silenceEndingTurn('we moved the billing service to postgres').silenceMs;
    const trailing = silenceEndingTurn('we moved the billing service to postgres and');
    const filler = silenceEndingTurn('we moved the billing service to um');
    const unfinished = silenceEndingTurn('my favourite');
    expect(trailing.reason).toBe('trailing-word');
    expect(filler.reason).toBe('filler');
    expect(unfinished.reason).toBe('unfinished');
    for (const end of [trailing, filler, unfinished]) expect(end.silenceMs).toBeGreaterThan(complete + 500);
  });

  it('gives real thinking time after "let me think"', () => {
    const end = silenceEndingTurn('hmm let me think');
    expect(end.reason).toBe('thinking');
    expect(end.silenceMs).toBeGreaterThanOrEqual(END_OF_TURN_SILENCE_MS.conversational.thinking);
  });

  it('follows the latest words: "and" heard, then the sentence finished', () => {
    const feed = new Feed().speech(2_000);
    feed.detector.hearWords('we used kafka and');
    feed.silence(900);
    expect(feed.types()).toEqual(['speech-start']);
    feed.speech(600);
    feed.detector.hearWords('we used kafka and it scaled to a million users.');
    feed.silence(2_000);
    expect(feed.events[1]).toMatchObject({ type: 'end-of-turn', reason: 'complete-thought' });
  });

  it('patient mode waits longer than conversational for the same words', () => {
    const patient = new TurnDetector();
    patient.setMode('patient');
    const words = 'we moved the billing service to postgres.';
    expect(silenceEndingTurn(words, { detector: patient }).silenceMs).toBeGreaterThanOrEqual(
      END_OF_TURN_SILENCE_MS.patient['complete-thought'],
    );
    const silenceOnly = new TurnDetector();
    silenceOnly.setMode('patient');
    expect(silenceEndingTurn(null, { detector: silenceOnly }).silenceMs).toBeGreaterThanOrEqual(
      VAD_END_OF_TURN_SILENCE_MS + PATIENT_EXTRA_SILENCE_MS,
    );
  });

  it('without words keeps the silence rule, and words do not carry over to the next turn', () => {
    const feed = new Feed().speech(3_000);
    feed.detector.hearWords('yes.');
    feed
      .silence(1_000)
      .speech(3_000)
      .silence(VAD_END_OF_TURN_SILENCE_MS - FRAME_MS);
    // The first turn ended on its words; the second has none, so the 1.2 s rule holds it open.
    expect(feed.types()).toEqual(['speech-start', 'end-of-turn', 'speech-start']);
    feed.silence(FRAME_MS);
    expect(feed.events[3]).toMatchObject({ type: 'end-of-turn', reason: 'silence-rule' });
  });

  it('ignores words that arrive between turns', () => {
    const detector = new TurnDetector();
    detector.hearWords('late words of a turn already over.');
    expect(silenceEndingTurn(null, { detector }).reason).toBe('silence-rule');
  });
});
