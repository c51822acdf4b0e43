/**
 * The candidate's voice on the server: microphone frames go to the segmenter (VAD + end-of-turn rule), the turn's
 * audio is fed to the call's recogniser while the candidate speaks (its partial transcripts go to the client as live
 * captions), and each finished turn is handed on with a `recognize()` that gives the final transcript within a
 * deadline scaled to the answer's length.
 */
import { randomUUID } from 'node:crypto';
import { VOICE_SAMPLE_RATE_HZ, type ServerMessage } from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import type {
  InterviewVocabulary,
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../recognition/recognition-stream';
import { withDeadline, type SetTimer } from '../with-deadline';
import type { SegmentEvent, SpeechSegmenter } from './speech-segmenter';

/** Speech recognition gets at least this long, or 1.5× the utterance for slow offline recognisers. */
export const STT_MIN_TIMEOUT_MS = 3000;
export const STT_TIMEOUT_PER_AUDIO_MS = 1.5;
/** `speech-update` messages about the candidate's turn in progress use this turn id. */
const LIVE_USER_TURN_ID = 'user-live';
const STT_FAILED_MESSAGE = 'Sorry, your answer could not be recognised. Please say it again or type it.';

/** A candidate turn that has ended (by the silence rule, or because the call is ending). */
export interface HeardTurn {
  /** The turn's id: its partial captions carry it, and the stored turn keeps it (the final caption replaces them). */
  turnId: string;
  /** Call time when the turn ended. */
  vadEndMs: number;
  /** The final transcript; null when recognition failed (the candidate has been told) or heard nothing. */
  recognize(): Promise<RecognitionResult | null>;
}

export interface SpeechInputOptions {
  createSegmenter: () => Promise<SpeechSegmenter>;
  recognizer: StreamingRecognizer;
  /** The interview's words, given to every turn's recognition stream. */
  vocabulary?: InterviewVocabulary;
  setTimer: SetTimer;
  callMs: () => number;
  send: (message: ServerMessage) => void;
  /** The candidate started speaking (the interviewer should stop: barge-in). */
  onSpeechStart: () => void;
  onTurn: (turn: HeardTurn) => void;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export class SpeechInput {
  private segmenter: SpeechSegmenter | null = null;
  private segmenterReady: Promise<void> | null = null;
  private audioQueue: Promise<void> = Promise.resolve();
  /** Frames queued before the segmenter was ready and not yet pushed to it. */
  private framesBeforeSegmenter = 0;
  private stream: {
    recognition: RecognitionStream;
    turnId: string;
    samples: number;
    startedAtMs: number;
  } | null = null;
  private closed = false;

  constructor(private readonly options: SpeechInputOptions) {}

  get recognizerId(): string {
    return this.options.recognizer.id;
  }

  /** Creates the segmenter (once); frames pushed meanwhile wait for it in order. */
  start(): void {
    this.segmenterReady ??= this.options.createSegmenter().then((segmenter) => {
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
    this.segmenter?.reset();
    this.stream?.recognition.cancel();
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
          this.stream?.recognition.cancel();
          this.stream = null;
        },
        () => {},
      );
  }

  private handle(events: SegmentEvent[]): void {
    if (this.closed) return;
    for (const event of events) {
      if (event.type === 'speech-start') {
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
        stream.recognition.write(event.audio);
        stream.samples += event.audio.length;
      } else {
        this.options.send({
          type: 'speech-update',
          role: 'user',
          status: 'stopped',
          turnId: LIVE_USER_TURN_ID,
        });
        const stream = this.openStream();
        // Whatever of the turn was not fed while it was spoken (all of it, for a segmenter that does not stream).
        if (event.audio.length > stream.samples)
          stream.recognition.write(event.audio.subarray(stream.samples));
        this.stream = null;
        const audioMs = (event.audio.length * 1000) / VOICE_SAMPLE_RATE_HZ;
        this.options.onTurn({
          turnId: stream.turnId,
          vadEndMs: event.atMs,
          recognize: () => this.recognize(stream.recognition, audioMs),
        });
      }
    }
  }

  private openStream() {
    if (this.stream) return this.stream;
    const { vocabulary } = this.options;
    const recognition = this.options.recognizer.start(vocabulary ? { vocabulary } : {});
    const stream = { recognition, turnId: randomUUID(), samples: 0, startedAtMs: this.options.callMs() };
    recognition.onPartial((text) => {
      if (this.stream !== stream || text.trim().length === 0) return;
      this.options.send({
        type: 'transcript',
        role: 'user',
        transcriptType: 'partial',
        transcript: text,
        turnId: stream.turnId,
        atMs: stream.startedAtMs,
      });
    });
    this.stream = stream;
    return stream;
  }

  private async recognize(
    recognition: RecognitionStream,
    audioMs: number,
  ): Promise<RecognitionResult | null> {
    const abort = new AbortController();
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
      this.options.log?.warn({ err: error }, 'speech recognition failed');
      this.options.send({
        type: 'error',
        errorType: 'stt-failed',
        message: STT_FAILED_MESSAGE,
        fatal: false,
      });
      return null;
    }
  }
}
