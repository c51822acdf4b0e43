/**
 * Fault: the database is unavailable when the server starts. The server must say what is wrong in one clear line
 * and exit with EX_CONFIG (78) once — not crash with a stack trace, hang, or keep retrying.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm start` runs the server through scripts/lib/run-server.mjs; `direct` runs the entry point itself. */
function startServer(
  env: Record<string, string>,
  how: 'direct' | 'npm-start-runner' = 'direct',
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const [command, args] =
    how === 'direct'
      ? [join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts']]
      : [
          process.execPath,
          [
            '--input-type=module',
            '-e',
            "import { runServer } from './scripts/lib/run-server.mjs'; runServer({});",
          ],
        ];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'error', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    }),
  );
}

describe('database unavailable at start', () => {
  it('PostgreSQL not answering: one clear message, exit 78, no stack trace', async () => {
    const port = await closedPort();
    const result = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/intervia` });
    expect(result.code).toBe(78);
    expect(result.output).toContain('Cannot connect to PostgreSQL (DATABASE_URL)');
    expect(result.output).toContain('unset DATABASE_URL to use the embedded database');
    expect(result.output).not.toMatch(/\n\s+at /);
  });

  it('through the npm start runner: the same message once, and the runner exits 78 too (no restart)', async () => {
    const port = await closedPort();
    const result = await startServer(
      { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/intervia` },
      'npm-start-runner',
    );
    expect(result.code).toBe(78);
    expect(result.output.match(/Cannot connect to PostgreSQL/g)).toHaveLength(1);
  });

  it('embedded database folder unusable: one clear message, exit 78', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'intervia-startup-'));
    const notAFolder = join(folder, 'data');
    writeFileSync(notAFolder, 'a file where the data folder should be');
    const result = await startServer({ DATA_DIR: notAFolder });
    rmSync(folder, { recursive: true, force: true });
    expect(result.code).toBe(78);
    expect(result.output).toMatch(/Cannot open the embedded database|DATA_DIR/);
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});
