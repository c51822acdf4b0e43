/**
 * Nothing lost in a database outage (H13, live calls): a typed answer given while the database refuses connections
 * is shown, the candidate is told once that it is kept, the interview goes on, and the answer is stored — once, in
 * order — as soon as the database is back. PostgreSQL only: the app's database stops taking connections and its open
 * ones are terminated, then connections are allowed again (a closed PGlite cannot come back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { cutOffPostgresDatabase } from './support/postgres-outage';
import { as, type TestUser } from './auth-helpers';
import {
  DATA_ANALYST_ANSWER,
  DATA_ANALYST_JD,
  listeningWithPracticeInterview,
  startWebCall,
} from './interview-helpers';
import { CallClient, CLIENT_HELLO as hello } from './support/call-client';
import { HELD_ANSWER_MESSAGE } from '../src/voice/session/holding-turn-store';

const JD = DATA_ANALYST_JD;
const ANSWER = DATA_ANALYST_ANSWER;

const postgres = (await testDatabaseTargets()).filter((target) => target.kind === 'postgres');

describe.skipIf(postgres.length === 0).each(postgres)(
  'a live call during a database outage on $kind',
  (target) => {
    let database: DatabaseConnection;
    let t: TestApp;
    let baseUrl: string;
    let candidate: TestUser;
    let interviewId: string;

    beforeAll(async () => {
      database = await target.connect();
      t = await createTestApp(target, {}, { database });
      ({ baseUrl, candidate, interviewId } = await listeningWithPracticeInterview(t, {
        title: 'Data Analyst',
        jdText: JD,
      }));
    });
    afterAll(async () => {
      await t.close();
      await database.close().catch(() => {});
    });

    /** Stops the app's database under the running app; returns how to bring it back. */
    const stopDatabase = () => cutOffPostgresDatabase(database);

    it('holds a typed answer given during the outage and stores it once, in order, when the database is back', async () => {
      const call = await startWebCall(t.app, baseUrl, candidate, interviewId);
      const client = await CallClient.open(call.webCallUrl);
      client.send(hello);
      const greeting = await client.waitFor(
        'transcript',
        (m) => m.role === 'assistant' && m.transcriptType === 'final',
      );

      const restart = await stopDatabase();
      let restarted = false;
      try {
        client.send({
          type: 'user-transcript',
          transcript: ANSWER,
          transcriptType: 'final',
          source: 'typed',
        });
        const notice = await client.waitFor('error');
        expect(notice).toEqual({
          type: 'error',
          errorType: 'answer-held',
          message: HELD_ANSWER_MESSAGE,
          fatal: false,
        });
        // The answer is shown and the interview goes on: the interviewer asks the next question.
        const caption = await client.waitFor(
          'transcript',
          (m) => m.role === 'user' && m.transcriptType === 'final',
        );
        expect(caption.transcript).toBe(ANSWER);
        await client.waitFor(
          'transcript',
          (m) => m.role === 'assistant' && m.transcriptType === 'final' && m.turnId !== greeting.turnId,
        );
        expect(client.closed).toBeNull();

        await restart();
        restarted = true;
        // Held turns are retried 1 s, then 2 s, 4 s … after the failure: both are written once the database is back.
        await expect
          .poll(
            async () => {
              const response = await t.app.inject(
                as(candidate, { method: 'GET', url: `/api/call/${call.id}` }),
              );
              if (response.statusCode !== 200) return [];
              return response.json().call.turns.map((turn: { role: string; text: string }) => turn.role);
            },
            { timeout: 20_000, interval: 250 },
          )
          .toEqual(['assistant', 'user', 'assistant']);
        const turns = (
          await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call.id}` }))
        ).json().call.turns;
        expect(turns[1]).toMatchObject({ text: ANSWER, source: 'typed', id: caption.turnId });
        expect(client.messages.filter((m) => m.type === 'error')).toHaveLength(1);

        client.send({ type: 'end-call' });
        await client.waitFor('status-update', (m) => m.status === 'ended');
        client.socket.close();
      } finally {
        if (!restarted) await restart();
      }
    }, 40_000);
  },
);
