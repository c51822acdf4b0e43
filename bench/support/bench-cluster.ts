/**
 * The real server's nodes behind HAProxy (scripts/lib/local-cluster.ts) on a fresh PostgreSQL database, for the
 * benches that measure a cluster; `stop` stops the nodes and drops the database again.
 */
import { findTestPostgresUrl } from '../../packages/db/src/testing';
import {
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  findHaproxy,
  startCluster,
  type ClusterOptions,
  type LocalCluster,
} from '../../scripts/lib/local-cluster';

/**
 * `needs` starts the message of a missing prerequisite ("needs", "--nodes needs"); the database is named
 * `${databasePrefix}_${Date.now()}`.
 */
export async function startBenchCluster(
  needs: string,
  databasePrefix: string,
  options: Omit<ClusterOptions, 'databaseUrl'>,
): Promise<{ cluster: LocalCluster; stop(): Promise<void> }> {
  const adminUrl = await findTestPostgresUrl();
  if (!adminUrl) throw new Error(`${needs} PostgreSQL (127.0.0.1:5432 or TEST_DATABASE_URL)`);
  if (!findHaproxy()) throw new Error(`${needs} haproxy (apt-get install haproxy)`);
  const dbName = `${databasePrefix}_${Date.now()}`;
  await ensureDatabase(adminUrl, dbName);
  const cluster = await startCluster({ ...options, databaseUrl: databaseUrl(adminUrl, dbName) });
  return {
    cluster,
    stop: async () => {
      await cluster.stop();
      await dropDatabase(adminUrl, dbName).catch(() => {});
    },
  };
}
