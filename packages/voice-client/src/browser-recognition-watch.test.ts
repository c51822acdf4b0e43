import { describe, expect, it } from 'vitest';
import { BROWSER_NO_SPEECH_FAILURES, BrowserRecognitionWatch } from './browser-recognition-watch';

describe('BrowserRecognitionWatch', () => {
  it('gives up at once when the speech service is unreachable or not allowed', () => {
    for (const code of [
      'network',
      'not-allowed',
      'service-not-allowed',
      'audio-capture',
      'language-not-supported',
      'unavailable',
    ])
      expect(new BrowserRecognitionWatch().error(code, false)).toBe(code);
  });

  it('ignores our own stop and unknown codes', () => {
    const watch = new BrowserRecognitionWatch();
    expect(watch.error('aborted', true)).toBeNull();
    expect(watch.error('bad-grammar', true)).toBeNull();
  });

  it('gives up after no-speech errors in a row while the candidate was heard speaking', () => {
    const watch = new BrowserRecognitionWatch();
    for (let index = 1; index < BROWSER_NO_SPEECH_FAILURES; index += 1)
      expect(watch.error('no-speech', true)).toBeNull();
    expect(watch.error('no-speech', true)).toBe('no-speech');
  });

  it('a silent candidate, or a result in between, is not a failure', () => {
    const watch = new BrowserRecognitionWatch();
    for (let index = 0; index < 10; index += 1) expect(watch.error('no-speech', false)).toBeNull();
    for (let index = 0; index < 10; index += 1) {
      expect(watch.error('no-speech', true)).toBeNull();
      watch.result();
    }
  });
});
