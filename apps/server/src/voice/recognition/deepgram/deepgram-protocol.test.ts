import { describe, expect, it } from 'vitest';
import {
  DEEPGRAM_MAX_KEYWORDS,
  DeepgramTranscript,
  deepgramListenUrl,
  parseDeepgramMessage,
} from './deepgram-protocol';

const results = (transcript: string, isFinal: boolean, confidence = 0.9) =>
  JSON.stringify({
    type: 'Results',
    is_final: isFinal,
    speech_final: false,
    channel: { alternatives: [{ transcript, confidence }] },
  });

describe('deepgramListenUrl', () => {
  it('asks for 16 kHz PCM16 mono with interim results, the model and language', () => {
    const url = new URL(
      deepgramListenUrl({ url: 'wss://api.deepgram.com/', model: 'nova-2', language: 'en' }),
    );
    expect(url.origin + url.pathname).toBe('wss://api.deepgram.com/v1/listen');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      encoding: 'linear16',
      sample_rate: '16000',
      channels: '1',
      interim_results: 'true',
      model: 'nova-2',
      language: 'en',
    });
  });

  it('passes the interview words as boosted keywords (once each, phrases left out) for nova-2', () => {
    const url = new URL(
      deepgramListenUrl({
        url: 'ws://127.0.0.1:9/base',
        model: 'nova-2',
        vocabulary: { words: ['Kubernetes', 'kubernetes', 'Terraform'], phrases: ['code review'] },
      }),
    );
    expect(url.pathname).toBe('/base/v1/listen');
    expect(url.searchParams.getAll('keywords')).toEqual(['Kubernetes:2', 'Terraform:2']);
  });

  it('passes words and phrases as keyterms for nova-3, at most DEEPGRAM_MAX_KEYWORDS', () => {
    const words = Array.from({ length: DEEPGRAM_MAX_KEYWORDS + 20 }, (_, index) => `word${index}`);
    const url = new URL(
      deepgramListenUrl({ url: 'wss://x', model: 'nova-3', vocabulary: { words, phrases: ['code review'] } }),
    );
    expect(url.searchParams.getAll('keyterm')).toHaveLength(DEEPGRAM_MAX_KEYWORDS);
    expect(url.searchParams.getAll('keywords')).toEqual([]);
  });
});

describe('parseDeepgramMessage', () => {
  it('reads the best alternative of a Results message', () => {
    expect(parseDeepgramMessage(results(' hello there ', true, 0.8))).toEqual({
      kind: 'result',
      text: 'hello there',
      confidence: 0.8,
      isFinal: true,
      speechFinal: false,
    });
  });

  it('reports an Error message, ignores Metadata, and refuses what is not the protocol', () => {
    expect(parseDeepgramMessage(JSON.stringify({ type: 'Error', description: 'bad audio' }))).toEqual({
      kind: 'error',
      message: 'bad audio',
    });
    expect(parseDeepgramMessage(JSON.stringify({ type: 'Metadata', request_id: 'x' }))).toEqual({
      kind: 'other',
    });
    expect(parseDeepgramMessage('not json').kind).toBe('invalid');
    expect(parseDeepgramMessage(JSON.stringify({ type: 'Results', channel: 3 })).kind).toBe('invalid');
  });
});

describe('DeepgramTranscript', () => {
  it('joins final pieces, shows the newest interim piece in captions, and weights confidence by words', () => {
    const transcript = new DeepgramTranscript();
    const apply = (text: string, isFinal: boolean, confidence: number) => {
      const message = parseDeepgramMessage(results(text, isFinal, confidence));
      if (message.kind !== 'result') throw new Error('expected a result');
      return transcript.apply(message);
    };
    expect(apply('I led', false, 0.5)).toBe('I led');
    expect(apply('I led the migration', true, 1)).toBe('I led the migration');
    expect(apply('to', false, 0.2)).toBe('I led the migration to');
    expect(apply('to Kubernetes', true, 0.5)).toBe('I led the migration to Kubernetes');
    expect(transcript.text()).toBe('I led the migration to Kubernetes');
    expect(transcript.confidence()).toBeCloseTo((4 * 1 + 2 * 0.5) / 6);
  });

  it('has no confidence when nothing final was heard', () => {
    expect(new DeepgramTranscript().confidence()).toBeNull();
  });
});
