import { describe, expect, it, vi } from 'vitest';
import type { Pcm16, SpeechToText } from '../voice-contracts';
import { recognizerOf, streamingFromBatch } from './batch-recognizer';
import type { StreamingRecognizer } from './recognition-stream';

function recordingStt(text = 'hello there') {
  const heard: Pcm16[] = [];
  const stt: SpeechToText = {
    id: 'batch',
    transcribe: vi.fn(async (audio: Pcm16) => {
      heard.push(audio);
      return text;
    }),
  };
  return { stt, heard };
}

describe('streamingFromBatch', () => {
  it('transcribes everything written, in order, once, when the turn finishes', async () => {
    const { stt, heard } = recordingStt();
    const stream = streamingFromBatch(stt).start({});
    const frame = new Int16Array([1, 2, 3]);
    stream.write(frame);
    frame.set([9, 9, 9]); // the caller reuses its buffer
    stream.write(new Int16Array([4, 5]));
    expect(stt.transcribe).not.toHaveBeenCalled();
    const result = await stream.finish({ signal: new AbortController().signal });
    expect(result).toEqual({ text: 'hello there', confidence: null });
    expect([...heard[0]!]).toEqual([1, 2, 3, 4, 5]);
    await expect(stream.finish({ signal: new AbortController().signal })).rejects.toThrow(/already finished/);
  });

  it('passes the abort signal and the language to the recogniser', async () => {
    const { stt } = recordingStt();
    const abort = new AbortController();
    const stream = streamingFromBatch(stt).start({ language: 'en' });
    stream.write(new Int16Array(10));
    await stream.finish({ signal: abort.signal });
    expect(stt.transcribe).toHaveBeenCalledWith(expect.any(Int16Array), {
      signal: abort.signal,
      language: 'en',
    });
  });

  it('gives no partial transcripts and forgets a cancelled utterance', async () => {
    const { stt } = recordingStt();
    const stream = streamingFromBatch(stt).start({});
    const partials: string[] = [];
    stream.onPartial((text) => partials.push(text));
    stream.write(new Int16Array(10));
    stream.cancel();
    await expect(stream.finish({ signal: new AbortController().signal })).rejects.toThrow(/cancelled/);
    expect(stt.transcribe).not.toHaveBeenCalled();
    expect(partials).toEqual([]);
  });
});

describe('recognizerOf', () => {
  it('prefers a streaming recogniser, else wraps the batch one, else none', () => {
    const { stt } = recordingStt();
    const streaming: StreamingRecognizer = { id: 'streaming', start: () => ({}) as never };
    expect(recognizerOf({ stt, recognizer: streaming })).toBe(streaming);
    expect(recognizerOf({ stt })?.id).toBe('batch');
    expect(recognizerOf({ stt: null })).toBeNull();
  });
});
