/** Errors the API answers with: a status and a code from the closed list in @intervia/shared. */
import type { ApiError, ApiErrorCode } from '@intervia/shared';
import type { ZodType } from 'zod';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  'validation-error': 400,
  unauthorized: 401,
  forbidden: 403,
  'reauthentication-required': 403,
  'not-found': 404,
  conflict: 409,
  'payment-required': 402,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  'internal-error': 500,
  'service-unavailable': 503,
};

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): ApiError {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export function statusForCode(code: ApiErrorCode): number {
  return STATUS_BY_CODE[code];
}

/** Validates input against a shared schema; a failure becomes a 400 naming each bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw new HttpError('validation-error', first ? first.message : 'Invalid request.', fields);
}
