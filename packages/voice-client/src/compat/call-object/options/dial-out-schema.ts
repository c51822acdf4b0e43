/** Dial-out, DTMF, call transfer and SIP refer (spec section 5). */
import { z } from 'zod';
import {
  DIAL_OUT_AUDIO_CODECS,
  DIAL_OUT_DISPLAY_NAME_LIMIT_CHARS,
  DIAL_OUT_USER_ID_MAX_CHARS,
  DIAL_OUT_VIDEO_CODECS,
  DTMF_MAX_TONES,
} from '../call-object-constants';
import { canReceiveSchema } from './permissions-schema';
import { booleanOption, oneOf, stringOption, strictOptions } from './schema-rules';

export const E164_PATTERN = /^\+\d+$/;
export const DTMF_TONES_PATTERN = /^[0-9A-D*#]+$/;

export const sipUriSchema = stringOption('sipUri').startsWith('sip:', 'sipUri must start with sip:');
export const phoneNumberSchema = stringOption('phoneNumber').regex(
  E164_PATTERN,
  'phoneNumber must be E.164: a plus sign then digits',
);

export const dialOutSchema = strictOptions('startDialOut', {
  sipUri: sipUriSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
  callerId: stringOption('callerId').optional(),
  displayName: stringOption('displayName')
    .max(
      DIAL_OUT_DISPLAY_NAME_LIMIT_CHARS - 1,
      `displayName must be under ${DIAL_OUT_DISPLAY_NAME_LIMIT_CHARS} characters`,
    )
    .optional(),
  userId: stringOption('userId')
    .max(DIAL_OUT_USER_ID_MAX_CHARS, `userId must be at most ${DIAL_OUT_USER_ID_MAX_CHARS} characters`)
    .optional(),
  video: booleanOption('video').optional(),
  codecs: strictOptions('codecs', {
    audio: z
      .array(oneOf('audio codec', DIAL_OUT_AUDIO_CODECS), { error: 'audio codecs must be a list' })
      .min(1, `audio codecs must be a non-empty list of ${DIAL_OUT_AUDIO_CODECS.join(', ')}`)
      .optional(),
    video: z
      .array(oneOf('video codec', DIAL_OUT_VIDEO_CODECS), { error: 'video codecs must be a list' })
      .min(1, `video codecs must be a non-empty list of ${DIAL_OUT_VIDEO_CODECS.join(', ')}`)
      .optional(),
  }).optional(),
  permissions: strictOptions('dial-out permissions', { canReceive: canReceiveSchema.optional() }).optional(),
}).superRefine((dialOut, context) => {
  if ((dialOut.sipUri === undefined) === (dialOut.phoneNumber === undefined)) {
    context.addIssue({ code: 'custom', message: 'dial-out needs exactly one of sipUri and phoneNumber' });
  }
  if (dialOut.sipUri !== undefined && dialOut.callerId !== undefined) {
    context.addIssue({
      code: 'custom',
      message: 'callerId is not allowed with a sipUri',
      path: ['callerId'],
    });
  }
});
export type DialOutOptions = z.infer<typeof dialOutSchema>;

export const sendDtmfSchema = strictOptions('sendDTMF', {
  sessionId: stringOption('sessionId').min(1, 'sessionId is required'),
  tones: stringOption('tones')
    .min(1, 'tones is required')
    .max(DTMF_MAX_TONES, `tones must be at most ${DTMF_MAX_TONES} characters`)
    .regex(DTMF_TONES_PATTERN, 'each tone must be 0-9, A-D, * or #'),
});

const toEndPoint = stringOption('toEndPoint').refine(
  (endPoint) => endPoint.startsWith('sip:') || endPoint.startsWith('+'),
  { error: 'toEndPoint must start with sip: or +' },
);

export const sipCallTransferSchema = strictOptions('sipCallTransfer', {
  sessionId: stringOption('sessionId').min(1, 'sessionId is required'),
  toEndPoint,
  callerId: stringOption('callerId').optional(),
}).refine((transfer) => transfer.callerId === undefined || transfer.toEndPoint.startsWith('+'), {
  error: 'callerId is only allowed when transferring to a phone number',
  path: ['callerId'],
});

export const sipReferSchema = strictOptions('sipRefer', {
  sessionId: stringOption('sessionId').min(1, 'sessionId is required'),
  toEndPoint,
});
