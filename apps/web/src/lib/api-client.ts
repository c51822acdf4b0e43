/** fetch wrapper for /api: JSON in and out, errors as ApiRequestError carrying the server's code and fields. */
import { readApiErrorBody, type ApiErrorCode } from '@intervia/shared';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network-error',
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network-error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = readApiErrorBody(body);
    if (error) throw new ApiRequestError(response.status, error.code, error.message, error.fields);
    throw new ApiRequestError(response.status, 'internal-error', 'Something went wrong');
  }
  return body as T;
}

/** What to show for a failed request: the server's own message, or `fallback` for anything else. */
export const apiErrorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError ? error.message : fallback;
