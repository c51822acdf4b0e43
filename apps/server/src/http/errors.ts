/** How domain errors become HTTP answers: each code of the closed list in @intervia/shared has one status. */
import type { ApiErrorCode } from '@intervia/shared';

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

export function statusForCode(code: ApiErrorCode): number {
  return STATUS_BY_CODE[code];
}
