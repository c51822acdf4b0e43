/** What the room says about who hears the candidate, and the switch it offers (pure, from `recognizer-update`). */
import type { SttMode, SwitchableRecognizer } from '@intervia/shared';

export interface RecognizerState {
  mode: SttMode;
  provider: string;
  switchable: readonly SwitchableRecognizer[];
}

export function recognizerLabel({ mode, provider }: Pick<RecognizerState, 'mode' | 'provider'>): string {
  if (mode === 'browser') return 'your browser’s speech service';
  if (mode === 'typed-only') return 'nobody — please type your answers';
  if (provider === 'deepgram') return 'Intervia’s cloud recogniser';
  if (provider === 'openai-compatible') return 'Intervia’s server recogniser';
  return 'Intervia’s offline recogniser';
}

/** The switch to offer, as a button label, or null when there is nothing to switch to. */
export function recognizerSwitch(state: RecognizerState): { to: SwitchableRecognizer; label: string } | null {
  const to = state.switchable[0];
  if (!to) return null;
  return {
    to,
    label: to === 'browser' ? 'Use your browser’s speech service' : 'Switch to Intervia’s recogniser',
  };
}

/**
 * The notice when the recogniser changed (null: nothing to say). `candidateSpoke`: the candidate has said something
 * already; a browser service that fails before that (often at once: Chromium without Google's service) is said to
 * be unavailable, with nothing about answers.
 */
export function recognizerNotice(
  reason: 'start' | 'candidate' | 'browser-failed',
  state: RecognizerState,
  candidateSpoke = true,
): string | null {
  if (reason === 'browser-failed') {
    if (!candidateSpoke)
      return state.mode === 'server'
        ? 'Your browser’s speech service is not available here, so Intervia’s recogniser hears you.'
        : 'Your browser’s speech service is not available here. Please type your answers below.';
    return state.mode === 'server'
      ? 'Your browser’s speech service stopped working, so Intervia’s recogniser hears you now; anything you had begun to say is kept.'
      : 'Your browser’s speech service stopped working. Please type your answers below.';
  }
  if (reason === 'start' && state.mode === 'browser')
    return 'Your browser’s speech service hears you (in Chrome, that sends your voice to Google). You can switch to Intervia’s recogniser below.';
  return null;
}
