/** Builds the Fastify application from its dependencies; main.ts wires real ones, tests wire their own. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import type { DatabaseConnection } from '@intervia/db';
import { RESUME_MAX_BYTES, decideAccess, pageAccessFor, storableValue } from '@intervia/shared';
import type { ServerConfig } from './config';
import { createAuth } from './auth/auth';
import { loadOrCreateAuthSecret } from './auth/auth-secret';
import { DomainError } from './domain/domain-error';
import { registerErrorHandling } from './http/error-handler';
import { registerOriginCheck } from './http/origin-check';
import { redactUrl } from './http/redact-url';
import { createGuardedServer } from './http/guarded-server';
import { getViewer, registerViewerCookies } from './http/viewer';
import { UserFiles } from './services/user-files';
import { builtInInterviewAnalysis } from './services/interviews/interview-analysis-provider';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { newsletterRoutes } from './routes/newsletter';
import { roleRoutes } from './routes/roles';
import { interviewRoutes } from './routes/interviews';
import { createLlm } from './llm/llm-client';
import { createLlmInterviewAnalysis } from './services/interviews/llm-interview-analysis';
import { builtInScorer, createLlmScorer } from './services/scoring/score-service';
import { candidateRoutes } from './routes/candidate';
import { profileRoutes } from './routes/profile';
import { openApiRoutes } from './routes/openapi';
import { jobRoutes } from './routes/jobs';
import { callRoutes } from './routes/calls';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimits } from './http/rate-limits';
import { sitePageRoutes } from './routes/site-pages';
import { billingRoutes } from './routes/billing';
import {
  createStripeClient,
  createStripePaymentProvider,
  manualPaymentProvider,
} from './services/billing/billing-service';
import { createMailer } from './services/mail/mailer';
import { OutgoingMail } from './services/mail/outgoing-mail';
import { createJobQueue } from './services/background/create-job-queue';
import type { RetryPolicy } from './services/background/retry-policy';
import { registerAccountPurge } from './services/account/account-service';
import type { VoiceRuntime } from './services/calls/call-service';
import { createAfterCallWork, type AfterCallWork } from './services/calls/after-call-work';
import { applicationRoutes } from './routes/applications';
import { companyInvitationRoutes } from './routes/company-invitations';
import { clientConfigRoutes } from './routes/client-config';
import { createErrorReporter } from './observability/error-reporting';
import type { AppDependencies } from './app-dependencies';
import { createMemorySharedState, type SharedState } from './shared-state/shared-state';
import { NodeLoadMonitor } from './services/cluster/node-load-monitor';
import { NodeAdmission } from './services/cluster/node-admission';

export type { AppDependencies };

const BROWSER_SPEECH_ONLY: VoiceRuntime = {
  providers: { stt: null, tts: null, vad: null, close: async () => {} },
};

export function createAppDependencies(
  config: ServerConfig,
  database: DatabaseConnection,
  options: {
    authRateLimit?: boolean;
    /** The server's speech providers; without them the browser recognises and speaks (tests, no speech stack). */
    voice?: VoiceRuntime;
    /** State shared by the nodes (connectSharedState); required with REDIS_URL, in memory without it. */
    sharedState?: SharedState;
    /** Applied over every background job's retry policy (tests: retries without waiting). */
    jobRetry?: Partial<RetryPolicy>;
  } = {},
): AppDependencies {
  if (config.redis && !options.sharedState) {
    throw new Error(
      'REDIS_URL is set: connect the shared state (connectSharedState) before building the app',
    );
  }
  const sharedState = options.sharedState ?? createMemorySharedState(config.nodeId);
  const secret = loadOrCreateAuthSecret(config.auth.secret, config.dataDir);
  const llm = config.llm ? createLlm(config.llm) : null;
  const mailer = createMailer(config.mail, config.dataDir);
  // Chosen once: pg-boss when the database is PostgreSQL, the in-process queue on the embedded PGlite.
  const jobs = createJobQueue(database, {
    retryOverride: options.jobRetry,
    maintenanceIntervalSeconds: config.cluster.jobMaintenanceSeconds,
  });
  const mail = new OutgoingMail({ db: database.db, mailer, jobs });
  const files = new UserFiles(config.filesDir);
  registerAccountPurge(jobs, { files, mailer });
  return {
    config,
    database,
    auth: createAuth({
      db: database.db,
      config,
      secret,
      mail,
      rateLimit: options.authRateLimit ?? true,
      revocations: sharedState.revocations,
      signInLockouts: sharedState.signInLockouts,
    }),
    files,
    interviewAnalysis: llm ? createLlmInterviewAnalysis(llm) : builtInInterviewAnalysis,
    scorer: llm ? createLlmScorer(llm) : builtInScorer,
    llm,
    secret,
    voice: options.voice ?? BROWSER_SPEECH_ONLY,
    payments: paymentsFor(config),
    mailer,
    jobs,
    mail,
    errorReporter: createErrorReporter({
      dsn: config.errorReporting.serverDsn,
      environment: config.errorReporting.environment,
    }),
    sharedState,
    startedAt: Date.now(),
    node: nodeFor(config),
  };
}

function nodeFor(config: ServerConfig): AppDependencies['node'] {
  const loadMonitor = new NodeLoadMonitor();
  return {
    loadMonitor,
    admission: new NodeAdmission(config.cluster.nodeId, config.cluster.admission, loadMonitor),
  };
}

function paymentsFor(config: ServerConfig): AppDependencies['payments'] {
  if (!config.billing.stripe) return { provider: manualPaymentProvider, stripe: null };
  const stripe = createStripeClient(config.billing.stripe);
  return { provider: createStripePaymentProvider(stripe), stripe };
}

const HTML_STATUS_BY_DECISION = {
  allowed: 200,
  'sign-in-required': 401,
  'role-required': 403,
  'wrong-role': 403,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the OpenAPI coverage test. */
    routeList: { method: string; url: string }[];
    /** What a call's end starts: kept answers recognised, scoring (and scoring again after corrections). */
    afterCall: AfterCallWork;
  }
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            ...(deps.logDestination ? { stream: deps.logDestination } : {}),
            // Call, invite and verification tokens never reach the log (audit H14).
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    // Header, request and idle deadlines and a per-address connection cap (audit H16).
    serverFactory: (handler) => createGuardedServer(handler, deps.config.connections, deps.config.trustProxy),
    // X-Forwarded-For names the client only on requests from the proxies the operator listed (TRUST_PROXY).
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
  });
  registerErrorHandling(app, { database: deps.database });
  // Background jobs start once every handler is registered (routes register theirs) and stop after the routes
  // closed (this hook, added first, runs last): a call ended by the shutdown still gets its scoring queued.
  deps.jobs.attachLog(app.log);
  app.addHook('onReady', async () => {
    await deps.jobs.start();
  });
  app.addHook('onClose', async () => {
    await deps.jobs.close();
  });
  // The node measures its own load while it serves (admission, readiness).
  app.addHook('onReady', async () => deps.node.loadMonitor.start());
  app.addHook('onClose', async () => deps.node.loadMonitor.stop());
  // Text both databases can store (no NUL, no lone surrogate) in every body and query, before any route reads it.
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      request.body = storableValue(request.body);
    // The query parser's objects have a prototype of their own: copy to a plain object first.
    if (request.query) request.query = storableValue({ ...(request.query as Record<string, unknown>) });
  });
  registerOriginCheck(app, [deps.config.publicUrl, ...deps.config.trustedOrigins]);
  registerViewerCookies(app);
  await registerSecurityHeaders(app, {
    reportTo: deps.config.errorReporting.browserDsn,
  });
  await registerRateLimits(app, deps.config.apiRateLimitPerMinute, deps.auth, deps.sharedState.rateLimits);
  await app.register(fastifyMultipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  const routeList: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate('routeList', routeList);

  // Every call end asks for scoring (one path for practice and first-round interviews), after its kept answers are
  // recognised; what a stopped server left pending is picked up once this one is ready.
  const afterCall = createAfterCallWork({
    db: deps.database.db,
    scorer: deps.scorer,
    jobs: deps.jobs,
    providers: deps.voice.providers,
    log: app.log,
    scoringTimeoutMs: deps.config.cluster.scoringTimeoutMs,
  });
  app.decorate('afterCall', afterCall);
  app.addHook('onReady', async () => {
    void afterCall
      .recover()
      .catch((error: unknown) => app.log.error({ err: error }, 'after-call recovery failed'));
  });
  await app.register(healthRoutes, deps);
  await app.register(clientConfigRoutes, deps);
  await app.register(sitePageRoutes, deps);
  await app.register(openApiRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(newsletterRoutes, deps);
  await app.register(interviewRoutes, deps);
  await app.register(candidateRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(jobRoutes, deps);
  await app.register(applicationRoutes, deps);
  await app.register(companyInvitationRoutes, deps);
  await app.register(callRoutes, deps);
  await app.register(billingRoutes, deps);

  const webDist = deps.config.webDistDir;
  const indexHtml = webDist ? join(webDist, 'index.html') : null;
  const hasWebApp = () => Boolean(webDist && indexHtml && existsSync(indexHtml));
  if (webDist && hasWebApp()) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && request.method === 'GET' && webDist && hasWebApp()) {
      // Client-side routes are rendered by the SPA; protected pages are answered with 401/403 for a viewer who may
      // not open them (the SPA then shows sign-in, role choice or the forbidden page — it never holds data itself).
      const pathname = request.url.split('?')[0] ?? '/';
      const access = pageAccessFor(pathname);
      const viewer = access === 'public' ? null : await getViewer(deps.auth, request);
      const status = HTML_STATUS_BY_DECISION[decideAccess(access, viewer)];
      return reply
        .status(status)
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', webDist);
    }
    return reply
      .status(404)
      .send(new DomainError('not-found', `No route for ${request.method} ${request.url}`).toBody());
  });

  return app;
}
