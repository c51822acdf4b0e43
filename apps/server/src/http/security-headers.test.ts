import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from './security-headers';

describe('content security policy', () => {
  it('lets the browser reach the error-reporting origin only when a DSN is configured', () => {
    expect(contentSecurityPolicyFor({ reportTo: null })).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicyFor({ reportTo: 'https://key@o1.ingest.example.io/42' });
    expect(policy.connectSrc).toEqual([
      ...CONTENT_SECURITY_POLICY.connectSrc,
      'https://o1.ingest.example.io',
    ]);
    expect(policy.connectSrc).not.toContain('ws:');
    expect(policy.scriptSrc).toEqual(CONTENT_SECURITY_POLICY.scriptSrc);
  });
});
