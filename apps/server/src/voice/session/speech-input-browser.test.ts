import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import type { RecognitionStream, StreamingRecognizer } from '../recognition/recognition-stream';
import { defaultTimer } from '../with-deadline';
import { BROWSER_ALONE_ANSWER_MS, BROWSER_FINAL_GRACE_MS, SpeechInput, type HeardTurn } from './speech-input';
import type { SegmentEvent, SpeechSegmenter } from './speech-segmenter';

class ScriptedSegmenter implements SpeechSegmenter {
  next: SegmentEvent[][] = [];
  async push() {
    return this.next.shift() ?? [];
  }
  reset() {}
}

/** The server's recogniser: records what it was fed, answers with the samples' count so tests see what it heard. */
class CountingRecognizer implements StreamingRecognizer {
  readonly id = 'server-recogniser';
  streams: number[][] = [];
  prepared: object[] = [];
  prepare(vocabulary: object) {
    this.prepared.push(vocabulary);
  }
  start(): RecognitionStream {
    const written: number[] = [];
    this.streams.push(written);
    return {
      write: (audio: Pcm16) => written.push(...audio),
      onPartial: () => {},
      finish: async () => ({ text: `server heard ${written.join(',')}`, confidence: 0.4 }),
      cancel: () => {},
    };
  }
}

function setup() {
  const segmenter = new ScriptedSegmenter();
  const recognizer = new CountingRecognizer();
  const sent: ServerMessage[] = [];
  const turns: HeardTurn[] = [];
  const input = new SpeechInput({
    createSegmenter: async () => segmenter,
    recognizer,
    setTimer: defaultTimer,
    callMs: () => 1000,
    send: (message) => sent.push(message),
    onSpeechStart: () => {},
    onTurn: (turn) => turns.push(turn),
    hearing: 'browser',
    vocabulary: { words: ['Kafka'], phrases: [] },
  });
  input.start();
  const push = async (events: SegmentEvent[]) => {
    segmenter.next.push(events);
    input.push(new Int16Array(320), 0);
    await vi.advanceTimersByTimeAsync(0);
  };
  const speak = async (...samples: number[]) => {
    await push([
      { type: 'speech-start', atMs: 100 },
      { type: 'speech-audio', audio: new Int16Array(samples) },
    ]);
  };
  const endTurn = (...samples: number[]) =>
    push([{ type: 'end-of-turn', atMs: 900, audio: new Int16Array(samples), silenceMs: 0 }]);
  return { input, recognizer, sent, turns, speak, push, endTurn };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SpeechInput while the browser hears the candidate', () => {
  it('has the server recogniser prepare the call’s words only once it is to hear', () => {
    const { input, recognizer } = setup();
    expect(recognizer.prepared).toEqual([]);
    input.setHearing('server');
    expect(recognizer.prepared).toEqual([{ words: ['Kafka'], phrases: [] }]);
  });

  it("answers a turn with the browser's final pieces (one answer per turn), without the server recognising", async () => {
    const { input, recognizer, sent, turns, speak, endTurn } = setup();
    await speak(1, 2);
    input.browserResult('I led the', 0.5, false);
    expect(sent.find((m) => m.type === 'transcript')).toMatchObject({
      transcriptType: 'partial',
      transcript: 'I led the',
    });
    input.browserResult('I led the migration', 0.9, true);
    input.browserResult('to Kubernetes', 0.6, true);
    await endTurn(1, 2, 3);
    expect(turns).toHaveLength(1);
    const result = await turns[0]!.recognize();
    expect(result).toMatchObject({ text: 'I led the migration to Kubernetes', source: 'browser-stt' });
    expect(result && 'confidence' in result ? result.confidence : null).toBeCloseTo((4 * 0.9 + 2 * 0.6) / 6);
    expect(recognizer.streams).toHaveLength(0);
  });

  it('waits a little after the end of the turn for a late final result', async () => {
    const { input, turns, speak, endTurn } = setup();
    await speak(1);
    await endTurn(1);
    const result = turns[0]!.recognize();
    await vi.advanceTimersByTimeAsync(BROWSER_FINAL_GRACE_MS / 2);
    input.browserResult('a late final', null, true);
    expect(await result).toEqual({ text: 'a late final', confidence: null, source: 'browser-stt' });
  });

  it('recognises the kept audio on the server when the browser gives nothing for a turn, so the answer is kept', async () => {
    const { recognizer, turns, speak, endTurn } = setup();
    await speak(1, 2);
    await endTurn(1, 2, 3);
    const result = turns[0]!.recognize();
    await vi.advanceTimersByTimeAsync(BROWSER_FINAL_GRACE_MS);
    expect(await result).toEqual({ text: 'server heard 1,2,3', confidence: 0.4 });
    expect(recognizer.streams).toEqual([[1, 2, 3]]);
  });

  it('the browser fails mid-turn: the turn so far and the rest go to the server recogniser', async () => {
    const { input, recognizer, turns, speak, push, endTurn } = setup();
    await speak(1, 2);
    input.setHearing('server');
    expect(recognizer.streams).toEqual([[1, 2]]);
    await push([{ type: 'speech-audio', audio: new Int16Array([3]) }]);
    await endTurn(1, 2, 3, 4);
    expect(await turns[0]!.recognize()).toEqual({ text: 'server heard 1,2,3,4', confidence: 0.4 });
  });

  it('the browser fails while a turn waits for its text: the kept audio is recognised at once', async () => {
    const { input, turns, speak, endTurn } = setup();
    await speak(5);
    await endTurn(5, 6);
    const result = turns[0]!.recognize();
    await vi.advanceTimersByTimeAsync(10);
    input.setHearing('server');
    expect(await result).toEqual({ text: 'server heard 5,6', confidence: 0.4 });
  });

  it('a final result the server heard no turn for becomes an answer of its own', async () => {
    const { input, turns } = setup();
    input.browserResult('just this', 0.8, true);
    expect(turns).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(BROWSER_ALONE_ANSWER_MS);
    expect(turns).toHaveLength(1);
    expect(await turns[0]!.recognize()).toEqual({
      text: 'just this',
      confidence: 0.8,
      source: 'browser-stt',
    });
  });

  it("ignores the browser's results once the server hears", async () => {
    const { input, turns } = setup();
    input.setHearing('server');
    input.browserResult('stale', 0.8, true);
    await vi.advanceTimersByTimeAsync(BROWSER_ALONE_ANSWER_MS);
    expect(turns).toHaveLength(0);
  });
});
