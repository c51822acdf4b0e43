/**
 * API load: create + list interviews, half and half, at a fixed open-loop rate (default 200 req/s for 15 s) against
 * the app on embedded PGlite and on PostgreSQL (when a local server answers, in a throwaway database). Each
 * signed-in user's list grows as the run goes on, as it would in use. Prints p50/p99 per operation and errors.
 * Target: p99 ≤ 50 ms at 200 req/s. Run: `npx tsx bench/api-load.ts [--rate=200] [--seconds=15] [--users=20] [--db=pglite|postgres]`.
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { signUpWithRole } from '../apps/server/test/auth-helpers';
import { findSkillNames } from '../packages/engine/src/index';
import { benchArgs, percentile } from './support/voice-bench-kit';
import type { LoadJob, LoadResult } from './support/load-client';

const args = benchArgs();
const RATE = Number(args.get('rate') ?? 200);
const SECONDS = Number(args.get('seconds') ?? 15);
const USERS = Number(args.get('users') ?? 20);
/** Only this database (pglite or postgres); both by default. */
const ONLY_DB = args.get('db');
const TARGET_P99_MS = 50;

async function main() {
  // As the server does at start (main.ts): compile the skill matchers before the first request.
  findSkillNames('warm-up');
  const client = fork(new URL('./support/load-client.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
  });
  console.log(`API load — ${RATE} req/s for ${SECONDS} s (create + list interviews, ${USERS} users)\n`);
  console.log(
    `${'database'.padEnd(10)}${'operation'.padEnd(11)}${'n'.padStart(7)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}${'rate/s'.padStart(9)}`,
  );
  const verdicts: string[] = [];
  for (const target of await testDatabaseTargets()) {
    if (ONLY_DB && target.kind !== ONLY_DB) continue;
    const t = await createTestApp(target, { LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '0' });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 1) cookies.push((await signUpWithRole(t.app, 'candidate')).cookie);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const result = await new Promise<LoadResult>((resolve) => {
      client.once('message', (message) => resolve(message as LoadResult));
      client.send({ base, cookies, ratePerSecond: RATE, seconds: SECONDS } satisfies LoadJob);
    });
    loop.disable();
    const errors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
    for (const [operation, values] of [
      ['create', result.create],
      ['list', result.list],
      ['all', [...result.create, ...result.list]],
    ] as const) {
      console.log(
        `${target.kind.padEnd(10)}${operation.padEnd(11)}${String(values.length).padStart(7)}${percentile(values, 50).toFixed(1).padStart(9)}${percentile(values, 99).toFixed(1).padStart(9)}${Math.max(
          ...values,
        )
          .toFixed(1)
          .padStart(
            9,
          )}${String(operation === 'all' ? errors : '').padStart(8)}${(operation === 'all' ? result.achievedRate.toFixed(0) : '').padStart(9)}`,
      );
    }
    console.log(
      `          server event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    if (errors) console.log(`          errors: ${JSON.stringify(result.errors)}`);
    const p99 = percentile([...result.create, ...result.list], 99);
    verdicts.push(
      `${target.kind}: p99 ${p99.toFixed(1)} ms ${p99 <= TARGET_P99_MS ? '≤' : '>'} ${TARGET_P99_MS} ms`,
    );
    await t.close();
  }
  console.log(`\n${verdicts.join(' · ')}`);
  client.kill();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
