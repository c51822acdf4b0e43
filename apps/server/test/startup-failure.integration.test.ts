/**
 * Fault: the database is unavailable when the server starts. The server must say what is wrong in one clear line
 * and exit with EX_CONFIG (78) once — not crash with a stack trace, hang, or keep retrying.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
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

function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
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

  it('embedded database folder unusable: one clear message, exit 78', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'intervia-startup-'));
    const notAFolder = join(folder, 'data');
    writeFileSync(notAFolder, 'a file where the data folder should be');
    const result = await startServer({ DATA_DIR: notAFolder });
    expect(result.code).toBe(78);
    expect(result.output).toMatch(/Cannot open the embedded database|DATA_DIR/);
    expect(result.output).not.toMatch(/\n\s+at /);
  });
});
