// Runs the server entry point with tsx, forwarding signals, and exits with its code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './web-build.mjs';

export function runServer(env, { watch = false } = {}) {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const args = watch
    ? ['watch', '--clear-screen=false', 'apps/server/src/main.ts']
    : ['apps/server/src/main.ts'];
  const child = spawn(tsx, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
