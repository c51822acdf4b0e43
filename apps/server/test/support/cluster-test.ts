/**
 * What the cluster tests share: whether this machine can run three nodes behind HAProxy on PostgreSQL (and why not),
 * and the posting and answers of their interviews.
 */
import { findTestPostgresUrl } from '@intervia/db/testing';
import {
  type ClusterOnNewDatabase,
  type ClusterOptions,
  findHaproxy,
  QUIET_NODE_ENV,
  startClusterOnNewDatabase,
} from '../../../../scripts/lib/local-cluster';

/** The PostgreSQL admin URL, or why the cluster tests are skipped here (no haproxy binary, no PostgreSQL). */
export async function clusterTestNeeds(): Promise<{ adminUrl: string | null; skipReason: string | null }> {
  const adminUrl = await findTestPostgresUrl();
  const skipReason = !findHaproxy()
    ? 'haproxy is not installed (apt-get install haproxy)'
    : !adminUrl
      ? 'no PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL)'
      : null;
  return { adminUrl, skipReason };
}

export const CLUSTER_JD = `Backend Engineer.
Responsibilities:
- Build payment services in Node.js and TypeScript
Requirements:
- 3 years with PostgreSQL`;

export const CLUSTER_ANSWERS = [
  'I am a backend engineer with six years in payments, most recently leading our ledger rebuild on PostgreSQL.',
  'I cut reconciliation from two days to four hours by batching writes and adding the missing composite index.',
  'When an incident hit at peak traffic I rolled back within ten minutes and wrote the postmortem the next day.',
];

/**
 * Three nodes of the real server on a fresh PostgreSQL database behind HAProxy, with no speech providers;
 * `stop` stops them and drops the database.
 */
export function startTestCluster(
  adminUrl: string,
  options: Pick<ClusterOptions, 'env' | 'nodeEnv'> = {},
): Promise<ClusterOnNewDatabase> {
  return startClusterOnNewDatabase(adminUrl, 'intervia_cluster_test', {
    nodes: 3,
    env: { ...QUIET_NODE_ENV, STT_PROVIDER: 'none', TTS_PROVIDER: 'none', ...options.env },
    ...(options.nodeEnv ? { nodeEnv: options.nodeEnv } : {}),
    checkIntervalMs: 500,
  });
}
