/**
 * Cuts a PostgreSQL client's byte stream (frontend protocol v3) into whole messages, so the PGlite thread hands
 * the database complete messages only. Pure; no I/O.
 *
 * Before start-up a client sends untyped messages (an int32 length, then an int32 code: start-up, SSL request,
 * cancel request); after it, every message is a type byte and an int32 length that counts itself but not the type.
 */

/** Protocol 3.0, the code of a start-up message. */
const PROTOCOL_3 = 196_608;
/** The codes of the untyped requests that are not a start-up. */
const SSL_REQUEST = 80_877_103;
const GSS_ENCRYPTION_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** 'X', the message a client sends before it closes the connection. */
const TERMINATE = 0x58;
/** Anything longer is not a message a client of this server sends: the stream is corrupt. */
const MAX_MESSAGE_BYTES = 1 << 30;

export type ClientFrame =
  /** Start-up, or typed messages (one or more, whole) the database answers in one go. */
  | { kind: 'startup' | 'messages'; bytes: Uint8Array }
  /** An SSL or GSS encryption request: answer 'N' (no encryption) and go on. */
  | { kind: 'encryption-request' }
  /** A cancel request (not supported; the client gets nothing back and its connection closes). */
  | { kind: 'cancel-request' }
  | { kind: 'terminate' };

export class ProtocolError extends Error {}

function readInt32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getInt32(0);
}

/**
 * Buffers what arrives and hands back whole frames in order. Typed messages that arrive together stay together,
 * so a client's Parse/Bind/Execute/Sync pipeline reaches the database as one frame.
 */
export class ClientFrameReader {
  private pending: Uint8Array = new Uint8Array(0);
  private started = false;

  push(chunk: Uint8Array): ClientFrame[] {
    this.pending = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    const frames: ClientFrame[] = [];
    let at = 0;
    let typedFrom = -1;
    const flushTyped = (end: number) => {
      if (typedFrom >= 0 && end > typedFrom) {
        frames.push({ kind: 'messages', bytes: this.pending.slice(typedFrom, end) });
      }
      typedFrom = -1;
    };
    while (at < this.pending.length) {
      if (!this.started) {
        if (this.pending.length - at < 8) break;
        const length = readInt32(this.pending, at);
        const code = readInt32(this.pending, at + 4);
        if (length < 8 || length > MAX_MESSAGE_BYTES)
          throw new ProtocolError(`bad start-up length ${length}`);
        if (this.pending.length - at < length) break;
        if (code === PROTOCOL_3) {
          frames.push({ kind: 'startup', bytes: this.pending.slice(at, at + length) });
          this.started = true;
        } else if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
          frames.push({ kind: 'encryption-request' });
        } else if (code === CANCEL_REQUEST) {
          frames.push({ kind: 'cancel-request' });
        } else {
          throw new ProtocolError(`unsupported start-up code ${code}`);
        }
        at += length;
        continue;
      }
      if (this.pending.length - at < 5) break;
      const type = this.pending[at]!;
      const length = readInt32(this.pending, at + 1);
      if (length < 4 || length > MAX_MESSAGE_BYTES) throw new ProtocolError(`bad message length ${length}`);
      if (this.pending.length - at < 1 + length) break;
      if (type === TERMINATE) {
        flushTyped(at);
        frames.push({ kind: 'terminate' });
      } else if (typedFrom < 0) {
        typedFrom = at;
      }
      at += 1 + length;
    }
    flushTyped(at);
    this.pending = at === this.pending.length ? new Uint8Array(0) : this.pending.slice(at);
    return frames;
  }
}

/** The transaction status a response ends with ('I' idle, 'T' in a transaction, 'E' in a failed one), if any. */
export function readyForQueryStatus(response: Uint8Array): 'I' | 'T' | 'E' | null {
  // ReadyForQuery is 'Z', int32 5, one status byte, and always the last message of a response.
  const at = response.length - 6;
  if (at < 0 || response[at] !== 0x5a || readInt32(response, at + 1) !== 5) return null;
  const status = String.fromCharCode(response[at + 5]!);
  return status === 'I' || status === 'T' || status === 'E' ? status : null;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
