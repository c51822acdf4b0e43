/** Custom tracks (spec section 5): a short, unreserved name, a real media track, and a mode. */
import { z } from 'zod';
import {
  CUSTOM_TRACK_MODES,
  CUSTOM_TRACK_NAME_MAX_CHARS,
  RESERVED_TRACK_NAMES,
} from '../call-object-constants';
import { oneOf, strictOptions } from './schema-rules';

export const customTrackNameSchema = z
  .string({ error: 'trackName must be a string' })
  .min(1, 'trackName must not be empty')
  .max(CUSTOM_TRACK_NAME_MAX_CHARS, `trackName must be at most ${CUSTOM_TRACK_NAME_MAX_CHARS} characters`)
  .refine((name) => !(RESERVED_TRACK_NAMES as readonly string[]).includes(name), {
    error: `trackName must not be a reserved name (${RESERVED_TRACK_NAMES.join(', ')})`,
  });

/** Duck-typed so validation also runs where MediaStreamTrack does not exist (tests, server rendering). */
export function isMediaTrack(value: unknown): value is MediaStreamTrack {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return (kind === 'audio' || kind === 'video') && typeof (value as { stop?: unknown }).stop === 'function';
}

export const customTrackModeSchema = z.union(
  [oneOf('mode', CUSTOM_TRACK_MODES), z.record(z.string(), z.unknown())],
  { error: `mode must be ${CUSTOM_TRACK_MODES.join(' or ')}, or a settings object` },
);

export const startCustomTrackSchema = strictOptions('startCustomTrack', {
  track: z.custom<MediaStreamTrack>(isMediaTrack, { error: 'track must be a MediaStreamTrack' }),
  trackName: customTrackNameSchema.optional(),
  mode: customTrackModeSchema.optional(),
});

export const stopCustomTrackSchema = customTrackNameSchema;
