/**
 * When a recognised answer is marked "I may have misheard — you can correct it": its recogniser's confidence
 * (0–1) is below LOW_RECOGNITION_CONFIDENCE.
 *
 * How 0.75 was chosen: `bench/word-error.ts --verbose` speaks interview answers with flite (voices slt and rms)
 * through the call's VAD and the streaming pocketsphinx recogniser and prints, per threshold, the share of turns
 * with recognition errors and of turns without that fall below it (docs/performance.md, "Recognition confidence").
 * On 64 answers (2026-11-25): below 0.75 are 53 % of the turns with an error and 11 % of those without; 0.8 would
 * catch 80 % but mark 26 % of right answers, 0.7 only 36 %. Pocketsphinx's posteriors stay high on many wrong words,
 * so no threshold separates cleanly; 0.75 marks about half the misheard answers while nine right answers in ten
 * stay unmarked, so the mark keeps its meaning. Other recognisers (Whisper, the browser's, a cloud one) report on the same 0–1
 * scale; an unknown confidence (null) is never marked.
 */
export const LOW_RECOGNITION_CONFIDENCE = 0.75;

/** Whether a recognised answer should carry the "I may have misheard" mark. */
export function isLowConfidence(confidence: number | null | undefined): boolean {
  return typeof confidence === 'number' && confidence < LOW_RECOGNITION_CONFIDENCE;
}

/** The mark's words, the same in the room, the transcript and the reports. */
export const LOW_CONFIDENCE_MESSAGE = 'I may have misheard — you can correct it';
/** A turn whose recognition ran past its deadline: its audio is kept and recognised after the call. */
export const BEING_TRANSCRIBED_MESSAGE = 'Being transcribed — this answer will appear here shortly.';
/** A kept answer whose later recognition failed too: the candidate may type what they said. */
export const TRANSCRIPTION_FAILED_MESSAGE =
  'This answer could not be transcribed. Its audio is kept; you can type what you said.';

/** Where a stored answer's text stands: `pending` (recognised after the call), `failed`, or final (null). */
export const TRANSCRIPTION_STATES = ['pending', 'failed'] as const;
export type TranscriptionState = (typeof TRANSCRIPTION_STATES)[number];
