/**
 * A request that failed while the database is unreachable is answered 503 with Retry-After, not 500: the fault is
 * passing, and clients (and load balancers) should retry rather than report a bug. Whether the database is down
 * is asked of the database itself (a ping with a deadline), not guessed from the failed query's error text.
 */
import type { FastifyReply } from 'fastify';
import type { DatabaseConnection } from '@intervia/db';
import { DomainError } from '../domain/domain-error';

const DATABASE_RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database cannot be reached). Nothing was changed; please try again in a few seconds.';
/** A ping slower than this counts as down (an unreachable server can leave a connection attempt hanging). */
const PING_DEADLINE_MS = 1_500;

export async function databaseIsDown(database: Pick<DatabaseConnection, 'ping'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PING_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([database.ping().then(() => 'up' as const), deadline]);
    return outcome === 'timeout';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export function sendDatabaseUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send(new DomainError('service-unavailable', DATABASE_UNAVAILABLE_MESSAGE).toBody());
}
