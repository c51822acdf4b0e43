// Counts the checks of issue 24's hidden-check test (packages/engine/src/planning/unseen-postings.test.ts) that pass
// on each posting set, with every known-failure list emptied: a copy of the test is run once with vitest's JSON
// reporter and removed again. `--details` lists the failing checks of the development sets; a set named with
// `--held-out=<describe text>` (default: the held-out blind sets f and i) is only ever counted.
// `--only=<describe text>` runs the sets whose name holds that text (vitest's -t).
//   node bench/unseen-postings.mjs [--details] [--only=sixth]
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const planning = join(root, 'packages/engine/src/planning');
const source = readFileSync(join(planning, 'unseen-postings.test.ts'), 'utf8');
const emptied = source.replace(
  /(const \w*KNOWN_FAILURES: Readonly<Record<string, readonly string\[\]>> = )\{[\s\S]*?\n\};/g,
  '$1{};',
);
const copy = join(planning, 'unseen-postings-all.tmp.test.ts');
const report = join(tmpdir(), `unseen-postings-${process.pid}.json`);
const details = process.argv.includes('--details');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const heldOut = (
  process.argv.find((arg) => arg.startsWith('--held-out='))?.slice(11) ??
  'sixth blind,ninth blind,tenth blind'
).split(',');

writeFileSync(copy, emptied);
try {
  try {
    execFileSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'unit',
        'packages/engine/src/planning/unseen-postings-all.tmp.test.ts',
        '--testTimeout=60000',
        '--reporter=json',
        `--outputFile=${report}`,
        ...(only ? ['-t', only] : []),
      ],
      { cwd: root, stdio: 'ignore' },
    );
  } catch {
    // Failing checks make vitest exit non-zero; the report is still written.
  }
  const results = JSON.parse(readFileSync(report, 'utf8')).testResults.flatMap(
    (file) => file.assertionResults,
  );
  const sets = new Map();
  for (const result of results.filter((found) => found.status !== 'skipped' && found.status !== 'pending')) {
    const [set = '?', posting = '?'] = result.ancestorTitles;
    const entry = sets.get(set) ?? { passed: 0, total: 0, failures: [] };
    entry.total += 1;
    if (result.status === 'passed') entry.passed += 1;
    else
      entry.failures.push(
        `${posting}: ${result.title}${details ? ` — ${(result.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}` : ''}`,
      );
    sets.set(set, entry);
  }
  for (const [set, { passed, total, failures }] of sets) {
    console.log(`${String(passed).padStart(3)} / ${String(total).padEnd(3)} ${set}`);
    if (details && !heldOut.some((name) => set.includes(name)))
      for (const failure of failures) console.log(`          ✗ ${failure}`);
  }
} finally {
  rmSync(copy, { force: true });
  rmSync(report, { force: true });
}
