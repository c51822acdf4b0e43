/** A real database outage under a running app, on PostgreSQL: the test database refuses connections. */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '@intervia/db';
import { findTestPostgresUrl } from '@intervia/db/testing';

/**
 * Closes the app's PostgreSQL database to every connection (new ones refused, open ones terminated); returns the
 * function that opens it again.
 */
export async function cutOffPostgresDatabase(database: DatabaseConnection): Promise<() => Promise<void>> {
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const name = rows[0]!.name;
  const admin = new pg.Client({ connectionString: (await findTestPostgresUrl())! });
  await admin.connect();
  await admin.query(`alter database ${name} allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  return async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
  };
}
