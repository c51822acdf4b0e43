/**
 * Where a recording holds speech: follows a voice activity detector's probabilities and gives the speech segments,
 * the voiced time that speaking pace is measured on (a long answer's wall time also holds thinking pauses and the
 * silence before the turn ended). The same hysteresis as the turn detector: speech starts at
 * SPEECH_START_PROBABILITY, continues down to SPEECH_CONTINUE_PROBABILITY; gaps shorter than a breath between
 * phrases stay inside the segment, as they do in a speaking rate. The live call's segmenter follows each turn with a
 * `SpeechSegmentTracker` (in call time); `speechSegmentsOf` runs one over a whole recording.
 */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, VoiceActivityDetector } from '../voice-contracts';
import {
  SPEECH_CONTINUE_PROBABILITY,
  SPEECH_START_MIN_MS,
  SPEECH_START_PROBABILITY,
  type SpeechSegment,
} from '@intervia/engine';

/** Silences shorter than this between phrases belong to the speech (commas, breaths), longer ones are pauses. */
const PHRASE_GAP_MAX_MS = 400;
/** 32 ms frames, the windows both detectors use. */
const FRAME_SAMPLES = 512;

/** Speech segments from one probability per frame, frame by frame, on whatever clock the frames' ends are given in. */
export class SpeechSegmentTracker {
  private readonly segments: SpeechSegment[] = [];
  private speaking = false;
  private onsetMs = 0;
  private aboveStartMs = 0;
  private lastSpeechMs = 0;

  /** One frame: its speech probability, when it ended and how long it lasted (ms). */
  push(probability: number, endMs: number, durationMs: number): void {
    if (this.speaking) {
      if (probability >= SPEECH_CONTINUE_PROBABILITY) this.lastSpeechMs = endMs;
      else if (endMs - this.lastSpeechMs > PHRASE_GAP_MAX_MS) {
        this.segments.push({ startMs: this.onsetMs, endMs: this.lastSpeechMs });
        this.speaking = false;
        this.aboveStartMs = 0;
      }
    } else if (probability >= SPEECH_START_PROBABILITY) {
      this.aboveStartMs += durationMs;
      if (this.aboveStartMs >= SPEECH_START_MIN_MS) {
        this.speaking = true;
        this.onsetMs = endMs - this.aboveStartMs;
        this.lastSpeechMs = endMs;
      }
    } else {
      this.aboveStartMs = 0;
    }
  }

  /** The segments so far (speech still going counts up to its last voiced frame), short gaps merged. */
  result(): SpeechSegment[] {
    const all = this.speaking
      ? [...this.segments, { startMs: this.onsetMs, endMs: this.lastSpeechMs }]
      : this.segments;
    return mergeShortGaps(all);
  }
}

export async function speechSegmentsOf(
  audio: Pcm16,
  detector: VoiceActivityDetector,
): Promise<SpeechSegment[]> {
  const tracker = new SpeechSegmentTracker();
  for (let offset = 0; offset < audio.length; offset += FRAME_SAMPLES) {
    const frame = audio.subarray(offset, offset + FRAME_SAMPLES);
    const probability = await detector.process(frame);
    const durationMs = (frame.length / VOICE_SAMPLE_RATE_HZ) * 1000;
    tracker.push(probability, (offset / VOICE_SAMPLE_RATE_HZ) * 1000 + durationMs, durationMs);
  }
  return tracker.result();
}

/** A segment that resumes within PHRASE_GAP_MAX_MS of the last one continues it. */
function mergeShortGaps(segments: readonly SpeechSegment[]): SpeechSegment[] {
  const merged: SpeechSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && segment.startMs - last.endMs <= PHRASE_GAP_MAX_MS) last.endMs = segment.endMs;
    else merged.push({ ...segment });
  }
  return merged;
}
