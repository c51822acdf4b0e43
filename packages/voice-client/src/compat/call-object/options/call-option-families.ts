/**
 * One zod schema per option family the call supports (spec section 5), by name. The call object validates each
 * method's options with its family's schema; tests walk this table so no family is left without its rules.
 */
import type { z } from 'zod';
import { appMessageSchema } from './app-message-schema';
import { callPropertiesSchema, userDataSchema } from './call-properties-schema';
import { customTrackNameSchema, startCustomTrackSchema } from './custom-track-schema';
import { dialOutSchema, sendDtmfSchema, sipCallTransferSchema, sipReferSchema } from './dial-out-schema';
import { nativeInCallAudioModeSchema, setScreenShareSchema, showNamesModeSchema } from './display-schema';
import { audioLevelObserverIntervalSchema, inputSettingsSchema } from './input-settings-schema';
import { gridLayoutSchema, layoutConfigSchema, layoutSchema } from './layout-schema';
import { permissionsSchema } from './permissions-schema';
import { startRecordingSchema, stopTranscriptionSchema, updateTranscriptionSchema } from './recording-schema';
import { remoteMediaPlayerSettingsSchema, startRemoteMediaPlayerSchema } from './remote-media-player-schema';
import { sendSettingsSchema, simulcastEncodingsSchema } from './send-settings-schema';
import { setMeetingSessionDataSchema } from './session-data-schema';
import { subscribedTracksSchema } from './subscription-schema';
import { themeSchema } from './theme-schema';

export const CALL_OPTION_SCHEMAS = {
  callProperties: callPropertiesSchema,
  userData: userDataSchema,
  layout: layoutSchema,
  layoutConfig: layoutConfigSchema,
  grid: gridLayoutSchema,
  theme: themeSchema,
  subscribedTracks: subscribedTracksSchema,
  permissions: permissionsSchema,
  sessionData: setMeetingSessionDataSchema,
  appMessage: appMessageSchema(),
  customTrack: startCustomTrackSchema,
  customTrackName: customTrackNameSchema,
  sendSettings: sendSettingsSchema,
  simulcastEncodings: simulcastEncodingsSchema,
  inputSettings: inputSettingsSchema,
  audioLevelObserverInterval: audioLevelObserverIntervalSchema,
  recording: startRecordingSchema,
  updateTranscription: updateTranscriptionSchema,
  stopTranscription: stopTranscriptionSchema,
  showNamesMode: showNamesModeSchema,
  nativeInCallAudioMode: nativeInCallAudioModeSchema,
  setScreenShare: setScreenShareSchema,
  remoteMediaPlayer: startRemoteMediaPlayerSchema,
  remoteMediaPlayerSettings: remoteMediaPlayerSettingsSchema,
  dialOut: dialOutSchema,
  sendDtmf: sendDtmfSchema,
  sipCallTransfer: sipCallTransferSchema,
  sipRefer: sipReferSchema,
} satisfies Record<string, z.ZodType>;

export type CallOptionFamily = keyof typeof CALL_OPTION_SCHEMAS;

export type CallOptionCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** Validates one family's options; the message names every rule broken, prefixed by the family. */
export function validateCallOption<Family extends CallOptionFamily>(
  family: Family,
  input: unknown,
): CallOptionCheck<z.output<(typeof CALL_OPTION_SCHEMAS)[Family]>> {
  const parsed = CALL_OPTION_SCHEMAS[family].safeParse(input);
  if (parsed.success) {
    return { ok: true, value: parsed.data as z.output<(typeof CALL_OPTION_SCHEMAS)[Family]> };
  }
  const rules = parsed.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  return { ok: false, message: `Invalid ${family}: ${rules.join('; ')}` };
}
