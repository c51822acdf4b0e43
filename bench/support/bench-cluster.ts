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
  type ClusterUser,
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

/** A "Backend Engineer" interview for `user` and a web call for it: the call's id and the URL its socket joins. */
export async function startWebCall(
  user: ClusterUser,
  interview: { difficulty: string; duration: number; jdText: string },
): Promise<{ id: string; webCallUrl: string }> {
  const created = await user.api('POST', '/api/interviews', { title: 'Backend Engineer', ...interview });
  return (await user.api('POST', '/api/call/web', {
    assistantId: (created.interview as { id: string }).id,
  })) as { id: string; webCallUrl: string };
}
