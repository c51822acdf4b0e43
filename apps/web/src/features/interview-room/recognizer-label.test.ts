import { describe, expect, it } from 'vitest';
import { recognizerLabel, recognizerNotice, recognizerSwitch } from './recognizer-label';

describe('recognizer labels', () => {
  it('names who hears the candidate', () => {
    expect(recognizerLabel({ mode: 'browser', provider: 'web-speech' })).toMatch(/your browser/);
    expect(recognizerLabel({ mode: 'server', provider: 'pocketsphinx-streaming' })).toMatch(/offline/);
    expect(recognizerLabel({ mode: 'server', provider: 'deepgram' })).toMatch(/cloud/);
    expect(recognizerLabel({ mode: 'typed-only', provider: 'typed-only' })).toMatch(/type/);
  });

  it('offers the switch the server allows, and none when there is none', () => {
    expect(recognizerSwitch({ mode: 'browser', provider: 'web-speech', switchable: ['server'] })).toEqual({
      to: 'server',
      label: 'Switch to Intervia’s recogniser',
    });
    expect(recognizerSwitch({ mode: 'server', provider: 'x', switchable: ['browser'] })?.to).toBe('browser');
    expect(recognizerSwitch({ mode: 'server', provider: 'x', switchable: [] })).toBeNull();
  });

  it('tells the candidate their browser hears them, and that it failed and what was begun is kept', () => {
    const browser = { mode: 'browser', provider: 'web-speech', switchable: ['server'] } as const;
    expect(recognizerNotice('start', browser)).toMatch(/browser’s speech service hears you/);
    expect(recognizerNotice('browser-failed', { ...browser, mode: 'server' })).toMatch(
      /anything you had begun to say is kept/,
    );
    expect(recognizerNotice('candidate', browser)).toBeNull();
  });

  it('says the browser service is not available, with nothing about answers, when it fails before the candidate spoke', () => {
    const server = { mode: 'server', provider: 'pocketsphinx', switchable: [] } as const;
    const notice = recognizerNotice('browser-failed', server, false);
    expect(notice).toBe(
      'Your browser’s speech service is not available here, so Intervia’s recogniser hears you.',
    );
    expect(recognizerNotice('browser-failed', { ...server, mode: 'typed-only' }, false)).toMatch(
      /not available here\. Please type/,
    );
  });
});
