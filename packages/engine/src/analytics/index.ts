export {
  analyzeSpeech,
  speechAdvice,
  voicedMsOf,
  countFillers,
  LONG_PAUSE_MS,
  PACE_WORDS_PER_MINUTE,
  FILLER_PATTERNS,
  FILLERS_PER_100_WORDS_HIGH,
  SHORT_ANSWER_WORDS,
  LOW_TALK_RATIO,
  NO_ANSWERS_ADVICE,
} from './speech-analytics';
export type { SpeechAnalytics, SpeechSegment, TimedTurn } from './speech-analytics';
export { LATENCY_STAGE_BOUNDS, percentileOf, stageDurations, summarizeCallLatency } from './call-latency';
