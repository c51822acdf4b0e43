// Fails when a locked dependency does not support the oldest Node.js the project documents (package.json
// "engines"), as `npm install` would warn with EBADENGINE on that Node. It reads the lockfile, so the check gives
// the same answer whichever Node version runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { ROOT } from './lib/web-build.mjs';

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const oldestNode = semver.minVersion(root.engines.node);

const unsupported = Object.entries(lock.packages ?? {}).flatMap(([path, entry]) => {
  const range =
    typeof entry.engines === 'object' && !Array.isArray(entry.engines) ? entry.engines.node : null;
  if (!path || !range || semver.satisfies(oldestNode, range)) return [];
  return [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${range}`];
});

if (unsupported.length > 0) {
  console.error(
    `These dependencies do not support Node ${oldestNode} (package.json engines "${root.engines.node}"):\n` +
      unsupported.map((line) => `  ${line}`).join('\n') +
      '\nPick versions that do (or an "overrides" entry in package.json), or raise the documented Node version.',
  );
  process.exit(1);
}
console.log(`All locked dependencies support Node ${oldestNode}.`);
