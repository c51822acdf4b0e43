/** The voice client's constants (spec sections 4 and 9), with units in the names. */
export const AUDIO_OBSERVER_INTERVAL_MS = 100;
/** Total audio level above this counts as speech. */
export const SPEECH_LEVEL_THRESHOLD = 0.01;
/** Speaking ends after this much quiet. */
export const SPEAKING_END_QUIET_MS = 1000;
/** Volume-level events report level / VOLUME_NORMALISER, capped at 1. */
export const VOLUME_NORMALISER = 0.15;
export const MOBILE_PERMISSION_WAIT_MS = 1000;
export const VIDEO_RECORDING_WIDTH_PX = 1280;
export const VIDEO_RECORDING_HEIGHT_PX = 720;
/** Candidate speech this loud, sustained this long, while the interviewer talks stops its audio (barge-in). */
export const BARGE_IN_LEVEL = 0.04;
export const BARGE_IN_SUSTAIN_MS = 60;

/** Start stages in the spec's order (names kept from the spec, including the "daily" ones). */
export const START_STAGES = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;
export type StartStage = (typeof START_STAGES)[number];
