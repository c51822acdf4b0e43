/**
 * Which recogniser hears a call, decided again whenever something changes (hello, the candidate switches, the
 * browser's recogniser fails). In order: a server recogniser the operator configured (Deepgram protocol,
 * Whisper-compatible); else the candidate's browser recogniser when it has one, the operator allows it and it has
 * not failed; else offline recognition on the server; else typed answers. The candidate's own choice wins when it
 * is possible.
 */
import type { SttMode, SwitchableRecognizer } from '@intervia/shared';

export interface CallRecognizerInput {
  /** The server's recogniser, or null when the server hears nothing. */
  server: { rank: 'configured' | 'offline' } | null;
  browser: { capable: boolean; allowed: boolean; failed: boolean };
  /** What the candidate switched to, if they did. */
  preference: SwitchableRecognizer | null;
}

export interface CallRecognizerChoice {
  mode: SttMode;
  /** The recogniser the candidate may switch to from this one (none or one). */
  switchable: SwitchableRecognizer[];
}

export function chooseCallRecognizer({
  server,
  browser,
  preference,
}: CallRecognizerInput): CallRecognizerChoice {
  const canServer = server !== null;
  const canBrowser = browser.capable && browser.allowed && !browser.failed;
  const mode: SttMode =
    preference === 'server' && canServer
      ? 'server'
      : preference === 'browser' && canBrowser
        ? 'browser'
        : server?.rank === 'configured'
          ? 'server'
          : canBrowser
            ? 'browser'
            : canServer
              ? 'server'
              : 'typed-only';
  const switchable: SwitchableRecognizer[] = [];
  if (mode !== 'server' && canServer) switchable.push('server');
  if (mode !== 'browser' && canBrowser) switchable.push('browser');
  return { mode, switchable };
}
