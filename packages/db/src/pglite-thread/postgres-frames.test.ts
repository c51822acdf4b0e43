import { describe, expect, it } from 'vitest';
import { ClientFrameReader, ProtocolError, readyForQueryStatus } from './postgres-frames';

function int32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function startup(): Uint8Array {
  const body = [...new TextEncoder().encode('user\0postgres\0\0')];
  return Uint8Array.from([...int32(8 + body.length), ...int32(196_608), ...body]);
}

function typed(type: string, body: number[] = []): Uint8Array {
  return Uint8Array.from([type.charCodeAt(0), ...int32(4 + body.length), ...body]);
}

function join(...parts: Uint8Array[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => [...part]));
}

const sslRequest = Uint8Array.from([...int32(8), ...int32(80_877_103)]);
const parse = typed('P', [0, ...new TextEncoder().encode('select 1'), 0, 0, 0]);
const bind = typed('B', [0, 0, 0, 0, 0, 0, 0, 0]);
const execute = typed('E', [0, 0, 0, 0, 0]);
const sync = typed('S');

describe('ClientFrameReader', () => {
  it('hands the start-up message alone, then typed messages that arrived together as one frame', () => {
    const reader = new ClientFrameReader();
    expect(reader.push(startup())).toEqual([{ kind: 'startup', bytes: startup() }]);
    const pipeline = join(parse, bind, execute, sync);
    expect(reader.push(pipeline)).toEqual([{ kind: 'messages', bytes: pipeline }]);
  });

  it('answers an SSL request before start-up and keeps bytes of an unfinished message for later', () => {
    const reader = new ClientFrameReader();
    const both = join(sslRequest, startup());
    expect(reader.push(both.slice(0, 11))).toEqual([{ kind: 'encryption-request' }]);
    expect(reader.push(both.slice(11))).toEqual([{ kind: 'startup', bytes: startup() }]);
    const pipeline = join(parse, bind, sync);
    // Split inside the Bind message: the whole messages go now, the rest when it is complete.
    const cut = parse.length + 3;
    expect(reader.push(pipeline.slice(0, cut))).toEqual([{ kind: 'messages', bytes: parse }]);
    expect(reader.push(pipeline.slice(cut))).toEqual([{ kind: 'messages', bytes: join(bind, sync) }]);
  });

  it('splits at a Terminate, which ends the connection', () => {
    const reader = new ClientFrameReader();
    reader.push(startup());
    expect(reader.push(join(parse, sync, typed('X')))).toEqual([
      { kind: 'messages', bytes: join(parse, sync) },
      { kind: 'terminate' },
    ]);
  });

  it('refuses a corrupt stream instead of waiting for a gigabyte', () => {
    const reader = new ClientFrameReader();
    reader.push(startup());
    expect(() => reader.push(Uint8Array.from([0x51, ...int32(2)]))).toThrow(ProtocolError);
    expect(() => new ClientFrameReader().push(Uint8Array.from([...int32(8), ...int32(1234)]))).toThrow(
      ProtocolError,
    );
  });
});

describe('readyForQueryStatus', () => {
  it('reads the transaction status a response ends with', () => {
    const complete = typed('C', [...new TextEncoder().encode('SELECT 1'), 0]);
    for (const status of ['I', 'T', 'E'] as const) {
      expect(readyForQueryStatus(join(complete, typed('Z', [status.charCodeAt(0)])))).toBe(status);
    }
    // No ReadyForQuery at the end: the client is between a Parse and its Sync.
    expect(readyForQueryStatus(complete)).toBeNull();
    expect(readyForQueryStatus(new Uint8Array(0))).toBeNull();
  });
});
