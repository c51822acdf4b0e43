/** Server configuration, read once from the environment and validated; every variable is in .env.example. */
import { isIP } from 'node:net';
import { availableParallelism, hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_ADMISSION_LIMITS, type AdmissionLimits } from '@intervia/engine';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Redis (redis://, rediss://) shared by every node: rate limits, sign-in back-off, session revocations, call
   * presence and live events. Unset → one node keeps all of it in memory, as before.
   */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:$/.test(new URL(url).protocol), 'must start with redis:// or rediss://')
    .optional(),
  /** Start of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letters, digits and . _ : - only (at most 100)')
    .default('intervia:'),
  /** This node's name in call presence and logs; unset → hostname and process id. */
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letters, digits and . _ : - only (at most 100)')
    .optional(),
  /** Operator's Markdown for the About, Help, Terms and Privacy pages (about.md …); unset = DATA_DIR/site-pages. */
  SITE_PAGES_DIR: z.string().optional(),
  /** Folder holding the built web app; served at / with SPA fallback when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** The address users reach the app at; used for auth callbacks and trusted origins. */
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed to call the API with cookies (comma separated), e.g. a dev server. */
  TRUSTED_ORIGINS: z.string().optional(),
  /** Secret for signing sessions and tokens; generated into DATA_DIR/auth-secret on first start when unset. */
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Any OpenID Connect provider: its discovery document URL (…/.well-known/openid-configuration). */
  OIDC_DISCOVERY_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default('Single sign-on'),
  /** OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp …); unset → the built-in engine only. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Per-call time limit before falling back to the built-in engine. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Ask for JSON-schema structured output (turn off for servers without response_format json_schema). */
  LLM_STRUCTURED_OUTPUTS: z.enum(['true', 'false']).default('true'),
  /**
   * Speech recognition on the server: auto = pocketsphinx when installed, else none (the browser's Web Speech API
   * or typed answers); openai = an OpenAI-compatible /v1/audio/transcriptions endpoint (Whisper, whisper.cpp …);
   * deepgram = a streaming recogniser speaking Deepgram's live WebSocket protocol (auto picks it when
   * DEEPGRAM_API_KEY is set).
   */
  STT_PROVIDER: z.enum(['auto', 'pocketsphinx', 'openai', 'deepgram', 'none']).default('auto'),
  STT_BASE_URL: z.string().url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  /** Deepgram's live recognition (or a self-hosted / stand-in server speaking its WebSocket protocol). */
  DEEPGRAM_API_KEY: z.string().optional(),
  DEEPGRAM_URL: z
    .string()
    .url()
    .refine((url) => /^wss?:\/\//.test(url), 'DEEPGRAM_URL must start with ws:// or wss://')
    .default('wss://api.deepgram.com'),
  DEEPGRAM_MODEL: z.string().default('nova-2'),
  /** The candidate's browser recogniser (Web Speech API) may hear them when no server recogniser is configured. */
  BROWSER_RECOGNITION: z.enum(['allow', 'deny']).default('allow'),
  /** Interviewer voice: auto = espeak-ng when installed, else the browser's speechSynthesis. */
  TTS_PROVIDER: z.enum(['auto', 'espeak', 'openai', 'none']).default('auto'),
  TTS_BASE_URL: z.string().url().optional(),
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('tts-1'),
  TTS_VOICE: z.string().default('alloy'),
  /** Voice activity detection: auto = Silero (onnxruntime-node) when it loads, else energy. */
  VAD_PROVIDER: z.enum(['auto', 'energy']).default('auto'),
  /** Worker threads running Silero (batched, off the server thread); 0 = on the server thread; unset = cores − 1, 1–2. */
  VAD_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /** Offline recognition with decoders kept loaded, fed while the candidate speaks (false = one process per answer). */
  STT_STREAMING: z.enum(['true', 'false']).default('true'),
  /** Streaming offline recognition adapts to each caller's voice (a frequency warp chosen from the first answer); on by default. */
  STT_SPEAKER_ADAPTATION: z.enum(['true', 'false']).default('true'),
  /** Time limit for one cloud STT/TTS request before the session falls back. */
  VOICE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Stripe Checkout + webhooks; unset → the built-in manual provider (an administrator grants plans). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Override of Stripe's API address (a local stand-in in tests). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Emails of administrators (comma separated): they grant plans with the manual provider. */
  ADMIN_EMAILS: z.string().optional(),
  /**
   * Proxies in front of the server (comma-separated addresses or CIDR ranges, or loopback / linklocal /
   * uniquelocal): only requests arriving from them may name the client in X-Forwarded-For. Unset → nobody.
   */
  TRUST_PROXY: z.string().optional(),
  /** Connections one client address may hold open at once (proxies in TRUST_PROXY are exempt); 0 = no cap. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /** Time for a client to send a request's headers (slow senders are cut off with 408). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Time for a client to send a whole request, body included (uploads). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /** A connection with no traffic for this long is closed (WebSockets excepted). */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Sign-in attempts allowed per IP per minute (sign-up: half of it). */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Costly API requests (create, score, start a call, apply, invite) per user per minute; 0 turns the limits off. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /** Outgoing mail (job invites): smtp(s)://user:pass@host:port; unset → messages are written to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of outgoing mail; unset → no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z.string().optional(),
  /** Error reporting (Sentry or a compatible receiver): unset → nothing is reported. */
  SENTRY_DSN: z.string().url().optional(),
  /** The DSN the browser reports to (served by GET /api/client-config); defaults to SENTRY_DSN. */
  SENTRY_BROWSER_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
  /**
   * This node's name when several nodes serve one site behind a load balancer (docs/scale-out.md). Setting it turns
   * on multi-node mode: secrets must come from the configuration and the database must be PostgreSQL.
   */
  CLUSTER_NODE_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{1,64}$/,
      'CLUSTER_NODE_ID may hold letters, digits, dot, dash and underscore (1–64)',
    )
    .optional(),
  /**
   * A node whose event loop's p99 delay passes this refuses new calls (503 + Retry-After); 0 = off. The admission
   * limits default to on with several nodes (another node takes the call) and off for one node alone (as before).
   */
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** … and when its process uses more than this many cores' worth of CPU (default 0.9 × the cores); 0 = off. */
  ADMISSION_MAX_CPU_RATIO: z.coerce.number().min(0).max(64).optional(),
  /** … and when it holds this many open calls; 0 = no cap. */
  ADMISSION_MAX_OPEN_CALLS: z.coerce.number().int().min(0).optional(),
  /**
   * On SIGTERM the node takes no new call and lets open calls go on this long; then it tells the candidates still
   * connected to reconnect (they resume on another node from the stored turns) and exits.
   */
  DRAIN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** A scoring run longer than this is taken for lost (its node died) and tried again on another node. */
  SCORING_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  /** How often the PostgreSQL job queue looks for runs past their time (a node that died holds them till then). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type ServerConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  /** Shared state across nodes (REDIS_URL); null = this process keeps it in memory (one node). */
  redis: { url: string; keyPrefix: string } | null;
  /** This node's name (CLUSTER_NODE_ID, else NODE_ID, else hostname:pid): which node holds a call. */
  nodeId: string;
  /** User files (resumes, recordings) live under filesDir/<userId>/ so account deletion can remove them all. */
  filesDir: string;
  webDistDir: string | null;
  /** Operator copies of the information pages; missing files fall back to the shipped defaults. */
  sitePagesDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  /** Addresses or ranges of the reverse proxies whose X-Forwarded-For is believed; empty = the socket's address. */
  trustProxy: string[];
  /** Timeouts and the per-address connection cap of the HTTP server (http/guarded-server.ts). */
  connections: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    maxConnectionsPerAddress: number;
  };
  llm: {
    baseUrl: string;
    apiKey: string | null;
    model: string;
    timeoutMs: number;
    structuredOutputs: boolean;
  } | null;
  voice: {
    stt:
      | { kind: 'auto' | 'pocketsphinx' | 'none' }
      | { kind: 'openai'; baseUrl: string; apiKey: string | null; model: string }
      | { kind: 'deepgram'; url: string; apiKey: string | null; model: string };
    /** The candidate's browser recogniser may be used (BROWSER_RECOGNITION). */
    browserRecognition: 'allow' | 'deny';
    tts:
      | { kind: 'auto' | 'espeak' | 'none' }
      | { kind: 'openai'; baseUrl: string; apiKey: string | null; model: string; voice: string };
    vad: 'auto' | 'energy';
    /** Silero worker threads; null = the default for this machine. */
    vadWorkers: number | null;
    /** Offline recognition streams through long-lived pocketsphinx decoders (STT_STREAMING). */
    streamingRecognition: boolean;
    /** Each call's voice adapted by a frequency warp chosen from its first answer (STT_SPEAKER_ADAPTATION). */
    speakerAdaptation: boolean;
    timeoutMs: number;
  };
  billing: {
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
    adminEmails: string[];
  };
  /** SMTP when configured; otherwise mail is kept in dataDir/outbox for the administrator. */
  mail: { smtpUrl: string | null; from: string };
  /** Requests per user per minute on the costly API routes (http/rate-limits.ts); 0 = off. */
  apiRateLimitPerMinute: number;
  /** Error reporting; a null DSN turns it off (server and browser separately). */
  errorReporting: { serverDsn: string | null; browserDsn: string | null; environment: string };
  /** Several nodes behind a load balancer (CLUSTER_NODE_ID set), or one node alone; admission and draining apply to both. */
  cluster: {
    /** This node's name, the same as `nodeId` (CLUSTER_NODE_ID, else NODE_ID, else hostname:pid). */
    nodeId: string;
    multiNode: boolean;
    admission: AdmissionLimits;
    drainGraceMs: number;
    /** A scoring run longer than this is taken for lost and retried elsewhere. */
    scoringTimeoutMs: number;
    /** How often runs past their time are looked for (pg-boss maintenance). */
    jobMaintenanceSeconds: number;
  };
  auth: {
    secret: string | null;
    rateLimitPerMinute: number;
    github: { clientId: string; clientSecret: string } | null;
    google: { clientId: string; clientSecret: string } | null;
    oidc: { discoveryUrl: string; clientId: string; clientSecret: string; name: string } | null;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable means "not set" (e.g. `DATABASE_URL=` in .env).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : null,
    nodeId: values.CLUSTER_NODE_ID ?? values.NODE_ID ?? `${hostname()}:${process.pid}`,
    filesDir: resolve(dataDir, 'files'),
    webDistDir: values.WEB_DIST_DIR ? resolve(values.WEB_DIST_DIR) : null,
    sitePagesDir: values.SITE_PAGES_DIR ? resolve(values.SITE_PAGES_DIR) : resolve(dataDir, 'site-pages'),
    publicUrl,
    trustedOrigins: (values.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(values.TRUST_PROXY ?? ''),
    connections: {
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
      // Node wants the whole-request deadline no shorter than the headers' one.
      requestTimeoutMs: Math.max(values.HTTP_REQUEST_TIMEOUT_MS, values.HTTP_HEADERS_TIMEOUT_MS),
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_MS,
      maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    },
    llm: values.LLM_BASE_URL
      ? {
          baseUrl: values.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: values.LLM_API_KEY ?? null,
          model: required(values.LLM_MODEL ?? null, 'LLM_MODEL', 'LLM_BASE_URL'),
          timeoutMs: values.LLM_TIMEOUT_MS,
          structuredOutputs: values.LLM_STRUCTURED_OUTPUTS === 'true',
        }
      : null,
    voice: {
      stt:
        values.STT_PROVIDER === 'openai'
          ? {
              kind: 'openai',
              baseUrl: required(values.STT_BASE_URL ?? null, 'STT_BASE_URL', 'STT_PROVIDER=openai').replace(
                /\/$/,
                '',
              ),
              apiKey: values.STT_API_KEY ?? null,
              model: values.STT_MODEL,
            }
          : values.STT_PROVIDER === 'deepgram' || (values.STT_PROVIDER === 'auto' && values.DEEPGRAM_API_KEY)
            ? {
                kind: 'deepgram',
                url: values.DEEPGRAM_URL.replace(/\/$/, ''),
                apiKey: values.DEEPGRAM_API_KEY ?? null,
                model: values.DEEPGRAM_MODEL,
              }
            : { kind: values.STT_PROVIDER },
      browserRecognition: values.BROWSER_RECOGNITION,
      tts:
        values.TTS_PROVIDER === 'openai'
          ? {
              kind: 'openai',
              baseUrl: required(values.TTS_BASE_URL ?? null, 'TTS_BASE_URL', 'TTS_PROVIDER=openai').replace(
                /\/$/,
                '',
              ),
              apiKey: values.TTS_API_KEY ?? null,
              model: values.TTS_MODEL,
              voice: values.TTS_VOICE,
            }
          : { kind: values.TTS_PROVIDER },
      vad: values.VAD_PROVIDER,
      vadWorkers: values.VAD_WORKERS ?? null,
      streamingRecognition: values.STT_STREAMING === 'true',
      speakerAdaptation: values.STT_SPEAKER_ADAPTATION === 'true',
      timeoutMs: values.VOICE_PROVIDER_TIMEOUT_MS,
    },
    billing: {
      stripe: values.STRIPE_SECRET_KEY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: required(
              values.STRIPE_WEBHOOK_SECRET ?? null,
              'STRIPE_WEBHOOK_SECRET',
              'STRIPE_SECRET_KEY',
            ),
            apiBase: values.STRIPE_API_BASE ?? null,
          }
        : null,
      adminEmails: (values.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    },
    mail: { smtpUrl: values.SMTP_URL ?? null, from: values.MAIL_FROM ?? defaultMailFrom(publicUrl) },
    apiRateLimitPerMinute: values.API_RATE_LIMIT_PER_MINUTE,
    errorReporting: {
      serverDsn: values.SENTRY_DSN ?? null,
      browserDsn: values.SENTRY_BROWSER_DSN ?? values.SENTRY_DSN ?? null,
      environment: values.SENTRY_ENVIRONMENT ?? values.NODE_ENV,
    },
    cluster: clusterSettings(values),
    auth: {
      secret: values.BETTER_AUTH_SECRET ?? null,
      rateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
      github: pair(values.GITHUB_CLIENT_ID, values.GITHUB_CLIENT_SECRET, 'GITHUB'),
      google: pair(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
      oidc: values.OIDC_DISCOVERY_URL
        ? {
            discoveryUrl: values.OIDC_DISCOVERY_URL,
            ...required(
              pair(values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET, 'OIDC'),
              'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
              'OIDC_DISCOVERY_URL',
            ),
            name: values.OIDC_PROVIDER_NAME,
          }
        : null,
    },
  };
}

/**
 * Every node must sign and check sessions and call tokens with the same secret and see the same data: a secret
 * generated per process, or an embedded database per node, would break sign-in and every call that moves.
 */
function clusterSettings(values: z.infer<typeof configSchema>): ServerConfig['cluster'] {
  const multiNode = values.CLUSTER_NODE_ID !== undefined;
  if (multiNode && !values.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: CLUSTER_NODE_ID (multi-node mode) needs BETTER_AUTH_SECRET, the same on every node: a secret generated by each node would sign sessions and call tokens the other nodes refuse.',
    );
  }
  if (multiNode && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: CLUSTER_NODE_ID (multi-node mode) needs DATABASE_URL (PostgreSQL shared by every node); the embedded database belongs to one process.',
    );
  }
  return {
    nodeId: values.CLUSTER_NODE_ID ?? values.NODE_ID ?? `${hostname()}:${process.pid}`,
    multiNode,
    // With several nodes a refused call goes to another node; one node alone has nowhere to send it, so there the
    // limits apply only when the operator sets them.
    admission: {
      maxEventLoopDelayMs:
        values.ADMISSION_MAX_EVENT_LOOP_DELAY_MS ??
        (multiNode ? DEFAULT_ADMISSION_LIMITS.maxEventLoopDelayMs : 0),
      // The process's threads (speech workers) may use every core of its machine: the share is of all of them.
      maxCpuRatio:
        values.ADMISSION_MAX_CPU_RATIO ??
        (multiNode ? DEFAULT_ADMISSION_LIMITS.maxCpuRatio * availableParallelism() : 0),
      maxOpenCalls:
        values.ADMISSION_MAX_OPEN_CALLS ?? (multiNode ? DEFAULT_ADMISSION_LIMITS.maxOpenCalls : 0),
    },
    drainGraceMs: values.DRAIN_GRACE_SECONDS * 1000,
    scoringTimeoutMs: values.SCORING_TIMEOUT_SECONDS * 1000,
    jobMaintenanceSeconds: values.JOB_MAINTENANCE_SECONDS,
  };
}

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!NAMED_PROXY_RANGES.has(entry) && (family === 0 || !prefixOk || rest.length > 0)) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or loopback / linklocal / uniquelocal.`,
      );
    }
  }
  return entries;
}

/** Both halves of an OAuth client or neither; one without the other is a configuration mistake worth stopping for. */
function pair(
  clientId: string | undefined,
  clientSecret: string | undefined,
  prefix: string,
): { clientId: string; clientSecret: string } | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `Invalid configuration: set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither.`,
    );
  }
  return { clientId, clientSecret };
}

function required<T>(value: T | null, what: string, neededBy: string): T {
  if (value === null) throw new ConfigError(`Invalid configuration: ${neededBy} needs ${what}.`);
  return value;
}

/** Mail comes from the site's own host (no-reply@jobs.example.com for PUBLIC_URL https://jobs.example.com). */
function defaultMailFrom(publicUrl: string): string {
  return `Intervia <no-reply@${new URL(publicUrl).hostname}>`;
}
