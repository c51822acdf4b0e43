/**
 * The seam between the live call and a recogniser that listens while the candidate speaks: audio is fed as it
 * arrives, partial hypotheses come back as live captions, and the final transcript (with a confidence) is ready
 * when the turn ends. A recogniser that can only transcribe a finished utterance is wrapped to look the same.
 */
export type {
  InterviewVocabulary,
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../voice-contracts';
