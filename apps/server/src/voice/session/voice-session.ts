/**
 * One live interview call: microphone audio → speech segmenter (VAD + end-of-turn rule) → STT → interviewer → TTS →
 * the candidate's browser. Typed answers and the browser's own recogniser enter at the transcript step. Every
 * finished turn is stored at once; stage times are recorded per turn; time limits warn one minute before the end.
 */
import { randomUUID } from 'node:crypto';
import {
  OBSERVED_MESSAGE_TYPES,
  OBSERVER_CANNOT_SEND_MESSAGE,
  OBSERVER_PERMISSIONS,
  writeObservedAudioFrame,
  type ObservedAudioSource,
  INTERVIEW_END_WARNING_SECONDS,
  INTERVIEWER_START_DELAY_MS,
  VOICE_RECONNECT_WINDOW_MS,
  VOICE_SAMPLE_RATE_HZ,
  type AgentState,
  type ClientMessage,
  type ServerMessage,
  type TranscriptMessage,
  type TurnTimings,
} from '@intervia/shared';
import type {
  Interviewer,
  InterviewerReply,
  LiveVoiceSession,
  ObserverConnection,
  Pcm16,
  StoredTurn,
  VoiceConnection,
  VoiceSessionContext,
  VoiceSessionDependencies,
  VoiceSessionEnd,
} from '../voice-contracts';
import { ProviderBreaker } from '../provider-breaker';
import { defaultTimer, withDeadline, type SetTimer } from '../with-deadline';

/** Splits microphone audio into candidate turns. Built from the VAD provider and the end-of-turn rule. */
export interface SpeechSegmenter {
  /** May be called again before the previous push resolved; frames are applied, and events resolved, in order. */
  push(frame: Pcm16, atMs: number): Promise<SegmentEvent[]>;
  reset(): void;
  /** The call is over: release the VAD. */
  close?(): void;
}
export type SegmentEvent =
  { type: 'speech-start'; atMs: number } | { type: 'end-of-turn'; atMs: number; audio: Pcm16 };

/** Speech recognition gets at least this long, or 1.5× the utterance for slow offline recognisers. */
export const STT_MIN_TIMEOUT_MS = 3000;
export const STT_TIMEOUT_PER_AUDIO_MS = 1.5;
/** Each chunk of interviewer speech must arrive within this; otherwise the browser speaks the sentence. */
export const TTS_CHUNK_TIMEOUT_MS = 3000;

export interface VoiceSessionOptions {
  /** Creates the segmenter for server-side recognition; absent → no server STT (browser or typed answers). */
  createSegmenter?: () => Promise<SpeechSegmenter>;
  /** Issues a resume token for `call-ready`. */
  issueResumeToken: () => string;
  /** Timer functions (injected for tests). */
  setTimer?: SetTimer;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Test hook: delay before the greeting (defaults to the spec's 300 ms). */
  startDelayMs?: number;
}

interface PendingTimings {
  vadEndMs: number | null;
  sttFinalMs: number | null;
}

export class VoiceSession implements LiveVoiceSession {
  readonly callId: string;
  readonly ended: Promise<VoiceSessionEnd>;

  private resolveEnded!: (end: VoiceSessionEnd) => void;
  private connection: VoiceConnection | null = null;
  private readonly turns: StoredTurn[];
  private readonly interviewer: Interviewer;
  private readonly now: () => number;
  private readonly setTimer: NonNullable<VoiceSessionOptions['setTimer']>;
  private readonly startedAtMs: number;
  /** Voice time counted while a connection is attached. */
  private connectedSinceMs: number | null = null;
  private voiceMsBefore: number;
  private agentState: AgentState = 'listening';
  private speaking: { turnId: string; abort: AbortController } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private segmenter: SpeechSegmenter | null = null;
  private segmenterReady: Promise<void> | null = null;
  private muted = false;
  private helloReceived = false;
  private greeted = false;
  private warned = false;
  private isEnded = false;
  /** The limit was reached: the closing words are said, then the call ends with the limit's reason. */
  private closingForLimit = false;
  private reconnectTimer: { cancel(): void } | null = null;
  private limitTimers: { cancel(): void }[] = [];
  private sttMode: 'server' | 'browser' | 'typed-only' = 'typed-only';
  private pendingResume = false;
  private audioQueue: Promise<void> = Promise.resolve();
  /** Frames queued before the segmenter was ready and not yet pushed to it. */
  private framesBeforeSegmenter = 0;
  /** Silent observers (recruiters listening in): they receive the call and send nothing into it. */
  private readonly observers = new Set<ObserverConnection>();
  /** After the voice provider fails, later replies go to the browser at once instead of waiting for it again. */
  private readonly ttsBreaker: ProviderBreaker;

  constructor(
    private readonly context: VoiceSessionContext,
    private readonly dependencies: VoiceSessionDependencies,
    private readonly options: VoiceSessionOptions,
  ) {
    this.callId = context.callId;
    this.interviewer = dependencies.interviewer;
    this.turns = [...context.previousTurns];
    this.now = dependencies.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? defaultTimer;
    this.ttsBreaker = new ProviderBreaker(this.now);
    this.voiceMsBefore = context.elapsedSecondsBefore * 1000;
    // Call time (turn timestamps) continues after a restart from the last stored turn.
    const lastTurnEnd = this.turns.at(-1)?.endedAtMs ?? 0;
    this.startedAtMs = this.now() - Math.max(lastTurnEnd, this.voiceMsBefore);
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
  }

  // ---- time ------------------------------------------------------------------------------------------------------

  private callMs(): number {
    return Math.round(this.now() - this.startedAtMs);
  }

  private voiceMs(): number {
    const live = this.connectedSinceMs === null ? 0 : this.now() - this.connectedSinceMs;
    return this.voiceMsBefore + live;
  }

  private remainingSeconds(): number {
    return Math.max(0, this.context.durationLimitSeconds - this.voiceMs() / 1000);
  }

  private scheduleLimits(): void {
    for (const timer of this.limitTimers) timer.cancel();
    const remainingMs = this.remainingSeconds() * 1000;
    const warnInMs = remainingMs - INTERVIEW_END_WARNING_SECONDS * 1000;
    this.limitTimers = [this.setTimer(() => void this.reachLimit(), remainingMs)];
    if (!this.warned && warnInMs > 0) {
      this.limitTimers.push(this.setTimer(() => this.warn(), warnInMs));
    } else if (!this.warned && remainingMs > 0) {
      this.warn();
    }
  }

  private warn(): void {
    if (this.warned || this.isEnded) return;
    this.warned = true;
    const reason = this.context.limitReason;
    const remainingSeconds = Math.round(this.remainingSeconds());
    this.send({ type: 'time-warning', remainingSeconds, reason });
    this.enqueue(async () => {
      await this.speak(this.interviewer.timeWarning({ remainingSeconds, reason }), null);
    });
  }

  private async reachLimit(): Promise<void> {
    if (this.isEnded) return;
    const quota = this.context.limitReason === 'quota';
    this.interruptSpeech();
    this.closingForLimit = true;
    await this.speak(this.interviewer.close(quota ? 'quota' : 'time-up'), null);
    await this.end(quota ? 'quota-exhausted' : 'exceeded-max-duration');
  }

  // ---- connection ------------------------------------------------------------------------------------------------

  attach(connection: VoiceConnection, { resumed }: { resumed: boolean }): void {
    if (this.isEnded) {
      connection.close(4410, 'call ended');
      return;
    }
    this.reconnectTimer?.cancel();
    this.reconnectTimer = null;
    if (this.connection && this.connection !== connection)
      this.connection.close(4409, 'replaced by a new connection');
    this.connection = connection;
    this.connectedSinceMs = this.now();
    this.helloReceived = false;
    this.pendingResume = resumed || this.turns.length > 0;
  }

  detach(): void {
    if (this.isEnded || !this.connection) return;
    this.connection = null;
    this.pauseVoiceClock();
    this.interruptSpeech();
    for (const timer of this.limitTimers) timer.cancel();
    this.reconnectTimer = this.setTimer(() => void this.end('connection-lost'), VOICE_RECONNECT_WINDOW_MS);
  }

  /**
   * Server shutdown: drop the connection and timers without ending the call, so the candidate's reconnect reaches
   * a new process that rebuilds the session from the stored turns.
   */
  suspend(): void {
    this.closeObservers(1012, 'server restarting');
    this.connection?.close(1012, 'server restarting');
    this.connection = null;
    this.pauseVoiceClock();
    this.interruptSpeech();
    this.reconnectTimer?.cancel();
    for (const timer of this.limitTimers) timer.cancel();
    this.isEnded = true;
    this.releaseSegmenter();
  }

  /** Frees the VAD's state (in a worker thread) once the frames already queued are through. */
  private releaseSegmenter(): void {
    void this.audioQueue
      .then(() => this.segmenterReady)
      .then(
        () => this.segmenter?.close?.(),
        () => {},
      );
  }

  private pauseVoiceClock(): void {
    if (this.connectedSinceMs !== null) {
      this.voiceMsBefore += this.now() - this.connectedSinceMs;
      this.connectedSinceMs = null;
    }
  }

  private send(message: ServerMessage): void {
    this.connection?.sendJson(message);
    if ((OBSERVED_MESSAGE_TYPES as readonly string[]).includes(message.type)) {
      for (const observer of this.observers) observer.sendJson(message);
    }
  }

  private forwardAudio(source: ObservedAudioSource, pcm: Pcm16): void {
    if (this.observers.size === 0) return;
    const frame = writeObservedAudioFrame(source, pcm);
    for (const observer of this.observers) observer.sendAudio(frame);
  }

  // ---- observers ---------------------------------------------------------------------------------------------------

  get observerCount(): number {
    return this.observers.size;
  }

  get isLive(): boolean {
    return !this.isEnded;
  }

  /** A silent observer joins: told its permissions and the transcript so far, then receives the call as it goes. */
  addObserver(observer: ObserverConnection): void {
    if (this.isEnded) {
      observer.close(4410, 'call ended');
      return;
    }
    this.observers.add(observer);
    observer.sendJson({
      type: 'observer-ready',
      callId: this.callId,
      sampleRateHz: VOICE_SAMPLE_RATE_HZ,
      permissions: OBSERVER_PERMISSIONS,
      transcript: this.turns.map((turn) => this.transcriptOf(turn)),
    });
    observer.sendJson({ type: 'agent-state', state: this.agentState });
  }

  removeObserver(observer: ObserverConnection): void {
    this.observers.delete(observer);
  }

  /** Whatever an observer sends is refused (canSend false) and changes nothing in the call. */
  refuseObserverInput(observer: ObserverConnection): void {
    observer.sendJson({
      type: 'error',
      errorType: 'observer-cannot-send',
      message: OBSERVER_CANNOT_SEND_MESSAGE,
      fatal: false,
    });
  }

  private closeObservers(code: number, reason: string): void {
    for (const observer of this.observers) observer.close(code, reason);
    this.observers.clear();
  }

  private setAgentState(state: AgentState): void {
    if (this.agentState === state) return;
    this.agentState = state;
    this.send({ type: 'agent-state', state });
  }

  private transcriptOf(turn: StoredTurn): TranscriptMessage {
    return {
      type: 'transcript',
      role: turn.role,
      transcriptType: 'final',
      transcript: turn.text,
      turnId: turn.id,
      atMs: turn.startedAtMs,
    };
  }

  private onHello(capabilities: { speechRecognition: boolean; speechSynthesis: boolean }): void {
    if (this.helloReceived) return;
    this.helloReceived = true;
    const { stt, tts } = this.dependencies.providers;
    this.sttMode =
      stt && this.options.createSegmenter
        ? 'server'
        : capabilities.speechRecognition
          ? 'browser'
          : 'typed-only';
    if (this.sttMode === 'server' && !this.segmenterReady) {
      this.segmenterReady = this.options.createSegmenter!().then((segmenter) => {
        this.segmenter = segmenter;
      });
    }
    this.send({
      type: 'call-ready',
      callId: this.callId,
      resumed: this.pendingResume,
      resumeToken: this.options.issueResumeToken(),
      sampleRateHz: VOICE_SAMPLE_RATE_HZ,
      stt: { mode: this.sttMode, provider: this.sttMode === 'server' ? stt!.id : this.sttMode },
      tts: tts
        ? { mode: 'server', provider: tts.id, voice: tts.voice }
        : { mode: 'browser', provider: 'speech-synthesis', voice: 'default' },
      transcript: this.turns.map((turn) => this.transcriptOf(turn)),
      durationLimitSeconds: this.context.durationLimitSeconds,
      elapsedSeconds: Math.round(this.voiceMs() / 1000),
    });
    this.send({ type: 'status-update', status: 'in-progress' });
    this.send({ type: 'agent-state', state: this.agentState });
    this.scheduleLimits();
    if (this.remainingSeconds() <= 0) return;
    const resumed = this.pendingResume;
    if (!this.greeted || resumed) {
      this.greeted = true;
      this.setTimer(() => {
        this.enqueue(async () => {
          const elapsedSeconds = this.voiceMs() / 1000;
          await this.speak(
            this.interviewer.open({ resumed, elapsedSeconds, remainingSeconds: this.remainingSeconds() }),
            null,
          );
        });
      }, this.options.startDelayMs ?? INTERVIEWER_START_DELAY_MS);
    }
  }

  // ---- input -----------------------------------------------------------------------------------------------------

  handleMessage(message: ClientMessage): void {
    if (this.isEnded) return;
    switch (message.type) {
      case 'client-hello':
        this.onHello(message.capabilities);
        return;
      case 'user-transcript':
        if (message.transcriptType === 'partial') {
          if (this.agentState === 'speaking') this.interruptSpeech();
          return;
        }
        if (message.transcript.trim().length === 0) return;
        this.candidateFinished(message.transcript, message.source, {
          vadEndMs: null,
          sttFinalMs: this.callMs(),
        });
        return;
      case 'vad':
        if (message.event === 'speech-start' && this.agentState === 'speaking') this.interruptSpeech();
        return;
      case 'mute':
        this.muted = message.muted;
        if (message.muted) this.segmenter?.reset();
        return;
      case 'playback':
        return;
      case 'end-call':
        void this.end('customer-ended-call');
        return;
      case 'ping':
        this.send({ type: 'pong', at: message.at });
        return;
    }
  }

  handleAudio(pcm: Pcm16): void {
    if (this.isEnded || this.muted) return;
    this.forwardAudio('candidate', pcm);
    if (this.sttMode !== 'server') return;
    const atMs = this.callMs();
    // The frame goes to the VAD at once (it may run in a worker thread: waiting for the previous frame's answer
    // first would add a round trip per frame). The segmenter resolves pushes in push order, so each frame's events
    // are handled right after the previous frame's without a queue of their own (this runs 50 times a second per
    // call).
    if (this.segmenter && this.framesBeforeSegmenter === 0) {
      this.audioQueue = this.segmenter.push(pcm, atMs).then(
        (events) => this.handleSegmentEvents(events),
        (error: unknown) => this.options.log?.error({ err: error }, 'voice activity detection failed'),
      );
      return;
    }
    // Until the segmenter exists (it may be starting), frames wait for it in order.
    this.framesBeforeSegmenter += 1;
    this.audioQueue = this.audioQueue
      .then(async () => {
        await this.segmenterReady;
        this.framesBeforeSegmenter -= 1;
        if (!this.segmenter || this.isEnded) return;
        this.handleSegmentEvents(await this.segmenter.push(pcm, atMs));
      })
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'voice activity detection failed'));
  }

  private handleSegmentEvents(events: SegmentEvent[]): void {
    if (this.isEnded) return;
    for (const event of events) {
      if (event.type === 'speech-start') {
        this.send({ type: 'speech-update', role: 'user', status: 'started', turnId: 'user-live' });
        if (this.agentState === 'speaking') this.interruptSpeech();
      } else {
        this.send({ type: 'speech-update', role: 'user', status: 'stopped', turnId: 'user-live' });
        this.transcribe(event.audio, event.atMs);
      }
    }
  }

  private transcribe(audio: Pcm16, vadEndMs: number): void {
    const stt = this.dependencies.providers.stt;
    if (!stt) return;
    this.enqueue(async () => {
      this.setAgentState('thinking');
      const abort = new AbortController();
      let text = '';
      try {
        const audioMs = (audio.length * 1000) / VOICE_SAMPLE_RATE_HZ;
        const limitMs = Math.max(STT_MIN_TIMEOUT_MS, audioMs * STT_TIMEOUT_PER_AUDIO_MS);
        text = await withDeadline(
          stt.transcribe(audio, { signal: abort.signal }),
          limitMs,
          () => abort.abort(),
          this.setTimer,
        );
      } catch (error) {
        this.options.log?.warn({ err: error }, 'speech recognition failed');
        this.send({
          type: 'error',
          errorType: 'stt-failed',
          message: 'Sorry, your answer could not be recognised. Please say it again or type it.',
          fatal: false,
        });
      }
      if (text.trim().length === 0) {
        this.setAgentState('listening');
        return;
      }
      await this.answer(text.trim(), 'voice', { vadEndMs, sttFinalMs: this.callMs() });
    });
  }

  private candidateFinished(text: string, source: StoredTurn['source'], timings: PendingTimings): void {
    this.enqueue(() => this.answer(text.trim(), source, timings));
  }

  /** Stores the candidate's turn, then lets the interviewer respond. Runs inside the queue. */
  private async answer(text: string, source: StoredTurn['source'], timings: PendingTimings): Promise<void> {
    if (this.isEnded || this.closingForLimit) return;
    const endedAtMs = this.callMs();
    const turn: StoredTurn = {
      id: randomUUID(),
      role: 'user',
      text,
      startedAtMs: timings.vadEndMs ?? endedAtMs,
      endedAtMs,
      source,
      questionIndex: null,
      timings: null,
    };
    await this.store(turn);
    this.send(this.transcriptOf(turn));
    this.setAgentState('thinking');
    const reply = this.interviewer.respond({
      candidateText: text,
      elapsedSeconds: this.voiceMs() / 1000,
      remainingSeconds: this.remainingSeconds(),
    });
    await this.speak(reply, timings);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(task)
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'voice session task failed'));
  }

  // ---- output ----------------------------------------------------------------------------------------------------

  private interruptSpeech(): void {
    if (!this.speaking) return;
    this.speaking.abort.abort();
    this.send({ type: 'interrupt', turnId: this.speaking.turnId });
  }

  /** Says a reply: streams sentences to TTS (or to the browser) and stores the assistant turn when done. */
  private async speak(reply: InterviewerReply, pending: PendingTimings | null): Promise<void> {
    if (this.isEnded) return;
    const turnId = randomUUID();
    const abort = new AbortController();
    this.speaking = { turnId, abort };
    const startedAtMs = this.callMs();
    const timings: TurnTimings = {
      vadEndMs: pending?.vadEndMs ?? null,
      sttFinalMs: pending?.sttFinalMs ?? null,
      firstTokenMs: null,
      firstAudioMs: null,
      firstAudioSentMs: null,
    };
    const tts = this.dependencies.providers.tts;
    const spoken: string[] = [];
    /** After the voice provider failed (in this reply or lately), the browser speaks without waiting for it. */
    let browserVoice = !this.ttsBreaker.available;
    this.setAgentState('speaking');
    this.send({ type: 'speech-update', role: 'assistant', status: 'started', turnId });
    if (tts) this.send({ type: 'assistant-audio', event: 'start', turnId });
    try {
      for await (const sentence of reply.sentences) {
        timings.firstTokenMs ??= this.callMs();
        spoken.push(sentence);
        this.send({
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'partial',
          transcript: spoken.join(' '),
          turnId,
          atMs: startedAtMs,
        });
        if (abort.signal.aborted) continue;
        if (!tts || browserVoice) {
          this.send({ type: 'assistant-speak', text: sentence, turnId });
          continue;
        }
        // A provider that stops answering must not stall the call: each chunk has a deadline.
        const sentenceAbort = new AbortController();
        const stopSentence = () => sentenceAbort.abort();
        abort.signal.addEventListener('abort', stopSentence, { once: true });
        try {
          const chunks = tts.synthesize(sentence, { signal: sentenceAbort.signal })[Symbol.asyncIterator]();
          for (;;) {
            const next = await withDeadline(chunks.next(), TTS_CHUNK_TIMEOUT_MS, stopSentence, this.setTimer);
            if (next.done || abort.signal.aborted) break;
            this.ttsBreaker.succeeded();
            timings.firstAudioMs ??= this.callMs();
            this.connection?.sendAudio(next.value);
            this.forwardAudio('interviewer', next.value);
            timings.firstAudioSentMs ??= this.callMs();
          }
        } catch (error) {
          if (!abort.signal.aborted) {
            // The candidate still gets the words: the browser speaks them instead.
            this.options.log?.warn({ err: error }, 'speech synthesis failed; the browser speaks instead');
            this.send({ type: 'assistant-speak', text: sentence, turnId });
            browserVoice = true;
            this.ttsBreaker.failed();
          }
        } finally {
          abort.signal.removeEventListener('abort', stopSentence);
        }
      }
    } finally {
      if (tts) this.send({ type: 'assistant-audio', event: 'end', turnId });
      this.send({ type: 'speech-update', role: 'assistant', status: 'stopped', turnId });
      if (this.speaking?.turnId === turnId) this.speaking = null;
    }
    const outcome = await reply.outcome;
    const turn: StoredTurn = {
      id: turnId,
      role: 'assistant',
      text: outcome.text,
      startedAtMs,
      endedAtMs: this.callMs(),
      source: 'interviewer',
      questionIndex: outcome.questionIndex,
      timings: pending ? timings : null,
    };
    await this.store(turn);
    this.send(this.transcriptOf(turn));
    if (outcome.endCall && !this.closingForLimit) {
      await this.end('assistant-ended-call');
      return;
    }
    this.setAgentState('listening');
  }

  private async store(turn: StoredTurn): Promise<void> {
    this.turns.push(turn);
    await this.dependencies.turns.append(this.callId, turn, Math.round(this.voiceMs() / 1000));
  }

  // ---- end -------------------------------------------------------------------------------------------------------

  async end(reason: VoiceSessionEnd['reason']): Promise<VoiceSessionEnd> {
    if (this.isEnded) return this.ended;
    this.isEnded = true;
    this.interruptSpeech();
    this.reconnectTimer?.cancel();
    for (const timer of this.limitTimers) timer.cancel();
    this.pauseVoiceClock();
    const result: VoiceSessionEnd = { reason, voiceSeconds: Math.round(this.voiceMsBefore / 1000) };
    this.send({ type: 'status-update', status: 'ended', endedReason: reason });
    this.connection?.close(1000, reason);
    this.connection = null;
    this.closeObservers(4410, 'call ended');
    this.releaseSegmenter();
    this.resolveEnded(result);
    return result;
  }
}
