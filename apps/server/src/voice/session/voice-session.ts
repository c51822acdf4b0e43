/**
 * One live interview call, as a thin coordinator of its parts: the call clock (time, quota, the one-minute
 * warning), the audience (the candidate's connection and silent observers), speech input (segmenter and
 * recogniser), who hears the candidate (call-hearing), the conversation (answers stored, the interviewer's replies and decisions), speech output (sentence
 * streaming, barge-in) and the turn recorder (every finished turn stored at once). This file owns the call's
 * lifecycle: connect, hello, messages, end.
 */
import {
  INTERVIEWER_START_DELAY_MS,
  VOICE_RECONNECT_WINDOW_MS,
  VOICE_SAMPLE_RATE_HZ,
  type ClientMessage,
} from '@intervia/shared';
import type {
  LiveVoiceSession,
  ObserverConnection,
  Pcm16,
  VoiceConnection,
  VoiceSessionContext,
  VoiceSessionDependencies,
  VoiceSessionEnd,
} from '../voice-contracts';
import { recognizerOf } from '../recognition/batch-recognizer';
import { defaultTimer, type SetTimer } from '../with-deadline';
import { CallAudience } from './call-audience';
import { CallClock } from './call-clock';
import { CallHearing } from './call-hearing';
import { Conversation } from './conversation';
import { HELD_ANSWER_MESSAGE, HoldingTurnStore } from './holding-turn-store';
import { SpeechInput } from './speech-input';
import { SpeechOutput } from './speech-output';
import { TurnRecorder } from './turn-recorder';
import type { VoiceSessionOptions } from './voice-session-options';

export type { SegmentEvent, SpeechSegmenter } from './speech-segmenter';
export { STT_MIN_TIMEOUT_MS, STT_TIMEOUT_PER_AUDIO_MS } from './speech-input';
export type { VoiceSessionOptions } from './voice-session-options';
export { HELD_TURNS_END_WAIT_MS } from './holding-turn-store';

/** live → ending (the end is recorded; the last answer is still heard and stored) → over. */
type CallPhase = 'live' | 'ending' | 'over';

export class VoiceSession implements LiveVoiceSession {
  readonly callId: string;
  readonly ended: Promise<VoiceSessionEnd>;

  private resolveEnded!: (end: VoiceSessionEnd) => void;
  private readonly setTimer: SetTimer;
  private readonly clock: CallClock;
  private readonly audience: CallAudience;
  private readonly recorder: TurnRecorder;
  /** The call's turn writes: held in order and retried while the database is down. */
  private readonly turns: HoldingTurnStore;
  private readonly conversation: Conversation;
  /** Server-side recognition, when the server has a recogniser and a segmenter. */
  private readonly input: SpeechInput | null;
  /** Who hears the candidate: the server's recogniser, the browser's, or typed answers only. */
  private readonly hearing: CallHearing;
  private phase: CallPhase = 'live';
  private muted = false;
  private helloReceived = false;
  private greeted = false;
  private pendingResume = false;
  private reconnectTimer: { cancel(): void } | null = null;

  constructor(
    private readonly context: VoiceSessionContext,
    private readonly dependencies: VoiceSessionDependencies,
    private readonly options: VoiceSessionOptions,
  ) {
    this.callId = context.callId;
    const now = dependencies.now ?? (() => performance.now());
    const log = options.log ? { log: options.log } : {};
    this.setTimer = options.setTimer ?? defaultTimer;
    this.audience = new CallAudience(context.callId);
    const send = this.audience.send.bind(this.audience);
    this.turns = new HoldingTurnStore(dependencies.turns, {
      setTimer: this.setTimer,
      onHeld: () =>
        send({ type: 'error', errorType: 'answer-held', message: HELD_ANSWER_MESSAGE, fatal: false }),
      ...log,
    });
    this.recorder = new TurnRecorder(context.callId, this.turns, context.previousTurns, send);
    this.clock = new CallClock({
      now,
      setTimer: this.setTimer,
      durationLimitSeconds: context.durationLimitSeconds,
      elapsedSecondsBefore: context.elapsedSecondsBefore,
      lastTurnEndMs: this.recorder.lastEndedAtMs,
      onWarning: (remainingSeconds) => this.warn(remainingSeconds),
      onLimit: () => void this.reachLimit(),
    });
    const callMs = () => this.clock.callMs();
    const output = new SpeechOutput({
      tts: dependencies.providers.tts,
      setTimer: this.setTimer,
      now,
      callMs,
      send,
      sendAudio: (pcm) => this.audience.sendInterviewerAudio(pcm),
      ...log,
    });
    this.conversation = new Conversation({
      interviewer: dependencies.interviewer,
      clock: this.clock,
      recorder: this.recorder,
      output,
      send,
      setTimer: this.setTimer,
      candidateSpeaking: () => this.input?.candidateSpeaking ?? false,
      onInterviewerEnded: () => void this.end('assistant-ended-call'),
      ...log,
    });
    const recognizer = recognizerOf(dependencies.providers);
    this.input =
      recognizer && options.createSegmenter
        ? new SpeechInput({
            createSegmenter: options.createSegmenter,
            recognizer,
            ...(context.vocabulary ? { vocabulary: context.vocabulary } : {}),
            ...(context.turnTaking ? { turnTaking: context.turnTaking } : {}),
            setTimer: this.setTimer,
            callMs,
            send,
            onSpeechStart: () => this.conversation.bargeIn(),
            onTurn: (turn) => this.conversation.heard(turn),
            ...log,
          })
        : null;
    this.hearing = new CallHearing({
      callId: context.callId,
      providers: dependencies.providers,
      input: this.input,
      conversation: this.conversation,
      send,
      ...log,
    });
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
  }

  get observerCount(): number {
    return this.audience.observerCount;
  }

  get isLive(): boolean {
    return this.phase === 'live';
  }

  // ---- connection and observers ----------------------------------------------------------------------------------

  attach(connection: VoiceConnection, { resumed }: { resumed: boolean }): void {
    if (this.phase !== 'live') {
      connection.close(4410, 'call ended');
      return;
    }
    this.reconnectTimer?.cancel();
    this.reconnectTimer = null;
    this.audience.connect(connection);
    this.clock.run();
    this.helloReceived = false;
    this.pendingResume = resumed || this.recorder.count > 0;
  }

  detach(): void {
    if (this.phase !== 'live' || !this.audience.connected) return;
    this.audience.disconnect();
    this.clock.pause();
    this.conversation.interrupt();
    this.reconnectTimer = this.setTimer(() => void this.endForLostConnection(), VOICE_RECONNECT_WINDOW_MS);
  }

  private async endForLostConnection(): Promise<void> {
    const { stillHeldHere } = this.options;
    // A presence store that cannot answer keeps the one-node behaviour: the call is ours to end.
    const held = stillHeldHere ? await stillHeldHere().catch(() => true) : true;
    if (this.phase !== 'live' || this.audience.connected) return;
    if (!held) {
      this.suspend();
      this.options.onMoved?.();
      return;
    }
    await this.end('connection-lost');
  }

  /**
   * Server shutdown: drop the connection and timers without ending the call, so the candidate's reconnect reaches
   * a new process that rebuilds the session from the stored turns.
   */
  suspend(): void {
    this.audience.closeAll(1012, 'server restarting');
    this.clock.pause();
    this.conversation.stop();
    this.reconnectTimer?.cancel();
    this.phase = 'over';
    this.input?.close();
    this.turns.abandon(this.callId);
  }

  /** A silent observer joins: told its permissions and the transcript so far, then receives the call as it goes. */
  addObserver(observer: ObserverConnection): void {
    if (this.phase !== 'live') return observer.close(4410, 'call ended');
    this.audience.addObserver(observer, {
      transcript: this.recorder.transcript(),
      state: this.conversation.agentState,
    });
  }

  removeObserver(observer: ObserverConnection): void {
    this.audience.removeObserver(observer);
  }

  /** Whatever an observer sends is refused (canSend false) and changes nothing in the call. */
  refuseObserverInput(observer: ObserverConnection): void {
    this.audience.refuse(observer);
  }

  // ---- input -----------------------------------------------------------------------------------------------------

  handleMessage(message: ClientMessage): void {
    if (this.phase !== 'live') return;
    switch (message.type) {
      case 'client-hello':
        return this.onHello(message.capabilities);
      case 'user-transcript':
        if (message.source === 'browser-stt')
          return this.hearing.browserSpeech(message.transcript, null, message.transcriptType === 'final');
        if (message.transcriptType === 'partial') return this.conversation.bargeIn();
        if (message.transcript.trim().length === 0) return;
        return this.conversation.answered(message.transcript.trim(), message.source);
      case 'recognised-speech':
        return this.hearing.browserSpeech(message.text, message.confidence, message.final);
      case 'use-recognizer':
        return this.hearing.use(message.recognizer, message.reason, message.error);
      case 'vad':
        if (message.event === 'speech-start') this.conversation.bargeIn();
        return;
      case 'mute':
        this.muted = message.muted;
        if (message.muted) this.input?.mute();
        return;
      case 'playback':
        return;
      case 'end-call':
        void this.end('customer-ended-call');
        return;
      case 'ping':
        return this.audience.send({ type: 'pong', at: message.at });
    }
  }

  handleAudio(pcm: Pcm16): void {
    if (this.phase !== 'live' || this.muted) return;
    this.audience.forwardAudio('candidate', pcm);
    // While the browser recognises, the server still segments the turns and keeps their audio (its fallback).
    if (this.hearing.listening) this.input?.push(pcm, this.clock.callMs());
  }

  private onHello(capabilities: { speechRecognition: boolean; speechSynthesis: boolean }): void {
    if (this.helloReceived) return;
    this.helloReceived = true;
    const { tts } = this.dependencies.providers;
    this.hearing.hello(capabilities.speechRecognition);
    this.input?.start();
    this.audience.send({
      type: 'call-ready',
      callId: this.callId,
      resumed: this.pendingResume,
      resumeToken: this.options.issueResumeToken(),
      sampleRateHz: VOICE_SAMPLE_RATE_HZ,
      stt: { mode: this.hearing.mode, provider: this.hearing.provider },
      tts: tts
        ? { mode: 'server', provider: tts.id, voice: tts.voice }
        : { mode: 'browser', provider: 'speech-synthesis', voice: 'default' },
      transcript: this.recorder.transcript(),
      durationLimitSeconds: this.context.durationLimitSeconds,
      elapsedSeconds: this.clock.voiceSeconds(),
    });
    this.hearing.announce('start');
    this.audience.send({ type: 'status-update', status: 'in-progress' });
    this.audience.send({ type: 'agent-state', state: this.conversation.agentState });
    this.clock.scheduleLimits();
    if (this.clock.remainingSeconds() <= 0) return;
    const resumed = this.pendingResume;
    if (this.greeted && !resumed) return;
    this.greeted = true;
    const startDelayMs = this.options.startDelayMs ?? INTERVIEWER_START_DELAY_MS;
    this.setTimer(() => this.conversation.greet(resumed), startDelayMs);
  }

  // ---- time and end ----------------------------------------------------------------------------------------------

  private warn(remainingSeconds: number): void {
    if (this.phase !== 'live') return;
    const reason = this.context.limitReason;
    this.audience.send({ type: 'time-warning', remainingSeconds, reason });
    this.conversation.warn(remainingSeconds, reason);
  }

  private async reachLimit(): Promise<void> {
    if (this.phase !== 'live') return;
    const quota = this.context.limitReason === 'quota';
    await this.conversation.closeForLimit(quota ? 'quota' : 'time-up');
    await this.end(quota ? 'quota-exhausted' : 'exceeded-max-duration');
  }

  /**
   * Ends the call: the end is recorded (`onEnding`) before anyone is told, the connections close, then the last
   * answer — a turn still open or being recognised — is heard and stored before `ended` resolves (scoring waits
   * for it). Turns held during a database outage are waited for too, at most HELD_TURNS_END_WAIT_MS.
   */
  async end(reason: VoiceSessionEnd['reason']): Promise<VoiceSessionEnd> {
    if (this.phase !== 'live') return this.ended;
    this.phase = 'ending';
    this.reconnectTimer?.cancel();
    this.clock.pause();
    const result: VoiceSessionEnd = { reason, voiceSeconds: this.clock.voiceSeconds() };
    void this.conversation.finish();
    await this.dependencies
      .onEnding?.(result)
      .catch((error: unknown) =>
        this.options.log?.error({ err: error }, 'could not record the end of a call'),
      );
    this.audience.send({ type: 'status-update', status: 'ended', endedReason: reason });
    this.audience.closeAll(1000, reason, 4410, 'call ended');
    await this.input?.flush();
    await this.conversation.finish();
    await this.turns.finish(this.callId);
    this.phase = 'over';
    this.conversation.stop();
    this.input?.close();
    this.resolveEnded(result);
    return result;
  }
}
