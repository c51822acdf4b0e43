import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import type { RecognitionStream, StreamingRecognizer } from '../recognition/recognition-stream';
import { defaultTimer } from '../with-deadline';
import { SpeechInput, STT_MIN_TIMEOUT_MS, type HeardTurn } from './speech-input';
import type { SegmentEvent, SpeechSegmenter } from './speech-segmenter';

class ScriptedSegmenter implements SpeechSegmenter {
  next: SegmentEvent[][] = [];
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
    expect(recognizer.startedWith).toEqual([
      { vocabulary: { words: ['Tableau'], phrases: ['code review'] } },
    ]);
    expect(recognizer.streams[0]!.written).toEqual([1, 2, 3]);
    expect(sent.find((m) => m.type === 'transcript')).toMatchObject({
      role: 'user',
      transcriptType: 'partial',
      transcript: 'hello',
    });
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(1, 2, 3, 4) }]);
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
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(5, 6, 7) }]);
    expect(recognizer.streams[0]!.written).toEqual([5, 6, 7]);
    expect(turns).toHaveLength(1);
  });

  it('gives up after the deadline and tells the candidate to repeat or type', async () => {
    const { recognizer, sent, turns, push } = setup();
    recognizer.answer = (signal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    await push([{ type: 'end-of-turn', atMs: 900, audio: new Int16Array(16000) }]);
    const result = turns[0]!.recognize();
    await vi.advanceTimersByTimeAsync(STT_MIN_TIMEOUT_MS + 10);
    expect(await result).toBeNull();
    expect(sent.at(-1)).toMatchObject({ type: 'error', errorType: 'stt-failed', fatal: false });
  });

  it('treats an empty transcript as nothing heard', async () => {
    const { recognizer, turns, push } = setup();
    recognizer.answer = async () => ({ text: '  ', confidence: null });
    await push([{ type: 'end-of-turn', atMs: 900, audio: audio(1) }]);
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
    segmenter.flushed = [{ type: 'end-of-turn', atMs: 300, audio: audio(1, 2) }];
    await input.flush();
    expect(turns).toHaveLength(1);
    input.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(segmenter.closed).toBe(1);
  });
});
