/**
 * Decides when the browser's recogniser (Web Speech API) has failed for the call, so the server's recogniser takes
 * over: at once on errors that will not go away by themselves (no network to the speech service, permission
 * refused, no microphone, language not supported), and after a few `no-speech` errors in a row with nothing
 * recognised in between while the candidate was heard speaking (the service hears nothing though they talk).
 * `aborted` is our own stop, never a failure.
 */
import type { BROWSER_RECOGNITION_ERRORS } from '@intervia/shared';

export type BrowserRecognitionFailure = (typeof BROWSER_RECOGNITION_ERRORS)[number];

const FATAL_AT_ONCE: ReadonlySet<string> = new Set([
  'network',
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
  // Ours: the browser has no recogniser after all, or it refused to start.
  'unavailable',
]);
/** `no-speech` errors in a row, with the microphone hearing speech, after which the browser recogniser is given up. */
export const BROWSER_NO_SPEECH_FAILURES = 3;

export class BrowserRecognitionWatch {
  private noSpeechInARow = 0;

  /** A result arrived: the recogniser works. */
  result(): void {
    this.noSpeechInARow = 0;
  }

  /**
   * An `error` event's code; `speechHeard`: the microphone level showed speech since the last result. Returns the
   * failure to report, or null to keep using the browser recogniser.
   */
  error(code: string, speechHeard: boolean): BrowserRecognitionFailure | null {
    if (FATAL_AT_ONCE.has(code)) return code as BrowserRecognitionFailure;
    if (code === 'no-speech') {
      if (!speechHeard) return null;
      this.noSpeechInARow += 1;
      return this.noSpeechInARow >= BROWSER_NO_SPEECH_FAILURES ? 'no-speech' : null;
    }
    return null;
  }
}
