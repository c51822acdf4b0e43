/**
 * Error reporting in the browser (Sentry SDK), on only when the server's /api/client-config names a DSN (set by
 * SENTRY_BROWSER_DSN or SENTRY_DSN). The SDK is loaded on first use, so pages without a call never download it.
 * Fatal call errors are reported unless their type is in the shared skip list; beforeSend scrubs user names, user
 * data and tokens.
 */
import { isReportedCallErrorType, scrubErrorReport, type ClientConfig } from '@intervia/shared';
import type { CallError } from '@intervia/voice-client';
import type * as SentryModule from '@sentry/browser';
import { apiRequest } from '../../lib/api-client';

type SentryBrowser = typeof SentryModule;

export interface BrowserErrorReporter {
  readonly enabled: boolean;
  /** Reports a fatal call error; false when reporting is off or the type is skipped. */
  reportFatalCallError(error: CallError, details?: Record<string, unknown>): boolean;
  flush(timeoutMs?: number): Promise<boolean>;
}

const disabledBrowserErrorReporter: BrowserErrorReporter = {
  enabled: false,
  reportFatalCallError: () => false,
  flush: async () => true,
};

export function createBrowserErrorReporter(
  sentry: SentryBrowser,
  options: NonNullable<ClientConfig['errorReporting']>,
): BrowserErrorReporter {
  sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    // Only what we report on purpose: no global handlers, breadcrumbs of the page or tracing.
    defaultIntegrations: false,
    beforeSend: (event) => scrubErrorReport(event),
  });
  return {
    enabled: true,
    reportFatalCallError(error, details = {}) {
      if (!isReportedCallErrorType(error.type)) return false;
      sentry.withScope((scope) => {
        scope.setTag('call.errorType', error.type);
        scope.setTag('call.fatal', 'true');
        scope.setContext('call', { errorType: error.type, ...details });
        const reported = new Error(error.message);
        reported.name = `CallError(${error.type})`;
        sentry.captureException(reported);
      });
      return true;
    },
    flush: (timeoutMs = 2000) => sentry.flush(timeoutMs),
  };
}

let reporter: Promise<BrowserErrorReporter> | null = null;

/** The page's reporter: asks the server once whether reporting is on, loads the SDK only if it is. */
export function browserErrorReporter(): Promise<BrowserErrorReporter> {
  reporter ??= apiRequest<ClientConfig>('/api/client-config')
    .then(async (config) => {
      if (!config.errorReporting) return disabledBrowserErrorReporter;
      const sentry = await import('@sentry/browser');
      return createBrowserErrorReporter(sentry, config.errorReporting);
    })
    .catch((error: unknown) => {
      console.warn('Error reporting is unavailable', error);
      return disabledBrowserErrorReporter;
    });
  return reporter;
}
