// `npm test`: typecheck, lint, unit, integration (PGlite + PostgreSQL when reachable) and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/web-build.mjs';
import { installMissingSystemPackages } from './lib/system-packages.mjs';

const stillMissing = installMissingSystemPackages();
if (stillMissing.length > 0) {
  console.error(
    `Missing Debian packages: ${stillMissing.map((pkg) => pkg.name).join(' ')}.\n` +
      `Install them with: sudo apt-get install -y ${stillMissing.map((pkg) => pkg.name).join(' ')}`,
  );
  process.exit(1);
}

const steps = [
  // Every locked dependency must support the documented oldest Node (no EBADENGINE on it).
  ['engines', ['node', 'scripts/check-engines.mjs']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['integration', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['e2e', ['npx', 'playwright', 'test']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, [command, ...args]] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? '1' },
  });
  results.push({ name, ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(12)} ${seconds}s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
