/**
 * The error answer of the HTTP API, read without zod (the web client reads it on every page, the landing page
 * included); `schemas/api-error.ts` holds the zod schema of the same shape for the server and the OpenAPI document.
 */
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

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `error` of an API error answer, or null when the body does not have that shape. */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || !(API_ERROR_CODES as readonly string[]).includes(code)) return null;
  if (typeof message !== 'string') return null;
  if (fields === undefined) return { code: code as ApiErrorCode, message };
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) return null;
  return { code: code as ApiErrorCode, message, fields: fields as Record<string, string> };
}
