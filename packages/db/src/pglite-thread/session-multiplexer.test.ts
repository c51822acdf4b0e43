import { describe, expect, it } from 'vitest';
import { SessionMultiplexer, type ClientSink } from './session-multiplexer';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function int32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}
function typed(type: string, body: number[] = []): Uint8Array {
  return Uint8Array.from([type.charCodeAt(0), ...int32(4 + body.length), ...body]);
}
const query = (text: string) => typed('Q', [...encoder.encode(text), 0]);
const parseOnly = (text: string) => typed('P', [0, ...encoder.encode(text), 0, 0, 0]);
const startup = Uint8Array.from([...int32(8), ...int32(196_608)]);
const sslRequest = Uint8Array.from([...int32(8), ...int32(80_877_103)]);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A stand-in for PGlite's one session: it logs what it ran (query text, or the message type) and answers with
 * ReadyForQuery carrying its transaction status — except after a Parse without Sync, which gets no ReadyForQuery.
 */
function fakeDatabase(options: { failOn?: string } = {}) {
  const ran: string[] = [];
  let status = 'I';
  const execute = async (bytes: Uint8Array) => {
    await tick();
    const type = String.fromCharCode(bytes[0]!);
    const text =
      type === 'Q' || type === 'P' ? decoder.decode(bytes.subarray(5, -1)).replace(/\0.*$/s, '') : '';
    const label = bytes[0] === 0 ? 'startup' : type === 'Q' ? text : type;
    ran.push(label);
    if (options.failOn && label === options.failOn) throw new Error('wasm aborted');
    if (text === 'BEGIN') status = 'T';
    if (text === 'COMMIT' || text === 'ROLLBACK') status = 'I';
    if (type === 'P') return Uint8Array.of(0x31, 0, 0, 0, 4); // ParseComplete, no ReadyForQuery
    return Uint8Array.of(0x5a, 0, 0, 0, 5, status.charCodeAt(0));
  };
  return { ran, execute };
}

function client(mux: SessionMultiplexer) {
  const events: string[] = [];
  const sink: ClientSink = {
    send: (bytes) => events.push(bytes.length === 1 ? `sent ${String.fromCharCode(bytes[0]!)}` : 'answer'),
    fail: (message) => events.push(`failed: ${message}`),
    end: () => events.push('ended'),
  };
  const connection = mux.connect(sink);
  return {
    events,
    send: (...messages: Uint8Array[]) => {
      for (const message of messages) connection.receive(message);
    },
    close: () => connection.close(),
  };
}

async function settle() {
  for (let i = 0; i < 20; i += 1) await tick();
}

/** Two connections past start-up, on a fresh stand-in database. */
async function twoStartedClients() {
  const db = fakeDatabase();
  const mux = new SessionMultiplexer(db.execute);
  const a = client(mux);
  const b = client(mux);
  a.send(startup);
  b.send(startup);
  await settle();
  return { db, a, b };
}

describe('SessionMultiplexer', () => {
  it('runs frames from several connections in arrival order while no one holds the session', async () => {
    const db = fakeDatabase();
    const mux = new SessionMultiplexer(db.execute);
    const a = client(mux);
    const b = client(mux);
    a.send(startup, query('select a1'));
    b.send(startup, query('select b1'));
    a.send(query('select a2'));
    await settle();
    expect(db.ran).toEqual(['startup', 'select a1', 'startup', 'select b1', 'select a2']);
    expect(a.events).toEqual(['answer', 'answer', 'answer']);
    expect(b.events).toEqual(['answer', 'answer']);
  });

  it('lets a connection in a transaction finish it before anyone else runs', async () => {
    const { db, a, b } = await twoStartedClients();
    a.send(query('BEGIN'));
    b.send(query('select b-outside'));
    await settle();
    // b's query waits: a's transaction is open.
    expect(db.ran).toEqual(['startup', 'startup', 'BEGIN']);
    a.send(query('insert a'), query('COMMIT'));
    await settle();
    expect(db.ran).toEqual(['startup', 'startup', 'BEGIN', 'insert a', 'COMMIT', 'select b-outside']);
  });

  it('keeps the session for a connection between its Parse and its Sync', async () => {
    const { db, a, b } = await twoStartedClients();
    a.send(parseOnly('select $1'));
    b.send(query('select b'));
    await settle();
    expect(db.ran.at(-1)).toBe('P');
    a.send(query('select a-after-parse'));
    await settle();
    expect(db.ran.slice(-2)).toEqual(['select a-after-parse', 'select b']);
  });

  it('ends the conversation of a connection that leaves mid-transaction before the next one runs', async () => {
    const db = fakeDatabase();
    const mux = new SessionMultiplexer(db.execute);
    const a = client(mux);
    const b = client(mux);
    a.send(startup, query('BEGIN'));
    await settle();
    b.send(startup);
    a.close();
    await settle();
    expect(db.ran).toEqual(['startup', 'BEGIN', 'S', 'ROLLBACK', 'startup']);
    expect(b.events).toEqual(['answer']);
  });

  it('tells a connection when the database itself fails, ends it, and goes on with the others', async () => {
    const db = fakeDatabase({ failOn: 'select boom' });
    const mux = new SessionMultiplexer(db.execute);
    const a = client(mux);
    const b = client(mux);
    a.send(startup, query('select boom'), query('select never'));
    b.send(startup, query('select b'));
    await settle();
    expect(a.events).toEqual(['answer', 'failed: wasm aborted', 'ended']);
    expect(db.ran).not.toContain('select never');
    expect(db.ran.slice(-3)).toEqual(['ROLLBACK', 'startup', 'select b']);
    expect(b.events).toEqual(['answer', 'answer']);
  });

  it('answers an SSL request with N, closes on Terminate and on a broken stream', async () => {
    const db = fakeDatabase();
    const mux = new SessionMultiplexer(db.execute);
    const a = client(mux);
    a.send(sslRequest, startup, typed('X'));
    await settle();
    expect(a.events).toEqual(['sent N', 'answer', 'ended']);
    const broken = client(mux);
    broken.send(startup, Uint8Array.from([0x51, ...int32(1)]));
    await settle();
    expect(broken.events).toEqual(['failed: protocol error: bad message length 1', 'ended']);
  });

  it('stops after the frame in progress, dropping what waits', async () => {
    const db = fakeDatabase();
    const mux = new SessionMultiplexer(db.execute);
    const a = client(mux);
    a.send(startup, query('select 1'));
    await mux.stop();
    await settle();
    expect(db.ran).toEqual(['startup']);
  });
});
