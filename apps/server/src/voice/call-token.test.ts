import { describe, expect, it } from 'vitest';
import { createCallToken, verifyCallToken } from './call-token';

const claims = { callId: 'c1', userId: 'u1', kind: 'join' as const, exp: 1000 };

describe('call tokens', () => {
  it('verifies a token it signed until it expires', () => {
    const token = createCallToken(claims, 'secret');
    expect(verifyCallToken(token, 'secret', 999)).toEqual({ ok: true, claims });
    expect(verifyCallToken(token, 'secret', 1001)).toEqual({ ok: false, problem: 'expired' });
  });

  it('refuses tokens signed with another secret, altered claims or garbage', () => {
    const token = createCallToken(claims, 'secret');
    expect(verifyCallToken(token, 'other', 0)).toMatchObject({ problem: 'bad-signature' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, userId: 'u2' })).toString('base64url')}.${signature}`;
    expect(verifyCallToken(forged, 'secret', 0)).toMatchObject({ problem: 'bad-signature' });
    expect(verifyCallToken('nonsense', 'secret', 0)).toMatchObject({ problem: 'malformed' });
  });
});
