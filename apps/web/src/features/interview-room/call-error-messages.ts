/**
 * What the candidate reads when the call fails: one catalogue for the spec's call error types (section 8) and the
 * voice client's start errors. Each message says what happened and what to do; technical text stays in the logs.
 */
import type {
  CallError,
  CallErrorType,
  VoiceClientError,
  VoiceClientErrorType,
} from '@intervia/voice-client';
import { ApiRequestError } from '../../lib/api-client';

export const CALL_ERROR_USER_MESSAGES: Record<CallErrorType, string> = {
  ejected: 'You were removed from the interview call.',
  'nbf-room': 'This interview room is not open yet. Please try again at the scheduled time.',
  'nbf-token': 'Your access to this interview is not valid yet. Please try again at the scheduled time.',
  'exp-room': 'This interview room has expired. Please create a new interview.',
  'exp-token': 'Your access to this interview has expired. Please reload the page to start again.',
  'no-room': 'This interview room does not exist.',
  'meeting-full': 'This interview call is full.',
  'end-of-life': 'This browser is no longer supported for calls. Please update your browser.',
  'not-allowed': 'You are not allowed to join this interview call.',
  'connection-error':
    'Could not connect to the interview. Please check your internet connection and try again.',
  'cam-in-use': 'Your camera is in use by another application. Close it and try again.',
  'mic-in-use': 'Your microphone is in use by another application. Close it and try again.',
  'cam-mic-in-use': 'Your camera and microphone are in use by another application. Close it and try again.',
  permissions:
    'Microphone access was denied. Allow the microphone for this site in your browser settings and try again.',
  'not-found': 'No microphone was found. Connect one and try again, or check that it is switched on.',
  constraints: 'Your microphone does not support the settings the interview needs. Try another device.',
};

/** For start failures that are not call errors (no call object involved). */
export const VOICE_CLIENT_ERROR_USER_MESSAGES: Record<VoiceClientErrorType, string> = {
  'validation-error': 'The interview could not be started: no interviewer was chosen.',
  'daily-call-object-creation-error':
    'The interview is already open in this page. Close the other call and try again.',
  'daily-call-join-error':
    'Could not connect the interview. Check that the microphone is allowed for this site and try again.',
  'video-recording-setup-error':
    'The camera recording could not start. Allow the camera or start the interview without recording.',
  'audio-observer-setup-error':
    'The interview audio could not be set up. Please reload the page and try again.',
  'audio-processing-setup-error': 'Noise suppression is not available; the interview continues without it.',
  'start-method-error': 'The interview could not be started. Please try again.',
};

/** The connection dropped during the call and could not be resumed. */
export const CONNECTION_LOST_MESSAGE =
  'The connection to the interview was lost. What you said so far is saved.';

export function userMessageForCallError(error: CallError): string {
  return CALL_ERROR_USER_MESSAGES[error.type];
}

export interface StartFailureMessage {
  message: string;
  /** The server refused for lack of minutes: offer the Payment page. */
  needsMinutes: boolean;
}

/** The server's own words when it refused the call, else the call error's message, else the stage's. */
export function userMessageForStartFailure(error: VoiceClientError): StartFailureMessage {
  const refusal = error.cause instanceof ApiRequestError && error.cause.status < 500 ? error.cause : null;
  if (refusal) return { message: refusal.message, needsMinutes: refusal.status === 402 };
  if (error.callError) return { message: userMessageForCallError(error.callError), needsMinutes: false };
  return { message: VOICE_CLIENT_ERROR_USER_MESSAGES[error.type], needsMinutes: false };
}
