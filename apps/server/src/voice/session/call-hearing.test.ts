import { describe, expect, it } from 'vitest';
import { BROWSER_RECOGNIZER_PROVIDER, type ServerMessage } from '@intervia/shared';
import { CallHearing } from './call-hearing';
import type { SpeechInput } from './speech-input';

function setup(options: { server?: boolean; rank?: 'configured' | 'offline'; allow?: boolean } = {}) {
  const sent: ServerMessage[] = [];
  const hearingOf: string[] = [];
  const browserResults: [string, number | null, boolean][] = [];
  const answered: string[] = [];
  let bargeIns = 0;
  const input =
    options.server === false
      ? null
      : ({
          recognizerId: 'pocketsphinx-streaming',
          setHearing: (who: string) => void hearingOf.push(who),
          browserResult: (text: string, confidence: number | null, final: boolean) =>
            void browserResults.push([text, confidence, final]),
        } as unknown as SpeechInput);
  const hearing = new CallHearing({
    callId: 'call-1',
    providers: {
      recognizerRank: options.rank ?? 'offline',
      browserRecognition: options.allow === false ? 'deny' : 'allow',
    },
    input,
    conversation: { bargeIn: () => void (bargeIns += 1), answered: (text) => void answered.push(text) },
    send: (message) => void sent.push(message),
  });
  return { hearing, sent, hearingOf, browserResults, answered, bargeIns: () => bargeIns };
}

describe('CallHearing', () => {
  it('lets a capable browser hear the call when the server only has the offline recogniser', () => {
    const { hearing, hearingOf, sent } = setup();
    hearing.hello(true);
    hearing.announce('start');
    expect(hearing.mode).toBe('browser');
    expect(hearingOf).toEqual(['browser']);
    expect(sent).toEqual([
      {
        type: 'recognizer-update',
        mode: 'browser',
        provider: BROWSER_RECOGNIZER_PROVIDER,
        switchable: ['server'],
        reason: 'start',
      },
    ]);
  });

  it('keeps a configured server recogniser, and the operator can deny the browser', () => {
    const configured = setup({ rank: 'configured' });
    configured.hearing.hello(true);
    expect(configured.hearing.mode).toBe('server');
    expect(configured.hearing.provider).toBe('pocketsphinx-streaming');
    const denied = setup({ allow: false });
    denied.hearing.hello(true);
    expect(denied.hearing.mode).toBe('server');
  });

  it('moves the call to the server when the browser recogniser fails, and tells the candidate once', () => {
    const { hearing, sent, hearingOf } = setup();
    hearing.hello(true);
    hearing.use('server', 'browser-failed', 'network');
    expect(hearing.mode).toBe('server');
    expect(hearingOf).toEqual(['browser', 'server']);
    expect(sent).toEqual([
      {
        type: 'recognizer-update',
        mode: 'server',
        provider: 'pocketsphinx-streaming',
        switchable: [],
        reason: 'browser-failed',
      },
    ]);
  });

  it('refuses a switch that is not possible with a message, and changes nothing', () => {
    const { hearing, sent } = setup();
    hearing.hello(false);
    hearing.use('browser', 'candidate');
    expect(hearing.mode).toBe('server');
    expect(sent).toEqual([expect.objectContaining({ type: 'error', errorType: 'recognizer-unavailable' })]);
  });

  it("passes the browser's results to speech input, and ignores them when the browser does not hear the call", () => {
    const { hearing, browserResults, bargeIns } = setup();
    hearing.browserSpeech('ignored', 0.9, true);
    hearing.hello(true);
    hearing.browserSpeech('I led the', 0.5, false);
    hearing.browserSpeech('I led the migration', 0.9, true);
    expect(browserResults).toEqual([
      ['I led the', 0.5, false],
      ['I led the migration', 0.9, true],
    ]);
    expect(bargeIns()).toBe(1);
  });

  it('takes a final browser result as the answer when the server cannot segment turns', () => {
    const { hearing, answered } = setup({ server: false });
    hearing.hello(true);
    expect(hearing.listening).toBe(true);
    hearing.browserSpeech('  Yes, I have.  ', null, true);
    expect(answered).toEqual(['Yes, I have.']);
  });

  it('hears nothing without a browser recogniser or a server one: typed answers only', () => {
    const { hearing } = setup({ server: false });
    hearing.hello(false);
    expect(hearing.mode).toBe('typed-only');
    expect(hearing.listening).toBe(false);
  });
});
