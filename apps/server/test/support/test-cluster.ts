/** What the cluster tests (several nodes behind a real HAProxy on a fresh PostgreSQL database) have in common. */
import { randomBytes } from 'node:crypto';
import {
  type ClusterOptions,
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  findHaproxy,
  type LocalCluster,
  startCluster,
} from '../../../../scripts/lib/local-cluster';

/** Why the cluster tests cannot run here (no haproxy, or no PostgreSQL at `adminUrl`), or null when they can. */
export function clusterSkipReason(adminUrl: string | null): string | null {
  return !findHaproxy()
    ? 'haproxy is not installed (apt-get install haproxy)'
    : !adminUrl
      ? 'no PostgreSQL at 127.0.0.1:5432 (or TEST_DATABASE_URL)'
      : null;
}

/** The posting the cluster tests interview for, and strong answers to its first questions. */
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

/** A cluster on its own new database: `stop` stops the nodes and drops the database. */
export interface TestCluster {
  cluster: LocalCluster;
  stop(): Promise<void>;
}

/**
 * Three nodes of the real server behind HAProxy on a new database of the PostgreSQL at `adminUrl`: production mode,
 * no speech providers, admission thresholds off (proved by the admission unit tests; a loaded test machine must not
 * refuse calls here), plus `env` and each node's `nodeEnv`.
 */
export async function startTestCluster(
  adminUrl: string,
  options: Pick<ClusterOptions, 'env' | 'nodeEnv'> = {},
): Promise<TestCluster> {
  const dbName = `intervia_cluster_test_${randomBytes(5).toString('hex')}`;
  await ensureDatabase(adminUrl, dbName);
  const drop = () => dropDatabase(adminUrl, dbName).catch(() => {});
  try {
    const cluster = await startCluster({
      nodes: 3,
      databaseUrl: databaseUrl(adminUrl, dbName),
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        STT_PROVIDER: 'none',
        TTS_PROVIDER: 'none',
        ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
        ADMISSION_MAX_CPU_RATIO: '0',
        ...options.env,
      },
      ...(options.nodeEnv ? { nodeEnv: options.nodeEnv } : {}),
      checkIntervalMs: 500,
    });
    return {
      cluster,
      stop: async () => {
        await cluster.stop();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
