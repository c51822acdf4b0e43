import { describe, expect, it } from 'vitest';
import {
  CALL_ERROR_TYPES,
  CALL_ERROR_TYPES_NOT_REPORTED,
  CALL_OBJECT_MESSAGES,
  callError,
  isCallErrorType,
  shouldReportToErrorTracking,
  sizeLimitMessage,
} from './call-object-errors';

describe('call object error catalogue', () => {
  it('keeps the library messages word for word', () => {
    expect(CALL_OBJECT_MESSAGES).toMatchObject({
      bundleLoadTimedOut: 'Timed out (>20000 ms) when loading call object bundle',
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
    });
  });

  it('size-limit messages start with the spec text and state the size and the limit', () => {
    expect(sizeLimitMessage('sessionDataTooLarge', 102_401)).toBe(
      'Meeting session data is too large (102401 characters). Maximum size supported is 102400.',
    );
    expect(sizeLimitMessage('messageDataTooLarge', 5000)).toMatch(/^Message data too large .*4096\.$/);
  });

  it('has the sixteen error types of the spec as a closed list', () => {
    expect(CALL_ERROR_TYPES).toHaveLength(16);
    expect(isCallErrorType('cam-in-use')).toBe(true);
    expect(isCallErrorType('camera-broken')).toBe(false);
    expect(isCallErrorType(42)).toBe(false);
  });

  it('does not report the candidate-side types to error tracking, and reports the others', () => {
    expect(shouldReportToErrorTracking(callError('permissions', 'denied'))).toBe(false);
    expect(shouldReportToErrorTracking(callError('cam-mic-in-use', 'busy'))).toBe(false);
    expect(shouldReportToErrorTracking(callError('connection-error', 'socket'))).toBe(true);
    expect(shouldReportToErrorTracking(callError('no-room', 'gone'))).toBe(true);
    for (const type of CALL_ERROR_TYPES_NOT_REPORTED) expect(CALL_ERROR_TYPES).toContain(type);
  });

  it('keeps the cause only when given', () => {
    expect(callError('not-found', 'no device')).toEqual({ type: 'not-found', message: 'no device' });
    const cause = new Error('x');
    expect(callError('not-found', 'no device', cause).cause).toBe(cause);
  });
});
