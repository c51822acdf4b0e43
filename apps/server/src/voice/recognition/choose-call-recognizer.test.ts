import { describe, expect, it } from 'vitest';
import { chooseCallRecognizer, type CallRecognizerInput } from './choose-call-recognizer';

const chromeOffline: CallRecognizerInput = {
  server: { rank: 'offline' },
  browser: { capable: true, allowed: true, failed: false },
  preference: null,
};

describe('chooseCallRecognizer', () => {
  it('a configured server recogniser hears the call even when the browser has one', () => {
    expect(chooseCallRecognizer({ ...chromeOffline, server: { rank: 'configured' } })).toEqual({
      mode: 'server',
      switchable: ['browser'],
    });
  });

  it("the browser's recogniser outranks offline recognition, with the server's as the switch", () => {
    expect(chooseCallRecognizer(chromeOffline)).toEqual({ mode: 'browser', switchable: ['server'] });
  });

  it('offline recognition when the browser has none, the operator denies it, or it failed', () => {
    for (const browser of [
      { capable: false, allowed: true, failed: false },
      { capable: true, allowed: false, failed: false },
      { capable: true, allowed: true, failed: true },
    ]) {
      expect(chooseCallRecognizer({ ...chromeOffline, browser })).toEqual({ mode: 'server', switchable: [] });
    }
  });

  it("follows the candidate's switch when it is possible, and not otherwise", () => {
    expect(chooseCallRecognizer({ ...chromeOffline, preference: 'server' })).toEqual({
      mode: 'server',
      switchable: ['browser'],
    });
    expect(
      chooseCallRecognizer({ ...chromeOffline, server: { rank: 'configured' }, preference: 'browser' }).mode,
    ).toBe('browser');
    expect(
      chooseCallRecognizer({
        ...chromeOffline,
        browser: { capable: true, allowed: true, failed: true },
        preference: 'browser',
      }).mode,
    ).toBe('server');
  });

  it('the browser alone, or typed answers when nothing can hear', () => {
    expect(chooseCallRecognizer({ ...chromeOffline, server: null })).toEqual({
      mode: 'browser',
      switchable: [],
    });
    expect(
      chooseCallRecognizer({
        ...chromeOffline,
        server: null,
        browser: { ...chromeOffline.browser, capable: false },
      }),
    ).toEqual({ mode: 'typed-only', switchable: [] });
  });
});
