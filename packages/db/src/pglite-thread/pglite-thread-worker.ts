/**
 * The PGlite thread: owns the embedded database and answers PostgreSQL wire-protocol bytes that the server thread's
 * `pg` client sends through a MessagePort (pglite-thread.ts), so queries run here and not on the thread that serves
 * HTTP and live calls. Several connections share the one database session (session-multiplexer.ts).
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { SessionMultiplexer } from './session-multiplexer';
import type { PgliteThreadData, PgliteThreadReply, PgliteThreadRequest } from './pglite-thread-protocol';

const data = workerData as PgliteThreadData;
const port = parentPort!;

let database: PGlite;
try {
  database = data.dataDir ? new PGlite(data.dataDir) : new PGlite();
  await database.waitReady;
} catch (error) {
  port.postMessage({
    type: 'load-failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies PgliteThreadReply);
  process.exit(1);
}

const sessions = new SessionMultiplexer((bytes) => database.execProtocolRaw(bytes));

function serve(channel: MessagePort): void {
  const connection = sessions.connect({
    // The answer is a fresh copy of the database's buffer, so it can be moved instead of copied again.
    send: (bytes) => {
      if (bytes.length > 0) channel.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    },
    fail: (message) => channel.postMessage({ error: message }),
    end: () => channel.close(),
  });
  channel.on('message', (chunk: Uint8Array) => connection.receive(chunk));
  channel.on('close', () => connection.close());
}

port.on('message', (request: PgliteThreadRequest) => {
  if (request.type === 'connect') {
    serve(request.port);
    return;
  }
  void sessions
    .stop()
    .then(() => database.close())
    .then(
      () => port.postMessage({ type: 'closed' } satisfies PgliteThreadReply),
      (error: unknown) =>
        port.postMessage({
          type: 'closed',
          error: error instanceof Error ? error.message : String(error),
        } satisfies PgliteThreadReply),
    );
});

port.postMessage({ type: 'ready' } satisfies PgliteThreadReply);
