/** Send settings and simulcast encodings (spec sections 5 and 9). */
import { z } from 'zod';
import {
  SCREEN_SEND_PRESETS,
  SEND_QUALITIES,
  SIMULCAST_MAX_BITRATE_BPS,
  SIMULCAST_MAX_FRAMERATE_FPS,
  SIMULCAST_MAX_LAYERS,
  SIMULCAST_MAX_SCALE_RESOLUTION_DOWN_BY,
  SIMULCAST_MIN_BITRATE_BPS,
  SIMULCAST_MIN_FRAMERATE_FPS,
  SIMULCAST_MIN_LAYERS,
  SIMULCAST_MIN_SCALE_RESOLUTION_DOWN_BY,
  VIDEO_SEND_PRESETS,
} from '../call-object-constants';
import { booleanOption, oneOf, strictOptions } from './schema-rules';

const inRange = (name: string, min: number, max: number, unit = '') =>
  z
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}${unit}`)
    .max(max, `${name} must be between ${min} and ${max}${unit}`);

export const simulcastEncodingSchema = strictOptions('encoding', {
  maxBitrate: inRange('maxBitrate', SIMULCAST_MIN_BITRATE_BPS, SIMULCAST_MAX_BITRATE_BPS, ' bps'),
  maxFramerate: inRange(
    'maxFramerate',
    SIMULCAST_MIN_FRAMERATE_FPS,
    SIMULCAST_MAX_FRAMERATE_FPS,
    ' fps',
  ).optional(),
  scaleResolutionDownBy: inRange(
    'scaleResolutionDownBy',
    SIMULCAST_MIN_SCALE_RESOLUTION_DOWN_BY,
    SIMULCAST_MAX_SCALE_RESOLUTION_DOWN_BY,
  ).optional(),
});
export type SimulcastEncoding = z.infer<typeof simulcastEncodingSchema>;

export const simulcastEncodingsSchema = z
  .array(simulcastEncodingSchema, { error: 'simulcast encodings must be a list' })
  .min(
    SIMULCAST_MIN_LAYERS,
    `simulcast encodings must have ${SIMULCAST_MIN_LAYERS} to ${SIMULCAST_MAX_LAYERS} layers`,
  )
  .max(
    SIMULCAST_MAX_LAYERS,
    `simulcast encodings must have ${SIMULCAST_MIN_LAYERS} to ${SIMULCAST_MAX_LAYERS} layers`,
  );

/** Layers are named; the only allowed sets are low, low+medium and low+medium+high. */
export const ALLOWED_ENCODING_LAYER_SETS = [['low'], ['low', 'medium'], ['low', 'medium', 'high']] as const;

export const namedEncodingsSchema = z
  .partialRecord(oneOf('encoding layer', SEND_QUALITIES), simulcastEncodingSchema)
  .refine(
    (encodings) => {
      const layers = SEND_QUALITIES.filter((quality) => encodings[quality] !== undefined);
      return layers.length > 0 && layers.every((layer, index) => layer === SEND_QUALITIES[index]);
    },
    { error: 'encodings must be low, low+medium, or low+medium+high' },
  );

const customSendSettings = strictOptions('send settings', {
  maxQuality: oneOf('maxQuality', SEND_QUALITIES).optional(),
  allowAdaptiveLayers: booleanOption('allowAdaptiveLayers').optional(),
  encodings: namedEncodingsSchema.optional(),
});

export const videoSendSettingsSchema = z.union(
  [oneOf('video send preset', VIDEO_SEND_PRESETS), customSendSettings],
  {
    error: `video send settings must be one of ${VIDEO_SEND_PRESETS.join(', ')}, or an object with maxQuality, allowAdaptiveLayers or encodings`,
  },
);

export const screenVideoSendSettingsSchema = z.union(
  [oneOf('screen send preset', SCREEN_SEND_PRESETS), customSendSettings],
  {
    error: `screenVideo send settings must be one of ${SCREEN_SEND_PRESETS.join(', ')}, or an object with maxQuality, allowAdaptiveLayers or encodings`,
  },
);

export const sendSettingsSchema = strictOptions('sendSettings', {
  video: videoSendSettingsSchema.optional(),
  screenVideo: screenVideoSendSettingsSchema.optional(),
});
export type SendSettings = z.infer<typeof sendSettingsSchema>;
