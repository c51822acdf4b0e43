/** The call error types (spec section 8), a closed list shared by the browser call object and the server. */
export const CALL_ERROR_TYPES = [
  'ejected',
  'nbf-room',
  'nbf-token',
  'exp-room',
  'exp-token',
  'no-room',
  'meeting-full',
  'end-of-life',
  'not-allowed',
  'connection-error',
  'cam-in-use',
  'mic-in-use',
  'cam-mic-in-use',
  'permissions',
  'not-found',
  'constraints',
] as const;
export type CallErrorType = (typeof CALL_ERROR_TYPES)[number];

/**
 * Fatal call errors of these types are not sent to error reporting: they come from the candidate's own situation
 * (devices, permissions, room timing, being removed) or an unsupported browser, not from a defect we could fix.
 */
export const CALL_ERROR_TYPES_NOT_REPORTED: readonly CallErrorType[] = [
  'ejected',
  'nbf-room',
  'nbf-token',
  'exp-room',
  'exp-token',
  'meeting-full',
  'end-of-life',
  'cam-in-use',
  'mic-in-use',
  'cam-mic-in-use',
  'permissions',
  'not-found',
];

export function isReportedCallErrorType(type: CallErrorType): boolean {
  return !CALL_ERROR_TYPES_NOT_REPORTED.includes(type);
}
