/** Show-names mode, native in-call audio mode and setScreenShare (spec section 5). */
import { z } from 'zod';
import { NATIVE_IN_CALL_AUDIO_MODES } from '../call-object-constants';
import { oneOf } from './schema-rules';

export const showNamesModeSchema = z.union([z.literal('always'), z.literal('never'), z.literal(false)], {
  error: 'show-names mode must be always, never or false',
});

export const nativeInCallAudioModeSchema = oneOf('native in-call audio mode', NATIVE_IN_CALL_AUDIO_MODES);

/** Screen sharing can only be stopped through this option, never started. */
export const setScreenShareSchema = z.literal(false, { error: 'setScreenShare accepts only false' });
