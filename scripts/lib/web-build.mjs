// Builds the web app when apps/web/dist is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const WEB_DIST = join(ROOT, 'apps/web/dist');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'packages/voice-client/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function webBuildIsFresh() {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(ROOT, source)) <= built);
}

export function ensureWebBuild({ quiet = false } = {}) {
  if (webBuildIsFresh()) return;
  if (!quiet) console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@intervia/web'], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}
