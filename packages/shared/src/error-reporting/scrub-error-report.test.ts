import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILTERED, scrubErrorReport, scrubReportText } from './scrub-error-report';
import { CALL_ERROR_TYPES, CALL_ERROR_TYPES_NOT_REPORTED, isReportedCallErrorType } from './call-error-types';

const fatalCallReport = () => ({
  message: 'Call failed: ws://host/api/call/c1/ws?token=eyJhbGciOi.secret.sig&lang=en',
  user: { id: 'u1', username: 'Vera Voice', email: 'vera@example.com', ip_address: '10.0.0.1' },
  extra: {
    callProperties: {
      url: 'ws://host/api/call/c1/ws?token=abc123',
      userName: 'Vera Voice',
      userData: { cv: 'x' },
    },
    token: 'abc123',
  },
  contexts: { call: { errorType: 'connection-error', resumeToken: 'r-1' } },
  request: { headers: { Authorization: 'Bearer sk-live-123', Cookie: 'session=1', Accept: 'json' } },
  breadcrumbs: [{ message: 'joined with token=abc123', data: { user_name: 'Vera Voice' } }],
  exception: { values: [{ type: 'Error', value: 'Authorization: Bearer abc.def failed' }] },
});

describe('scrubErrorReport', () => {
  it('removes the user name, user data and tokens, keeps the rest', () => {
    const scrubbed = scrubErrorReport(fatalCallReport());
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      'Vera Voice',
      'vera@example.com',
      '10.0.0.1',
      'abc123',
      'eyJhbGciOi',
      'sk-live-123',
      'session=1',
      '"cv"',
      'r-1',
      'abc.def',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(scrubbed.user).toEqual({ id: 'u1' });
    expect(scrubbed.extra.callProperties.userName).toBe(FILTERED);
    expect(scrubbed.extra.callProperties.userData).toBe(FILTERED);
    expect(scrubbed.extra.callProperties.url).toBe(`ws://host/api/call/c1/ws?token=${FILTERED}`);
    expect(scrubbed.message).toBe(`Call failed: ws://host/api/call/c1/ws?token=${FILTERED}&lang=en`);
    expect(scrubbed.contexts.call.errorType).toBe('connection-error');
    expect(scrubbed.request.headers.Accept).toBe('json');
    expect(scrubbed.exception.values[0]?.type).toBe('Error');
  });

  it('leaves its input unchanged and copes with cycles', () => {
    const report = fatalCallReport();
    const before = JSON.stringify(report);
    scrubErrorReport(report);
    expect(JSON.stringify(report)).toBe(before);
    const cyclic: Record<string, unknown> = { token: 't' };
    cyclic.self = cyclic;
    const scrubbed = scrubErrorReport(cyclic) as Record<string, unknown>;
    expect(scrubbed.token).toBe(FILTERED);
    expect(scrubbed.self).toBe(scrubbed);
  });

  it('no token value put in a query string or under a token key survives, whatever it is', () => {
    const tokenValue = fc.string({ unit: fc.constantFrom(...'abcXYZ0189-_.~'), minLength: 6, maxLength: 40 });
    fc.assert(
      fc.property(
        tokenValue,
        fc.constantFrom('token', 'resumeToken', 'access_token', 'userName', 'userData'),
        (value, key) => {
          const report = {
            extra: {
              nested: [{ [key]: value }],
              url: `https://h/p?${key.toLowerCase().includes('token') ? key : 'token'}=${value}`,
            },
          };
          expect(JSON.stringify(scrubErrorReport(report))).not.toContain(value);
        },
      ),
    );
  });

  it('text without secrets is unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/token|key|secret|password|bearer|basic/i.test(s)),
        (text) => {
          expect(scrubReportText(text)).toBe(text);
        },
      ),
    );
  });
});

describe('reported call error types', () => {
  it('skips the listed types and reports the rest', () => {
    for (const type of CALL_ERROR_TYPES) {
      expect(isReportedCallErrorType(type)).toBe(!CALL_ERROR_TYPES_NOT_REPORTED.includes(type));
    }
    expect(isReportedCallErrorType('connection-error')).toBe(true);
    expect(isReportedCallErrorType('permissions')).toBe(false);
  });
});
