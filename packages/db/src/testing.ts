/**
 * Databases for integration tests: a fresh in-memory PGlite, and a fresh PostgreSQL database when a server is
 * reachable (TEST_DATABASE_URL, or the local 127.0.0.1:5432). Each connect() gives an empty, migrated database.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseKind } from '@intervia/shared';
import { connectDatabase, type DatabaseConnection } from './client';
import { databaseUrl, dropDatabase, LOCAL_POSTGRES_ADMIN_URL, postgresAnswers } from './postgres-server';

export interface TestDatabaseTarget {
  kind: DatabaseKind;
  connect(): Promise<DatabaseConnection>;
}

/** The PostgreSQL admin URL tests create their databases with, or null when no server answers. */
export async function findTestPostgresUrl(): Promise<string | null> {
  const explicit = process.env.TEST_DATABASE_URL;
  if (explicit) {
    if (!(await postgresAnswers(explicit))) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${explicit}`);
    }
    return explicit;
  }
  if (process.env.TEST_SKIP_POSTGRES === '1') return null;
  return (await postgresAnswers(LOCAL_POSTGRES_ADMIN_URL)) ? LOCAL_POSTGRES_ADMIN_URL : null;
}

function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    kind: 'postgres',
    async connect() {
      const name = `intervia_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const connection = await connectDatabase({
        kind: 'postgres',
        url: databaseUrl(adminUrl, name),
        poolSize: 4,
      });
      await connection.migrate();
      return {
        ...connection,
        async close() {
          await connection.close();
          await dropDatabase(adminUrl, name);
        },
      };
    },
  };
}

const pgliteTarget: TestDatabaseTarget = {
  kind: 'pglite',
  async connect() {
    const connection = await connectDatabase({ kind: 'pglite' });
    await connection.migrate();
    return connection;
  },
};

/** PGlite always; PostgreSQL too when reachable. Use with `describe.each(await testDatabaseTargets())`. */
export async function testDatabaseTargets(): Promise<TestDatabaseTarget[]> {
  const url = await findTestPostgresUrl();
  return url ? [pgliteTarget, postgresTarget(url)] : [pgliteTarget];
}
