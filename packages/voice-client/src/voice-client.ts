/**
 * VoiceClient: starts a web call with the spec's stages, streams the microphone to the interviewer and plays its
 * voice, and reports what happens through the spec's events. Browser APIs come in through small interfaces
 * (see browser-*.ts for the real ones) so every rule is unit-tested.
 */
import {
  ASSISTANT_REQUIRED_MESSAGE,
  VOICE_AUDIO_FORMAT,
  type ClientMessage,
  type CreateWebCallRequest,
  type ServerMessage,
  type WebCall,
} from '@intervia/shared';
import { AudioLevelObserver, realClock, type ObserverClock } from './audio-level-observer';
import {
  BARGE_IN_LEVEL,
  BARGE_IN_SUSTAIN_MS,
  MOBILE_PERMISSION_WAIT_MS,
  type StartStage,
} from './voice-client-constants';
import {
  CALL_OBJECT_NOT_AVAILABLE,
  ERROR_TYPE_BY_STAGE,
  messageOf,
  type VoiceClientError,
} from './voice-client-errors';
import { TypedEmitter } from './typed-emitter';
import { BrowserRecognitionWatch } from './browser-recognition-watch';
import type { LoadBundle, LoaderClock } from './compat/call-object/call-bundle-loader';
import { CallObject, CallObjectError, pageCallInstances } from './compat/call-object/call-object';
import type { CallState } from './compat/call-object/call-object-constants';
import { callError, type CallError } from './compat/call-object/call-object-errors';
import type { CallInstanceRegistry } from './compat/call-object/call-instance-registry';

// ---- what the client needs from the browser and the server --------------------------------------------------------

/** The call's connection (our "call object"): one WebSocket carrying PCM16 audio and JSON messages. */
export interface CallTransport {
  join(url: string): Promise<void>;
  sendJson(message: ClientMessage): void;
  sendAudio(pcm: Int16Array): void;
  onJson(handler: (message: ServerMessage) => void): void;
  onAudio(handler: (pcm: Int16Array) => void): void;
  onClose(handler: (info: { code: number; reason: string }) => void): void;
  leave(): void;
}

export interface MicrophoneCapture {
  /** Asks for the microphone and starts delivering 16 kHz PCM16 frames with their level (RMS 0–1). */
  start(onFrame: (pcm: Int16Array, level: number) => void): Promise<void>;
  setMuted(muted: boolean): void;
  /** Turns on noise suppression; a failure leaves the plain microphone working. */
  enableNoiseSuppression(): Promise<void>;
  stop(): void;
}

export interface AssistantAudioOutput {
  play(pcm: Int16Array): void;
  /** Stops everything queued or playing now (barge-in). */
  stop(): void;
  isPlaying(): boolean;
  /** Current output level (RMS 0–1), read by the audio-level observer. */
  level(): number;
  close(): void;
}

/** A result of the browser's recogniser: text, whether it is final, and its confidence (0–1) when it gives one. */
export interface BrowserRecognitionResult {
  text: string;
  final: boolean;
  confidence: number | null;
}

/** The browser's own speech APIs: its recogniser (when the call uses it) and speechSynthesis (no server voice). */
export interface SpeechFallbacks {
  canRecognise(): boolean;
  canSpeak(): boolean;
  speak(text: string): void;
  cancelSpeech(): void;
  isSpeaking(): boolean;
  /** `onError` gets the Web Speech API `error` code ('network', 'not-allowed', 'no-speech' …). */
  startRecognition(
    onResult: (result: BrowserRecognitionResult) => void,
    onError?: (code: string) => void,
  ): void;
  stopRecognition(): void;
}

export interface VideoRecording {
  /** Starts the camera recording (1280x720); returns the camera stream for the preview. */
  start(): Promise<MediaStream>;
  stop(): void;
}

export interface VoiceClientDependencies {
  createWebCall(payload: CreateWebCallRequest): Promise<WebCall>;
  /** Loads the call's assets (audio worklet …) under the call object's timeout and retries; none by default. */
  loadCallAssets?: LoadBundle;
  /** The singleton registry (the page's by default; tests pass their own). */
  callInstances?: CallInstanceRegistry<CallObject>;
  /** Clock and limits of the asset loader (spec values by default; tests shorten them). */
  callLoader?: { clock?: LoaderClock; timeoutMs?: number; maxAttempts?: number; retryDelayMs?: number };
  allowMultipleCallInstances?: boolean;
  createTransport(): CallTransport;
  createMicrophone(): MicrophoneCapture;
  createOutput(): AssistantAudioOutput;
  speech: SpeechFallbacks;
  createVideoRecording?: () => VideoRecording;
  isMobile(): boolean;
  wait(ms: number): Promise<void>;
  clock?: ObserverClock;
  /** How often and how long to retry a dropped connection with the resume token. */
  reconnect?: { attempts: number; delayMs: number };
}

// ---- events ---------------------------------------------------------------------------------------------------------

export interface VoiceClientEvents {
  'call-start': WebCall;
  'call-end': void;
  'call-start-failed': { stage: StartStage; error: VoiceClientError };
  /** The interviewer started / stopped speaking (audio-level observer on its voice). */
  'speech-start': void;
  'speech-end': void;
  /** The interviewer's voice level, normalised 0–1, every 100 ms. */
  'volume-level': number;
  /** Every server message, unchanged, plus the SDK's own ended status message. */
  message: ServerMessage;
  error: VoiceClientError;
  /** The camera stream of the video recording. */
  video: MediaStream;
  /** Progress through the start stages (for logs and tests). */
  stage: StartStage;
  /** The candidate's microphone level, 0–1 (for a meter). */
  'input-level': number;
  /** The call object's state: new, loading, loaded, joining, joined, left, error. */
  'call-state': CallState;
  /** A fatal call error (spec section 8 call error types); the call is in the error state. */
  'call-error': CallError;
  /**
   * The connection dropped and the client is resuming the call (true), or the call is back (false, at the next
   * call-ready). A server node that stops or dies moves its calls: the candidate sees a short "reconnecting".
   */
  reconnecting: boolean;
}

function hasTarget(payload: CreateWebCallRequest): boolean {
  return Boolean(
    payload.assistant ??
    payload.assistantId ??
    payload.squad ??
    payload.squadId ??
    payload.workflow ??
    payload.workflowId,
  );
}

export class VoiceClient extends TypedEmitter<VoiceClientEvents> {
  private started = false;
  private transport: CallTransport | null = null;
  private callObject: CallObject | null = null;
  private microphone: MicrophoneCapture | null = null;
  private output: AssistantAudioOutput | null = null;
  private video: VideoRecording | null = null;
  private observer: AudioLevelObserver | null = null;
  private call: WebCall | null = null;
  private muted = false;
  private endedMessageSeen = false;
  private leaving = false;
  private resumeToken: string | null = null;
  /** A dropped connection is being resumed (until the next call-ready). */
  private reconnecting = false;
  private dropAudioUntilNextStart = false;
  private loudSinceMs: number | null = null;
  /** The browser's recogniser is running for this call (the server chose it), and watched for failure. */
  private browserRecognition: BrowserRecognitionWatch | null = null;
  /** The microphone heard speech since the browser recogniser's last result (for its no-speech rule). */
  private speechSinceResult = false;
  private readonly clock: ObserverClock;

  constructor(private readonly deps: VoiceClientDependencies) {
    super();
    this.clock = deps.clock ?? realClock;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Starts a call; returns it, or null when a call is already started or any stage failed. */
  async start(payload: CreateWebCallRequest): Promise<WebCall | null> {
    if (this.started) return null;
    this.started = true;
    this.endedMessageSeen = false;
    this.leaving = false;
    let stage: StartStage = 'initialization';
    const enter = (next: StartStage) => {
      stage = next;
      this.emit('stage', next);
    };
    try {
      enter('initialization');
      if (!hasTarget(payload)) {
        this.fail(stage, { type: 'validation-error', stage, message: ASSISTANT_REQUIRED_MESSAGE });
        return null;
      }

      enter('web-call-creation');
      const call = await this.deps.createWebCall(payload);
      this.call = call;

      enter('daily-call-object-creation');
      const transport = this.deps.createTransport();
      this.transport = transport;
      this.output = this.deps.createOutput();
      transport.onJson((message) => this.onServerMessage(message));
      transport.onAudio((pcm) => {
        if (!this.dropAudioUntilNextStart) this.output?.play(pcm);
      });
      transport.onClose((info) => void this.onTransportClosed(info));
      const callObject = this.createCallObject(call, transport);
      // The assets load while the mobile permission wait runs.
      callObject.load();

      enter('mobile-permissions');
      if (this.deps.isMobile()) await this.deps.wait(MOBILE_PERMISSION_WAIT_MS);

      enter('daily-call-join');
      await callObject.join();
      const microphone = this.microphone as MicrophoneCapture | null;
      if (!microphone) throw new Error(CALL_OBJECT_NOT_AVAILABLE);

      if (call.artifactPlan.videoRecordingEnabled && this.deps.createVideoRecording) {
        enter('video-recording-setup');
        this.video = this.deps.createVideoRecording();
        this.emit('video', await this.video.start());
      }

      enter('audio-observer-setup');
      const output = this.output;
      this.observer = new AudioLevelObserver(
        () => output.level(),
        {
          onVolume: (volume) => this.emit('volume-level', volume),
          onSpeechStart: () => this.emit('speech-start', undefined),
          onSpeechEnd: () => this.emit('speech-end', undefined),
        },
        this.clock,
      );
      this.observer.start();

      enter('audio-processing-setup');
      try {
        await microphone.enableNoiseSuppression();
      } catch (error) {
        // Nonfatal: the audio processor stays off and the plain microphone keeps working.
        microphone.setMuted(this.muted);
        this.emit('error', {
          type: 'audio-processing-setup-error',
          stage,
          message: messageOf(error),
          cause: error,
        });
      }

      this.emit('call-start', call);
      return call;
    } catch (error) {
      const callError = error instanceof CallObjectError ? error.callError : undefined;
      this.fail(stage, {
        type: ERROR_TYPE_BY_STAGE[stage],
        stage,
        message: messageOf(error),
        cause: callError?.cause ?? error,
        ...(callError ? { callError } : {}),
      });
      return null;
    }
  }

  /** The call object under this call: its states, asset loading, singleton and destroy rules. */
  private createCallObject(call: WebCall, transport: CallTransport): CallObject {
    const callObject = new CallObject(
      {
        url: call.webCallUrl,
        ...(this.deps.allowMultipleCallInstances ? { allowMultipleCallInstances: true } : {}),
      },
      {
        loadAssets: this.deps.loadCallAssets ?? (async () => {}),
        joinMeeting: async ({ url }) => {
          await transport.join(url ?? call.webCallUrl);
          this.sayHello(transport);
          this.microphone = this.deps.createMicrophone();
          await this.microphone.start((pcm, level) => this.onMicrophoneFrame(pcm, level));
        },
        leaveMeeting: () => {
          this.microphone?.stop();
          this.microphone = null;
        },
        ...(this.deps.callLoader?.clock ? { clock: this.deps.callLoader.clock } : {}),
        loader: { ...this.deps.callLoader },
      },
      this.deps.callInstances ?? pageCallInstances,
    );
    this.callObject = callObject;
    this.emit('call-state', callObject.state);
    callObject.on('state-changed', ({ to }) => this.emit('call-state', to));
    callObject.on('error', (error) => this.emit('call-error', error));
    return callObject;
  }

  private fail(stage: StartStage, error: VoiceClientError): void {
    this.emit('error', error);
    this.emit('call-start-failed', { stage, error });
    this.cleanup();
  }

  /** Leaves the call (Stop Interview): the server ends it; an ended status is reported in any case. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.leaving = true;
    try {
      this.transport?.sendJson({ type: 'end-call' });
    } catch {
      // The socket may already be gone; the ended status below still goes out.
    }
    this.finish();
  }

  /** Sends a typed answer (always available: accessibility, no microphone). */
  sendTypedAnswer(text: string): void {
    if (!this.transport) throw new Error(CALL_OBJECT_NOT_AVAILABLE);
    const transcript = text.trim();
    if (!transcript) return;
    this.interruptAssistant(false);
    this.transport.sendJson({
      type: 'user-transcript',
      transcript,
      transcriptType: 'final',
      source: 'typed',
    });
  }

  setMuted(muted: boolean): void {
    if (!this.transport || !this.microphone) throw new Error(CALL_OBJECT_NOT_AVAILABLE);
    this.muted = muted;
    this.microphone.setMuted(muted);
    this.transport.sendJson({ type: 'mute', muted });
  }

  /**
   * Asks the server to switch who hears the candidate: 'browser' (this browser's speech service) or 'server'
   * (the server's recogniser). The server answers with a `recognizer-update` message, or an error when it cannot.
   */
  switchRecognizer(to: 'server' | 'browser'): void {
    if (!this.transport) throw new Error(CALL_OBJECT_NOT_AVAILABLE);
    this.transport.sendJson({ type: 'use-recognizer', recognizer: to, reason: 'candidate' });
  }

  isMuted(): boolean {
    if (!this.transport) throw new Error(CALL_OBJECT_NOT_AVAILABLE);
    return this.muted;
  }

  // ---- incoming -------------------------------------------------------------------------------------------------

  private onServerMessage(message: ServerMessage): void {
    switch (message.type) {
      case 'call-ready':
        this.resumeToken = message.resumeToken;
        if (this.reconnecting) {
          this.reconnecting = false;
          this.emit('reconnecting', false);
        }
        this.useBrowserRecognition(message.stt.mode === 'browser');
        break;
      case 'recognizer-update':
        this.useBrowserRecognition(message.mode === 'browser');
        break;
      case 'assistant-audio':
        if (message.event === 'start') this.dropAudioUntilNextStart = false;
        break;
      case 'assistant-speak':
        this.deps.speech.speak(message.text);
        break;
      case 'interrupt':
        this.interruptAssistant(false);
        break;
      case 'status-update':
        if (message.status === 'ended') this.endedMessageSeen = true;
        break;
      default:
        break;
    }
    this.emit('message', message);
    if (message.type === 'status-update' && message.status === 'ended') this.finish();
  }

  /**
   * Starts or stops the browser's recogniser as the server decides. Its results go to the server (the audio still
   * flows, for the server's turn detection and as its fallback); when it fails, the server is told and hears the
   * rest of the call, recognising the turn in progress from the audio it kept.
   */
  private useBrowserRecognition(on: boolean): void {
    if (!on) {
      if (this.browserRecognition) this.deps.speech.stopRecognition();
      this.browserRecognition = null;
      return;
    }
    if (this.browserRecognition) return;
    const watch = new BrowserRecognitionWatch();
    this.browserRecognition = watch;
    this.speechSinceResult = false;
    this.deps.speech.startRecognition(
      ({ text, final, confidence }) => {
        if (this.browserRecognition !== watch) return;
        watch.result();
        this.speechSinceResult = false;
        if (!final) this.interruptAssistant(false);
        this.transport?.sendJson({
          type: 'recognised-speech',
          text,
          confidence,
          final,
          source: 'browser-stt',
        });
      },
      (code) => {
        if (this.browserRecognition !== watch) return;
        const failure = watch.error(code, this.speechSinceResult);
        if (!failure) return;
        this.browserRecognition = null;
        this.deps.speech.stopRecognition();
        this.transport?.sendJson({
          type: 'use-recognizer',
          recognizer: 'server',
          reason: 'browser-failed',
          error: failure,
        });
      },
    );
  }

  /** First message on every connection: what the browser can do, and the microphone audio's format. */
  private sayHello(transport: CallTransport): void {
    transport.sendJson({
      type: 'client-hello',
      capabilities: {
        speechRecognition: this.deps.speech.canRecognise(),
        speechSynthesis: this.deps.speech.canSpeak(),
      },
      audioFormat: { ...VOICE_AUDIO_FORMAT },
    });
  }

  private onMicrophoneFrame(pcm: Int16Array, level: number): void {
    this.emit('input-level', Math.min(1, level / 0.15));
    if (this.muted) return;
    if (level >= BARGE_IN_LEVEL) this.speechSinceResult = true;
    this.transport?.sendAudio(pcm);
    // Local barge-in: sustained candidate speech while the interviewer talks stops its voice at once.
    const assistantTalking = (this.output?.isPlaying() ?? false) || this.deps.speech.isSpeaking();
    if (assistantTalking && level >= BARGE_IN_LEVEL) {
      const now = this.clock.now();
      this.loudSinceMs ??= now;
      if (now - this.loudSinceMs >= BARGE_IN_SUSTAIN_MS) {
        this.loudSinceMs = null;
        this.interruptAssistant(true);
      }
    } else {
      this.loudSinceMs = null;
    }
  }

  private interruptAssistant(tellServer: boolean): void {
    this.output?.stop();
    this.deps.speech.cancelSpeech();
    this.dropAudioUntilNextStart = true;
    if (tellServer) this.transport?.sendJson({ type: 'vad', event: 'speech-start' });
  }

  private async onTransportClosed(info: { code: number; reason: string }): Promise<void> {
    if (this.leaving || this.endedMessageSeen || !this.started) {
      this.finish();
      return;
    }
    // An unexpected drop: try to resume the same call with the resume token.
    const { attempts, delayMs } = this.deps.reconnect ?? { attempts: 20, delayMs: 2500 };
    const call = this.call;
    if (call && this.resumeToken && info.code !== 4401 && info.code !== 4410) {
      this.reconnecting = true;
      this.emit('reconnecting', true);
      for (let attempt = 0; attempt < attempts && !this.leaving; attempt += 1) {
        await this.deps.wait(delayMs);
        try {
          const url = new URL(call.webCallUrl);
          url.searchParams.set('token', this.resumeToken);
          await this.transport?.join(url.toString());
          if (this.transport) this.sayHello(this.transport);
          return;
        } catch {
          // Try again until the reconnect window is over.
        }
      }
    }
    this.callObject?.fail(callError('connection-error', 'Connection lost'));
    this.finish();
  }

  private finish(): void {
    if (!this.started) return;
    if (!this.endedMessageSeen) {
      this.endedMessageSeen = true;
      this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    }
    this.cleanup();
    this.emit('call-end', undefined);
  }

  private cleanup(): void {
    this.started = false;
    this.leaving = true;
    this.observer?.stop();
    this.observer = null;
    this.deps.speech.stopRecognition();
    this.browserRecognition = null;
    this.deps.speech.cancelSpeech();
    this.microphone?.stop();
    this.microphone = null;
    this.video?.stop();
    this.video = null;
    this.output?.close();
    this.output = null;
    const transport = this.transport;
    this.transport = null;
    transport?.leave();
    // Leaves (left) unless already ended in error, and frees the instance for the next call.
    const callObject = this.callObject;
    this.callObject = null;
    callObject?.destroy();
    this.call = null;
    this.resumeToken = null;
    if (this.reconnecting) {
      this.reconnecting = false;
      this.emit('reconnecting', false);
    }
  }
}
