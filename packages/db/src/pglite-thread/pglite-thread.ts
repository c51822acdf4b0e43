/**
 * Embedded PGlite on its own worker thread. PGlite is PostgreSQL compiled to WebAssembly and runs synchronously on
 * whichever thread owns it; on the server thread every query would stall HTTP requests and live calls for its
 * whole run. Here the server talks to it as to any PostgreSQL: the `pg` driver writes wire-protocol bytes into a
 * socket-like stream (`PgliteThread.socket()`, for pg's `stream` option) that carries them over a MessagePort to
 * the thread (pglite-thread-worker.ts), which answers with the database's bytes. Nothing listens on a network port.
 */
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PgliteThreadData, PgliteThreadReply, PgliteThreadRequest } from './pglite-thread-protocol';

/** How long the thread may take to open the database (a first start creates the data folder). */
const START_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 30_000;

export interface PgliteThread {
  /** A new, unconnected socket-like stream for one `pg` client (pg calls `connect()` on it). */
  socket(): Duplex;
  /** Finishes the queued queries, closes the database cleanly and stops the thread. */
  close(): Promise<void>;
  readonly thread: Worker;
}

class DatabaseThreadStopped extends Error {
  constructor(detail: string) {
    super(`The embedded database thread stopped (${detail})`);
  }
}

/** One `pg` connection's end of the channel to the PGlite thread. */
class PgliteThreadSocket extends Duplex {
  private port: MessagePort | null = null;

  constructor(private readonly owner: ThreadState) {
    super();
  }

  /** Called by pg in place of a TCP connect; port and host mean nothing here. */
  connect(): this {
    const stopped = this.owner.stopped;
    if (stopped) {
      process.nextTick(() => this.destroy(new DatabaseThreadStopped(stopped)));
      return this;
    }
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.owner.sockets.add(this);
    port1.on('message', (message: Uint8Array | { error: string }) => {
      if (message instanceof Uint8Array) {
        this.push(Buffer.from(message.buffer, message.byteOffset, message.byteLength));
      } else {
        this.destroy(new Error(`The embedded database failed: ${message.error}`));
      }
    });
    port1.on('close', () => this.destroy());
    this.owner.thread.postMessage({ type: 'connect', port: port2 } satisfies PgliteThreadRequest, [port2]);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port?.ref();
    return this;
  }

  unref(): this {
    this.port?.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.post([chunk]);
    callback();
  }

  /** pg corks the stream around a query's messages; they travel as one message. */
  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.post(chunks.map((entry) => entry.chunk));
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.owner.sockets.delete(this);
    this.port?.close();
    this.port = null;
    callback(error);
  }

  private post(chunks: Buffer[]): void {
    if (!this.port) return;
    // An exact-size copy that can be moved: a Buffer is often a view into a larger shared pool, and posting a view
    // copies the whole buffer behind it.
    const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.port.postMessage(bytes, [bytes.buffer]);
  }
}

interface ThreadState {
  thread: Worker;
  sockets: Set<PgliteThreadSocket>;
  /** Why the thread is gone, once it is. */
  stopped: string | null;
}

/** Starts the thread and opens the database (in `dataDir`, or in memory); rejects with the database's own error. */
export async function startPgliteThread(options: {
  dataDir: string | null;
  /** Called once if the thread stops without close() (the database crashed); connections fail from then on. */
  onStopped?: (reason: string) => void;
}): Promise<PgliteThread> {
  // The entry registers tsx itself, so no loader flags of the parent (tsx, vitest) are needed or inherited.
  const thread = new Worker(new URL('./pglite-thread-entry.mjs', import.meta.url), {
    workerData: { dataDir: options.dataDir } satisfies PgliteThreadData,
    execArgv: [],
  });
  const state: ThreadState = { thread, sockets: new Set(), stopped: null };
  let closed: (() => void) | null = null;
  let started = false;
  let closing = false;
  const stop = (reason: string) => {
    if (state.stopped) return;
    state.stopped = reason;
    for (const socket of state.sockets) socket.destroy(new DatabaseThreadStopped(reason));
    if (started && !closing) options.onStopped?.(reason);
  };
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('The embedded database did not start in time'));
      void thread.terminate();
    }, START_TIMEOUT_MS);
    thread.on('message', (reply: PgliteThreadReply) => {
      if (reply.type === 'ready') {
        clearTimeout(timer);
        resolve();
      } else if (reply.type === 'load-failed') {
        clearTimeout(timer);
        reject(new Error(reply.message));
      } else if (reply.type === 'closed') {
        closed?.();
      }
    });
    thread.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
      stop(error.message);
    });
    thread.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database thread exited with code ${code}`));
      stop(`exit code ${code}`);
      closed?.();
    });
  });
  await ready;
  started = true;
  // A database nobody closed must not keep the process alive; open connections do while they are open.
  thread.unref();

  return {
    thread,
    socket: () => new PgliteThreadSocket(state),
    async close() {
      if (state.stopped) return;
      closing = true;
      const done = new Promise<void>((resolve) => {
        closed = resolve;
      });
      thread.postMessage({ type: 'close' } satisfies PgliteThreadRequest);
      const timer = setTimeout(() => closed?.(), CLOSE_TIMEOUT_MS);
      await done;
      clearTimeout(timer);
      stop('closed');
      await thread.terminate();
    },
  };
}
