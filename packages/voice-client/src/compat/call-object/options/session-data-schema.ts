/** Meeting session data (spec section 5): a plain JSON object within the size limit; replace or shallow-merge. */
import { z } from 'zod';
import { MEETING_SESSION_DATA_MAX_CHARS, SESSION_DATA_MERGE_STRATEGIES } from '../call-object-constants';
import { sizeLimitMessage } from '../call-object-errors';
import { isPlainJsonObject, jsonLength, oneOf, strictOptions } from './schema-rules';

export const sessionDataMergeStrategySchema = oneOf(
  'session data merge strategy',
  SESSION_DATA_MERGE_STRATEGIES,
);

export const meetingSessionDataSchema = z
  .custom<Record<string, unknown>>(isPlainJsonObject, {
    error: 'Meeting session data must be a plain object serialisable to JSON',
  })
  .superRefine((data, context) => {
    const length = jsonLength(data);
    if (length > MEETING_SESSION_DATA_MAX_CHARS) {
      context.addIssue({ code: 'custom', message: sizeLimitMessage('sessionDataTooLarge', length) });
    }
  });

export const setMeetingSessionDataSchema = strictOptions('setMeetingSessionData', {
  data: meetingSessionDataSchema,
  mergeStrategy: sessionDataMergeStrategySchema.default('replace'),
});
