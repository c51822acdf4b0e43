/** The voice client's error types (spec section 8), as values with a type from a closed list. */
import type { CallError } from './compat/call-object/call-object-errors';
import type { StartStage } from './voice-client-constants';

export const VOICE_CLIENT_ERROR_TYPES = [
  'validation-error',
  'daily-call-object-creation-error',
  'daily-call-join-error',
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'start-method-error',
] as const;
export type VoiceClientErrorType = (typeof VOICE_CLIENT_ERROR_TYPES)[number];

export const CALL_OBJECT_NOT_AVAILABLE = 'Call object is not available.';

export interface VoiceClientError {
  type: VoiceClientErrorType;
  stage: StartStage | null;
  message: string;
  cause?: unknown;
  /** When the call object failed: the spec's call error (cam-in-use, permissions, connection-error …). */
  callError?: CallError;
}

/** Which error type a failure in each start stage reports. */
export const ERROR_TYPE_BY_STAGE: Record<StartStage, VoiceClientErrorType> = {
  initialization: 'start-method-error',
  'web-call-creation': 'start-method-error',
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'mobile-permissions': 'start-method-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}
