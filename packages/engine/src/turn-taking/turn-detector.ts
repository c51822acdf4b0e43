/**
 * Turns per-frame speech probabilities into the candidate's turns: `speech-start` as soon as speech is certain (fast
 * enough for barge-in), `end-of-turn` only after a silence long enough that the candidate is done, not thinking.
 *
 * The rule (also in docs/voice-turn-taking.md):
 *  1. Speech starts when the probability stays ≥ SPEECH_START_PROBABILITY for SPEECH_START_MIN_MS (96 ms, three
 *     32 ms VAD windows). The event fires on that frame, so it reaches the session ~100 ms after the onset and the
 *     session can stop interviewer audio well inside the 200 ms barge-in budget.
 *  2. Inside a turn, frames ≥ SPEECH_CONTINUE_PROBABILITY keep the speech going (hysteresis: trailing syllables score
 *     lower than onsets). Below it a pause begins. A pause ends only when speech comes back for SPEECH_START_MIN_MS
 *     again, so a click or a cough in the middle of a pause does not reset the silence clock.
 *  3. The silence that ends the turn depends on the words heard so far, when the recogniser gives partial
 *     transcripts (`hearWords`): `endOfTurnDecision` (end-of-turn.ts) — a complete thought ends it after ~650 ms, a
 *     trailing "and", a filler or an unfinished sentence waits longer, "let me think" gives seconds — in the call's
 *     turn-taking mode (conversational or patient).
 *  4. Without words (a recogniser that only transcribes the finished turn, or none heard yet in this turn) the
 *     silence rule alone decides: VAD_END_OF_TURN_SILENCE_MS (1.2 s), or LONG_PAUSE_SILENCE_MS (2.5 s) while the
 *     turn holds less than SHORT_UTTERANCE_SPEECH_MS (2 s) of speech — after "Hmm, let me think…" the candidate is
 *     probably still thinking, and cutting in would be rude. Patient mode adds PATIENT_EXTRA_SILENCE_MS.
 */
import type { TurnTakingMode } from '@intervia/shared';
import { endOfTurnDecision, type EndOfTurnReason } from './end-of-turn';

/** Probability at or above which a frame counts as speech onset. */
export const SPEECH_START_PROBABILITY = 0.5;
/** Inside a turn, probability at or above which speech continues (Silero's usual threshold − 0.15). */
export const SPEECH_CONTINUE_PROBABILITY = 0.35;
/** Speech above SPEECH_START_PROBABILITY for this long starts (or resumes) speech. */
export const SPEECH_START_MIN_MS = 96;
/** Silence that ends a turn of normal length. */
export const VAD_END_OF_TURN_SILENCE_MS = 1_200;
/** Silence that ends a turn holding less than SHORT_UTTERANCE_SPEECH_MS of speech (thinking time). */
export const LONG_PAUSE_SILENCE_MS = 2_500;
/** A turn with less speech than this gets the longer pause. */
export const SHORT_UTTERANCE_SPEECH_MS = 2_000;
/** Patient mode, without words to judge by: this much more silence before the turn ends. */
export const PATIENT_EXTRA_SILENCE_MS = 500;

export interface TurnDetectorOptions {
  speechStartProbability: number;
  speechContinueProbability: number;
  speechStartMinMs: number;
  endOfTurnSilenceMs: number;
  longPauseSilenceMs: number;
  shortUtteranceSpeechMs: number;
  /** The call's turn-taking mode (conversational when absent). */
  mode: TurnTakingMode;
}

export const DEFAULT_TURN_DETECTOR_OPTIONS: TurnDetectorOptions = {
  speechStartProbability: SPEECH_START_PROBABILITY,
  speechContinueProbability: SPEECH_CONTINUE_PROBABILITY,
  speechStartMinMs: SPEECH_START_MIN_MS,
  endOfTurnSilenceMs: VAD_END_OF_TURN_SILENCE_MS,
  longPauseSilenceMs: LONG_PAUSE_SILENCE_MS,
  shortUtteranceSpeechMs: SHORT_UTTERANCE_SPEECH_MS,
  mode: 'conversational',
};

/** One VAD reading: the probability for the audio frame that ended at `endMs` and lasted `durationMs`. */
export interface SpeechProbabilitySample {
  probability: number;
  endMs: number;
  durationMs: number;
}

export interface SpeechStartEvent {
  type: 'speech-start';
  /** When the detector became sure (the end of the frame that completed SPEECH_START_MIN_MS). */
  atMs: number;
  /** Where the speech began (start of the first frame above the start probability). */
  onsetMs: number;
  /** The interviewer was talking: the session should barge in (stop its audio). */
  speechStartedWhileAgentSpeaking: boolean;
}

export interface EndOfTurnEvent {
  type: 'end-of-turn';
  /** When the silence rule fired. */
  atMs: number;
  /** Onset of the turn's first speech. */
  speechStartMs: number;
  /** End of the turn's last speech frame (the "VAD end" of the turn's timings). */
  speechEndMs: number;
  /** Speech inside the turn, pauses excluded. */
  speechMs: number;
  /** The silence that ended it. */
  silenceMs: number;
  /** What decided the silence: the words' reason, or 'silence-rule' when no words were heard. */
  reason: EndOfTurnReason | 'silence-rule';
}

export type TurnEvent = SpeechStartEvent | EndOfTurnEvent;

type TurnState =
  | { phase: 'idle'; onsetMs: number | null }
  | {
      phase: 'in-turn';
      speechStartMs: number;
      speechEndMs: number;
      speechMs: number;
      /** null while speaking; during a pause, the onset of a run of speech that may resume the turn. */
      pausing: { resumeOnsetMs: number | null } | null;
    };

export class TurnDetector {
  private options: TurnDetectorOptions;
  private state: TurnState = { phase: 'idle', onsetMs: null };
  private agentSpeaking = false;
  /** The recogniser's latest words for the turn in progress; null when none were heard (the silence rule decides). */
  private words: string | null = null;

  constructor(options: Partial<TurnDetectorOptions> = {}) {
    this.options = { ...DEFAULT_TURN_DETECTOR_OPTIONS, ...options };
  }

  /** The session tells whether the interviewer is talking, so speech-start can flag a barge-in. */
  setAgentSpeaking(speaking: boolean): void {
    this.agentSpeaking = speaking;
  }

  /** True between speech-start and end-of-turn. */
  get inTurn(): boolean {
    return this.state.phase === 'in-turn';
  }

  /** Inside a turn, the end of its last speech frame so far (it only grows until the turn ends); else null. */
  get speechEndMs(): number | null {
    return this.state.phase === 'in-turn' ? this.state.speechEndMs : null;
  }

  reset(): void {
    this.state = { phase: 'idle', onsetMs: null };
    this.words = null;
  }

  /** The call's turn-taking mode (conversational or patient). */
  setMode(mode: TurnTakingMode): void {
    this.options.mode = mode;
  }

  /**
   * The recogniser's latest hypothesis for the turn in progress (a partial transcript): from now on the silence that
   * ends the turn is decided from these words. Ignored between turns (a late partial of a turn already ended).
   */
  hearWords(words: string): void {
    if (this.state.phase === 'in-turn') this.words = words;
  }

  /** Feeds one reading (in time order); returns the event it caused, if any. */
  push(sample: SpeechProbabilitySample): TurnEvent | null {
    const { probability, endMs, durationMs } = sample;
    const startMs = endMs - durationMs;
    const options = this.options;
    const state = this.state;

    if (state.phase === 'idle') {
      if (probability < options.speechStartProbability) {
        state.onsetMs = null;
        return null;
      }
      const onsetMs = state.onsetMs ?? startMs;
      if (endMs - onsetMs < options.speechStartMinMs) {
        state.onsetMs = onsetMs;
        return null;
      }
      this.state = {
        phase: 'in-turn',
        speechStartMs: onsetMs,
        speechEndMs: endMs,
        speechMs: endMs - onsetMs,
        pausing: null,
      };
      return {
        type: 'speech-start',
        atMs: endMs,
        onsetMs,
        speechStartedWhileAgentSpeaking: this.agentSpeaking,
      };
    }

    if (!state.pausing) {
      if (probability >= options.speechContinueProbability) {
        state.speechMs += durationMs;
        state.speechEndMs = endMs;
        return null;
      }
      state.pausing = { resumeOnsetMs: null };
    } else if (probability >= options.speechStartProbability) {
      const resumeOnsetMs = state.pausing.resumeOnsetMs ?? startMs;
      if (endMs - resumeOnsetMs >= options.speechStartMinMs) {
        state.speechMs += endMs - resumeOnsetMs;
        state.speechEndMs = endMs;
        state.pausing = null;
        return null;
      }
      state.pausing.resumeOnsetMs = resumeOnsetMs;
    } else {
      state.pausing.resumeOnsetMs = null;
    }

    const silenceMs = endMs - state.speechEndMs;
    const required = this.endOfTurnRule(state.speechMs);
    if (silenceMs < required.silenceMs) return null;
    // Speech already coming back is not lost: it counts towards the next turn's start.
    this.state = { phase: 'idle', onsetMs: state.pausing?.resumeOnsetMs ?? null };
    this.words = null;
    return {
      type: 'end-of-turn',
      atMs: endMs,
      speechStartMs: state.speechStartMs,
      speechEndMs: state.speechEndMs,
      speechMs: state.speechMs,
      silenceMs,
      reason: required.reason,
    };
  }

  /**
   * The silence that ends the turn in progress: from the words when the recogniser gave some, else from the
   * silence rule alone (the thinking-time rule for a turn holding `speechMs` of speech).
   */
  endOfTurnRule(speechMs: number): { silenceMs: number; reason: EndOfTurnReason | 'silence-rule' } {
    if (this.words !== null) return endOfTurnDecision(this.words, this.options.mode);
    return { silenceMs: this.requiredSilenceMs(speechMs), reason: 'silence-rule' };
  }

  /** The silence rule without words: a turn holding `speechMs` of speech ends after this much silence. */
  requiredSilenceMs(speechMs: number): number {
    const base =
      speechMs < this.options.shortUtteranceSpeechMs
        ? this.options.longPauseSilenceMs
        : this.options.endOfTurnSilenceMs;
    return this.options.mode === 'patient' ? base + PATIENT_EXTRA_SILENCE_MS : base;
  }
}
