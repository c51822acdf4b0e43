/** Input settings (spec section 5): background effects, blur strength, background images and audio processing. */
import { z } from 'zod';
import {
  AUDIO_LEVEL_OBSERVER_MIN_INTERVAL_MS,
  AUDIO_PROCESSOR_TYPES,
  BACKGROUND_BLUR_STRENGTH_EXCLUSIVE_MIN,
  BACKGROUND_BLUR_STRENGTH_MAX,
  BACKGROUND_IMAGE_TYPES,
  PRESELECTED_BACKGROUND_IMAGE_MAX,
  PRESELECTED_BACKGROUND_IMAGE_MIN,
  VIDEO_PROCESSOR_TYPES,
} from '../call-object-constants';
import { oneOf, strictOptions } from './schema-rules';

export const blurStrengthSchema = z
  .number({ error: 'blur strength must be a number' })
  .gt(
    BACKGROUND_BLUR_STRENGTH_EXCLUSIVE_MIN,
    `blur strength must be above ${BACKGROUND_BLUR_STRENGTH_EXCLUSIVE_MIN} and at most ${BACKGROUND_BLUR_STRENGTH_MAX}`,
  )
  .max(
    BACKGROUND_BLUR_STRENGTH_MAX,
    `blur strength must be above ${BACKGROUND_BLUR_STRENGTH_EXCLUSIVE_MIN} and at most ${BACKGROUND_BLUR_STRENGTH_MAX}`,
  );

const IMAGE_URL_PATTERN = new RegExp(`\\.(${BACKGROUND_IMAGE_TYPES.join('|')})(?:[?#].*)?$`, 'i');

/** A preselected image number, or the url of a jpg, png or jpeg image. */
export const backgroundImageSourceSchema = z.union(
  [
    z.int().min(PRESELECTED_BACKGROUND_IMAGE_MIN).max(PRESELECTED_BACKGROUND_IMAGE_MAX),
    z.string().regex(IMAGE_URL_PATTERN),
  ],
  {
    error: `background image must be an integer ${PRESELECTED_BACKGROUND_IMAGE_MIN} to ${PRESELECTED_BACKGROUND_IMAGE_MAX} or the url of a ${BACKGROUND_IMAGE_TYPES.join(', ')} image`,
  },
);

const videoProcessorSchema = z.discriminatedUnion(
  'type',
  [
    strictOptions('video processor', { type: z.literal('none') }),
    strictOptions('video processor', {
      type: z.literal('background-blur'),
      config: strictOptions('background-blur config', { strength: blurStrengthSchema.optional() }).optional(),
    }),
    strictOptions('video processor', {
      type: z.literal('background-image'),
      config: strictOptions('background-image config', { source: backgroundImageSourceSchema }),
    }),
    strictOptions('video processor', { type: z.literal('face-detection') }),
  ],
  { error: `video processor type must be one of ${VIDEO_PROCESSOR_TYPES.join(', ')}` },
);

const audioProcessorSchema = strictOptions('audio processor', {
  type: oneOf('audio processor type', AUDIO_PROCESSOR_TYPES),
});

export const inputSettingsSchema = strictOptions('inputSettings', {
  video: strictOptions('inputSettings video', { processor: videoProcessorSchema }).optional(),
  audio: strictOptions('inputSettings audio', { processor: audioProcessorSchema }).optional(),
});
export type InputSettings = z.infer<typeof inputSettingsSchema>;

export const audioLevelObserverIntervalSchema = z
  .number({ error: 'audio-level observer interval must be a number' })
  .min(
    AUDIO_LEVEL_OBSERVER_MIN_INTERVAL_MS,
    `audio-level observer interval must be at least ${AUDIO_LEVEL_OBSERVER_MIN_INTERVAL_MS} ms`,
  );
