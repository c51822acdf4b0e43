/**
 * Cuts the microphone stream into candidate turns: the VAD gives a speech probability per frame, the turn
 * detector decides when speech starts and when the turn is over (with thinking time, see docs/voice-turn-taking.md),
 * and the segmenter keeps the audio of the turn — with a short pre-roll so the first syllable is not lost and the
 * trailing silence trimmed — for the recogniser.
 */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, VoiceActivityDetector } from '../voice-contracts';
import { TurnDetector } from '../vad/turn-detector';
import type { SegmentEvent, SpeechSegmenter } from './voice-session';

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

  constructor(private readonly vad: VoiceActivityDetector) {}

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

  private segment(frame: Pcm16, probability: number, atMs: number): SegmentEvent[] {
    const frameStart = this.totalSamples;
    this.totalSamples += frame.length;
    const event = this.turns.push({
      probability,
      endMs: (this.totalSamples * 1000) / VOICE_SAMPLE_RATE_HZ,
      durationMs: (frame.length * 1000) / VOICE_SAMPLE_RATE_HZ,
    });
    if (this.turns.inTurn || event?.type === 'end-of-turn') {
      if (event?.type === 'speech-start') {
        this.turnStartSample = frameStart - this.preRollSamples;
        this.turnFrames = [...this.preRoll];
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
    if (!event) return [];
    if (event.type === 'speech-start') return [{ type: 'speech-start', atMs }];
    const audio = this.takeTurnAudio(samplesFor(event.speechEndMs + TRAILING_AUDIO_MS));
    return [{ type: 'end-of-turn', atMs, audio }];
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
    return audio;
  }

  reset(): void {
    this.turns.reset();
    this.vad.reset();
    this.turnFrames = [];
    this.preRoll = [];
    this.preRollSamples = 0;
  }

  close(): void {
    this.vad.close?.();
  }
}
