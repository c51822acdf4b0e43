import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, type DatabaseConnection } from '../client';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

describe('embedded PGlite on its own thread', () => {
  let connection: DatabaseConnection;
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await connection.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    connection = await connectDatabase({ kind: 'pglite' });
    await connection.db.execute(sql`create table notes (id int primary key, body text not null)`);
  });
  afterAll(async () => {
    await connection.close();
  });

  it('keeps a transaction to itself while queries of other connections wait for it', async () => {
    const { db } = connection;
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'inside')`);
      await held;
      await tx.execute(sql`insert into notes values (2, 'inside')`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = rowsOf<{ n: number }>(sql`select count(*)::int as n from notes`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseTransaction();
    await transaction;
    // The outside query ran after the commit: it never saw the half-done transaction.
    expect((await outside)[0]!.n).toBe(2);
  });

  it('rolls a failed transaction back and answers SQL errors as errors', async () => {
    const { db } = connection;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'rolled back')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(db.execute(sql`insert into notes values (1, 'duplicate')`)).rejects.toThrow();
    const rows = await rowsOf<{ id: number }>(sql`select id from notes order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('runs many queries at once from several connections, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => rowsOf<{ i: number }>(sql`select ${i}::int as i`)),
    );
    expect(answers.map((rows) => rows[0]!.i)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });
});

describe('the PGlite thread and its connections', () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await startPgliteThread({ dataDir: null });
  });
  afterAll(async () => {
    await thread.close();
  });

  const client = () =>
    new pg.Client({ stream: () => thread.socket(), user: 'postgres', database: 'postgres' });

  it('rolls back what a connection left open when it went away, so the next one starts clean', async () => {
    const first = client();
    first.on('error', () => {});
    await first.connect();
    await first.query('create table marks (n int)');
    await first.query('begin');
    await first.query('insert into marks values (1)');
    // Gone without COMMIT (a crashed request, a dropped pool client).
    (first as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = client();
    await second.connect();
    expect((await second.query('select count(*)::int as n from marks')).rows[0].n).toBe(0);
    // Not inside the abandoned transaction: what it writes now stays.
    await second.query('insert into marks values (2)');
    await second.end();
    const third = client();
    await third.connect();
    expect((await third.query('select n from marks')).rows).toEqual([{ n: 2 }]);
    await third.end();
  });

  it('reports a thread that stops without close(), and fails its connections', async () => {
    const reasons: string[] = [];
    const crashing = await startPgliteThread({ dataDir: null, onStopped: (reason) => reasons.push(reason) });
    const open = new pg.Client({ stream: () => crashing.socket(), user: 'postgres', database: 'postgres' });
    const failed = new Promise<Error>((resolve) => open.on('error', resolve));
    await open.connect();
    await crashing.thread.terminate();
    // The connection's channel closes with the thread (pg: "Connection terminated unexpectedly").
    expect((await failed).message).toMatch(/terminated unexpectedly|embedded database thread stopped/);
    await expect.poll(() => reasons.length).toBe(1);
    const late = new pg.Client({ stream: () => crashing.socket(), user: 'postgres', database: 'postgres' });
    late.on('error', () => {});
    await expect(late.connect()).rejects.toThrow(/embedded database thread stopped \(exit code/);
    // A clean close is not a crash.
    const closing = await startPgliteThread({ dataDir: null, onStopped: (reason) => reasons.push(reason) });
    await closing.close();
    expect(reasons).toHaveLength(1);
  });

  it('fails connections with a clear error once the thread has stopped', async () => {
    const stopped = await startPgliteThread({ dataDir: null });
    await stopped.close();
    const late = new pg.Client({ stream: () => stopped.socket(), user: 'postgres', database: 'postgres' });
    late.on('error', () => {});
    await expect(late.connect()).rejects.toThrow(/embedded database thread stopped/);
  });
});
