export {
  analyzeSpeech,
  countFillers,
  LONG_PAUSE_MS,
  PACE_WORDS_PER_MINUTE,
  FILLER_PATTERNS,
} from './speech-analytics';
export type { SpeechAnalytics, TimedTurn } from './speech-analytics';
