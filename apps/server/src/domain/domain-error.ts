/**
 * The one error services throw: a code from the closed list in @intervia/shared (not found, conflict, invalid input
 * with field errors, forbidden, quota exceeded, unavailable …) and a message for the user. Services never know
 * about HTTP; http/errors.ts maps each code to a status in one place.
 */
import type { ApiError, ApiErrorCode } from '@intervia/shared';

export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** For invalid input: the message for each field that failed, keyed by its path ("email", "roles.0.title"). */
    readonly fields?: Record<string, string>,
    /** For a passing fault (a busy or stopping node): when the client may try again; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}
