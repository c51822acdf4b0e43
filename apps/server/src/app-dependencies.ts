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
import type { OutgoingMail } from './services/mail/outgoing-mail';
import type { JobQueue } from './services/background/job-queue';
import type { ErrorReporter } from './observability/error-reporting';
import type { SharedState } from './shared-state/shared-state';
import type { NodeAdmission } from './services/cluster/node-admission';
import type { NodeLoadMonitor } from './services/cluster/node-load-monitor';

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
  /** Durable background work: pg-boss on PostgreSQL, in process on PGlite (scoring, mail, retention …). */
  jobs: JobQueue;
  /** Every message sent: recorded, sent once by a queued job, its delivery visible. */
  mail: OutgoingMail;
  /** Fatal call errors go here (Sentry when SENTRY_DSN is set; otherwise nothing is sent). */
  errorReporter: ErrorReporter;
  /** Rate limits, sign-in back-off, revocations, call presence and live events: in memory, or Redis (REDIS_URL). */
  sharedState: SharedState;
  startedAt: number;
  /** This node: its load, admission of new calls and draining (which node holds which call: `sharedState.presence`). */
  node: {
    admission: NodeAdmission;
    loadMonitor: NodeLoadMonitor;
  };
  /** Where the request log goes (standard output when absent); tests read it. */
  logDestination?: { write(line: string): void };
}
