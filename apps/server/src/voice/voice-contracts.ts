/**
 * The seams of the live voice pipeline. Three parts meet here and are built separately:
 *  - providers (STT, TTS, VAD) in ./providers — offline defaults and cloud implementations chosen by env;
 *  - the session (./session) — turn-taking, barge-in, timings, time limits — driven by one WebSocket connection;
 *  - the call API and persistence (routes/calls.ts, services/calls) — creates calls, stores turns, resumes sessions.
 * Messages on the wire are the ones in @intervia/shared's voice protocol.
 */
import type {
  ObserverMessage,
  CallEndedReason,
  ClientMessage,
  ServerMessage,
  SpeakerRole,
  TurnSource,
  TurnTimings,
  TurnTakingMode,
  TranscriptionState,
} from '@intervia/shared';
import type { SpeechSegment } from '@intervia/engine';

// ---- audio --------------------------------------------------------------------------------------------------------

/** PCM16 little-endian mono samples at VOICE_SAMPLE_RATE_HZ (16 kHz). */
export type Pcm16 = Int16Array;

// ---- providers ----------------------------------------------------------------------------------------------------

interface ProviderInfo {
  /** Stable id shown in the UI and logs, e.g. "pocketsphinx", "openai-compatible", "espeak-ng". */
  readonly id: string;
}

// ---- recognition while the candidate speaks (re-exported by recognition/recognition-stream.ts) ----

export interface RecognitionResult {
  text: string;
  /** 0–1: how sure the recogniser is of the text; null when it cannot say. */
  confidence: number | null;
}

/** Words this interview is likely to contain (the posting's and résumé's skills, tools and names, the questions). */
export interface InterviewVocabulary {
  /** Single words, as written ("Kubernetes", "PostgreSQL", "Terraform"). */
  words: string[];
  /** Multi-word terms ("code review", "page load time"). */
  phrases: string[];
  /** The interview's own lines (posting, questions, résumé), for a recogniser that weighs word sequences. */
  sentences?: string[];
}

/** One answer being recognised. */
export interface RecognitionStream {
  /** Appends the utterance's audio (PCM16 16 kHz mono), in order, in pieces of any size. */
  write(audio: Pcm16): void;
  /** Called whenever the best hypothesis so far changes (live captions). */
  onPartial(listener: (text: string) => void): void;
  /** The utterance is over: the final result. Rejects on failure, or when the signal aborts. */
  finish(options: { signal: AbortSignal }): Promise<RecognitionResult>;
  /** Drops the utterance (nothing more will be asked of it) and frees what it holds. */
  cancel(): void;
}

/** A recogniser that streams. */
export interface StreamingRecognizer extends ProviderInfo {
  /**
   * `speaker`: the same object for every answer of one call (its candidate), so that a recogniser can adapt to the
   * voice over the call; without it each answer is heard on its own.
   */
  start(options: {
    vocabulary?: InterviewVocabulary;
    language?: string;
    speaker?: object;
  }): RecognitionStream;
  /**
   * Starts, in the background, what a call's answers will need from its vocabulary (for pocketsphinx: the taught
   * words' pronunciations and the interview language model), so that the first answer does not wait for it. Called
   * when the call starts; a recogniser with nothing to prepare leaves it out. Never throws.
   */
  prepare?(vocabulary: InterviewVocabulary): void;
}

/** Speech-to-text: one finished utterance in, text out. Must honour the abort signal. */
export interface SpeechToText extends ProviderInfo {
  transcribe(audio: Pcm16, options: { signal: AbortSignal; language?: string }): Promise<string>;
}

/** Text-to-speech: yields PCM16 16 kHz chunks as soon as they exist, so playback starts before synthesis ends. */
export interface TextToSpeech extends ProviderInfo {
  readonly voice: string;
  synthesize(text: string, options: { signal: AbortSignal }): AsyncIterable<Pcm16>;
  /**
   * The same provider speaking with an interviewer persona's voice (an espeak-ng voice name). Absent when the
   * provider's voice is fixed by its configuration (a remote voice): the call then keeps that voice.
   */
  withVoice?(voice: string): TextToSpeech;
}

/** Voice activity for one stream: push frames, read speech/silence events. Stateful, one per session. */
export interface VoiceActivityDetector {
  /**
   * Feeds one frame (any whole number of samples); returns the speech probability of the newest window (0–1).
   * A caller may feed the next frame before this one's answer; frames are applied in call order.
   */
  process(frame: Pcm16): Promise<number>;
  reset(): void;
  /** Frees what the detector holds outside itself (its state in a VAD worker); the call is over. */
  close?(): void;
}
export interface VoiceActivityDetectorFactory extends ProviderInfo {
  create(): Promise<VoiceActivityDetector>;
}

/** What the server can do; `null` STT/TTS means the browser must recognise or speak (protocol modes). */
export interface VoiceProviders {
  stt: SpeechToText | null;
  /**
   * A recogniser that listens while the candidate speaks (recognition/recognition-stream.ts). When set, the call
   * uses it instead of `stt`; without it, `stt` is wrapped to stream (recognition/batch-recognizer.ts).
   */
  recognizer?: StreamingRecognizer | null;
  /**
   * 'configured': the operator set up a server recogniser (Deepgram protocol, Whisper-compatible); it hears every
   * call. 'offline' (the default): pocketsphinx, used only when the candidate's browser cannot recognise, is not
   * allowed to, or fails.
   */
  recognizerRank?: 'configured' | 'offline';
  /** BROWSER_RECOGNITION: whether a call may use the candidate's browser recogniser (default allow). */
  browserRecognition?: 'allow' | 'deny';
  tts: TextToSpeech | null;
  vad: VoiceActivityDetectorFactory | null;
  close(): Promise<void>;
}

// ---- interviewer ----------------------------------------------------------------------------------------------------

/** One thing the interviewer says. `sentences` streams text so speech can start before the reply is complete. */
export interface InterviewerReply {
  sentences: AsyncIterable<string>;
  outcome: Promise<{ text: string; endCall: boolean; questionIndex: number | null }>;
}

export interface InterviewerTurnInput {
  /** What the candidate just said (final transcript of the turn). */
  candidateText: string;
  elapsedSeconds: number;
  remainingSeconds: number;
  /**
   * The recogniser's confidence (0–1) in those words; absent or null when typed or unknown. Below the "I may have
   * misheard" line the interviewer neither quotes nor judges them.
   */
  recognitionConfidence?: number | null;
}

/** The interviewer behind a call: built-in engine policy, or an LLM with the engine as fallback. */
export interface Interviewer {
  /** Greeting and first question; on a resumed call, a short "welcome back" and the pending question. */
  open(input: { resumed: boolean; elapsedSeconds: number; remainingSeconds: number }): InterviewerReply;
  respond(input: InterviewerTurnInput): InterviewerReply;
  /** One minute left (duration or quota): a short notice, said once. */
  timeWarning(input: { remainingSeconds: number; reason: 'duration' | 'quota' }): InterviewerReply;
  /** Closing words when time is up or the candidate stops. */
  close(reason: 'time-up' | 'quota' | 'candidate-ended'): InterviewerReply;
}

// ---- turns and persistence ----------------------------------------------------------------------------------------

export interface StoredTurn {
  id: string;
  role: SpeakerRole;
  text: string;
  /** ms since the call started. */
  startedAtMs: number;
  endedAtMs: number;
  source: TurnSource;
  /** For assistant turns: which planned question (index) it asks, when it asks one. */
  questionIndex: number | null;
  timings: TurnTimings | null;
  /** A recognised answer's confidence (0–1); absent or null when typed or unknown. */
  confidence?: number | null;
  /**
   * `pending`: recognition ran past its deadline; `text` is empty and `audio` (the answer, PCM16 16 kHz) is kept to
   * be recognised after the call (services/calls/deferred-recognition.ts).
   */
  transcription?: TranscriptionState | null;
  audio?: Pcm16;
  /** A voice answer: where the candidate spoke, in ms of call time (VAD), the voiced time pace is measured on. */
  speechSegments?: SpeechSegment[] | null;
}

/** Every finished turn is written at once, so nothing is lost if the call drops; a resumed call reads them back. */
export interface TurnStore {
  /** Stores the turn after the call's earlier ones, with the call's voice time so far (minute metering). */
  append(callId: string, turn: StoredTurn, voiceSeconds: number): Promise<void>;
  list(callId: string): Promise<StoredTurn[]>;
}

// ---- session ↔ transport ----------------------------------------------------------------------------------------

/** A silent observer's WebSocket (observer-protocol.ts): it receives the call and sends nothing into it. */
export interface ObserverConnection {
  sendJson(message: ObserverMessage): void;
  sendAudio(pcm: Pcm16): void;
  close(code: number, reason: string): void;
}

/** One live WebSocket, as the session sees it. */
export interface VoiceConnection {
  sendJson(message: ServerMessage): void;
  sendAudio(pcm: Pcm16): void;
  close(code: number, reason: string): void;
}

export interface VoiceSessionContext {
  callId: string;
  interviewId: string;
  userId: string;
  /** Hard limit for this call: the interview's duration, capped by the user's remaining minutes. */
  durationLimitSeconds: number;
  /** Which limit is tighter — decides the time-warning reason. */
  limitReason: 'duration' | 'quota';
  /** Voice time already used on this call before a restart (0 for a new call). */
  elapsedSecondsBefore: number;
  /** Turns already stored (resume after reconnect or server restart). */
  previousTurns: StoredTurn[];
  /** Words this interview is likely to contain, for a recogniser that can use them (each turn's stream gets them). */
  vocabulary?: InterviewVocabulary;
  /** How long the interviewer waits before taking the turn (the interview's or job's setting; conversational when absent). */
  turnTaking?: TurnTakingMode;
}

export interface VoiceSessionEnd {
  reason: CallEndedReason;
  /** Seconds of actual voice time (connected and in progress), used for minute metering. */
  voiceSeconds: number;
}

/** A live interview call. Created by the call service, attached to a connection by the WebSocket route. */
export interface LiveVoiceSession {
  readonly callId: string;
  /** Binds a (re)connected socket; sends `call-ready` with the transcript so far. */
  attach(connection: VoiceConnection, options: { resumed: boolean }): void;
  /** The socket dropped; the session waits VOICE_RECONNECT_WINDOW_MS for a reconnect, then ends. */
  detach(): void;
  handleMessage(message: ClientMessage): void;
  handleAudio(pcm: Pcm16): void;
  end(reason: VoiceSessionEnd['reason']): Promise<VoiceSessionEnd>;
  readonly ended: Promise<VoiceSessionEnd>;
}

export interface VoiceSessionDependencies {
  providers: VoiceProviders;
  interviewer: Interviewer;
  turns: TurnStore;
  /** Monotonic clock in ms (injected for tests). */
  now?: () => number;
  /**
   * The call is ending (`end` was called, for any reason): records the end before the candidate is told, so
   * whoever reads the call next finds it ended. The session then hears and stores the last answer and resolves
   * `ended`.
   */
  onEnding?: (end: VoiceSessionEnd) => Promise<void>;
}
