import { describe, expect, it } from 'vitest';
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
