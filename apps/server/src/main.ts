/** Server entry point: configuration → database (+ migrations) → HTTP server. */
import { existsSync } from 'node:fs';
import { connectDatabase } from '@intervia/db';
import { findSkillNames } from '@intervia/engine';
import { buildApp, createAppDependencies } from './app';
import { ConfigError, loadConfig } from './config';
import { selectVoiceProviders } from './voice/providers/select-voice-providers';
import { connectSharedState } from './shared-state/shared-state';
import { RedisUnavailableError } from './shared-state/redis-connection';
import { drainNode } from './services/cluster/drain-node';

function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env');
}

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // With REDIS_URL, Redis must answer before anything else starts (limits and sign-outs would not be shared).
  const sharedState = await connectSharedState(config, {
    info: (message) => console.log(message),
    warn: (message) => console.warn(message),
  }).catch(async (error: unknown) => {
    throw error instanceof RedisUnavailableError ? new StartupError(error.message) : error;
  });
  const database = await connectDatabase(
    config.database.kind === 'pglite'
      ? {
          ...config.database,
          // Every request would fail from here on: exit, so a supervisor restarts the server on the same data
          // (PGlite recovers from its write-ahead log; live calls resume with their resume tokens).
          onStopped: (reason) => {
            console.error(`The embedded database stopped unexpectedly (${reason}); the server exits.`);
            process.exit(1);
          },
        }
      : config.database,
  ).catch(async (error: unknown) => {
    await sharedState.close().catch(() => {});
    throw new StartupError(describeDatabaseFailure(config.database.kind, error));
  });
  await database.ping().catch(async (error: unknown) => {
    await database.close().catch(() => {});
    await sharedState.close().catch(() => {});
    throw new StartupError(describeDatabaseFailure(config.database.kind, error));
  });
  try {
    await database.migrate();
  } catch (error) {
    await sharedState.close().catch(() => {});
    throw new StartupError(`Database migrations failed: ${(error as Error).message}`);
  }
  const voice = await selectVoiceProviders(config.voice, {
    info: (details, message) => console.log(`${message}: ${JSON.stringify(details)}`),
    warn: (details, message) => console.warn(`${message}: ${JSON.stringify(details)}`),
    error: (details, message) => console.error(`${message}: ${JSON.stringify(details)}`),
  });
  const dependencies = createAppDependencies(config, database, { voice, sharedState });
  const app = await buildApp(dependencies);

  // SIGTERM (a rolling update, a scale-down) and Ctrl-C drain the node: no new call, open calls may finish within
  // DRAIN_GRACE_SECONDS, then those still open are told to reconnect (they resume on another node) and it exits.
  // A second signal stops waiting.
  const stopWaiting = new AbortController();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      stopWaiting.abort();
      return;
    }
    stopping = true;
    app.log.info({ signal, node: config.cluster.nodeId }, 'draining');
    const drained = await drainNode(dependencies.node.admission, config.cluster.drainGraceMs, {
      log: app.log,
      signal: stopWaiting.signal,
    });
    app.log.info(
      { callsMoved: drained.callsLeft, waitedMs: Math.round(drained.waitedMs) },
      'drained; shutting down',
    );
    await app.close();
    await voice.providers.close();
    await sharedState.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  // Compile the skill matchers now (about a second, once) rather than during the first interview's analysis.
  setImmediate(() => findSkillNames('warm-up'));
  if (config.cluster.multiNode) app.log.info(`cluster node: ${config.cluster.nodeId}`);
  app.log.info(
    `database: ${database.kind}${config.database.kind === 'pglite' ? ` (${config.database.dataDir})` : ''}`,
  );
  app.log.info(
    sharedState.kind === 'redis'
      ? `shared state: Redis (node ${config.nodeId})`
      : 'shared state: in memory (one node; set REDIS_URL to run several)',
  );
}

class StartupError extends Error {}

function describeDatabaseFailure(kind: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return kind === 'postgres'
    ? `Cannot connect to PostgreSQL (DATABASE_URL): ${reason}. Check that the server is running and the URL is right, or unset DATABASE_URL to use the embedded database.`
    : `Cannot open the embedded database: ${reason}. Check that DATA_DIR is writable and not used by another running server.`;
}

main().catch((error: unknown) => {
  const message =
    error instanceof StartupError || error instanceof ConfigError
      ? error.message
      : `Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  console.error(`\n${message}\n`);
  // Exit code 78 (EX_CONFIG): a supervisor should not restart in a tight loop on a configuration problem.
  process.exit(78);
});
