import { describe, expect, it } from 'vitest';
import { fliteAvailable, spokenSentence } from '../../../../test/support/spoken-audio';
import { SpeakerPitchTracker } from './speaker-pitch';
import { warpFromPitch } from './warp-from-pitch';

const ANSWER =
  'In my last role I led the migration of our payment service to Kubernetes, and we cut the page load time by a third.';

function pitchOf(audio: Int16Array): number | null {
  const tracker = new SpeakerPitchTracker();
  for (let i = 0; i < audio.length; i += 320) tracker.write(audio.subarray(i, i + 320));
  return tracker.pitchHz;
}

describe.skipIf(!fliteAvailable())('the pitch of flite voices', () => {
  it("puts the woman's voice (slt) in the high range and starts her at warp 1.2", () => {
    const pitch = pitchOf(spokenSentence(ANSWER, 'slt'));
    expect(pitch).toBeGreaterThan(160);
    expect(pitch).toBeLessThan(190);
    expect(warpFromPitch(pitch)).toBe(1.2);
  });

  it("puts the man's voice (rms) in the low range and starts him at warp 0.9", () => {
    const pitch = pitchOf(spokenSentence(ANSWER, 'rms'));
    expect(pitch).toBeGreaterThan(90);
    expect(pitch).toBeLessThan(115);
    expect(warpFromPitch(pitch)).toBe(0.9);
  });
});
