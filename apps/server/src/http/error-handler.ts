import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { statusForCode } from './errors';
import type { DatabaseConnection } from '@intervia/db';
import { databaseIsDown, sendDatabaseUnavailable } from './database-outage';

/**
 * Maps every failure to the shared error shape; internal details never reach the client. An unexpected failure
 * while the database is unreachable is a 503 with Retry-After (see database-outage.ts).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { database?: Pick<DatabaseConnection, 'ping'> } = {},
): void {
  app.setErrorHandler(async (error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(statusForCode(error.code)).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const limit = request.routeOptions.bodyLimit;
      const message = limit
        ? `The request is larger than the ${formatMegabytes(limit)} this address accepts.`
        : 'The request is too large.';
      return reply.status(413).send(new DomainError('payload-too-large', message).toBody());
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(new DomainError('unsupported-media-type', 'This content type is not supported.').toBody());
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(
          new DomainError('rate-limited', 'Too many requests. Please wait a moment and try again.').toBody(),
        );
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(400)
        .send(new DomainError('validation-error', error.message || 'The request is not valid.').toBody());
    }
    if (options.database && (await databaseIsDown(options.database))) {
      request.log.warn({ err: error }, 'request failed while the database is unreachable');
      return sendDatabaseUnavailable(reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new DomainError('internal-error', 'Something went wrong').toBody());
  });
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
