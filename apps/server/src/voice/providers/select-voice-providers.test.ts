import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config';
import { selectStt, selectTts, selectVoiceProviders } from './select-voice-providers';

const base: ServerConfig['voice'] = {
  stt: { kind: 'auto' },
  tts: { kind: 'auto' },
  vad: 'auto',
  vadWorkers: null,
  streamingRecognition: true,
  speakerAdaptation: true,
  browserRecognition: 'allow',
  timeoutMs: 5000,
};
const installed = () => true;
const missing = () => false;

describe('selectStt', () => {
  it('auto: pocketsphinx when installed, else none (the browser recognises)', () => {
    expect(selectStt(base, installed)?.id).toBe('pocketsphinx');
    expect(selectStt(base, missing)).toBeNull();
  });

  it('honours an explicit choice', () => {
    expect(selectStt({ ...base, stt: { kind: 'none' } }, installed)).toBeNull();
    expect(selectStt({ ...base, stt: { kind: 'pocketsphinx' } }, missing)?.id).toBe('pocketsphinx');
    const openai = selectStt(
      { ...base, stt: { kind: 'openai', baseUrl: 'http://127.0.0.1:9', apiKey: null, model: 'whisper-1' } },
      installed,
    );
    expect(openai?.id).toBe('openai-compatible');
  });
});

describe('selectVoiceProviders: a Deepgram-protocol recogniser', () => {
  it('hears every call as a configured recogniser (outranking the browser), with voice activity detection', async () => {
    const selected = await selectVoiceProviders({
      ...base,
      stt: { kind: 'deepgram', url: 'ws://127.0.0.1:9', apiKey: 'k', model: 'nova-2' },
      tts: { kind: 'none' },
      vad: 'energy',
      browserRecognition: 'deny',
    });
    expect(selected.providers.recognizer?.id).toBe('deepgram');
    expect(selected.providers.stt).toBeNull();
    expect(selected.providers.recognizerRank).toBe('configured');
    expect(selected.providers.browserRecognition).toBe('deny');
    expect(selected.providers.vad?.id).toBe('energy');
    expect(selected.createSegmenter).toBeDefined();
    expect(selected.describe().stt).toBe('deepgram');
    await selected.providers.close();
  });
});

describe('selectTts', () => {
  it('auto: espeak-ng when some build is there, else none (the browser speaks)', () => {
    expect(selectTts(base, installed)?.id).toMatch(/^espeak-ng/);
    expect(selectTts(base, missing)).toBeNull();
  });

  it('honours an explicit choice, with the configured voice for OpenAI-compatible speech', () => {
    expect(selectTts({ ...base, tts: { kind: 'none' } }, installed)).toBeNull();
    const openai = selectTts(
      {
        ...base,
        tts: { kind: 'openai', baseUrl: 'http://127.0.0.1:9', apiKey: 'k', model: 'tts-1', voice: 'nova' },
      },
      missing,
    );
    expect(openai).toMatchObject({ id: 'openai-compatible', voice: 'nova' });
  });
});
