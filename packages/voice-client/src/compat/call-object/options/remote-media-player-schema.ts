/** Remote media player (spec section 5): url string; settings state, volume 0.0–2.0, simulcastEncodings. */
import { z } from 'zod';
import {
  REMOTE_MEDIA_PLAYER_MAX_VOLUME,
  REMOTE_MEDIA_PLAYER_MIN_VOLUME,
  REMOTE_MEDIA_PLAYER_STATES,
} from '../call-object-constants';
import { oneOf, stringOption, strictOptions } from './schema-rules';
import { simulcastEncodingsSchema } from './send-settings-schema';

const volumeRule = `volume must be between ${REMOTE_MEDIA_PLAYER_MIN_VOLUME.toFixed(1)} and ${REMOTE_MEDIA_PLAYER_MAX_VOLUME.toFixed(1)}`;

export const remoteMediaPlayerVolumeSchema = z
  .number({ error: 'volume must be a number' })
  .min(REMOTE_MEDIA_PLAYER_MIN_VOLUME, volumeRule)
  .max(REMOTE_MEDIA_PLAYER_MAX_VOLUME, volumeRule);

export const remoteMediaPlayerSettingsSchema = strictOptions('remote media player settings', {
  state: oneOf('remote media player state', REMOTE_MEDIA_PLAYER_STATES).optional(),
  volume: remoteMediaPlayerVolumeSchema.optional(),
  simulcastEncodings: simulcastEncodingsSchema.optional(),
});

export const startRemoteMediaPlayerSchema = strictOptions('startRemoteMediaPlayer', {
  url: stringOption('remote media player url'),
  settings: remoteMediaPlayerSettingsSchema.optional(),
});
