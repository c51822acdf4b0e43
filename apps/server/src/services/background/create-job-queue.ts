/** The one place the queue is chosen: pg-boss when the database is PostgreSQL, the in-process queue on PGlite. */
import type { DatabaseConnection } from '@intervia/db';
import type { JobQueue, QueueLog } from './job-queue';
import type { RetryPolicy } from './retry-policy';
import { EmbeddedJobQueue } from './embedded-job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';

/** Until the app's logger is attached, failures still reach standard error. */
const STARTUP_LOG: QueueLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

export function createJobQueue(
  database: DatabaseConnection,
  options: {
    log?: QueueLog;
    retryOverride?: Partial<RetryPolicy>;
    /** PostgreSQL: how often runs past their time are looked for. */
    maintenanceIntervalSeconds?: number;
  } = {},
): JobQueue {
  const log = options.log ?? STARTUP_LOG;
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('a PostgreSQL connection without its URL cannot run the job queue');
    return new PgBossJobQueue(database.url, log, {
      retryOverride: options.retryOverride,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    });
  }
  return new EmbeddedJobQueue(database.db, log, { retryOverride: options.retryOverride });
}
