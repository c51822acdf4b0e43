/** The embedded call's error catalogue (spec section 8 "Embedded call library"): messages and error types. */
import { CALL_ERROR_TYPES, isReportedCallErrorType, type CallErrorType } from '@intervia/shared';
import {
  CALL_BUNDLE_LOAD_TIMEOUT_MS,
  APP_MESSAGE_MAX_CHARS,
  MEETING_SESSION_DATA_MAX_CHARS,
} from './call-object-constants';

/** The library's messages, word for word. */
export const CALL_OBJECT_MESSAGES = {
  bundleLoadTimedOut: `Timed out (>${CALL_BUNDLE_LOAD_TIMEOUT_MS} ms) when loading call object bundle`,
  bundleLoadFailed: 'Failed to load call object bundle',
  duplicateInstance: 'Duplicate DailyIframe instances are not allowed',
  useAfterDestroy: 'Use after destroy',
  alreadyJoined: 'already joined meeting, call leave() before joining again',
  joinUrlDiffersFromPreAuth: 'url in join() is different than the one used in preAuth()',
  joinTokenDiffersFromPreAuth: 'token in join() is different than the one used in preAuth()',
  preAuthNeedsUrl: 'preAuth() requires at least a url to be provided',
  loadNeedsUrl: "can't load iframe meeting because url property isn't set",
  sessionDataTooLarge: 'Meeting session data is too large',
  messageDataTooLarge: 'Message data too large',
  noScreenShare: 'There is no screen share in progress',
  screenAlreadyCapturedOnIos: 'The screen is already being captured on iOS',
} as const;

/** Adds the measured size to a size-limit message, keeping the spec's text as its start. */
export function sizeLimitMessage(
  kind: 'sessionDataTooLarge' | 'messageDataTooLarge',
  actualChars: number,
): string {
  const limit = kind === 'sessionDataTooLarge' ? MEETING_SESSION_DATA_MAX_CHARS : APP_MESSAGE_MAX_CHARS;
  return `${CALL_OBJECT_MESSAGES[kind]} (${actualChars} characters). Maximum size supported is ${limit}.`;
}

/** Call error types, a closed list (spec section 8), shared with the server. */
export { CALL_ERROR_TYPES, type CallErrorType } from '@intervia/shared';

/** An error is a value with a type; `message` is the technical text (for logs), never shown to the user as is. */
export interface CallError {
  type: CallErrorType;
  message: string;
  cause?: unknown;
}

export function callError(type: CallErrorType, message: string, cause?: unknown): CallError {
  return cause === undefined ? { type, message } : { type, message, cause };
}

export function isCallErrorType(value: unknown): value is CallErrorType {
  return typeof value === 'string' && (CALL_ERROR_TYPES as readonly string[]).includes(value);
}

/** Fatal call errors go to error reporting unless their type is in the shared skip list. */
export { CALL_ERROR_TYPES_NOT_REPORTED } from '@intervia/shared';

export function shouldReportToErrorTracking(error: CallError): boolean {
  return isReportedCallErrorType(error.type);
}
