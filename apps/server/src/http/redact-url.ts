/**
 * Request URLs without their secrets, for logs and error reports: call join/resume/observe tokens and verification
 * tokens travel in `?token=`, job-invite secrets in the path. Anyone who can read the logs must not be able to
 * join a call, listen in or use an invite.
 */
const SECRET_QUERY_PARAM = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi;
const SECRET_PATH_SEGMENT = /(\/(?:api\/)?job-invites?\/)[^/?#]+/gi;

const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, `$1${REDACTED}`).replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
}
