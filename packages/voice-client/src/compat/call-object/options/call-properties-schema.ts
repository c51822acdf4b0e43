/**
 * The call object's construction and join properties (spec section 5): unknown names rejected, frame-only options
 * refused in call-object mode and receiveSettings refused outside it.
 */
import { z } from 'zod';
import { LANGUAGES, USER_DATA_MAX_CHARS } from '../call-object-constants';
import { permissionsSchema } from './permissions-schema';
import { inputSettingsSchema } from './input-settings-schema';
import { layoutConfigSchema, layoutSchema } from './layout-schema';
import {
  booleanOption,
  describeOptionErrors,
  isJsonValue,
  jsonLength,
  oneOf,
  stringOption,
  strictOptions,
} from './schema-rules';
import { sendSettingsSchema } from './send-settings-schema';
import { themeSchema } from './theme-schema';

export const userDataSchema = z
  .custom<unknown>((data) => data !== undefined && isJsonValue(data), {
    error: 'userData must be serialisable to JSON',
  })
  .refine((data) => jsonLength(data) <= USER_DATA_MAX_CHARS, {
    error: `userData must be at most ${USER_DATA_MAX_CHARS} characters as JSON`,
  });

/** Options of the hosted frame's own user interface; they mean nothing to a call object. */
export const FRAME_ONLY_PROPERTIES = [
  'layout',
  'theme',
  'layoutConfig',
  'showLeaveButton',
  'showFullscreenButton',
  'showLocalVideo',
  'showParticipantsBar',
  'activeSpeakerMode',
  'customTrayButtons',
  'customIntegrations',
  'iframeStyle',
  'cssFile',
  'cssText',
] as const;

/** Custom tray buttons and integrations: keyed objects (their inner checks are not in the spec). */
const keyedObjects = (name: string) =>
  z.record(z.string(), z.record(z.string(), z.unknown()), { error: `${name} must map keys to objects` });

export const callPropertiesSchema = strictOptions('call properties', {
  url: stringOption('url').optional(),
  baseUrl: stringOption('baseUrl').optional(),
  token: stringOption('token').optional(),
  lang: oneOf('lang', LANGUAGES).optional(),
  userName: stringOption('userName').optional(),
  userData: userDataSchema.optional(),
  allowMultipleCallInstances: booleanOption('allowMultipleCallInstances').optional(),
  subscribeToTracksAutomatically: booleanOption('subscribeToTracksAutomatically').optional(),
  startVideoOff: booleanOption('startVideoOff').optional(),
  startAudioOff: booleanOption('startAudioOff').optional(),
  receiveSettings: z
    .record(z.string(), z.unknown(), { error: 'receiveSettings must be an object' })
    .optional(),
  sendSettings: sendSettingsSchema.optional(),
  inputSettings: inputSettingsSchema.optional(),
  permissions: permissionsSchema.optional(),
  layout: layoutSchema.optional(),
  theme: themeSchema.optional(),
  layoutConfig: layoutConfigSchema.optional(),
  showLeaveButton: booleanOption('showLeaveButton').optional(),
  showFullscreenButton: booleanOption('showFullscreenButton').optional(),
  showLocalVideo: booleanOption('showLocalVideo').optional(),
  showParticipantsBar: booleanOption('showParticipantsBar').optional(),
  activeSpeakerMode: booleanOption('activeSpeakerMode').optional(),
  customTrayButtons: keyedObjects('customTrayButtons').optional(),
  customIntegrations: keyedObjects('customIntegrations').optional(),
  iframeStyle: z
    .record(z.string(), z.string(), { error: 'iframeStyle must map CSS properties to strings' })
    .optional(),
  cssFile: stringOption('cssFile').optional(),
  cssText: stringOption('cssText').optional(),
});
export type CallProperties = z.infer<typeof callPropertiesSchema>;

export type CallMode = 'call-object' | 'frame';

export type CallPropertiesResult = { ok: true; properties: CallProperties } | { ok: false; message: string };

/** Validates properties for a mode; the message lists every rule broken. */
export function validateCallProperties(input: unknown, mode: CallMode): CallPropertiesResult {
  const parsed = callPropertiesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: describeOptionErrors(parsed.error) };
  const properties = parsed.data;
  const refused =
    mode === 'call-object'
      ? FRAME_ONLY_PROPERTIES.filter((name) => properties[name] !== undefined).map(
          (name) => `${name} is not allowed in call-object mode`,
        )
      : properties.receiveSettings !== undefined
        ? ['receiveSettings is only allowed in call-object mode']
        : [];
  return refused.length ? { ok: false, message: refused.join('; ') } : { ok: true, properties };
}
