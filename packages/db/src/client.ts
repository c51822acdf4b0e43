/**
 * Creates the database the server runs on: embedded PGlite in a data folder (on its own thread, reached through the
 * same `pg` driver as PostgreSQL), or PostgreSQL by URL.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseKind } from '@intervia/shared';
import * as schema from './schema/index';
import { startPgliteThread } from './pglite-thread/pglite-thread';

export type Schema = typeof schema;
/** The driver-independent database handle every service receives. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL's connection URL (the job queue opens its own connections); absent for PGlite. */
  url?: string;
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  /** Round-trips a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Folder for the data files; omit for an in-memory database (tests). */ dataDir?: string;
      poolSize?: number;
      /** Called once if the database thread stops while in use (a crash); every query fails from then on. */
      onStopped?: (reason: string) => void;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    return { ...connectionOverPool('postgres', pool, () => pool.end()), url: options.url };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await startPgliteThread({
    dataDir: options.dataDir ?? null,
    ...(options.onStopped ? { onStopped: options.onStopped } : {}),
  });
  // The connections share PGlite's one session (a transaction keeps it to itself); more than one lets the
  // database start the next query while this thread reads the last answer.
  const pool = new pg.Pool({
    max: options.poolSize ?? 4,
    stream: () => thread.socket(),
    user: 'postgres',
    database: 'postgres',
  });
  return connectionOverPool('pglite', pool, async () => {
    await pool.end();
    await thread.close();
  });
}

/** Any fixed number: the advisory lock every server takes around its migrations. */
const MIGRATION_LOCK_KEY = 726_455_601;

/**
 * Several nodes starting at once on one PostgreSQL run their migrations one after the other (a session advisory
 * lock held on one connection while the migrations run on others); the later ones find nothing left to do.
 */
// Needs a pool of two connections or more (the lock holds one); PGlite has one process and needs no lock.
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

/** Both databases are reached through node-postgres; only the pool's transport and the closing differ. */
function connectionOverPool(
  kind: DatabaseKind,
  pool: pg.Pool,
  close: () => Promise<void>,
): DatabaseConnection {
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind,
    migrate: () =>
      kind === 'postgres'
        ? migrateAlone(pool, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }))
        : migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}
