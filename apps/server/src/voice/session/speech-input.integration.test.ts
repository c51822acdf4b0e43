/**
 * The batch recogniser hears exactly the same audio whether the turn is fed while it is spoken (streamed
 * segmenter) or only at its end: real speech (flite, voice slt), the Silero VAD, the segmenter, SpeechInput and
 * the batch adapter. Needs `flite` and `sox` (installed by .ci/run).
 */
import { describe, expect, it } from 'vitest';
import type { Pcm16, SpeechToText } from '../voice-contracts';
import { streamingFromBatch } from '../recognition/batch-recognizer';
import { loadSileroVadFactory } from '../vad/silero-vad';
import { fliteSpeech } from '../vad/flite-speech.testing';
import { defaultTimer } from '../with-deadline';
import { SpeechInput, type HeardTurn } from './speech-input';
import { VadSpeechSegmenter } from './speech-segmenter';

const ANSWER = 'In my last role I led the migration of our billing service to a new database.';
const FRAME = 320;

async function heardAudio(streamTurnAudio: boolean, speech: Int16Array): Promise<Pcm16[]> {
  const factory = await loadSileroVadFactory({ variant: 'v5' });
  const heard: Pcm16[] = [];
  const stt: SpeechToText = {
    id: 'recording',
    transcribe: async (audio) => {
      heard.push(audio);
      return 'text';
    },
  };
  const turns: HeardTurn[] = [];
  const input = new SpeechInput({
    createSegmenter: async () => new VadSpeechSegmenter(await factory.create(), { streamTurnAudio }),
    recognizer: streamingFromBatch(stt),
    setTimer: defaultTimer,
    callMs: () => 0,
    send: () => {},
    onSpeechStart: () => {},
    onTurn: (turn) => turns.push(turn),
  });
  input.start();
  for (let at = 0; at + FRAME <= speech.length; at += FRAME) {
    input.push(speech.slice(at, at + FRAME), (at / FRAME) * 20);
  }
  await input.flush();
  for (const turn of turns) await turn.recognize();
  await factory.close();
  return heard;
}

describe('SpeechInput with Silero and flite speech', () => {
  it('gives the recogniser the same audio with and without streaming the turn', async () => {
    const speech = fliteSpeech(ANSWER, 1, 2);
    const atEnd = await heardAudio(false, speech);
    const streamed = await heardAudio(true, speech);
    expect(atEnd).toHaveLength(1);
    expect(streamed).toHaveLength(1);
    const [a, b] = [atEnd[0]!, streamed[0]!];
    expect(b.length).toBe(a.length);
    expect(
      Buffer.from(b.buffer, b.byteOffset, b.byteLength).equals(
        Buffer.from(a.buffer, a.byteOffset, a.byteLength),
      ),
    ).toBe(true);
    // The whole answer, not the trailing silence: at most ~0.3 s of pre-roll and 0.25 s after the speech.
    expect(a.length / 16_000).toBeLessThan(speech.length / 16_000 - 1.5);
  }, 60_000);
});
