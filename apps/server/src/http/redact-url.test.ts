import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides every token query parameter and keeps the rest', () => {
    expect(redactUrl('/api/call/abc/ws?token=eyJ.sig')).toBe('/api/call/abc/ws?token=[redacted]');
    expect(redactUrl('/api/recruiter/applications/1/observe/ws?a=1&token=x.y&b=2')).toBe(
      '/api/recruiter/applications/1/observe/ws?a=1&token=[redacted]&b=2',
    );
    expect(redactUrl('/api/auth/verify-email?token=jwt.jwt.jwt&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/x?resumeToken=1&inviteToken=2')).toBe(
      '/x?resumeToken=[redacted]&inviteToken=[redacted]',
    );
  });

  it('hides job-invite secrets in the path, on the API and on the page', () => {
    expect(redactUrl('/api/job-invites/AbC_123-secret')).toBe('/api/job-invites/[redacted]');
    expect(redactUrl('/job-invite/AbC_123-secret?x=1')).toBe('/job-invite/[redacted]?x=1');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/interviews/5?page=2')).toBe('/api/interviews/5?page=2');
  });
});
