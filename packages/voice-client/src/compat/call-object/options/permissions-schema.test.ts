import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADMIN_PERMISSIONS, SENDABLE_MEDIA_TYPES } from '../call-object-constants';
import { permissionsSchema } from './permissions-schema';
import { checkSubscribedTracks, subscribedTracksSchema } from './subscription-schema';
import { firstMessage } from './test-helpers';

const fullBase = {
  video: true,
  audio: false,
  screenVideo: true,
  screenAudio: true,
  customVideo: { '*': true },
  customAudio: { '*': false, music: true },
};

describe('permissions', () => {
  it('accepts only hasPresence, canSend, canReceive and canAdmin', () => {
    expect(firstMessage(permissionsSchema, { canStream: true })).toBe(
      'permissions: unknown property canStream',
    );
    expect(firstMessage(permissionsSchema, { hasPresence: 'yes' })).toBe('hasPresence must be a boolean');
  });

  it('canSend and canAdmin take a boolean or a subset of their lists', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.boolean(), fc.subarray([...SENDABLE_MEDIA_TYPES])),
        fc.oneof(fc.boolean(), fc.subarray([...ADMIN_PERMISSIONS])),
        (canSend, canAdmin) => {
          expect(permissionsSchema.safeParse({ canSend, canAdmin }).success).toBe(true);
        },
      ),
    );
    expect(permissionsSchema.safeParse({ canSend: ['camera'] }).success).toBe(false);
    expect(permissionsSchema.safeParse({ canAdmin: ['recording'] }).success).toBe(false);
    expect(permissionsSchema.safeParse({ canSend: 'video' }).success).toBe(false);
  });

  it('canReceive base must list every media type, with * entries for custom ones', () => {
    expect(permissionsSchema.safeParse({ canReceive: { base: fullBase } }).success).toBe(true);
    expect(permissionsSchema.safeParse({ canReceive: { base: false } }).success).toBe(true);
    for (const key of Object.keys(fullBase)) {
      const { [key as keyof typeof fullBase]: _dropped, ...partial } = fullBase;
      expect(permissionsSchema.safeParse({ canReceive: { base: partial } }).success).toBe(false);
    }
    const noStar = { ...fullBase, customVideo: { screenshare2: true } };
    expect(permissionsSchema.safeParse({ canReceive: { base: noStar } }).success).toBe(false);
  });

  it('canReceive byUserId and byParticipantId take booleans or partial per-media values', () => {
    expect(
      permissionsSchema.safeParse({
        canReceive: { byUserId: { u1: false }, byParticipantId: { p1: { audio: true } } },
      }).success,
    ).toBe(true);
    expect(permissionsSchema.safeParse({ canReceive: { byUserId: { u1: { smell: true } } } }).success).toBe(
      false,
    );
    expect(permissionsSchema.safeParse({ canReceive: { byRole: {} } }).success).toBe(false);
  });
});

describe('subscribed tracks', () => {
  it('accept true, false, staged or per-media flags', () => {
    const value = fc.constantFrom(true, false, 'staged' as const);
    fc.assert(
      fc.property(
        value,
        fc.record(
          {
            audio: value,
            screenVideo: value,
            rmpVideo: value,
            custom: fc.oneof(value, fc.dictionary(fc.string(), value)),
          },
          { requiredKeys: [] },
        ),
        (whole, perMedia) => {
          expect(subscribedTracksSchema.safeParse(whole).success).toBe(true);
          expect(subscribedTracksSchema.safeParse(perMedia).success).toBe(true);
        },
      ),
    );
    expect(subscribedTracksSchema.safeParse('avoid').success).toBe(false);
    expect(subscribedTracksSchema.safeParse({ webcam: true }).success).toBe(false);
  });

  it('are refused while automatic subscription is on', () => {
    expect(checkSubscribedTracks(true, true)).toBe(
      'subscribedTracks cannot be set while automatic track subscription is on',
    );
    expect(checkSubscribedTracks({ audio: 'staged' }, false)).toBeNull();
    expect(checkSubscribedTracks('maybe', false)).toBe(
      'subscribedTracks must be true, false, staged or per-media flags',
    );
  });
});
