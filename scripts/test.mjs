// `npm test`: typecheck, lint, unit, integration (PGlite + PostgreSQL when reachable) and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
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

// Vitest also writes a JSON report per step, so the summary at the very end names the tests that failed (CI shows
// only the tail of the output, after the end-to-end run's).
const REPORT_DIRECTORY = join(ROOT, 'test-results', 'vitest');
rmSync(REPORT_DIRECTORY, { recursive: true, force: true });
mkdirSync(REPORT_DIRECTORY, { recursive: true });
function vitestReport(step) {
  return [
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(REPORT_DIRECTORY, `${step}.json`)}`,
  ];
}

/**
 * The tests of a step's JSON report that failed ("file › test"), and those that passed only when run again (a passed
 * test that keeps failure messages failed its first try).
 */
function testOutcomes(step) {
  const path = join(REPORT_DIRECTORY, `${step}.json`);
  const outcomes = { failed: [], flaky: [] };
  if (!existsSync(path)) return outcomes;
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    for (const file of report.testResults) {
      const name = relative(ROOT, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) outcomes.failed.push(`${name} › ${test.fullName}`);
      // A file that failed before its tests ran (import error, hook timeout) has no failed test of its own.
      if (failed.length === 0 && file.status === 'failed')
        outcomes.failed.push(`${name}: ${(file.message ?? 'failed').split('\n')[0]}`);
      for (const test of file.assertionResults)
        if (test.status === 'passed' && test.failureMessages?.length > 0)
          outcomes.flaky.push(`${name} › ${test.fullName}`);
    }
  } catch {
    // No readable report: the step's own output says what happened.
  }
  return outcomes;
}

const steps = [
  // Every locked dependency must support the documented oldest Node (no EBADENGINE on it).
  ['engines', ['node', 'scripts/check-engines.mjs']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit', ...vitestReport('unit')]],
  ['integration', ['npx', 'vitest', 'run', '--project', 'integration', ...vitestReport('integration')]],
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
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(12)} ${seconds}s`);
  const { failed, flaky } = testOutcomes(name);
  for (const test of failed) console.log(`      ✘ ${test}`);
  for (const test of flaky) console.log(`      ↻ passed on its retry: ${test}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
