/** Messages between the server thread (pglite-thread.ts) and the PGlite thread (pglite-thread-worker.ts). */
import type { MessagePort } from 'node:worker_threads';

export interface PgliteThreadData {
  /** Folder for the data files; null for an in-memory database. */
  dataDir: string | null;
}

export type PgliteThreadRequest =
  /**
   * A new client connection: protocol bytes (Uint8Array) flow both ways on `port`; the thread may send one
   * `{ error }` when the database itself failed, and closing the port ends the connection.
   */
  | { type: 'connect'; port: MessagePort }
  /** Finish what is queued, close the database, answer `closed`. */
  | { type: 'close' };

export type PgliteThreadReply =
  { type: 'ready' } | { type: 'load-failed'; message: string } | { type: 'closed'; error?: string };
