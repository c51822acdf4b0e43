/**
 * Error reporting for the server (Sentry SDK; on only when SENTRY_DSN is set). Fatal call errors are reported
 * unless their type is in the shared skip list; every report passes the shared scrubber in beforeSend, so user
 * names, user data and tokens never leave the server.
 */
import * as Sentry from '@sentry/node';
import { isReportedCallErrorType, scrubErrorReport, type CallErrorType } from '@intervia/shared';

interface FatalCallErrorContext {
  callId: string;
  type: CallErrorType;
  /** Whatever was known when it failed (user, call properties …); scrubbed before sending. */
  details?: Record<string, unknown>;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports a fatal call error; returns whether it was sent (false when off or the type is skipped). */
  reportFatalCallError(error: unknown, context: FatalCallErrorContext): boolean;
  /** Waits until queued reports are delivered (shutdown, tests). */
  flush(timeoutMs?: number): Promise<boolean>;
}

export const disabledErrorReporter: ErrorReporter = {
  enabled: false,
  reportFatalCallError: () => false,
  flush: async () => true,
};

/** beforeSend: the scrubbed copy of the event. */
function beforeSendScrubbed<Event extends object>(event: Event): Event {
  return scrubErrorReport(event);
}

export function createErrorReporter(options: {
  dsn: string | null;
  environment: string;
  release?: string;
}): ErrorReporter {
  if (!options.dsn) return disabledErrorReporter;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    ...(options.release ? { release: options.release } : {}),
    // Only what we report on purpose: no automatic HTTP/DB instrumentation or performance tracing.
    defaultIntegrations: false,
    beforeSend: (event) => beforeSendScrubbed(event),
    beforeSendTransaction: (event) => beforeSendScrubbed(event),
  });
  return {
    enabled: true,
    reportFatalCallError(error, context) {
      if (!isReportedCallErrorType(context.type)) return false;
      Sentry.withScope((scope) => {
        scope.setTag('call.errorType', context.type);
        scope.setTag('call.fatal', 'true');
        scope.setContext('call', { callId: context.callId, errorType: context.type, ...context.details });
        const user = context.details?.user;
        if (user && typeof user === 'object') scope.setUser(user as Sentry.User);
        Sentry.captureException(error);
      });
      return true;
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}
