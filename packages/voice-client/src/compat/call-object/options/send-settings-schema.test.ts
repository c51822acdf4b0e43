import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCREEN_SEND_PRESETS, SEND_QUALITIES, VIDEO_SEND_PRESETS } from '../call-object-constants';
import {
  namedEncodingsSchema,
  sendSettingsSchema,
  simulcastEncodingSchema,
  simulcastEncodingsSchema,
} from './send-settings-schema';
import { firstMessage } from './test-helpers';

const layer = fc.record(
  {
    maxBitrate: fc.integer({ min: 100_000, max: 2_500_000 }),
    maxFramerate: fc.integer({ min: 1, max: 30 }),
    scaleResolutionDownBy: fc.double({ min: 1, max: 8, noNaN: true, noDefaultInfinity: true }),
  },
  { requiredKeys: ['maxBitrate'] },
);

describe('simulcast encodings', () => {
  it('accept 1 to 3 layers within the ranges', () => {
    fc.assert(
      fc.property(fc.array(layer, { minLength: 1, maxLength: 3 }), (layers) => {
        expect(simulcastEncodingsSchema.safeParse(layers).success).toBe(true);
      }),
    );
    expect(firstMessage(simulcastEncodingsSchema, [])).toBe('simulcast encodings must have 1 to 3 layers');
    expect(
      firstMessage(simulcastEncodingsSchema, [
        { maxBitrate: 1e5 },
        { maxBitrate: 1e5 },
        { maxBitrate: 1e5 },
        { maxBitrate: 1e5 },
      ]),
    ).toBe('simulcast encodings must have 1 to 3 layers');
  });

  it('reject each value outside its range, naming the range', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 99_999 }), fc.integer({ min: 2_500_001 })),
        fc.oneof(
          fc.double({ max: 0.999, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: 30.001, noNaN: true, noDefaultInfinity: true }),
        ),
        fc.oneof(
          fc.double({ max: 0.999, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: 8.001, noNaN: true, noDefaultInfinity: true }),
        ),
        (maxBitrate, maxFramerate, scaleResolutionDownBy) => {
          expect(firstMessage(simulcastEncodingSchema, { maxBitrate })).toBe(
            'maxBitrate must be between 100000 and 2500000 bps',
          );
          expect(firstMessage(simulcastEncodingSchema, { maxBitrate: 1e6, maxFramerate })).toBe(
            'maxFramerate must be between 1 and 30 fps',
          );
          expect(firstMessage(simulcastEncodingSchema, { maxBitrate: 1e6, scaleResolutionDownBy })).toBe(
            'scaleResolutionDownBy must be between 1 and 8',
          );
        },
      ),
    );
  });
});

describe('send settings', () => {
  it('take the presets of their track kind', () => {
    for (const video of VIDEO_SEND_PRESETS)
      expect(sendSettingsSchema.safeParse({ video }).success).toBe(true);
    for (const screenVideo of SCREEN_SEND_PRESETS) {
      expect(sendSettingsSchema.safeParse({ screenVideo }).success).toBe(true);
    }
    expect(sendSettingsSchema.safeParse({ video: 'detail-optimized' }).success).toBe(false);
    expect(sendSettingsSchema.safeParse({ screenVideo: 'quality-optimized' }).success).toBe(false);
  });

  it('take an object with maxQuality, allowAdaptiveLayers or encodings', () => {
    expect(
      sendSettingsSchema.safeParse({
        video: {
          maxQuality: 'medium',
          allowAdaptiveLayers: true,
          encodings: { low: { maxBitrate: 200_000 } },
        },
      }).success,
    ).toBe(true);
    expect(sendSettingsSchema.safeParse({ video: { maxQuality: 'ultra' } }).success).toBe(false);
    expect(sendSettingsSchema.safeParse({ video: { bitrate: 1 } }).success).toBe(false);
  });

  it('encodings are low, low+medium or low+medium+high and nothing else', () => {
    const allowed = ['low', 'low+medium', 'low+medium+high'];
    fc.assert(
      fc.property(fc.subarray([...SEND_QUALITIES]), layer, (qualities, encoding) => {
        const encodings = Object.fromEntries(qualities.map((quality) => [quality, encoding]));
        expect(namedEncodingsSchema.safeParse(encodings).success).toBe(allowed.includes(qualities.join('+')));
      }),
    );
    expect(firstMessage(namedEncodingsSchema, { medium: { maxBitrate: 1e6 } })).toBe(
      'encodings must be low, low+medium, or low+medium+high',
    );
  });
});
