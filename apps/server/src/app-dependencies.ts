/** Everything the application is built from: main.ts wires real dependencies (createAppDependencies), tests their own. */
import type Stripe from 'stripe';
import type { DatabaseConnection } from '@intervia/db';
import type { ServerConfig } from './config';
import type { Auth } from './auth/auth';
import type { UserFiles } from './services/user-files';
import type { InterviewAnalysisProvider } from './services/interviews/interview-analysis-provider';
import type { Llm } from './llm/llm-client';
import type { Scorer } from './services/scoring/score-service';
import type { PaymentProvider } from './services/billing/billing-service';
import type { VoiceRuntime } from './services/calls/call-service';
import type { Mailer } from './services/mail/mailer';
import type { ErrorReporter } from './observability/error-reporting';

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseConnection;
  auth: Auth;
  files: UserFiles;
  interviewAnalysis: InterviewAnalysisProvider;
  scorer: Scorer;
  /** The configured language model, when there is one (interviewer wording; analysis and scoring use it too). */
  llm: Llm | null;
  /** Signs call tokens (the same secret as sessions). */
  secret: string;
  voice: VoiceRuntime;
  payments: { provider: PaymentProvider; stripe: Stripe | null };
  /** Job invites and other outgoing mail (SMTP, or the data folder's outbox). */
  mailer: Mailer;
  /** Fatal call errors go here (Sentry when SENTRY_DSN is set; otherwise nothing is sent). */
  errorReporter: ErrorReporter;
  startedAt: number;
  /** Where the request log goes (standard output when absent); tests read it. */
  logDestination?: { write(line: string): void };
}
