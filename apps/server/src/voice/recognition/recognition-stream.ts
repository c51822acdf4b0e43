/**
 * The seam between the live call and a recogniser that listens while the candidate speaks: audio is fed as it
 * arrives, partial hypotheses come back as live captions, and the final transcript (with a confidence) is ready
 * when the turn ends. A recogniser that can only transcribe a finished utterance is wrapped to look the same.
 */
import type { Pcm16, ProviderInfo } from '../voice-contracts';

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
  start(options: { vocabulary?: InterviewVocabulary; language?: string }): RecognitionStream;
}
