/**
 * Who hears the candidate in this call: the server's recogniser, the candidate's browser recogniser, or nobody
 * (typed answers), chosen by `chooseCallRecognizer` from what the server and the browser offer, the operator's
 * setting and the candidate's own switch. It follows the browser's results into the conversation and moves the call
 * to the server's recogniser when the browser's fails, telling the candidate whenever the choice changes.
 */
import {
  BROWSER_RECOGNIZER_PROVIDER,
  type ServerMessage,
  type SttMode,
  type SwitchableRecognizer,
} from '@intervia/shared';
import type { VoiceProviders } from '../voice-contracts';
import { chooseCallRecognizer } from '../recognition/choose-call-recognizer';
import type { Conversation } from './conversation';
import type { SpeechInput } from './speech-input';

export interface CallHearingParts {
  callId: string;
  providers: Pick<VoiceProviders, 'recognizerRank' | 'browserRecognition'>;
  /** Server-side recognition, when the server has a recogniser and a segmenter. */
  input: SpeechInput | null;
  conversation: Pick<Conversation, 'bargeIn' | 'answered'>;
  send: (message: ServerMessage) => void;
  log?: { warn(details: object, message: string): void };
}

type ChoiceReason = 'start' | 'candidate' | 'browser-failed';

export class CallHearing {
  private sttMode: SttMode = 'typed-only';
  /** The candidate's browser has a recogniser (client-hello), and whether it failed during this call. */
  private browserCapable = false;
  private browserFailed = false;
  /** The recogniser the candidate switched to, if they did. */
  private preference: SwitchableRecognizer | null = null;

  constructor(private readonly parts: CallHearingParts) {}

  get mode(): SttMode {
    return this.sttMode;
  }

  /** The recogniser the room names ("Heard by …"). */
  get provider(): string {
    if (this.sttMode === 'server') return this.parts.input?.recognizerId ?? 'server';
    return this.sttMode === 'browser' ? BROWSER_RECOGNIZER_PROVIDER : 'typed-only';
  }

  /** The candidate's hello: whether their browser can recognise speech decides the first choice. */
  hello(browserCanRecognise: boolean): void {
    this.browserCapable = browserCanRecognise;
    this.apply(this.decide().mode);
  }

  /** Tells the candidate who hears the call (sent once the call is ready). */
  announce(reason: ChoiceReason): void {
    this.parts.send({
      type: 'recognizer-update',
      mode: this.sttMode,
      provider: this.provider,
      switchable: this.decide().switchable,
      reason,
    });
  }

  /** The candidate switched recogniser, or their browser's recogniser failed (the server hears the call then). */
  use(recognizer: SwitchableRecognizer, reason: 'candidate' | 'browser-failed', error?: string | null): void {
    if (reason === 'browser-failed') {
      this.browserFailed = true;
      if (this.preference === 'browser') this.preference = null;
      this.parts.log?.warn(
        { callId: this.parts.callId, error: error ?? null },
        "the candidate's browser recogniser failed: the server hears the call",
      );
    } else {
      this.preference = recognizer;
    }
    const changed = this.apply(this.decide().mode);
    if (!changed && reason === 'candidate') {
      this.parts.send({
        type: 'error',
        errorType: 'recognizer-unavailable',
        message: 'That recogniser is not available for this call; the current one keeps listening.',
        fatal: false,
      });
    }
    if (changed) this.announce(reason);
  }

  /** A result of the browser's recogniser: the turn's answer (with the server hearing turns), or one on its own. */
  browserSpeech(text: string, confidence: number | null, final: boolean): void {
    if (this.sttMode !== 'browser') return;
    if (!final) this.parts.conversation.bargeIn();
    if (this.parts.input) return this.parts.input.browserResult(text, confidence, final);
    if (final && text.trim()) this.parts.conversation.answered(text.trim(), 'browser-stt');
  }

  /** Whether audio should reach the server's segmenter (it keeps the turns' audio while the browser hears too). */
  get listening(): boolean {
    return this.sttMode !== 'typed-only';
  }

  private apply(mode: SttMode): boolean {
    const changed = mode !== this.sttMode;
    this.sttMode = mode;
    this.parts.input?.setHearing(mode === 'browser' ? 'browser' : 'server');
    return changed;
  }

  private decide() {
    const { providers, input } = this.parts;
    return chooseCallRecognizer({
      server: input ? { rank: providers.recognizerRank ?? 'offline' } : null,
      browser: {
        capable: this.browserCapable,
        allowed: (providers.browserRecognition ?? 'allow') === 'allow',
        failed: this.browserFailed,
      },
      preference: this.preference,
    });
  }
}
