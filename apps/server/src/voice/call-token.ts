/**
 * Short-lived tokens that authenticate a call's WebSocket. A join token comes inside `webCallUrl`; a resume token
 * comes in `call-ready` and lets a dropped connection (or a connection after a server restart) continue the call.
 * An observe token lets a recruiter of the job's organisation listen to a live call, and nothing else.
 * HMAC-SHA256 over the claims with the server secret; compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CallTokenClaims {
  callId: string;
  userId: string;
  /** join/resume: the candidate's connection; observe: a recruiter listening in (observer socket only). */
  kind: 'join' | 'resume' | 'observe';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function createCallToken(claims: CallTokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type CallTokenCheck =
  { ok: true; claims: CallTokenClaims } | { ok: false; problem: 'malformed' | 'bad-signature' | 'expired' };

export function verifyCallToken(token: string, secret: string, nowSeconds: number): CallTokenCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, problem: 'malformed' };
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, problem: 'bad-signature' };
  }
  let claims: CallTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CallTokenClaims;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (
    typeof claims.exp !== 'number' ||
    typeof claims.callId !== 'string' ||
    typeof claims.userId !== 'string'
  ) {
    return { ok: false, problem: 'malformed' };
  }
  if (claims.exp < nowSeconds) return { ok: false, problem: 'expired' };
  return { ok: true, claims };
}
