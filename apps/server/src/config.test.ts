import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to embedded PGlite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data\/pglite$/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/app' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@localhost:5432/app' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('rejects a bad port with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('loadConfig: LLM', () => {
  it('is off without LLM_BASE_URL and on with it', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 20000,
      structuredOutputs: true,
    });
  });

  it('needs a model name with a base URL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /LLM_BASE_URL needs LLM_MODEL/,
    );
  });

  it('refuses half an OAuth client', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'x' })).toThrow(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/);
  });

  it('reports errors only when SENTRY_DSN is set; the browser uses SENTRY_BROWSER_DSN or the same DSN', () => {
    expect(loadConfig({}).errorReporting).toEqual({
      serverDsn: null,
      browserDsn: null,
      environment: 'development',
    });
    expect(loadConfig({ SENTRY_DSN: 'https://k@errors.example.com/3' }).errorReporting).toEqual({
      serverDsn: 'https://k@errors.example.com/3',
      browserDsn: 'https://k@errors.example.com/3',
      environment: 'development',
    });
    expect(
      loadConfig({ SENTRY_DSN: 'https://k@a.example/1', SENTRY_BROWSER_DSN: 'https://b@b.example/2' })
        .errorReporting.browserDsn,
    ).toBe('https://b@b.example/2');
    expect(() => loadConfig({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/);
  });
});

describe('loadConfig: recognisers', () => {
  it('picks the Deepgram-protocol recogniser when asked, or in auto when DEEPGRAM_API_KEY is set', () => {
    expect(loadConfig({ DEEPGRAM_API_KEY: 'k' }).voice.stt).toEqual({
      kind: 'deepgram',
      url: 'wss://api.deepgram.com',
      apiKey: 'k',
      model: 'nova-2',
    });
    expect(
      loadConfig({ STT_PROVIDER: 'deepgram', DEEPGRAM_URL: 'ws://127.0.0.1:8081/', DEEPGRAM_MODEL: 'nova-3' })
        .voice.stt,
    ).toEqual({ kind: 'deepgram', url: 'ws://127.0.0.1:8081', apiKey: null, model: 'nova-3' });
    expect(loadConfig({ STT_PROVIDER: 'pocketsphinx', DEEPGRAM_API_KEY: 'k' }).voice.stt).toEqual({
      kind: 'pocketsphinx',
    });
    expect(() => loadConfig({ DEEPGRAM_URL: 'https://api.deepgram.com' })).toThrow(/ws:\/\/ or wss:\/\//);
  });

  it('allows the browser recogniser unless BROWSER_RECOGNITION=deny', () => {
    expect(loadConfig({}).voice.browserRecognition).toBe('allow');
    expect(loadConfig({ BROWSER_RECOGNITION: 'deny' }).voice.browserRecognition).toBe('deny');
    expect(() => loadConfig({ BROWSER_RECOGNITION: 'maybe' })).toThrow(/BROWSER_RECOGNITION/);
  });
});

describe('loadConfig: voice activity detection', () => {
  it('keeps VAD_PROVIDER and reads VAD_WORKERS (unset = the machine default, 0 = the server thread)', () => {
    expect(loadConfig({}).voice).toMatchObject({ vad: 'auto', vadWorkers: null });
    expect(loadConfig({ VAD_PROVIDER: 'energy', VAD_WORKERS: '' }).voice).toMatchObject({
      vad: 'energy',
      vadWorkers: null,
    });
    expect(loadConfig({ VAD_WORKERS: '0' }).voice.vadWorkers).toBe(0);
    expect(loadConfig({ VAD_WORKERS: '2' }).voice.vadWorkers).toBe(2);
    expect(() => loadConfig({ VAD_WORKERS: '-1' })).toThrow(/VAD_WORKERS/);
    expect(() => loadConfig({ VAD_WORKERS: 'many' })).toThrow(/VAD_WORKERS/);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no proxy by default, and the listed addresses, ranges and named ranges otherwise', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is not an address or a range, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('loadConfig: several nodes (CLUSTER_NODE_ID)', () => {
  const SECRET = 'shared-secret-shared-secret-shared-0123';
  const POSTGRES = 'postgres://u@db:5432/app';

  it('is one node by default, named after the host and process, taking every call as before (no admission limit)', () => {
    const { cluster } = loadConfig({});
    expect(cluster.multiNode).toBe(false);
    expect(cluster.nodeId).toContain(String(process.pid));
    expect(cluster.admission).toEqual({ maxEventLoopDelayMs: 0, maxCpuRatio: 0, maxOpenCalls: 0 });
    expect(cluster.drainGraceMs).toBe(30_000);
    expect(loadConfig({ ADMISSION_MAX_OPEN_CALLS: '40' }).cluster.admission.maxOpenCalls).toBe(40);
  });

  it('has the default admission limits with several nodes (a refused call goes to another node)', () => {
    const { cluster } = loadConfig({
      CLUSTER_NODE_ID: 'node-1',
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: POSTGRES,
    });
    expect(cluster.admission).toEqual({
      maxEventLoopDelayMs: 150,
      // The process's speech worker threads may use every core.
      maxCpuRatio: 0.9 * availableParallelism(),
      maxOpenCalls: 100,
    });
  });

  it('reads the node name, admission limits, drain grace and job timings', () => {
    const { cluster } = loadConfig({
      CLUSTER_NODE_ID: 'node-2',
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: POSTGRES,
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '80',
      ADMISSION_MAX_CPU_RATIO: '1.5',
      ADMISSION_MAX_OPEN_CALLS: '0',
      DRAIN_GRACE_SECONDS: '5',
      SCORING_TIMEOUT_SECONDS: '90',
      JOB_MAINTENANCE_SECONDS: '10',
    });
    expect(cluster).toEqual({
      nodeId: 'node-2',
      multiNode: true,
      admission: { maxEventLoopDelayMs: 80, maxCpuRatio: 1.5, maxOpenCalls: 0 },
      drainGraceMs: 5000,
      scoringTimeoutMs: 90_000,
      jobMaintenanceSeconds: 10,
    });
  });

  it('takes a scoring run for lost after 5 minutes and looks for such runs every 30 s, unless set', () => {
    const { cluster } = loadConfig({});
    expect(cluster.scoringTimeoutMs).toBe(300_000);
    expect(cluster.jobMaintenanceSeconds).toBe(30);
    expect(() => loadConfig({ SCORING_TIMEOUT_SECONDS: '0' })).toThrow(/SCORING_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ JOB_MAINTENANCE_SECONDS: 'soon' })).toThrow(/JOB_MAINTENANCE_SECONDS/);
  });

  it('refuses multi-node mode without a shared secret: one generated per node would sign tokens the others refuse', () => {
    expect(() => loadConfig({ CLUSTER_NODE_ID: 'node-1', DATABASE_URL: POSTGRES })).toThrow(
      /CLUSTER_NODE_ID \(multi-node mode\) needs BETTER_AUTH_SECRET/,
    );
  });

  it('refuses multi-node mode on the embedded database', () => {
    expect(() => loadConfig({ CLUSTER_NODE_ID: 'node-1', BETTER_AUTH_SECRET: SECRET })).toThrow(
      /needs DATABASE_URL/,
    );
  });

  it('refuses a node name that would not fit a log line or a header', () => {
    expect(() => loadConfig({ CLUSTER_NODE_ID: 'node 1; drop' })).toThrow(/CLUSTER_NODE_ID/);
    expect(() => loadConfig({ ADMISSION_MAX_CPU_RATIO: '-1' })).toThrow(/ADMISSION_MAX_CPU_RATIO/);
  });
});
