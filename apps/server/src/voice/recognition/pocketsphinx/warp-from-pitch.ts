/**
 * A starting warp (vocal-tract length normalisation) from the speaker's pitch, for when the warp probes' acoustic
 * scores (speaker-warp.ts) have not arrived. Pure logic.
 *
 * Basis: a speaker's pitch and their formants both scale with the size of their larynx and vocal tract, so pitch
 * predicts the warp factor roughly (pitch-based VTLN estimation is an established shortcut for the search over
 * warps); mostly it separates the typical adult male speaking range (about 85–155 Hz, around 120 Hz on average) from
 * the typical female one (about 165–255 Hz). The bands below follow that split, and the warp in each is the one the
 * probes chose, and that decoded best, for flite's two voices: rms (median F0 of an answer's first 3 s of voiced
 * speech 99–110 Hz) → 0.9, slt (162–178 Hz) → 1.2. That is a fit to two synthetic voices, not to real speakers. The
 * high band starts at 155 Hz because a first try at 165 Hz left some slt answers (162–164 Hz) in the middle band;
 * between the bands, where men's and women's ranges meet, the stock front end (1) is kept rather than a guess.
 */

/** At or below this median F0 the voice is taken as low (most men's) and heard with warp 0.9. */
export const LOW_VOICE_MAX_HZ = 135;
/** At or above this median F0 the voice is taken as high (most women's and children's) and heard with 1.2. */
export const HIGH_VOICE_MIN_HZ = 155;
export const LOW_VOICE_WARP = 0.9;
export const HIGH_VOICE_WARP = 1.2;

/** The warp to start a speaker on from their median pitch in Hz (1 when the pitch is unknown or in between). */
export function warpFromPitch(pitchHz: number | null): number {
  if (pitchHz === null || !Number.isFinite(pitchHz) || pitchHz <= 0) return 1;
  if (pitchHz <= LOW_VOICE_MAX_HZ) return LOW_VOICE_WARP;
  if (pitchHz >= HIGH_VOICE_MIN_HZ) return HIGH_VOICE_WARP;
  return 1;
}
