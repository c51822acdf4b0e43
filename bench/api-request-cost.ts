/**
 * API request cost: one request at a time (no concurrency), in-process through Fastify's inject, on embedded PGlite
 * and on PostgreSQL when a local server answers. Prints wall time and this process's CPU time per request for
 * health, creating an interview, and listing a user's interviews (`--rows` of them, default 100, plus those the
 * create step adds). Complements bench/api-load.ts: it says what one request costs, not how the server queues.
 * Run: `npx tsx bench/api-request-cost.ts [--requests=200] [--rows=100]`.
 */
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { signUpWithRole } from '../apps/server/test/auth-helpers';
import { findSkillNames } from '../packages/engine/src/index';
import { benchArgs } from './support/voice-bench-kit';

const args = benchArgs();
const REQUESTS = Number(args.get('requests') ?? 200);
const ROWS = Number(args.get('rows') ?? 100);
const WARM_UP = 10;
const JD =
  'Backend Engineer: build APIs in Node.js and TypeScript on PostgreSQL, with Redis caching and on-call.';

async function main() {
  findSkillNames('warm-up');
  console.log(`API request cost — ${REQUESTS} sequential requests each, in-process\n`);
  console.log(
    `${'database'.padEnd(10)}${'request'.padEnd(12)}${'wall ms'.padStart(9)}${'cpu ms'.padStart(9)}`,
  );
  for (const target of await testDatabaseTargets()) {
    const t = await createTestApp(target, { LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '0' });
    const user = await signUpWithRole(t.app, 'candidate');
    const headers = { cookie: user.cookie };
    const requests = {
      health: () => t.app.inject({ method: 'GET', url: '/api/health' }),
      create: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/interviews',
          headers,
          payload: { title: 'Backend Engineer', difficulty: 'medium', duration: 10, jdText: JD },
        }),
      list: () => t.app.inject({ method: 'GET', url: '/api/interviews', headers }),
    };
    for (let i = 0; i < ROWS; i += 1) await requests.create();
    for (const [name, send] of Object.entries(requests)) {
      for (let i = 0; i < WARM_UP; i += 1) await send();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < REQUESTS; i += 1) {
        const response = await send();
        if (response.statusCode >= 300) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
      }
      const wall = (performance.now() - started) / REQUESTS;
      const cpu = process.cpuUsage(cpuBefore);
      const label = name === 'list' ? `list(${ROWS + REQUESTS + WARM_UP})` : name;
      console.log(
        `${target.kind.padEnd(10)}${label.padEnd(12)}${wall.toFixed(2).padStart(9)}${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(2).padStart(9)}`,
      );
    }
    await t.close();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
