import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import type { RecognitionStream, StreamingRecognizer } from '../recognition/recognition-stream';
import { defaultTimer } from '../with-deadline';
import { SpeechInput, STT_DEFERRED_MESSAGE, STT_MIN_TIMEOUT_MS, type HeardTurn } from './speech-input';
import { VadSpeechSegmenter, type SegmentEvent, type SpeechSegmenter } from './speech-segmenter';

class ScriptedSegmenter implements SpeechSegmenter {
  next: SegmentEvent[][] = [];
  words: string[] = [];
  mode: string | null = null;
  hearWords(words: string) {
    this.words.push(words);
  }
  setTurnTaking(mode: string) {
    this.mode = mode;
  }
  flushed: SegmentEvent[] = [];
  resets = 0;
  closed = 0;
  async push() {
    return this.next.shift() ?? [];
  }
  async flush() {
    const events = this.flushed;
    this.flushed = [];
    return events;
  }
  reset() {
    this.resets += 1;
  }
  close() {
    this.closed += 1;
  }
}

/** A recogniser that records what it was fed and answers as told. */
class FakeRecognizer implements StreamingRecognizer {
  readonly id = 'fake-streaming';
  streams: { written: number[]; partial: (text: string) => void; cancelled: boolean }[] = [];
  startedWith: object[] = [];
  prepared: object[] = [];
  prepare(vocabulary: object) {
    this.prepared.push(vocabulary);
  }
  answer: (signal: AbortSignal) => Promise<{ text: string; confidence: number | null }> = async () => ({
    text: ' hello world ',
    confidence: 0.9,
  });
  start(options: object): RecognitionStream {
    this.startedWith.push(options);
    const record = { written: [] as number[], partial: (_text: string) => {}, cancelled: false };
    this.streams.push(record);
    return {
      write: (audio: Pcm16) => record.written.push(...audio),
      onPartial: (listener) => (record.partial = listener),
      finish: ({ signal }) => this.answer(signal),
      cancel: () => (record.cancelled = true),
    };
  }
}

function setup() {
  const segmenter = new ScriptedSegmenter();
  const recognizer = new FakeRecognizer();
  const sent: ServerMessage[] = [];
  const turns: HeardTurn[] = [];
  let speechStarts = 0;
  const input = new SpeechInput({
    createSegmenter: async () => segmenter,
    recognizer,
    vocabulary: { words: ['Tableau'], phrases: ['code review'] },
    setTimer: defaultTimer,
    callMs: () => 1000,
    send: (message) => sent.push(message),
    onSpeechStart: () => (speechStarts += 1),
    onTurn: (turn) => turns.push(turn),
  });
  input.start();
  const frame = new Int16Array(320);
  const push = async (events: SegmentEvent[]) => {
    segmenter.next.push(events);
    input.push(frame, 0);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { input, segmenter, recognizer, sent, turns, push, speechStarts: () => speechStarts };
}

const audio = (...samples: number[]) => new Int16Array(samples);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SpeechInput', () => {
  it('has the recogniser prepare the call’s words when the call starts, before any answer', () => {
    const { recognizer } = setup();
    expect(recognizer.prepared).toEqual([{ words: ['Tableau'], phrases: ['code review'] }]);
    expect(recognizer.streams).toHaveLength(0);
  });

  it('feeds the turn to the recogniser while it is spoken and sends its partial transcripts as captions', async () => {
    const { recognizer, sent, turns, push, speechStarts } = setup();
    await push([
      { type: 'speech-start', atMs: 100 },
      { type: 'speech-audio', audio: audio(1, 2) },
    ]);
    expect(speechStarts()).toBe(1);
    await push([{ type: 'speech-audio', audio: audio(3) }]);
    recognizer.streams[0]!.partial('hello');
    expect(recognizer.streams).toHaveLength(1);
    // Every answer of the call carries the call's one speaker (its voice's adapted warp).
    expect(recognizer.startedWith).toEqual([
      { vocabulary: { words: ['Tableau'], phrases: ['code review'] }, speaker: expect.any(Object) },
    ]);
    expect(recognizer.streams[0]!.written).toEqual([1, 2, 3]);
    expect(sent.find((m) => m.type === 'transcript')).toMatchObject({
      role: 'user',
      transcriptType: 'partial',
      transcript: 'hello',
    });
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(1, 2, 3, 4), silenceMs: 0 }]);
    // Only what was not fed yet is written at the end.
    expect(recognizer.streams[0]!.written).toEqual([1, 2, 3, 4]);
    expect(turns).toHaveLength(1);
    expect(turns[0]!.vadEndMs).toBe(900);
    expect(await turns[0]!.recognize()).toEqual({ text: 'hello world', confidence: 0.9 });
    expect(sent.filter((m) => m.type === 'speech-update').map((m) => m.status)).toEqual([
      'started',
      'stopped',
    ]);
  });

  it('writes the whole turn at its end when the segmenter gives the audio only then', async () => {
    const { recognizer, turns, push } = setup();
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(5, 6, 7), silenceMs: 0 }]);
    expect(recognizer.streams[0]!.written).toEqual([5, 6, 7]);
    expect(turns).toHaveLength(1);
  });

  it('keeps the answer’s audio when recognition runs past its deadline, and tells the candidate', async () => {
    const { recognizer, sent, turns, push } = setup();
    recognizer.answer = (signal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const spoken = Int16Array.from({ length: 16000 }, (_, index) => index % 100);
    await push([{ type: 'end-of-turn', atMs: 900, audio: spoken, silenceMs: 0 }]);
    const result = turns[0]!.recognize();
    await vi.advanceTimersByTimeAsync(STT_MIN_TIMEOUT_MS + 10);
    expect(await result).toEqual({ deferredAudio: spoken });
    expect(sent.at(-1)).toMatchObject({
      type: 'error',
      errorType: 'stt-deferred',
      fatal: false,
      message: STT_DEFERRED_MESSAGE,
    });
  });

  it('keeps the answer’s audio when the recogniser fails', async () => {
    const { recognizer, turns, push } = setup();
    recognizer.answer = () => Promise.reject(new Error('decoder crashed'));
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(1, 2, 3), silenceMs: 0 }]);
    expect(await turns[0]!.recognize()).toEqual({ deferredAudio: audio(1, 2, 3) });
  });

  it('treats an empty transcript as nothing heard', async () => {
    const { recognizer, turns, push } = setup();
    recognizer.answer = async () => ({ text: '  ', confidence: null });
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(1), silenceMs: 0 }]);
    expect(await turns[0]!.recognize()).toBeNull();
  });

  it('drops the turn in progress when muted', async () => {
    const { input, recognizer, segmenter, push } = setup();
    await push([
      { type: 'speech-start', atMs: 100 },
      { type: 'speech-audio', audio: audio(1) },
    ]);
    input.mute();
    expect(recognizer.streams[0]!.cancelled).toBe(true);
    expect(segmenter.resets).toBe(1);
  });

  it('on flush, ends the turn still open so its answer is heard', async () => {
    const { input, segmenter, turns, push } = setup();
    await push([
      { type: 'speech-start', atMs: 100 },
      { type: 'speech-audio', audio: audio(1, 2) },
    ]);
    segmenter.flushed = [{ type: 'end-of-turn', atMs: 300, audio: audio(1, 2), silenceMs: 0 }];
    await input.flush();
    expect(turns).toHaveLength(1);
    input.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(segmenter.closed).toBe(1);
  });
});

describe('SpeechInput turn-taking from the words', () => {
  it('gives the recogniser’s partial words and the call’s mode to the segmenter', async () => {
    const segmenter = new ScriptedSegmenter();
    const recognizer = new FakeRecognizer();
    const input = new SpeechInput({
      createSegmenter: async () => segmenter,
      recognizer,
      turnTaking: 'patient',
      setTimer: defaultTimer,
      callMs: () => 0,
      send: () => {},
      onSpeechStart: () => {},
      onTurn: () => {},
    });
    input.start();
    segmenter.next.push([{ type: 'speech-start', atMs: 100 }]);
    input.push(new Int16Array(320), 0);
    await vi.advanceTimersByTimeAsync(0);
    recognizer.streams[0]!.partial('we used kafka and');
    recognizer.streams[0]!.partial('   ');
    expect(segmenter.mode).toBe('patient');
    expect(segmenter.words).toEqual(['we used kafka and']);
  });

  /** A real segmenter (loud frame = speech) and a recogniser whose partial says `words` once audio comes. */
  async function turnEndingAfter(words: string | null) {
    const loudnessVad = {
      process: async (frame: Pcm16) => (Math.abs(frame[0] ?? 0) > 1000 ? 0.9 : 0.05),
      reset() {},
    };
    const recognizer = new FakeRecognizer();
    const turns: HeardTurn[] = [];
    let nowMs = 0;
    const input = new SpeechInput({
      createSegmenter: async () => new VadSpeechSegmenter(loudnessVad, { streamTurnAudio: true }),
      recognizer,
      setTimer: defaultTimer,
      callMs: () => nowMs,
      send: () => {},
      onSpeechStart: () => {},
      onTurn: (turn) => turns.push(turn),
    });
    input.start();
    const speak = async (value: number, count: number) => {
      for (let index = 0; index < count && turns.length === 0; index += 1) {
        input.push(new Int16Array(320).fill(value), (nowMs += 20));
        await vi.advanceTimersByTimeAsync(0);
        if (words !== null && recognizer.streams[0]?.written.length) recognizer.streams[0].partial(words);
      }
    };
    await speak(5000, 100);
    const speechEndMs = nowMs;
    await speak(0, 300);
    const turn = turns[0];
    if (!turn) throw new Error('the turn did not end');
    return { turn, silenceMs: turn.vadEndMs - speechEndMs };
  }

  it('ends the turn after a complete sentence sooner than after a trailing "and"; no words: the silence rule', async () => {
    const complete = await turnEndingAfter('we moved billing to postgres and cut costs by a third');
    const trailing = await turnEndingAfter('we moved billing to postgres and');
    const silenceOnly = await turnEndingAfter(null);
    expect(complete.silenceMs).toBeLessThanOrEqual(700);
    expect(trailing.silenceMs).toBeGreaterThan(complete.silenceMs + 500);
    expect(silenceOnly.silenceMs).toBeGreaterThanOrEqual(1_200);
    // The turn says when the speech itself ended, before the silence that ended the turn.
    expect(complete.turn.vadEndMs - complete.turn.speechEndMs).toBeGreaterThanOrEqual(650);
    expect(complete.turn.vadEndMs - complete.turn.speechEndMs).toBeLessThanOrEqual(700);
  });
});
