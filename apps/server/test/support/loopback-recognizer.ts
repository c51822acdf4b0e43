/**
 * A stand-in streaming recogniser for tests and benchmarks: it "recognises" a scripted text per turn, instantly,
 * giving partial transcripts as the turn's audio arrives (the words so far, in proportion to the audio heard) and
 * the whole text as the final one — what a streaming recogniser that keeps up with the speech would do, without its
 * time, so a test or a bench measures the call's own turn-taking and pipeline.
 */
import type {
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../../src/voice/recognition/recognition-stream';
import type { Pcm16 } from '../../src/voice/voice-contracts';

export interface LoopbackRecognizerOptions {
  /** The text of each turn, in order (then again from the first). */
  turns: readonly string[];
  /**
   * How much audio holds all of a turn's words: the partial grows with the audio written and is the whole text
   * once this much was heard. Absent: the whole text as soon as any audio comes.
   */
  speechSamples?: number;
}

export function loopbackRecognizer(options: LoopbackRecognizerOptions): StreamingRecognizer & {
  /** Turns started so far. */
  readonly started: number;
} {
  let started = 0;
  return {
    id: 'loopback-recognizer',
    get started() {
      return started;
    },
    start(): RecognitionStream {
      const text = options.turns[started % options.turns.length] ?? '';
      started += 1;
      return new LoopbackStream(text, options.speechSamples ?? 0);
    },
  };
}

class LoopbackStream implements RecognitionStream {
  private written = 0;
  private listener: ((text: string) => void) | null = null;
  private lastPartial = '';
  private readonly words: string[];

  constructor(
    private readonly text: string,
    private readonly speechSamples: number,
  ) {
    this.words = text.split(/\s+/).filter(Boolean);
  }

  write(audio: Pcm16): void {
    this.written += audio.length;
    const share = this.speechSamples > 0 ? Math.min(1, this.written / this.speechSamples) : 1;
    const partial = this.words.slice(0, Math.floor(this.words.length * share)).join(' ');
    if (partial && partial !== this.lastPartial) {
      this.lastPartial = partial;
      this.listener?.(partial);
    }
  }

  onPartial(listener: (text: string) => void): void {
    this.listener = listener;
  }

  async finish(): Promise<RecognitionResult> {
    return { text: this.text, confidence: 0.9 };
  }

  cancel(): void {
    this.listener = null;
  }
}
