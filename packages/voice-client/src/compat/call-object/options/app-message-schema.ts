/** App messages (spec sections 5 and 9): JSON data no longer than the library's message size limit. */
import { z } from 'zod';
import { APP_MESSAGE_MAX_CHARS } from '../call-object-constants';
import { CALL_OBJECT_MESSAGES } from '../call-object-errors';
import { isJsonValue, jsonLength } from './schema-rules';

/** `maxChars` is the limit in force: APP_MESSAGE_MAX_CHARS unless the transport negotiated a larger one. */
export function appMessageSchema(maxChars: number = APP_MESSAGE_MAX_CHARS) {
  return z
    .custom<unknown>((data) => data !== undefined && isJsonValue(data), {
      error: 'Message data must be serialisable to JSON',
    })
    .superRefine((data, context) => {
      const length = jsonLength(data);
      if (length > maxChars) {
        context.addIssue({
          code: 'custom',
          message: `${CALL_OBJECT_MESSAGES.messageDataTooLarge}. Max size is ${maxChars}`,
        });
      }
    });
}
