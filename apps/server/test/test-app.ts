/** Builds the real app on a fresh test database (PGlite or PostgreSQL) for integration tests. */
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '@intervia/db';
import type { TestDatabaseTarget } from '@intervia/db/testing';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function createTestApp(
  target: TestDatabaseTarget,
  env: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const database = await target.connect();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, startedAt: Date.now() });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
