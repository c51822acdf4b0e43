/**
 * The candidate's voice on the server: microphone frames go to the segmenter (VAD + end-of-turn rule), the turn's
 * audio is fed to the call's recogniser while the candidate speaks (its partial transcripts go to the client as live
 * captions), and each finished turn is handed on with a `recognize()` that gives the final transcript within a
 * deadline scaled to the answer's length.
 */
import { randomUUID } from 'node:crypto';
import {
  VOICE_SAMPLE_RATE_HZ,
  type ServerMessage,
  type TurnSource,
  type TurnTakingMode,
} from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import type {
  InterviewVocabulary,
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../recognition/recognition-stream';
import { withDeadline, type SetTimer } from '../with-deadline';
import { BrowserAnswers } from './browser-answers';
import type { SegmentEvent, SpeechSegmenter } from './speech-segmenter';
import type { SpeechSegment } from '@intervia/engine';

/** Speech recognition gets at least this long, or 1.5× the utterance for slow offline recognisers. */
export const STT_MIN_TIMEOUT_MS = 3000;
export const STT_TIMEOUT_PER_AUDIO_MS = 1.5;
/** `speech-update` messages about the candidate's turn in progress use this turn id. */
const LIVE_USER_TURN_ID = 'user-live';
/**
 * When the browser hears the candidate: how long after the end of a turn its final result may still arrive (it
 * finalises on its own silence rule); after that the server recognises the turn's kept audio, so nothing is lost.
 */
export const BROWSER_FINAL_GRACE_MS = 2000;
/** A browser result while no turn is open becomes an answer of its own after this long (the VAD did not hear it). */
export const BROWSER_ALONE_ANSWER_MS = 2500;

/** Who turns the candidate's speech into text: the server's recogniser, or the browser's (audio kept meanwhile). */
export type Hearing = 'server' | 'browser';
/** Recognition ran past its deadline or failed: the answer is kept (its audio) and recognised after the call. */
export const STT_DEFERRED_MESSAGE =
  'Your answer is taking a while to transcribe. It is kept and will be in your transcript after the call — carry on.';

/** What became of a heard turn: its text, or its audio kept to be recognised after the call. */
export type HeardAnswer = (RecognitionResult & { source?: TurnSource }) | { deferredAudio: Pcm16 };

/** A candidate turn that has ended (by the silence rule, or because the call is ending). */
export interface HeardTurn {
  /** The turn's id: its partial captions carry it, and the stored turn keeps it (the final caption replaces them). */
  turnId: string;
  /** Call time when the turn ended (the end-of-turn rule fired). */
  vadEndMs: number;
  /** Call time when the candidate's speech ended (before the silence that ended the turn). */
  speechEndMs: number;
  /** Where the candidate spoke (ms of call time), when the segmenter measured it; empty when it did not. */
  speechSegments?: SpeechSegment[];
  /**
   * The final transcript and where it came from (absent source: the server's recogniser); the turn's audio when
   * recognition ran past its deadline or failed (never discarded: it is recognised after the call, and the
   * candidate has been told); null when no words were heard.
   */
  recognize(): Promise<HeardAnswer | null>;
}

export interface SpeechInputOptions {
  createSegmenter: () => Promise<SpeechSegmenter>;
  recognizer: StreamingRecognizer;
  /** The interview's words, given to every turn's recognition stream. */
  vocabulary?: InterviewVocabulary;
  /** The call's turn-taking mode: how long a silence ends the turn, given the words (conversational when absent). */
  turnTaking?: TurnTakingMode;
  setTimer: SetTimer;
  callMs: () => number;
  send: (message: ServerMessage) => void;
  /** The candidate started speaking (the interviewer should stop: barge-in). */
  onSpeechStart: () => void;
  onTurn: (turn: HeardTurn) => void;
  /** Who hears at the start (default the server); `setHearing` changes it. */
  hearing?: Hearing;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

/** A candidate turn being spoken: recognised as it goes, or its audio kept while the browser recognises. */
interface OpenTurn {
  recognition: RecognitionStream | null;
  kept: Pcm16[];
  turnId: string;
  samples: number;
  startedAtMs: number;
}

export class SpeechInput {
  private segmenter: SpeechSegmenter | null = null;
  private segmenterReady: Promise<void> | null = null;
  private audioQueue: Promise<void> = Promise.resolve();
  /** Frames queued before the segmenter was ready and not yet pushed to it. */
  private framesBeforeSegmenter = 0;
  private stream: OpenTurn | null = null;
  private closed = false;
  private hearing: Hearing;
  private readonly browserAnswers = new BrowserAnswers();
  private aloneTimer: { cancel(): void } | null = null;
  /** Between a turn's speech-start and its end. */
  private inTurn = false;
  /** The call's candidate, the same for each answer, so the recogniser can adapt to their voice. */
  private readonly speaker = {};

  constructor(private readonly options: SpeechInputOptions) {
    this.hearing = options.hearing ?? 'server';
    if (this.hearing === 'server') this.prepareRecognizer();
  }

  /** The recogniser gets the call's words ready while the interviewer greets, not when the first answer starts. */
  private prepareRecognizer(): void {
    const { recognizer, vocabulary } = this.options;
    if (vocabulary) recognizer.prepare?.(vocabulary);
  }

  /**
   * Switches who hears. To the server mid-turn: the turn's audio kept so far goes to a recognition stream and the
   * rest follows, and a turn waiting for the browser's text is recognised from its kept audio at once.
   */
  setHearing(hearing: Hearing): void {
    if (this.hearing === hearing) return;
    this.hearing = hearing;
    if (hearing === 'server') {
      this.prepareRecognizer();
      const stream = this.stream;
      if (stream && !stream.recognition) {
        stream.recognition = this.startRecognition(stream);
        for (const piece of stream.kept) stream.recognition.write(piece);
        stream.kept = [];
      }
      this.browserAnswers.release();
    }
  }

  /** A result of the browser's recogniser (partial ones are live captions; final ones wait for their turn). */
  browserResult(text: string, confidence: number | null, final: boolean): void {
    if (this.closed || this.hearing !== 'browser') return;
    const stream = this.stream;
    if (!final) {
      if (stream && text.trim())
        this.options.send({
          type: 'transcript',
          role: 'user',
          transcriptType: 'partial',
          transcript: text.trim(),
          turnId: stream.turnId,
          atMs: stream.startedAtMs,
        });
      return;
    }
    this.browserAnswers.push(text, confidence);
    if (stream || this.aloneTimer) return;
    // The server's voice activity detection heard no turn (yet): unless one starts soon, the result is an answer.
    this.aloneTimer = this.options.setTimer(() => {
      this.aloneTimer = null;
      if (this.stream || !this.browserAnswers.pending || this.closed) return;
      const answer = this.browserAnswers.take();
      const vadEndMs = this.options.callMs();
      this.options.onTurn({
        turnId: randomUUID(),
        vadEndMs,
        speechEndMs: vadEndMs,
        recognize: async () => (answer ? { ...answer, source: 'browser-stt' } : null),
      });
    }, BROWSER_ALONE_ANSWER_MS);
  }

  /** Whether the candidate is in the middle of a turn (speech started and the turn has not ended). */
  get candidateSpeaking(): boolean {
    return this.inTurn;
  }

  get recognizerId(): string {
    return this.options.recognizer.id;
  }

  /** Creates the segmenter (once); frames pushed meanwhile wait for it in order. */
  start(): void {
    this.segmenterReady ??= this.options.createSegmenter().then((segmenter) => {
      if (this.options.turnTaking) segmenter.setTurnTaking?.(this.options.turnTaking);
      this.segmenter = segmenter;
    });
  }

  push(pcm: Pcm16, atMs: number): void {
    if (this.closed || !this.segmenterReady) return;
    // The frame goes to the VAD at once (it may run in a worker thread: waiting for the previous frame's answer
    // first would add a round trip per frame). The segmenter resolves pushes in push order, so each frame's events
    // are handled right after the previous frame's without a queue of their own (this runs 50 times a second per
    // call).
    if (this.segmenter && this.framesBeforeSegmenter === 0) {
      this.audioQueue = this.segmenter.push(pcm, atMs).then(
        (events) => this.handle(events),
        (error: unknown) => this.options.log?.error({ err: error }, 'voice activity detection failed'),
      );
      return;
    }
    this.framesBeforeSegmenter += 1;
    this.audioQueue = this.audioQueue
      .then(async () => {
        await this.segmenterReady;
        this.framesBeforeSegmenter -= 1;
        if (!this.segmenter || this.closed) return;
        this.handle(await this.segmenter.push(pcm, atMs));
      })
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'voice activity detection failed'));
  }

  /** Muted: the turn in progress is dropped. */
  mute(): void {
    this.inTurn = false;
    this.segmenter?.reset();
    this.stream?.recognition?.cancel();
    this.stream = null;
  }

  /** The call is ending: the frames already received are segmented, and a turn still open ends now. */
  async flush(): Promise<void> {
    await this.audioQueue;
    await this.segmenterReady?.catch(() => {});
    if (!this.segmenter?.flush || this.closed) return;
    this.handle(await this.segmenter.flush());
  }

  /** Frees the VAD's state (in a worker thread) once the frames already queued are through. */
  close(): void {
    const segmenterReady = this.segmenterReady;
    void this.audioQueue
      .then(() => segmenterReady)
      .then(
        () => {
          this.closed = true;
          this.segmenter?.close?.();
          this.stream?.recognition?.cancel();
          this.stream = null;
          this.aloneTimer?.cancel();
          this.browserAnswers.release();
        },
        () => {},
      );
  }

  private handle(events: SegmentEvent[]): void {
    if (this.closed) return;
    for (const event of events) {
      if (event.type === 'speech-start') {
        this.inTurn = true;
        this.options.send({
          type: 'speech-update',
          role: 'user',
          status: 'started',
          turnId: LIVE_USER_TURN_ID,
        });
        this.openStream();
        this.options.onSpeechStart();
      } else if (event.type === 'speech-audio') {
        const stream = this.openStream();
        this.feed(stream, event.audio);
        stream.samples += event.audio.length;
      } else {
        this.inTurn = false;
        this.options.send({
          type: 'speech-update',
          role: 'user',
          status: 'stopped',
          turnId: LIVE_USER_TURN_ID,
        });
        const stream = this.openStream();
        // Whatever of the turn was not fed while it was spoken (all of it, for a segmenter that does not stream).
        if (event.audio.length > stream.samples) this.feed(stream, event.audio.subarray(stream.samples));
        this.stream = null;
        this.options.onTurn({
          turnId: stream.turnId,
          vadEndMs: event.atMs,
          speechEndMs: event.atMs - event.silenceMs,
          speechSegments: event.speechSegments ?? [],
          recognize: () =>
            stream.recognition
              ? this.recognize(stream.recognition, event.audio)
              : this.browserAnswer(stream, event.audio),
        });
      }
    }
  }

  private openStream(): OpenTurn {
    if (this.stream) return this.stream;
    this.aloneTimer?.cancel();
    this.aloneTimer = null;
    const stream: OpenTurn = {
      recognition: null,
      kept: [],
      turnId: randomUUID(),
      samples: 0,
      startedAtMs: this.options.callMs(),
    };
    if (this.hearing === 'server') stream.recognition = this.startRecognition(stream);
    this.stream = stream;
    return stream;
  }

  private startRecognition(stream: OpenTurn): RecognitionStream {
    const { vocabulary } = this.options;
    const recognition = this.options.recognizer.start(
      vocabulary ? { vocabulary, speaker: this.speaker } : { speaker: this.speaker },
    );
    recognition.onPartial((text) => {
      if (this.stream !== stream || text.trim().length === 0) return;
      // The words so far decide how long a silence ends the turn (a complete thought sooner, a trailing "and" later).
      this.segmenter?.hearWords?.(text);
      this.options.send({
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: text,
        turnId: stream.turnId,
        atMs: stream.startedAtMs,
      });
    });
    return recognition;
  }

  /** To the recogniser while the server hears; kept (a copy) while the browser does, in case it fails. */
  private feed(stream: OpenTurn, audio: Pcm16): void {
    if (stream.recognition) stream.recognition.write(audio);
    else stream.kept.push(audio.slice());
  }

  /**
   * The answer of a turn the browser heard: its final result (waited for a little after the turn's end), or, when
   * none comes or the browser's recogniser failed meanwhile, the server's recognition of the turn's kept audio.
   */
  private async browserAnswer(stream: OpenTurn, audio: Pcm16): Promise<HeardAnswer | null> {
    const audioMs = (audio.length * 1000) / VOICE_SAMPLE_RATE_HZ;
    if (this.hearing === 'browser')
      await this.browserAnswers.wait(BROWSER_FINAL_GRACE_MS, this.options.setTimer);
    const answer = this.browserAnswers.take();
    if (answer) return { ...answer, source: 'browser-stt' };
    if (this.hearing === 'browser')
      this.options.log?.warn(
        { turnId: stream.turnId, audioMs },
        'no result from the browser recogniser for a turn: the server recognises its audio',
      );
    const recognition = this.startRecognition(stream);
    for (const piece of stream.kept) recognition.write(piece);
    stream.kept = [];
    return this.recognize(recognition, audio);
  }

  private async recognize(recognition: RecognitionStream, audio: Pcm16): Promise<HeardAnswer | null> {
    const abort = new AbortController();
    const audioMs = (audio.length * 1000) / VOICE_SAMPLE_RATE_HZ;
    try {
      const limitMs = Math.max(STT_MIN_TIMEOUT_MS, audioMs * STT_TIMEOUT_PER_AUDIO_MS);
      const result = await withDeadline(
        recognition.finish({ signal: abort.signal }),
        limitMs,
        () => abort.abort(),
        this.options.setTimer,
      );
      return result.text.trim().length > 0 ? { ...result, text: result.text.trim() } : null;
    } catch (error) {
      // Slow or failed recognition never loses the answer: its audio is kept and recognised after the call, and
      // the interview goes on meanwhile.
      this.options.log?.warn({ err: error }, 'speech recognition ran late or failed; the answer is kept');
      this.options.send({
        type: 'error',
        errorType: 'stt-deferred',
        message: STT_DEFERRED_MESSAGE,
        fatal: false,
      });
      return { deferredAudio: audio };
    }
  }
}
