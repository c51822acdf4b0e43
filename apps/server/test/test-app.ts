/** Builds the real app on a fresh test database (PGlite or PostgreSQL) for integration tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '@intervia/db';
import type { TestDatabaseTarget } from '@intervia/db/testing';
import { buildApp, createAppDependencies, type AppDependencies } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { registerOutbox } from './auth-helpers';
import { connectSharedState } from '../src/shared-state/shared-state';
import type { RetryPolicy } from '../src/services/background/retry-policy';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: ServerConfig;
  deps: AppDependencies;
  close(): Promise<void>;
}

export async function createTestApp(
  target: TestDatabaseTarget,
  env: NodeJS.ProcessEnv = {},
  options: {
    authRateLimit?: boolean;
    override?: Partial<AppDependencies>;
    /** Applied over every background job's retry policy (retries without waiting). */
    jobRetry?: Partial<RetryPolicy>;
    /** Share another test app's database (a second server process on the same data); left open on close. */
    database?: TestApp['database'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await target.connect());
  const dataDir = mkdtempSync(join(tmpdir(), 'intervia-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  // With REDIS_URL in `env` the app shares its limits, revocations and presence through that Redis.
  const sharedState = await connectSharedState(config, { info: () => {}, warn: () => {} });
  const deps = {
    ...createAppDependencies(config, database, {
      authRateLimit: options.authRateLimit ?? false,
      sharedState,
      ...(options.jobRetry ? { jobRetry: options.jobRetry } : {}),
    }),
    ...options.override,
  };
  const app = await buildApp(deps);
  await app.ready();
  registerOutbox(app, join(dataDir, 'outbox'));
  return {
    app,
    database,
    config,
    deps,
    async close() {
      await app.close();
      await sharedState.close();
      if (!options.database) await database.close();
      // The app's data folder (uploads, outbox) goes with it: a test run leaves nothing in the temporary folder.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
