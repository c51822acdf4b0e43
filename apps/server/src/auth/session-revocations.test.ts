import { describe, expect, it } from 'vitest';
import { SessionRevocations } from './session-revocations';

describe('SessionRevocations', () => {
  it('distrusts a revoked session or user for as long as a cache cookie can live, then forgets it', () => {
    let now = 1_000;
    const revocations = new SessionRevocations(60_000, () => now);
    revocations.revokeSession('token-a');
    revocations.revokeUser('user-b');
    expect(revocations.mustRecheck('token-a', 'user-x')).toBe(true);
    expect(revocations.mustRecheck('token-z', 'user-b')).toBe(true);
    expect(revocations.mustRecheck('token-z', 'user-x')).toBe(false);
    now += 60_000;
    expect(revocations.mustRecheck('token-a', 'user-x')).toBe(false);
    expect(revocations.mustRecheck('token-z', 'user-b')).toBe(false);
  });

  it('calls a cached user outdated when it predates a change of the row, not when it was made after', () => {
    let now = 1_000;
    const revocations = new SessionRevocations(60_000, () => now);
    const changedAt = new Date(5_000);
    revocations.userChanged('user-c', changedAt);
    expect(revocations.isOutdated('user-c', new Date(4_000).toISOString())).toBe(true);
    expect(revocations.isOutdated('user-c', changedAt.toISOString())).toBe(false);
    expect(revocations.isOutdated('user-d', new Date(0))).toBe(false);
    now += 60_000;
    expect(revocations.isOutdated('user-c', new Date(4_000))).toBe(false);
  });
});
