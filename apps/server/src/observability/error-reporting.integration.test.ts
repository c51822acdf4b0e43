import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnvelopeReceiver } from '../../test/support/envelope-receiver';
import { createErrorReporter, disabledErrorReporter, type ErrorReporter } from './error-reporting';

describe('server error reporting against a local envelope receiver', () => {
  let receiver: Awaited<ReturnType<typeof startEnvelopeReceiver>>;
  let reporter: ErrorReporter;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    reporter = createErrorReporter({ dsn: receiver.dsn, environment: 'test' });
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('sends a fatal call error with the user name, user data and tokens scrubbed', async () => {
    const error = new Error('Call session could not load: ws://host/api/call/c-42/ws?token=tok-SECRET-1');
    const sent = reporter.reportFatalCallError(error, {
      callId: 'c-42',
      type: 'connection-error',
      details: {
        user: { id: 'user-7', username: 'Vera Voice', email: 'vera@example.com' },
        userName: 'Vera Voice',
        userData: { resumeNotes: 'private-notes' },
        token: 'tok-SECRET-2',
        url: 'ws://host/api/call/c-42/ws?token=tok-SECRET-3',
      },
    });
    expect(sent).toBe(true);
    expect(await reporter.flush(5000)).toBe(true);
    const [envelope] = await receiver.waitForEnvelopes(1);
    expect(envelope?.path).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=publickey/);
    for (const secret of [
      'Vera Voice',
      'vera@example.com',
      'private-notes',
      'tok-SECRET-1',
      'tok-SECRET-2',
      'tok-SECRET-3',
    ]) {
      expect(envelope?.raw).not.toContain(secret);
    }
    const event = envelope?.lines.find(
      (line): line is Record<string, unknown> =>
        typeof line === 'object' && line !== null && 'exception' in line,
    );
    expect(event).toBeDefined();
    expect(event?.user).toEqual({ id: 'user-7' });
    expect(event?.tags).toMatchObject({ 'call.errorType': 'connection-error', 'call.fatal': 'true' });
    expect(event?.contexts).toMatchObject({
      call: {
        callId: 'c-42',
        errorType: 'connection-error',
        userName: '[Filtered]',
        userData: '[Filtered]',
        token: '[Filtered]',
        url: 'ws://host/api/call/c-42/ws?token=[Filtered]',
      },
    });
    const exception = (event?.exception as { values: { value: string }[] }).values[0];
    expect(exception?.value).toBe('Call session could not load: ws://host/api/call/c-42/ws?token=[Filtered]');
  });

  it('does not report the skipped types', async () => {
    const before = receiver.envelopes.length;
    expect(reporter.reportFatalCallError(new Error('denied'), { callId: 'c-1', type: 'permissions' })).toBe(
      false,
    );
    expect(reporter.reportFatalCallError(new Error('busy'), { callId: 'c-1', type: 'mic-in-use' })).toBe(
      false,
    );
    await reporter.flush(2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.envelopes.length).toBe(before);
  });

  it('is off without a DSN', () => {
    expect(createErrorReporter({ dsn: null, environment: 'test' })).toBe(disabledErrorReporter);
    expect(disabledErrorReporter.reportFatalCallError(new Error('x'), { callId: 'c', type: 'no-room' })).toBe(
      false,
    );
  });
});
