import { z } from 'zod';

/** Every error answer of the HTTP API has this shape; `code` comes from a closed list. */
export const API_ERROR_CODES = [
  'validation-error',
  'unauthorized',
  'forbidden',
  'reauthentication-required',
  'not-found',
  'conflict',
  'payment-required',
  'rate-limited',
  'payload-too-large',
  'unsupported-media-type',
  'internal-error',
  'service-unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** Field-level messages for form validation, keyed by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
