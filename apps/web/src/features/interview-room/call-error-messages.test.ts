import { describe, expect, it } from 'vitest';
import {
  CALL_ERROR_TYPES,
  VOICE_CLIENT_ERROR_TYPES,
  callError,
  toCallError,
  type VoiceClientError,
} from '@intervia/voice-client';
import { ApiRequestError } from '../../lib/api-client';
import {
  CALL_ERROR_USER_MESSAGES,
  VOICE_CLIENT_ERROR_USER_MESSAGES,
  userMessageForCallError,
  userMessageForStartFailure,
} from './call-error-messages';

const joinError = (extra: Partial<VoiceClientError> = {}): VoiceClientError => ({
  type: 'daily-call-join-error',
  stage: 'daily-call-join',
  message: 'NotReadableError: Could not start audio source',
  ...extra,
});

function domError(name: string): Error {
  const error = new Error(`${name}: technical detail`);
  error.name = name;
  return error;
}

describe('call error messages', () => {
  it('has one distinct message for each of the spec’s sixteen call error types and each voice client error type', () => {
    expect(Object.keys(CALL_ERROR_USER_MESSAGES).sort()).toEqual([...CALL_ERROR_TYPES].sort());
    expect(new Set(Object.values(CALL_ERROR_USER_MESSAGES)).size).toBe(CALL_ERROR_TYPES.length);
    expect(Object.keys(VOICE_CLIENT_ERROR_USER_MESSAGES).sort()).toEqual(
      [...VOICE_CLIENT_ERROR_TYPES].sort(),
    );
  });

  it.each([
    ['NotReadableError', 'mic', /microphone is in use by another application/],
    ['NotReadableError', 'cam', /camera is in use by another application/],
    ['NotAllowedError', 'mic', /access was denied.*browser settings/],
    ['NotFoundError', 'mic', /No microphone was found/],
    ['OverconstrainedError', 'mic', /does not support the settings/],
    ['Error', 'mic', /check your internet connection/],
  ] as const)('a %s from the %s reads as a clear instruction', (name, media, expected) => {
    const message = userMessageForCallError(toCallError(domError(name), media));
    expect(message).toMatch(expected);
    expect(message).not.toContain('technical detail');
  });

  it('a start failure shows the call error’s message, never the technical one', () => {
    const error = joinError({ callError: callError('permissions', 'Permission denied by system') });
    expect(userMessageForStartFailure(error)).toEqual({
      message: CALL_ERROR_USER_MESSAGES.permissions,
      needsMinutes: false,
    });
  });

  it('the asset loader’s failures read as a connection problem', () => {
    const error = joinError({
      message: 'Timed out (>20000 ms) when loading call object bundle',
      callError: callError('connection-error', 'Timed out (>20000 ms) when loading call object bundle'),
    });
    expect(userMessageForStartFailure(error).message).toBe(CALL_ERROR_USER_MESSAGES['connection-error']);
  });

  it('the server’s refusal wins, and 402 offers the Payment page', () => {
    const refused = new ApiRequestError(402, 'payment-required', 'You have no interview minutes left.');
    expect(
      userMessageForStartFailure({
        type: 'start-method-error',
        stage: 'web-call-creation',
        message: 'x',
        cause: refused,
      }),
    ).toEqual({ message: 'You have no interview minutes left.', needsMinutes: true });
    const crashed = new ApiRequestError(500, 'internal-error', 'Something went wrong');
    expect(
      userMessageForStartFailure({
        type: 'start-method-error',
        stage: 'web-call-creation',
        message: 'x',
        cause: crashed,
      }).message,
    ).toBe(VOICE_CLIENT_ERROR_USER_MESSAGES['start-method-error']);
  });

  it('a duplicate instance reads as "already open"', () => {
    expect(
      userMessageForStartFailure({
        type: 'daily-call-object-creation-error',
        stage: 'daily-call-object-creation',
        message: 'Duplicate DailyIframe instances are not allowed',
      }).message,
    ).toMatch(/already open/);
  });
});
