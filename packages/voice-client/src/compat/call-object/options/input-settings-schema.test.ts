import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startCustomTrackSchema, customTrackNameSchema } from './custom-track-schema';
import { nativeInCallAudioModeSchema, setScreenShareSchema, showNamesModeSchema } from './display-schema';
import {
  audioLevelObserverIntervalSchema,
  blurStrengthSchema,
  inputSettingsSchema,
} from './input-settings-schema';
import { startRecordingSchema, stopTranscriptionSchema, updateTranscriptionSchema } from './recording-schema';
import { remoteMediaPlayerVolumeSchema, startRemoteMediaPlayerSchema } from './remote-media-player-schema';
import { firstMessage } from './test-helpers';

const fakeTrack = (kind: string) => ({ kind, stop: () => {} });

describe('background effects and audio processing', () => {
  it('blur strength is above 0 and at most 1', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (strength) => {
        expect(blurStrengthSchema.safeParse(strength).success).toBe(strength > 0 && strength <= 1);
      }),
    );
    expect(firstMessage(blurStrengthSchema, 0)).toBe('blur strength must be above 0 and at most 1');
  });

  it('accepts each effect with its config and rejects unknown effects', () => {
    const video = (processor: unknown) => inputSettingsSchema.safeParse({ video: { processor } }).success;
    expect(video({ type: 'none' })).toBe(true);
    expect(video({ type: 'face-detection' })).toBe(true);
    expect(video({ type: 'background-blur', config: { strength: 0.5 } })).toBe(true);
    expect(video({ type: 'background-blur', config: { strength: 1.5 } })).toBe(false);
    expect(video({ type: 'background-image', config: { source: 'https://cdn/x/bg.JPEG?v=2' } })).toBe(true);
    expect(video({ type: 'background-image', config: { source: 'https://cdn/x/bg.gif' } })).toBe(false);
    expect(video({ type: 'cartoon' })).toBe(false);
    expect(
      inputSettingsSchema.safeParse({ audio: { processor: { type: 'noise-cancellation' } } }).success,
    ).toBe(true);
    expect(inputSettingsSchema.safeParse({ audio: { processor: { type: 'echo' } } }).success).toBe(false);
  });

  it('a preselected background image is an integer 1 to 10', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double({ min: 1, max: 10, noNaN: true })),
        (n) => {
          const ok = inputSettingsSchema.safeParse({
            video: { processor: { type: 'background-image', config: { source: n } } },
          }).success;
          expect(ok).toBe(Number.isInteger(n) && n >= 1 && n <= 10);
        },
      ),
    );
  });

  it('the audio-level observer interval is a number of at least 100 ms', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (interval) => {
        expect(audioLevelObserverIntervalSchema.safeParse(interval).success).toBe(
          Number.isFinite(interval) && interval >= 100,
        );
      }),
    );
    expect(firstMessage(audioLevelObserverIntervalSchema, 50)).toBe(
      'audio-level observer interval must be at least 100 ms',
    );
  });
});

describe('custom tracks', () => {
  it('names are at most 50 characters and not reserved', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (name) => {
        const reserved = [
          'cam-audio',
          'cam-video',
          'screen-video',
          'screen-audio',
          'rmpAudio',
          'rmpVideo',
          'customVideoDefaults',
        ];
        expect(customTrackNameSchema.safeParse(name).success).toBe(
          name.length <= 50 && !reserved.includes(name),
        );
      }),
    );
    expect(firstMessage(customTrackNameSchema, 'cam-video')).toMatch(
      /^trackName must not be a reserved name/,
    );
  });

  it('needs a media track and a mode of music, speech or a settings object', () => {
    expect(startCustomTrackSchema.safeParse({ track: fakeTrack('audio'), mode: 'music' }).success).toBe(true);
    expect(
      startCustomTrackSchema.safeParse({ track: fakeTrack('video'), mode: { bitrate: 1 } }).success,
    ).toBe(true);
    expect(firstMessage(startCustomTrackSchema, { track: fakeTrack('data') })).toBe(
      'track must be a MediaStreamTrack',
    );
    expect(firstMessage(startCustomTrackSchema, { track: fakeTrack('audio'), mode: 'voice' })).toBe(
      'mode must be music or speech, or a settings object',
    );
  });
});

describe('recording, transcription and display modes', () => {
  it('recording type is cloud, raw-tracks or local', () => {
    for (const type of ['cloud', 'raw-tracks', 'local'])
      expect(startRecordingSchema.safeParse({ type }).success).toBe(true);
    expect(firstMessage(startRecordingSchema, { type: 'disk' })).toBe(
      'recording type must be one of cloud, raw-tracks, local',
    );
  });

  it('update transcription needs options with a participants array; stop needs an instanceId when given options', () => {
    expect(updateTranscriptionSchema.safeParse({ participants: ['p1'] }).success).toBe(true);
    expect(firstMessage(updateTranscriptionSchema, undefined)).toBe(
      'update transcription needs an options object',
    );
    expect(firstMessage(updateTranscriptionSchema, { participants: 'p1' })).toBe(
      'update transcription participants must be an array',
    );
    expect(stopTranscriptionSchema.safeParse(undefined).success).toBe(true);
    expect(stopTranscriptionSchema.safeParse({ instanceId: 'i1' }).success).toBe(true);
    expect(firstMessage(stopTranscriptionSchema, {})).toBe('instanceId must be a string');
  });

  it('show-names mode is always, never or false; native in-call audio mode is video or voice; setScreenShare only false', () => {
    for (const mode of ['always', 'never', false])
      expect(showNamesModeSchema.safeParse(mode).success).toBe(true);
    for (const mode of [true, 'sometimes', 0]) {
      expect(firstMessage(showNamesModeSchema, mode)).toBe('show-names mode must be always, never or false');
    }
    expect(nativeInCallAudioModeSchema.safeParse('voice').success).toBe(true);
    expect(nativeInCallAudioModeSchema.safeParse('music').success).toBe(false);
    expect(setScreenShareSchema.safeParse(false).success).toBe(true);
    expect(firstMessage(setScreenShareSchema, true)).toBe('setScreenShare accepts only false');
  });
});

describe('remote media player', () => {
  it('volume is 0.0 to 2.0', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (volume) => {
        expect(remoteMediaPlayerVolumeSchema.safeParse(volume).success).toBe(volume >= 0 && volume <= 2);
      }),
    );
    expect(firstMessage(remoteMediaPlayerVolumeSchema, 2.5)).toBe('volume must be between 0.0 and 2.0');
  });

  it('needs a url string and accepts only state, volume and simulcastEncodings', () => {
    expect(
      startRemoteMediaPlayerSchema.safeParse({
        url: 'https://x/v.mp4',
        settings: { state: 'pause', volume: 1 },
      }).success,
    ).toBe(true);
    expect(firstMessage(startRemoteMediaPlayerSchema, { url: 7 })).toBe(
      'remote media player url must be a string',
    );
    expect(firstMessage(startRemoteMediaPlayerSchema, { url: 'u', settings: { state: 'stop' } })).toBe(
      'remote media player state must be one of play, pause',
    );
    expect(firstMessage(startRemoteMediaPlayerSchema, { url: 'u', settings: { loop: true } })).toBe(
      'remote media player settings: unknown property loop',
    );
  });
});
