/**
 * A silent observer of a live call (a recruiter listening in): receives the call's transcript and the candidate's
 * and interviewer's voices over the observer socket, plays each voice on its own output, and sends nothing.
 */
import {
  observerMessageSchema,
  readObservedAudioFrame,
  type ObservedAudioSource,
  type ObserverMessage,
} from '@intervia/shared';
import { TypedEmitter } from './typed-emitter';
import type { AssistantAudioOutput } from './voice-client';

/** The observer's socket, as the observer sees it (a browser WebSocket in production). */
export interface ObserverSocket {
  onOpen(handler: () => void): void;
  onText(handler: (text: string) => void): void;
  onBinary(handler: (pcm: Int16Array) => void): void;
  onClose(handler: (info: { code: number; reason: string }) => void): void;
  close(): void;
}

export interface LiveObserverDependencies {
  openSocket(url: string): ObserverSocket;
  createOutput(): AssistantAudioOutput;
}

export interface LiveObserverEvents {
  message: ObserverMessage;
  /** The socket closed: the call ended (4410), access was refused (4401) or the network dropped. */
  closed: { code: number; reason: string };
}

export class LiveObserver extends TypedEmitter<LiveObserverEvents> {
  private socket: ObserverSocket | null = null;
  private outputs: Record<ObservedAudioSource, AssistantAudioOutput> | null = null;
  private muted = false;

  constructor(private readonly deps: LiveObserverDependencies) {
    super();
  }

  get isListening(): boolean {
    return this.socket !== null;
  }

  /** Resolves once the socket is open; the first message is `observer-ready`. */
  listen(observeUrl: string): Promise<void> {
    if (this.socket) return Promise.resolve();
    const socket = this.deps.openSocket(observeUrl);
    this.socket = socket;
    this.outputs = { candidate: this.deps.createOutput(), interviewer: this.deps.createOutput() };
    return new Promise((resolve, reject) => {
      let opened = false;
      socket.onOpen(() => {
        opened = true;
        resolve();
      });
      socket.onText((text) => this.onText(text));
      socket.onBinary((frame) => {
        const audio = readObservedAudioFrame(frame);
        if (audio && !this.muted) this.outputs?.[audio.source].play(audio.pcm);
      });
      socket.onClose((info) => {
        this.release();
        if (!opened)
          reject(new Error(`The live interview could not be opened (${info.code} ${info.reason})`));
        this.emit('closed', info);
      });
    });
  }

  /** Silences playback on this page only; the call is not affected. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted) {
      this.outputs?.candidate.stop();
      this.outputs?.interviewer.stop();
    }
  }

  leave(): void {
    const socket = this.socket;
    this.release();
    socket?.close();
  }

  private onText(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const message = observerMessageSchema.safeParse(parsed);
    if (!message.success) return;
    if (message.data.type === 'interrupt') this.outputs?.interviewer.stop();
    this.emit('message', message.data);
  }

  private release(): void {
    this.socket = null;
    this.outputs?.candidate.close();
    this.outputs?.interviewer.close();
    this.outputs = null;
  }
}
