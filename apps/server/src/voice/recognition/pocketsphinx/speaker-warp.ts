/**
 * Speaker adaptation by vocal-tract length normalisation, chosen per call without knowing what was said: the call's
 * first answer long enough to judge is heard with the stock front end (warp 1) and, on other decoders, with the
 * other candidate warps (the filter bank's frequencies divided by the factor); the warp whose best path fits the
 * acoustic model best per frame hears the rest of the call. Until those scores arrive (on a busy machine the
 * low-priority probe process may get no CPU before the call is over) the call is heard with a warp guessed from the
 * speaker's pitch over their first seconds of voiced speech (speaker-pitch.ts, warp-from-pitch.ts). Pure logic: the
 * decoder process reports the scores, the stream passes the audio.
 */
import { SpeakerPitchTracker } from './speaker-pitch';
import { warpFromPitch } from './warp-from-pitch';

/** Candidate warp factors: below 1 suits longer vocal tracts (lower formants), above 1 shorter ones. */
export const CANDIDATE_WARPS: readonly number[] = [0.9, 1, 1.1, 1.2];
/** An answer shorter than this (audio sent to the decoder) is not enough to judge the speaker's warp by. */
export const MIN_JUDGING_AUDIO_MS = 2000;
/** Answers scored before the call gives up choosing and stays at warp 1 (each costs a decode per candidate). */
export const MAX_PROBED_ANSWERS = 3;

/** [warp factor, acoustic score per frame (higher is better)], as the decoder process reports them. */
export type WarpScores = ReadonlyArray<readonly [number, number]>;

/** The warp with the best acoustic score per frame; ties go to the warp nearer 1; null without two warps scored. */
export function bestWarp(scores: WarpScores): number | null {
  const finite = scores.filter(([warp, score]) => Number.isFinite(warp) && Number.isFinite(score));
  if (new Set(finite.map(([warp]) => warp)).size < 2) return null;
  let best = finite[0] as readonly [number, number];
  for (const candidate of finite.slice(1)) {
    const [warp, score] = candidate;
    if (score > best[1] || (score === best[1] && Math.abs(warp - 1) < Math.abs(best[0] - 1)))
      best = candidate;
  }
  return best[0];
}

/** Where a call's warp came from: the probes' acoustic scores, the speaker's pitch, or neither (stock, 1). */
export type WarpSource = 'probes' | 'pitch' | 'stock';

/** How the next answer of a call is heard: with `warp`, and scored with `probeWarps` as well. */
export interface WarpPlan {
  warp: number;
  probeWarps: number[];
  source: WarpSource;
}

/** One call's warp: probing until an answer long enough to judge has been scored, then the chosen warp. */
export class SpeakerWarp {
  private chosen: number | null = null;
  private probed = 0;
  private probing = false;
  private readonly pitch: SpeakerPitchTracker | null;

  constructor(
    private readonly candidates: readonly number[] = CANDIDATE_WARPS,
    options: { fromPitch?: boolean } = {},
  ) {
    this.pitch = options.fromPitch === false ? null : new SpeakerPitchTracker();
  }

  /** The warp the call's answers are heard with now: the probes' choice, else the pitch's, else 1. */
  get warp(): number {
    return this.chosen ?? (this.pitchHz !== null ? warpFromPitch(this.pitchHz) : 1);
  }

  get source(): WarpSource {
    return this.chosen !== null ? 'probes' : this.pitchHz !== null ? 'pitch' : 'stock';
  }

  /**
   * Whether the call's warp is still to come from the speaker's pitch: nothing chosen yet, and the pitch tracker is
   * still listening for the voiced speech it needs (the first second or two of the call's first answer).
   */
  get pitchPending(): boolean {
    return this.chosen === null && this.pitch !== null && this.pitch.pitchHz === null && this.pitch.listening;
  }

  /**
   * An answer that waited for the pitch before its decoding started: the same plan, with the warp known now (the
   * probes, if this answer is probed, score the other candidates).
   */
  replan(plan: WarpPlan): WarpPlan {
    const warp = this.warp;
    const probeWarps = plan.probeWarps.length === 0 ? [] : this.candidates.filter((c) => c !== warp);
    return { warp, probeWarps, source: this.source };
  }

  /** The speaker's median pitch once enough voiced speech was heard (null before, or without pitch tracking). */
  get pitchHz(): number | null {
    return this.pitch?.pitchHz ?? null;
  }

  /** An answer's audio as it is spoken (its first seconds of voiced speech give the speaker's pitch). */
  hear(audio: ArrayLike<number>): void {
    if (this.chosen === null && this.pitch?.listening) this.pitch.write(audio);
  }

  /** The answer being heard has ended (a pitch frame never spans two answers). */
  answerEnded(): void {
    this.pitch?.endOfAnswer();
  }

  get decided(): boolean {
    return this.chosen !== null || this.probed >= MAX_PROBED_ANSWERS;
  }

  /** The plan for the answer that starts now; only one answer of a call is scored at a time. */
  nextAnswer(): WarpPlan {
    const warp = this.warp;
    const source = this.source;
    if (this.decided || this.probing) return { warp, probeWarps: [], source };
    this.probing = true;
    return { warp, probeWarps: this.candidates.filter((candidate) => candidate !== warp), source };
  }

  /** The probed answer could not be scored (no probe decoder was free): the next answer is probed instead. */
  unprobed(): void {
    this.probing = false;
  }

  /** What a probed answer's decoders reported (no scores: the answer failed or was cancelled). */
  heard(scores: WarpScores | null, audioMs: number): void {
    if (!this.probing) return;
    this.probing = false;
    this.probed += 1;
    if (!scores || audioMs < MIN_JUDGING_AUDIO_MS) return;
    const best = bestWarp(scores);
    if (best !== null) this.chosen = best;
  }
}
