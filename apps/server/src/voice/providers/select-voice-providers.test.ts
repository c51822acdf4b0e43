import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config';
import { selectStt, selectTts } from './select-voice-providers';

const base: ServerConfig['voice'] = {
  stt: { kind: 'auto' },
  tts: { kind: 'auto' },
  vad: 'auto',
  vadWorkers: null,
  streamingRecognition: true,
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
