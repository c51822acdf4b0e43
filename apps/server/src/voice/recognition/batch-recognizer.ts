/**
 * Makes a recogniser that only transcribes finished utterances (pocketsphinx-stt, the Whisper-compatible client)
 * look like a streaming one: the audio written while the candidate speaks is buffered and transcribed when the turn
 * ends. It gives no partial transcripts and no confidence.
 */
import type { Pcm16, SpeechToText, VoiceProviders } from '../voice-contracts';
import type { RecognitionResult, RecognitionStream, StreamingRecognizer } from './recognition-stream';

export function streamingFromBatch(stt: SpeechToText): StreamingRecognizer {
  return {
    id: stt.id,
    start: ({ language }) => new BufferedRecognitionStream(stt, language),
  };
}

/** The call's recogniser: a streaming one when configured, else the batch recogniser wrapped; null for none. */
export function recognizerOf(
  providers: Pick<VoiceProviders, 'stt' | 'recognizer'>,
): StreamingRecognizer | null {
  if (providers.recognizer) return providers.recognizer;
  return providers.stt ? streamingFromBatch(providers.stt) : null;
}

class BufferedRecognitionStream implements RecognitionStream {
  private pieces: Pcm16[] = [];
  private samples = 0;
  private state: 'open' | 'finished' | 'cancelled' = 'open';

  constructor(
    private readonly stt: SpeechToText,
    private readonly language: string | undefined,
  ) {}

  write(audio: Pcm16): void {
    if (this.state !== 'open' || audio.length === 0) return;
    // A copy: the caller may reuse its buffer for the next frame.
    this.pieces.push(audio.slice());
    this.samples += audio.length;
  }

  onPartial(): void {
    // A batch recogniser has no hypothesis before the end.
  }

  async finish({ signal }: { signal: AbortSignal }): Promise<RecognitionResult> {
    if (this.state !== 'open') throw new Error(`the recognition stream is already ${this.state}`);
    this.state = 'finished';
    const audio = new Int16Array(this.samples);
    let offset = 0;
    for (const piece of this.pieces) {
      audio.set(piece, offset);
      offset += piece.length;
    }
    this.pieces = [];
    const text = await this.stt.transcribe(audio, {
      signal,
      ...(this.language ? { language: this.language } : {}),
    });
    return { text, confidence: null };
  }

  cancel(): void {
    this.state = 'cancelled';
    this.pieces = [];
    this.samples = 0;
  }
}
