/** Turns what the browser throws for camera/microphone access into the spec's call error types (section 8). */
import { callError, isCallErrorType, type CallError, type CallErrorType } from './call-object-errors';

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const name = (error as { name: unknown }).name;
    return typeof name === 'string' ? name : '';
  }
  return '';
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** getUserMedia's DOMException names (and older browsers' aliases) → call error type; null for anything else. */
export function callErrorTypeOfMediaError(
  error: unknown,
  media: 'cam' | 'mic' | 'cam-mic',
): CallErrorType | null {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permissions';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'not-found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return media === 'cam' ? 'cam-in-use' : media === 'mic' ? 'mic-in-use' : 'cam-mic-in-use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
    case 'TypeError':
      return 'constraints';
    default:
      return null;
  }
}

function isCallError(error: unknown): error is CallError {
  return (
    typeof error === 'object' &&
    error !== null &&
    isCallErrorType((error as { type?: unknown }).type) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * Any failure while joining as a call error: call errors pass through, device errors get their type, and the
 * rest (sockets refused or dropped) are connection errors.
 */
export function toCallError(error: unknown, media: 'cam' | 'mic' | 'cam-mic' = 'mic'): CallError {
  if (isCallError(error)) return error;
  const type = callErrorTypeOfMediaError(error, media) ?? 'connection-error';
  return callError(type, errorMessage(error), error);
}
