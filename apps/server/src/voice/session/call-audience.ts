/**
 * Who hears the call: the candidate's connection (one at a time; a reconnect replaces it) and silent observers
 * (recruiters listening in), who receive the observed messages and both voices and can send nothing into the call.
 */
import {
  OBSERVED_MESSAGE_TYPES,
  OBSERVER_CANNOT_SEND_MESSAGE,
  OBSERVER_PERMISSIONS,
  VOICE_SAMPLE_RATE_HZ,
  writeObservedAudioFrame,
  type AgentState,
  type ObservedAudioSource,
  type ServerMessage,
  type TranscriptMessage,
} from '@intervia/shared';
import type { ObserverConnection, Pcm16, VoiceConnection } from '../voice-contracts';

const OBSERVED = new Set<string>(OBSERVED_MESSAGE_TYPES);

export class CallAudience {
  private candidate: VoiceConnection | null = null;
  private readonly observers = new Set<ObserverConnection>();

  constructor(private readonly callId: string) {}

  get connected(): boolean {
    return this.candidate !== null;
  }

  get observerCount(): number {
    return this.observers.size;
  }

  /** The candidate's (new) connection; an older one is closed as replaced. */
  connect(connection: VoiceConnection): void {
    if (this.candidate && this.candidate !== connection) {
      this.candidate.close(4409, 'replaced by a new connection');
    }
    this.candidate = connection;
  }

  /** The connection dropped (it is closed already). */
  disconnect(): void {
    this.candidate = null;
  }

  /** To the candidate, and to observers when the message is one they may see. */
  send(message: ServerMessage): void {
    this.candidate?.sendJson(message);
    if (!OBSERVED.has(message.type)) return;
    for (const observer of this.observers) observer.sendJson(message);
  }

  /** The interviewer's voice: to the candidate and to observers. */
  sendInterviewerAudio(pcm: Pcm16): void {
    this.candidate?.sendAudio(pcm);
    this.forwardAudio('interviewer', pcm);
  }

  /** The candidate's microphone: to observers only. */
  forwardAudio(source: ObservedAudioSource, pcm: Pcm16): void {
    if (this.observers.size === 0) return;
    const frame = writeObservedAudioFrame(source, pcm);
    for (const observer of this.observers) observer.sendAudio(frame);
  }

  /** An observer joins: told its permissions, the transcript so far and the interviewer's state. */
  addObserver(
    observer: ObserverConnection,
    now: { transcript: TranscriptMessage[]; state: AgentState },
  ): void {
    this.observers.add(observer);
    observer.sendJson({
      type: 'observer-ready',
      callId: this.callId,
      sampleRateHz: VOICE_SAMPLE_RATE_HZ,
      permissions: OBSERVER_PERMISSIONS,
      transcript: now.transcript,
    });
    observer.sendJson({ type: 'agent-state', state: now.state });
  }

  removeObserver(observer: ObserverConnection): void {
    this.observers.delete(observer);
  }

  /** Whatever an observer sends is refused (canSend false) and changes nothing in the call. */
  refuse(observer: ObserverConnection): void {
    observer.sendJson({
      type: 'error',
      errorType: 'observer-cannot-send',
      message: OBSERVER_CANNOT_SEND_MESSAGE,
      fatal: false,
    });
  }

  /** Closes the candidate's connection and every observer's. */
  closeAll(code: number, reason: string, observerCode = code, observerReason = reason): void {
    for (const observer of this.observers) observer.close(observerCode, observerReason);
    this.observers.clear();
    this.candidate?.close(code, reason);
    this.candidate = null;
  }
}
