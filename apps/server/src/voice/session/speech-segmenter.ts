/**
 * Cuts the microphone stream into candidate turns: the VAD gives a speech probability per frame, the turn
 * detector decides when speech starts and when the turn is over (with thinking time, see docs/voice-turn-taking.md),
 * and the segmenter keeps the audio of the turn — with a short pre-roll so the first syllable is not lost and the
 * trailing silence trimmed — for the recogniser. While the candidate speaks, the turn's audio is also given out
 * piece by piece (`speech-audio`) for a recogniser that listens as it goes; pieces stop at the last speech heard so
 * far (plus the trailing margin), so together they are exactly the turn's audio (`streamTurnAudio`).
 */
import { VOICE_SAMPLE_RATE_HZ, type TurnTakingMode } from '@intervia/shared';
import type { Pcm16, VoiceActivityDetector } from '../voice-contracts';
import { TurnDetector, type SpeechSegment } from '@intervia/engine';
import { SpeechSegmentTracker } from '../vad/speech-segments';

/** Splits microphone audio into candidate turns. Built from the VAD provider and the end-of-turn rule. */
export interface SpeechSegmenter {
  /** May be called again before the previous push resolved; frames are applied, and events resolved, in order. */
  push(frame: Pcm16, atMs: number): Promise<SegmentEvent[]>;
  /** The call is ending: a turn still open ends now (after the frames already pushed). */
  flush?(): Promise<SegmentEvent[]>;
  reset(): void;
  /**
   * The recogniser's latest words for the turn in progress (a partial transcript): the silence that ends the turn is
   * then decided from them. A segmenter without it ends turns on silence alone.
   */
  hearWords?(words: string): void;
  /** The call's turn-taking mode (conversational when never set). */
  setTurnTaking?(mode: TurnTakingMode): void;
  /** The call is over: release the VAD. */
  close?(): void;
}
export type SegmentEvent =
  | { type: 'speech-start'; atMs: number }
  /** More of the current turn's audio, in order (the first piece holds the pre-roll). */
  | { type: 'speech-audio'; audio: Pcm16 }
  /**
   * The turn is over; `audio` is all of it (the `speech-audio` pieces joined, when they were given);
   * `speechSegments`: where the candidate spoke, in ms of call time (the voiced time pace is measured on);
   * `silenceMs`: the silence after the last speech that ended it (0 when the call's end closed the turn).
   */
  | { type: 'end-of-turn'; atMs: number; audio: Pcm16; silenceMs: number; speechSegments?: SpeechSegment[] };

export const PRE_ROLL_MS = 300;
export const TRAILING_AUDIO_MS = 250;
const samplesFor = (ms: number) => Math.round((ms * VOICE_SAMPLE_RATE_HZ) / 1000);

export class VadSpeechSegmenter implements SpeechSegmenter {
  private readonly turns = new TurnDetector();
  /** Audio clock: samples received so far. */
  private totalSamples = 0;
  private preRoll: Pcm16[] = [];
  private preRollSamples = 0;
  private turnFrames: Pcm16[] = [];
  /** Sample index where the kept turn audio starts. */
  private turnStartSample = 0;
  /** How far the turn's audio has been given out: frame index and offset inside it. */
  private given = { frame: 0, offset: 0, samples: 0 };
  private lastAtMs = 0;
  /** The current turn's speech segments, on the call's clock (frames' arrival times). */
  private voiced = new SpeechSegmentTracker();

  /**
   * `streamTurnAudio`: also give the turn's audio out as it comes (`speech-audio` events), for a recogniser that
   * listens while the candidate speaks. Without it only `end-of-turn` carries the audio.
   */
  constructor(
    private readonly vad: VoiceActivityDetector,
    private readonly options: { streamTurnAudio?: boolean } = {},
  ) {}

  /** Frames pushed so far, applied: the turn state advances strictly in push order. */
  private applied: Promise<unknown> = Promise.resolve();

  /**
   * Starts the VAD on the frame at once, so a caller may push the next frame before this one's events are known
   * (the VAD may answer from a worker thread); events come out in push order.
   */
  push(frame: Pcm16, atMs: number): Promise<SegmentEvent[]> {
    const probability = this.vad.process(frame);
    const events = this.applied.then(async () => this.segment(frame, await probability, atMs));
    this.applied = events.catch(() => {});
    return events;
  }

  async flush(): Promise<SegmentEvent[]> {
    await this.applied;
    const speechEndMs = this.turns.speechEndMs;
    if (speechEndMs === null) return [];
    this.turns.reset();
    const audioMs = (this.totalSamples * 1000) / VOICE_SAMPLE_RATE_HZ;
    return this.endTurn(
      samplesFor(speechEndMs + TRAILING_AUDIO_MS),
      this.lastAtMs,
      Math.max(0, audioMs - speechEndMs),
    );
  }

  hearWords(words: string): void {
    this.turns.hearWords(words);
  }

  setTurnTaking(mode: TurnTakingMode): void {
    this.turns.setMode(mode);
  }

  private segment(frame: Pcm16, probability: number, atMs: number): SegmentEvent[] {
    this.lastAtMs = atMs;
    const frameStart = this.totalSamples;
    this.totalSamples += frame.length;
    this.voiced.push(probability, atMs, (frame.length * 1000) / VOICE_SAMPLE_RATE_HZ);
    const event = this.turns.push({
      probability,
      endMs: (this.totalSamples * 1000) / VOICE_SAMPLE_RATE_HZ,
      durationMs: (frame.length * 1000) / VOICE_SAMPLE_RATE_HZ,
    });
    if (this.turns.inTurn || event?.type === 'end-of-turn') {
      if (event?.type === 'speech-start') {
        this.turnStartSample = frameStart - this.preRollSamples;
        this.turnFrames = [...this.preRoll];
        this.given = { frame: 0, offset: 0, samples: 0 };
      }
      this.turnFrames.push(frame);
    } else {
      this.preRoll.push(frame);
      this.preRollSamples += frame.length;
      while (
        this.preRoll.length > 1 &&
        this.preRollSamples - (this.preRoll[0]?.length ?? 0) >= samplesFor(PRE_ROLL_MS)
      ) {
        this.preRollSamples -= this.preRoll.shift()?.length ?? 0;
      }
    }
    if (event?.type === 'end-of-turn') {
      return this.endTurn(samplesFor(event.speechEndMs + TRAILING_AUDIO_MS), atMs, event.silenceMs);
    }
    const events: SegmentEvent[] = event?.type === 'speech-start' ? [{ type: 'speech-start', atMs }] : [];
    const speechEndMs = this.turns.speechEndMs;
    if (speechEndMs !== null) events.push(...this.giveAudio(samplesFor(speechEndMs + TRAILING_AUDIO_MS)));
    return events;
  }

  private endTurn(endSample: number, atMs: number, silenceMs: number): SegmentEvent[] {
    const rest = this.giveAudio(endSample);
    const speechSegments = this.voiced.result();
    this.voiced = new SpeechSegmentTracker();
    return [
      ...rest,
      { type: 'end-of-turn', atMs, audio: this.takeTurnAudio(endSample), silenceMs, speechSegments },
    ];
  }

  /** The turn's audio not given out yet, up to `endSample` (never past the audio received). */
  private giveAudio(endSample: number): SegmentEvent[] {
    if (!this.options.streamTurnAudio) return [];
    const wanted = Math.min(this.totalSamples, endSample) - this.turnStartSample - this.given.samples;
    if (wanted <= 0) return [];
    const audio = new Int16Array(wanted);
    let filled = 0;
    while (filled < wanted) {
      const frame = this.turnFrames[this.given.frame];
      if (!frame) break;
      const part = frame.subarray(this.given.offset, this.given.offset + wanted - filled);
      audio.set(part, filled);
      filled += part.length;
      this.given.offset += part.length;
      if (this.given.offset >= frame.length)
        this.given = { ...this.given, frame: this.given.frame + 1, offset: 0 };
    }
    this.given.samples += filled;
    return filled > 0 ? [{ type: 'speech-audio', audio: audio.subarray(0, filled) }] : [];
  }

  private takeTurnAudio(endSample: number): Pcm16 {
    const length = Math.max(0, Math.min(this.totalSamples, endSample) - this.turnStartSample);
    const audio = new Int16Array(length);
    let offset = 0;
    for (const frame of this.turnFrames) {
      if (offset >= length) break;
      const part = frame.subarray(0, Math.min(frame.length, length - offset));
      audio.set(part, offset);
      offset += part.length;
    }
    this.turnFrames = [];
    this.preRoll = [];
    this.preRollSamples = 0;
    this.given = { frame: 0, offset: 0, samples: 0 };
    return audio;
  }

  reset(): void {
    this.turns.reset();
    this.voiced = new SpeechSegmentTracker();
    this.vad.reset();
    this.turnFrames = [];
    this.preRoll = [];
    this.preRollSamples = 0;
    this.given = { frame: 0, offset: 0, samples: 0 };
  }

  close(): void {
    this.vad.close?.();
  }
}
