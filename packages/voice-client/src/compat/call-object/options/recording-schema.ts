/** Recording and transcription options (spec section 5). */
import { z } from 'zod';
import { RECORDING_TYPES } from '../call-object-constants';
import { oneOf, stringOption } from './schema-rules';

export const recordingTypeSchema = oneOf('recording type', RECORDING_TYPES);

export const startRecordingSchema = z.looseObject({ type: recordingTypeSchema.optional() });

export const updateTranscriptionSchema = z.looseObject(
  {
    participants: z.array(stringOption('participant'), {
      error: 'update transcription participants must be an array',
    }),
    instanceId: stringOption('instanceId').optional(),
  },
  { error: 'update transcription needs an options object' },
);

/** No options at all is fine; options without an instanceId are not. */
export const stopTranscriptionSchema = z
  .looseObject(
    { instanceId: stringOption('instanceId') },
    { error: 'stop transcription options must be an object with an instanceId' },
  )
  .optional();
