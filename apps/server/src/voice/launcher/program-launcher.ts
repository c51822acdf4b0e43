/**
 * Runs short-lived programs (espeak-ng per sentence, per interview) from a small helper process instead of the server.
 * Starting a program forks the calling process, and the fork blocks the calling thread for time that grows with its
 * memory: ~20 ms for a bare Node process, 60–150 ms for the server holding PGlite, the VAD and twelve calls, which
 * stalled every call's audio. The launcher is forked once, at its first use, and is small, so its forks are cheap and
 * happen off the server's thread.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ProgramRun {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

export interface ProgramLauncher {
  /** Runs `program` with `args`, writing `input` (if any) to its stdin; rejects if it cannot start or `signal` aborts. */
  run(
    program: string,
    args: string[],
    options?: { input?: string; signal?: AbortSignal },
  ): Promise<ProgramRun>;
}

type LauncherRequest =
  | { type: 'run'; id: number; program: string; args: string[]; input: string | null }
  | { type: 'abort'; id: number };

type LauncherReply =
  | { id: number; error: string }
  | {
      id: number;
      error: null;
      code: number | null;
      signal: string | null;
      stdout: Uint8Array;
      stderr: string;
    };

const LAUNCHER_ENTRY = fileURLToPath(new URL('./launcher-process-entry.mjs', import.meta.url));

export function launcherAbortedError(): Error {
  return new Error('program aborted');
}

/** Runs programs from a helper process it forks at the first run (see the header). */
export function createLauncherProcess(): ProgramLauncher & { pid(): number | undefined; close(): void } {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (run: ProgramRun) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const started = (): ChildProcess => {
    if (child?.connected) return child;
    const launcher = fork(LAUNCHER_ENTRY, [], {
      // Not the server's flags (tsx, profiling): the entry is plain JavaScript.
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    launcher.on('message', (reply: LauncherReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.error !== null) return waiting.reject(new Error(reply.error));
      waiting.resolve({
        code: reply.code,
        stdout: Buffer.from(reply.stdout.buffer, reply.stdout.byteOffset, reply.stdout.byteLength),
        stderr: reply.stderr,
      });
    });
    launcher.on('exit', () => {
      if (child === launcher) child = null;
      failAll(new Error('the program launcher exited'));
    });
    launcher.on('error', (error) => failAll(error));
    // The launcher never keeps the server alive; it exits when the server does (its channel closes).
    launcher.unref();
    launcher.channel?.unref();
    child = launcher;
    return launcher;
  };
  const send = (launcher: ChildProcess, request: LauncherRequest) => launcher.send(request);

  return {
    pid: () => child?.pid,
    close: () => {
      child?.disconnect();
      child = null;
    },
    run: (program, args, options = {}) =>
      new Promise<ProgramRun>((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) return reject(launcherAbortedError());
        const launcher = started();
        const id = nextId++;
        const abort = () => {
          pending.delete(id);
          settle();
          send(launcher, { type: 'abort', id });
          reject(launcherAbortedError());
        };
        signal?.addEventListener('abort', abort, { once: true });
        // A run in flight keeps the channel referenced, so its reply is awaited even in a script with nothing else.
        launcher.channel?.ref();
        const settle = () => {
          signal?.removeEventListener('abort', abort);
          if (pending.size === 0) launcher.channel?.unref();
        };
        pending.set(id, {
          resolve: (run) => {
            pending.delete(id);
            settle();
            resolve(run);
          },
          reject: (error) => {
            pending.delete(id);
            settle();
            reject(error);
          },
        });
        send(launcher, { type: 'run', id, program, args, input: options.input ?? null });
      }),
  };
}

let shared: ReturnType<typeof createLauncherProcess> | null = null;

/** The server's one launcher process. */
export function sharedProgramLauncher(): ProgramLauncher {
  shared ??= createLauncherProcess();
  return shared;
}
