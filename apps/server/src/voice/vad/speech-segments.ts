/**
 * Where a recording holds speech: runs a voice activity detector over the audio and returns its speech segments,
 * the voiced time that speaking pace is measured on (a long answer's wall time also holds thinking pauses and the
 * silence before the turn ended). The same hysteresis as the turn detector: speech starts at
 * SPEECH_START_PROBABILITY, continues down to SPEECH_CONTINUE_PROBABILITY; gaps shorter than a breath between
 * phrases stay inside the segment, as they do in a speaking rate.
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
const FRAME_MS = (FRAME_SAMPLES / VOICE_SAMPLE_RATE_HZ) * 1000;

export async function speechSegmentsOf(
  audio: Pcm16,
  detector: VoiceActivityDetector,
): Promise<SpeechSegment[]> {
  const segments: SpeechSegment[] = [];
  let speaking = false;
  let onsetMs = 0;
  let aboveStartMs = 0;
  let lastSpeechMs = 0;
  for (let offset = 0; offset < audio.length; offset += FRAME_SAMPLES) {
    const frame = audio.subarray(offset, offset + FRAME_SAMPLES);
    const probability = await detector.process(frame);
    const startMs = (offset / VOICE_SAMPLE_RATE_HZ) * 1000;
    const endMs = startMs + (frame.length / VOICE_SAMPLE_RATE_HZ) * 1000;
    if (speaking) {
      if (probability >= SPEECH_CONTINUE_PROBABILITY) lastSpeechMs = endMs;
      else if (endMs - lastSpeechMs > PHRASE_GAP_MAX_MS) {
        segments.push({ startMs: onsetMs, endMs: lastSpeechMs });
        speaking = false;
        aboveStartMs = 0;
      }
    } else if (probability >= SPEECH_START_PROBABILITY) {
      aboveStartMs += FRAME_MS;
      if (aboveStartMs >= SPEECH_START_MIN_MS) {
        speaking = true;
        onsetMs = endMs - aboveStartMs;
        lastSpeechMs = endMs;
      }
    } else {
      aboveStartMs = 0;
    }
  }
  if (speaking) segments.push({ startMs: onsetMs, endMs: lastSpeechMs });
  return mergeShortGaps(segments);
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
