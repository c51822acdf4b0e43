/**
 * Several client connections sharing PGlite's one database session. Whole frames run one at a time in arrival
 * order, except that a connection that left the session mid-conversation keeps it to itself: inside a transaction
 * ('T' or 'E' in its last ReadyForQuery) or between a Parse and its Sync (an answer without ReadyForQuery). Other
 * connections' frames wait, so no one sees another's transaction or unnamed statement; when the holder goes away,
 * its conversation is ended (Sync, ROLLBACK) before anyone else goes on.
 *
 * Several connections let the database start the next query while the server thread is still reading the last
 * answer. Session settings (SET) and named prepared statements would be shared between connections, so the
 * server uses neither.
 */
import { ClientFrameReader, ProtocolError, readyForQueryStatus, type ClientFrame } from './postgres-frames';

/** The database: runs whole frontend messages and returns everything the backend answered. */
export type ExecuteProtocol = (bytes: Uint8Array) => Promise<Uint8Array>;

export interface ClientConnection {
  /** Bytes that arrived from the client. */
  receive(chunk: Uint8Array): void;
  /** The client went away. */
  close(): void;
}

export interface ClientSink {
  send(bytes: Uint8Array): void;
  /** The database failed (not an SQL error, which is an answer) or the client broke the protocol; then closed. */
  fail(message: string): void;
  /** Called once when the connection ends from this side (terminate, failure). */
  end(): void;
}

const NO_ENCRYPTION = 0x4e; // 'N'
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
const ROLLBACK = queryMessage('ROLLBACK');

interface Client {
  sink: ClientSink;
  open: boolean;
}

type Job = { client: Client; frame: ClientFrame } | { client: null; reset: true };

export class SessionMultiplexer {
  private readonly waiting: Job[] = [];
  /** The connection that must finish its conversation before anyone else runs. */
  private holder: Client | null = null;
  private running = false;
  private stopped = false;
  private idle: (() => void)[] = [];

  constructor(private readonly execute: ExecuteProtocol) {}

  connect(sink: ClientSink): ClientConnection {
    const client: Client = { sink, open: true };
    const reader = new ClientFrameReader();
    return {
      receive: (chunk) => {
        if (!client.open) return;
        let frames: ClientFrame[];
        try {
          frames = reader.push(chunk);
        } catch (error) {
          if (!(error instanceof ProtocolError)) throw error;
          this.fail(client, `protocol error: ${error.message}`);
          return;
        }
        for (const frame of frames) this.waiting.push({ client, frame });
        this.pump();
      },
      close: () => this.disconnect(client),
    };
  }

  /** Stops taking frames and resolves once the one running (if any) is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    if (!this.running) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
  }

  private disconnect(client: Client): void {
    if (!client.open) return;
    client.open = false;
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      if (this.waiting[i]!.client === client) this.waiting.splice(i, 1);
    }
    if (this.holder === client) this.reset();
  }

  /** Ends the conversation the holder left open before anyone else's frame runs. */
  private reset(): void {
    this.holder = null;
    if (this.waiting[0]?.client !== null) this.waiting.unshift({ client: null, reset: true });
    this.pump();
  }

  private fail(client: Client, message: string): void {
    if (!client.open) return;
    client.sink.fail(message);
    this.disconnect(client);
    client.sink.end();
  }

  private next(): Job | undefined {
    if (!this.holder) return this.waiting.shift();
    const at = this.waiting.findIndex((job) => job.client === this.holder || job.client === null);
    return at < 0 ? undefined : this.waiting.splice(at, 1)[0];
  }

  private pump(): void {
    if (this.running || this.stopped) return;
    const job = this.next();
    if (!job) return;
    this.running = true;
    void this.run(job).finally(() => {
      this.running = false;
      if (this.stopped) for (const resolve of this.idle.splice(0)) resolve();
      else this.pump();
    });
  }

  private async run(job: Job): Promise<void> {
    if (job.client === null) {
      // The holder went away mid-conversation: end it, so the next connection starts from a clean session.
      await this.execute(SYNC).catch(() => null);
      await this.execute(ROLLBACK).catch(() => null);
      return;
    }
    const { client, frame } = job;
    if (!client.open) return;
    if (frame.kind === 'encryption-request') {
      client.sink.send(Uint8Array.of(NO_ENCRYPTION));
      return;
    }
    if (frame.kind === 'terminate' || frame.kind === 'cancel-request') {
      this.disconnect(client);
      client.sink.end();
      return;
    }
    let answer: Uint8Array;
    try {
      answer = await this.execute(frame.bytes);
    } catch (error) {
      this.holder = client;
      this.fail(client, error instanceof Error ? error.message : String(error));
      return;
    }
    const holds = readyForQueryStatus(answer) !== 'I';
    if (!client.open) {
      // It went away while its frame ran: nobody reads the answer, and a conversation it left open is ended.
      if (holds) this.reset();
      return;
    }
    this.holder = holds ? client : null;
    client.sink.send(answer);
  }
}

/** A simple-protocol Query message. */
function queryMessage(text: string): Uint8Array {
  const body = new TextEncoder().encode(`${text}\0`);
  const message = new Uint8Array(5 + body.length);
  message[0] = 0x51; // 'Q'
  new DataView(message.buffer).setInt32(1, 4 + body.length);
  message.set(body, 5);
  return message;
}
