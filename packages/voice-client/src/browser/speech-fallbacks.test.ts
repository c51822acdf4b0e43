import { afterEach, describe, expect, it } from 'vitest';
import { BrowserSpeech } from './speech-fallbacks';

/** A stand-in for Chrome's webkitSpeechRecognition: the test fires its result, error and end events. */
class FakeSpeechRecognition {
  static instances: FakeSpeechRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  starts = 0;
  stops = 0;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeSpeechRecognition.instances.push(this);
  }
  start() {
    this.starts += 1;
  }
  stop() {
    this.stops += 1;
  }
  emit(transcript: string, isFinal: boolean, confidence: number) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript, confidence } }] });
  }
}

const scope = globalThis as { webkitSpeechRecognition?: unknown };
afterEach(() => {
  delete scope.webkitSpeechRecognition;
  FakeSpeechRecognition.instances = [];
});

describe('BrowserSpeech recognition', () => {
  it('gives results with their confidence (0 = unknown), errors by code, and restarts when Chrome ends it', () => {
    scope.webkitSpeechRecognition = FakeSpeechRecognition;
    const speech = new BrowserSpeech();
    expect(speech.canRecognise()).toBe(true);
    const results: unknown[] = [];
    const errors: string[] = [];
    speech.startRecognition(
      (result) => results.push(result),
      (code) => errors.push(code),
    );
    const recognition = FakeSpeechRecognition.instances[0]!;
    expect(recognition).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US', starts: 1 });
    recognition.emit(' I led ', false, 0);
    recognition.emit('I led the team', true, 0.87);
    expect(results).toEqual([
      { text: 'I led', final: false, confidence: null },
      { text: 'I led the team', final: true, confidence: 0.87 },
    ]);
    recognition.onerror?.({ error: 'network' });
    expect(errors).toEqual(['network']);
    recognition.onend?.();
    expect(recognition.starts).toBe(2);
    speech.stopRecognition();
    recognition.onend?.();
    expect(recognition.starts).toBe(2);
    expect(recognition.stops).toBe(1);
  });

  it("reports 'unavailable' when the browser has no recogniser", () => {
    const speech = new BrowserSpeech();
    expect(speech.canRecognise()).toBe(false);
    const errors: string[] = [];
    speech.startRecognition(
      () => {},
      (code) => errors.push(code),
    );
    expect(errors).toEqual(['unavailable']);
  });
});
