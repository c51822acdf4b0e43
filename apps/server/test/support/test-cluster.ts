/** What the cluster tests (several nodes behind a real HAProxy on a fresh PostgreSQL database) have in common. */
import { findHaproxy } from '../../../../scripts/lib/local-cluster';

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
