import { afterAll, describe, expect, it } from 'vitest';
import { createLauncherProcess } from './program-launcher';

const launcher = createLauncherProcess();
afterAll(() => launcher.close());

describe('program launcher', () => {
  it('runs a program with its stdin and gives back its stdout, stderr and exit code', async () => {
    const run = await launcher.run('/bin/sh', ['-c', 'cat; echo oops >&2; exit 3'], { input: 'hello\n' });
    expect(run).toEqual({ code: 3, stdout: Buffer.from('hello\n'), stderr: 'oops\n' });
  });

  it('starts programs from its own process, so the server never forks itself', async () => {
    const run = await launcher.run('/bin/sh', ['-c', 'echo $PPID']);
    const parent = Number(run.stdout.toString('utf8').trim());
    expect(parent).toBe(launcher.pid());
    expect(parent).not.toBe(process.pid);
  });

  it('kills the program and rejects when the signal aborts', async () => {
    const controller = new AbortController();
    const running = launcher.run('/bin/sleep', ['30'], { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toThrow('program aborted');
    // The launcher still serves the next run.
    expect((await launcher.run('/bin/echo', ['next'])).stdout.toString('utf8')).toBe('next\n');
  });

  it('rejects a program that cannot start', async () => {
    await expect(launcher.run('/nonexistent/program', [])).rejects.toThrow(/ENOENT/);
  });
});
