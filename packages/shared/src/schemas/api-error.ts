import { z } from 'zod';
import { API_ERROR_CODES } from '../rules/api-error-body';

/** Every error answer of the HTTP API has this shape; `code` comes from a closed list (in `rules/`, zod-free). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** Field-level messages for form validation, keyed by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
