import { describe, expect, it } from 'vitest';
import { VoiceCheckUsageError, parseVoiceCheckArgs } from './voice-check';

describe('parseVoiceCheckArgs', () => {
  it('reads a file to recognise, with or without a job posting', () => {
    expect(parseVoiceCheckArgs(['answer.wav'])).toEqual({
      kind: 'recognise',
      wavFile: 'answer.wav',
      jobPostingFile: null,
    });
    expect(parseVoiceCheckArgs(['answer.wav', '--jd', 'posting.txt'])).toEqual({
      kind: 'recognise',
      wavFile: 'answer.wav',
      jobPostingFile: 'posting.txt',
    });
  });

  it('reads a text to speak into a file', () => {
    expect(parseVoiceCheckArgs(['--say', 'Hello there', '--out', 'hello.wav'])).toEqual({
      kind: 'say',
      text: 'Hello there',
      outFile: 'hello.wav',
    });
  });

  it('refuses incomplete or contradictory arguments with a message', () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /exactly one WAV/],
      [['a.wav', 'b.wav'], /exactly one WAV/],
      [['a.wav', '--jd'], /--jd needs a value/],
      [['--say', 'hi'], /--say needs --out/],
      [['--say', '  ', '--out', 'x.wav'], /needs some text/],
      [['a.wav', '--out', 'x.wav'], /only used with --say/],
      [['a.wav', '--say', 'hi', '--out', 'x.wav'], /no audio file/],
      [['a.wav', '--loud'], /unknown option --loud/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseVoiceCheckArgs(argv)).toThrow(VoiceCheckUsageError);
      expect(() => parseVoiceCheckArgs(argv)).toThrow(message);
    }
  });
});
