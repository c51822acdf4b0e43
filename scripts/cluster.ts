/**
 * `npm run cluster -- --nodes 3`: a local cluster of N server nodes behind HAProxy on one port, on the running
 * PostgreSQL (and Redis when REDIS_URL is set). Says what is missing when it cannot start; Ctrl-C stops everything.
 *
 * Options: --nodes N (default 3), --port P (default 8080), --database NAME (default intervia_cluster, created when
 * missing and kept), --fresh (a new database, dropped on exit), --no-web (API only, no web build).
 * DATABASE_URL, when set, is used as is (the database must exist). Settings of docs/scale-out.md apply to every node.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  LOCAL_POSTGRES_ADMIN_URL,
  ROOT,
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  findHaproxy,
  postgresAnswers,
  startCluster,
  type LocalCluster,
} from './lib/local-cluster';

interface Options {
  nodes: number;
  port: number;
  database: string;
  fresh: boolean;
  web: boolean;
}

const USAGE = 'Usage: npm run cluster -- [--nodes 3] [--port 8080] [--database NAME | --fresh] [--no-web]';

function parseOptions(argv: string[]): Options {
  const options: Options = { nodes: 3, port: 8080, database: 'intervia_cluster', fresh: false, web: true };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++index] ?? '';
    if (flag === '--nodes') options.nodes = Number(value());
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--database') options.database = value();
    else if (flag === '--fresh') options.fresh = true;
    else if (flag === '--no-web') options.web = false;
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`Unknown option ${flag}.\n${USAGE}`);
  }
  if (!Number.isInteger(options.nodes) || options.nodes < 1 || options.nodes > 16) {
    fail('--nodes must be a whole number from 1 to 16.');
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    fail('--port must be a port number (1–65535).');
  }
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(options.database)) {
    fail('--database must be a PostgreSQL name: lower-case letters, digits and _.');
  }
  return options;
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const missing: string[] = [];
  if (!findHaproxy()) {
    missing.push(
      'haproxy is not installed: `sudo apt-get install haproxy` (or set HAPROXY_BIN to its path).',
    );
  }
  const givenUrl = process.env.DATABASE_URL || null;
  const adminUrl = process.env.CLUSTER_POSTGRES_ADMIN_URL || LOCAL_POSTGRES_ADMIN_URL;
  if (!(await postgresAnswers(givenUrl ?? adminUrl))) {
    missing.push(
      givenUrl
        ? `PostgreSQL does not answer at DATABASE_URL (${new URL(givenUrl).host}). Start it, or fix the URL.`
        : `No PostgreSQL at ${new URL(adminUrl).host}: start it (Debian: \`sudo pg_ctlcluster 15 main start\`), or set DATABASE_URL. Every node shares one PostgreSQL database; the embedded database serves one process only.`,
    );
  }
  if (missing.length > 0) fail(`Cannot start the cluster:\n- ${missing.join('\n- ')}`);

  const name = options.fresh ? `intervia_cluster_${randomBytes(4).toString('hex')}` : options.database;
  if (!givenUrl) await ensureDatabase(adminUrl, name);
  const url = givenUrl ?? databaseUrl(adminUrl, name);
  const redisUrl = process.env.REDIS_URL || null;

  let webDist: string | null = null;
  if (options.web) {
    const { ensureWebBuild, WEB_DIST } = (await import('./lib/web-build.mjs')) as {
      ensureWebBuild(): void;
      WEB_DIST: string;
    };
    ensureWebBuild();
    webDist = WEB_DIST;
  }

  const width = `node-${options.nodes}`.length;
  console.log(`Starting ${options.nodes} node(s) behind HAProxy …`);
  let cluster: LocalCluster;
  try {
    cluster = await startCluster({
      nodes: options.nodes,
      port: options.port,
      databaseUrl: url,
      dataDir: options.fresh ? undefined : join(ROOT, 'data', 'cluster'),
      env: {
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      },
      onOutput: (nodeId, line) => console.log(`${nodeId.padEnd(width)} | ${line}`),
    });
  } catch (error) {
    if (options.fresh && !givenUrl) await dropDatabase(adminUrl, name).catch(() => {});
    fail(`The cluster did not start: ${(error as Error).message}`);
  }

  console.log(`
Intervia cluster: ${cluster.url}
  nodes     ${cluster.nodes.map((node) => `${node.id} (:${node.port})`).join(', ')}
  database  ${new URL(url).pathname.slice(1)} on ${new URL(url).host}${options.fresh ? ' (fresh; dropped on exit)' : ''}
  redis     ${redisUrl ? new URL(redisUrl).host : 'none (REDIS_URL unset): rate limits, revocations and live observers stay per node'}
  files     ${cluster.dataDir} (shared by every node)
Stop one node to watch its calls move: kill -TERM <pid> (drains) or kill -KILL <pid> (dies).
  ${cluster.nodes.map((node) => `${node.id}: pid ${node.process?.pid}`).join(', ')}
Ctrl-C stops everything.
`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the nodes (each drains its calls) and the load balancer …');
    await cluster.stop();
    if (options.fresh && !givenUrl) await dropDatabase(adminUrl, name).catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  cluster.haproxy.once('exit', (code) => {
    if (!stopping) {
      console.error(`HAProxy exited (${code}); stopping the nodes.`);
      void stop();
    }
  });
}

void main();
