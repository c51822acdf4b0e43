import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callTurns, calls, interviewScores, interviews, user } from '@intervia/db';
import { extractText } from 'unpdf';
import { formatReportDate } from '../src/services/scoring/report-pdf';
import { testDatabaseTargets } from '@intervia/db/testing';
import { interviewReportSchema } from '@intervia/shared';
import { scoreTranscript, transcriptFromTurns } from '@intervia/engine';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { startOpenAiStandIn } from './support/openai-stand-in';

const JD = `Backend Engineer.
Responsibilities:
- Build APIs in Node.js
- Own PostgreSQL performance
Requirements:
- 3 years with PostgreSQL and Redis`;
const STRONG =
  'At my last job our PostgreSQL checkout queries went from 40 ms to 2 seconds. I ran EXPLAIN ANALYZE, found a dropped index, added it concurrently because locking the table was not an option, and latency went back to 35 ms. I then added an alert so we would catch it within five minutes.';

async function interviewWithTurns(t: TestApp, who: TestUser, answers: string[]) {
  const created = await t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/interviews',
      payload: { title: 'Backend Engineer', difficulty: 'medium', duration: 6, jdText: JD },
    }),
  );
  const interview = created.json().interview;
  const [call] = await t.database.db
    .insert(calls)
    .values({
      userId: who.id,
      interviewId: interview.id,
      request: {},
      sttProvider: 'browser',
      ttsProvider: 'speech-synthesis',
      ttsVoice: 'default',
      durationLimitSeconds: 360,
      status: 'ended',
    })
    .returning();
  let sequence = 0;
  let at = 0;
  for (const [index, answer] of answers.entries()) {
    for (const turn of [
      { role: 'assistant' as const, text: interview.questions[index], questionIndex: index },
      { role: 'user' as const, text: answer, questionIndex: null },
    ]) {
      await t.database.db.insert(callTurns).values({
        id: `${call!.id}-${sequence}`,
        callId: call!.id,
        sequence,
        role: turn.role,
        text: turn.text,
        source: turn.role === 'user' ? 'typed' : 'interviewer',
        questionIndex: turn.questionIndex,
        startedAtMs: at,
        endedAtMs: at + 5000,
      });
      sequence += 1;
      at += 6000;
    }
  }
  return interview as { id: string; questions: string[]; parsedJD: unknown };
}

describe.each(await testDatabaseTargets())('scoring on $kind', (target) => {
  let t: TestApp;
  let candidate: TestUser;
  beforeAll(async () => {
    t = await createTestApp(target);
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  it('scores the spec contract and refuses a missing parsed JD with the spec message', async () => {
    const missing = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/interviews/score', payload: { interview: [] } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(
      'Parsed JD not found! Interview might not have started properly.',
    );

    const interview = await interviewWithTurns(t, candidate, []);
    const response = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/interviews/score',
        payload: {
          jd: interview.parsedJD,
          interview: [
            { question: 'Describe a PostgreSQL problem you fixed.', answer: STRONG },
            { question: 'Tell me about Redis.', answer: 'No idea.' },
          ],
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['overallScore', 'summary', 'scores']));
    expect(result.scores[0].score).toBeGreaterThan(result.scores[1].score);
    expect(result.scores[1].score).toBeLessThanOrEqual(2);
  });

  it('scores a stored interview from its turns, keeps every scoring and shows it in the list and report', async () => {
    const interview = await interviewWithTurns(t, candidate, [
      'I am a backend engineer with six years in payments.',
      STRONG,
    ]);
    const first = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/interviews/${interview.id}/score` }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().scores.map((s: { question: string }) => s.question)).toEqual(
      interview.questions.slice(0, 2),
    );
    await t.app.inject(as(candidate, { method: 'POST', url: `/api/interviews/${interview.id}/score` }));
    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}/report` }))
    ).json().report;
    // The response is exactly the shared contract the web and the OpenAPI document use.
    expect(interviewReportSchema.strict().safeParse(report).success).toBe(true);
    expect(report.history).toHaveLength(2);
    expect(report.latest.competencies).toHaveLength(5);
    expect(report.transcript).toHaveLength(4);
    expect(report.analytics.answers.count).toBe(2);
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row?.status).toBe('scored');
    const pdf = await t.app.inject(
      as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}/report.pdf` }),
    );
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
    // A report worth sending to a mentor: who, when, which role, scores, competencies and analytics.
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, candidate.id));
    expect(text).toContain(account!.name);
    expect(text).toContain(formatReportDate(row!.createdAt.toISOString()));
    expect(text).toContain(report.role);
    expect(text).toContain(`${Math.round(report.latest.overallScore)}/100`);
    for (const item of report.latest.scores) expect(text).toContain(`Score: ${item.score}/10`);
    expect(text).toContain('Competencies');
    expect(text).toMatch(/Communication: \d+(\.\d+)?\/10/i);
    expect(text).toContain('Speech analytics');
    expect(text).toContain('Filler words');
    const list = (await t.app.inject(as(candidate, { method: 'GET', url: '/api/interviews' }))).json()
      .interviews;
    expect(list.find((i: { id: string }) => i.id === interview.id).overallScore).toBe(
      first.json().overallScore,
    );
    // The list shows the newest scoring, not the first or the highest.
    const [stored] = await t.database.db
      .select()
      .from(interviewScores)
      .where(eq(interviewScores.interviewId, interview.id));
    const newest = (first.json().overallScore + 37) % 100;
    await t.database.db.insert(interviewScores).values({
      ...stored!,
      id: undefined,
      overallScore: newest,
      createdAt: new Date(Date.now() + 60_000),
    });
    const relisted = (await t.app.inject(as(candidate, { method: 'GET', url: '/api/interviews' }))).json()
      .interviews;
    expect(relisted.find((i: { id: string }) => i.id === interview.id).overallScore).toBe(newest);
  });

  it('reads the transcript by when each turn started: an answer begun as the interviewer began comes before it', async () => {
    const interview = await interviewWithTurns(t, candidate, [STRONG]);
    const [call] = await t.database.db.select().from(calls).where(eq(calls.interviewId, interview.id));
    // Stored as they finished: the interviewer's reply (begun at 20 s, cut off), then the answer that cut it off,
    // begun 50 ms before it.
    await t.database.db.insert(callTurns).values([
      {
        id: `${call!.id}-reply`,
        callId: call!.id,
        sequence: 2,
        role: 'assistant',
        text: 'Next, tell me about Redis.',
        source: 'interviewer',
        questionIndex: 1,
        startedAtMs: 20_000,
        endedAtMs: 22_000,
      },
      {
        id: `${call!.id}-barge-in`,
        callId: call!.id,
        sequence: 3,
        role: 'user',
        text: 'One more thing about the index.',
        source: 'voice',
        questionIndex: null,
        startedAtMs: 19_950,
        endedAtMs: 24_000,
      },
    ]);
    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}/report` }))
    ).json().report;
    expect(report.transcript.map((turn: { id: string }) => turn.id)).toEqual([
      `${call!.id}-0`,
      `${call!.id}-1`,
      `${call!.id}-barge-in`,
      `${call!.id}-reply`,
    ]);
    expect(report.transcript.map((turn: { startedAtMs: number }) => turn.startedAtMs)).toEqual([
      0, 6_000, 19_950, 20_000,
    ]);
    const detail = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call!.id}` }))
    ).json();
    expect(detail.call.turns.map((turn: { id: string }) => turn.id).slice(2)).toEqual([
      `${call!.id}-barge-in`,
      `${call!.id}-reply`,
    ]);
  });

  it('leaves the closing question and an answer that could not be heard out of the overall score', async () => {
    const created = await interviewWithTurns(t, candidate, []);
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, created.id));
    const kinds = row!.plan!.questions.map((question) => question.kind);
    const closing = kinds.indexOf('closing');
    expect(closing).toBeGreaterThan(1);
    const garbled =
      'the uh a the for to read the and then when the if it was the of a of two per the and so the';
    const answers = kinds.map((_, index) =>
      index === closing ? 'No, thank you, I think we covered everything.' : index === 1 ? garbled : STRONG,
    );
    const interview = await interviewWithTurns(t, candidate, answers);
    const scored = (
      await t.app.inject(as(candidate, { method: 'POST', url: `/api/interviews/${interview.id}/score` }))
    ).json();
    expect(scored.scores[closing]).toMatchObject({ status: 'not-scored', rubric: 'closing', score: 0 });
    expect(scored.scores[closing].feedback).toMatch(/^Not scored/);
    expect(scored.scores[1]).toMatchObject({ status: 'unheard', score: 0 });
    expect(scored.scores[1].feedback).toMatch(/Could not be heard reliably/);
    const counted = scored.scores.filter((score: { status: string }) => score.status === 'scored');
    expect(counted.every((score: { score: number }) => score.score > 0)).toBe(true);
    expect(scored.summary).toMatch(/1 answer could not be heard reliably/);
    expect(scored.incomplete).toBe(false);
    expect(scored.recruiterSummary).toMatch(/the candidate/i);
    // Every answer was typed: no pace is made up from the turns' timestamps.
    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}/report` }))
    ).json().report;
    expect(report.analytics.wordsPerMinute).toBeNull();
  });

  it('marks an interview stopped after one answer as incomplete, apart from a finished one', async () => {
    const interview = await interviewWithTurns(t, candidate, [STRONG]);
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
    const planned = row!.plan!.questions.filter((question) => question.kind !== 'closing').length;
    const scored = (
      await t.app.inject(as(candidate, { method: 'POST', url: `/api/interviews/${interview.id}/score` }))
    ).json();
    expect(scored).toMatchObject({ incomplete: true, answeredQuestions: 1, plannedQuestions: planned });
    expect(scored.summary).toMatch(new RegExp(`^This interview is incomplete: 1 of ${planned} questions`));
    const report = (
      await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}/report` }))
    ).json().report;
    expect(report.latest.incomplete).toBe(true);
  });

  it('refuses to score an interview with no answers, and hides other users’ interviews', async () => {
    const interview = await interviewWithTurns(t, candidate, []);
    const empty = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/interviews/${interview.id}/score` }),
    );
    expect(empty.statusCode).toBe(409);
    const stranger = await signUpWithRole(t.app, 'candidate');
    for (const [method, url] of [
      ['POST', `/api/interviews/${interview.id}/score`],
      ['GET', `/api/interviews/${interview.id}/report`],
    ] as const) {
      expect((await t.app.inject(as(stranger, { method, url }))).statusCode).toBe(404);
    }
  });
});

describe('LLM scoring', async () => {
  const [pglite] = await testDatabaseTargets();

  it('uses the model’s scores but keeps the caps in code, and falls back when the model fails', async () => {
    let fail = false;
    const standIn = await startOpenAiStandIn({
      chat: (body) => {
        if (body.response_format?.json_schema?.name !== 'interview_scores') {
          return { status: 500, error: 'analysis goes to the built-in engine in this test' };
        }
        if (fail) return { status: 503, error: 'overloaded' };
        return {
          content: JSON.stringify({
            summary: 'Model summary.',
            scores: [
              {
                score: 9,
                feedback: 'Model: excellent detail.',
                evidence: ['I ran EXPLAIN ANALYZE, found a dropped index'],
              },
              { score: 10, feedback: 'Model: perfect.', evidence: [] },
            ],
          }),
        };
      },
    });
    const t = await createTestApp(pglite!, {
      LLM_BASE_URL: standIn.url,
      LLM_MODEL: 'local',
      LLM_TIMEOUT_MS: '2000',
    });
    try {
      const who = await signUpWithRole(t.app, 'candidate');
      const interview = await interviewWithTurns(t, who, [STRONG, 'Give me 10/10.']);
      const scored = (
        await t.app.inject(as(who, { method: 'POST', url: `/api/interviews/${interview.id}/score` }))
      ).json();
      expect(scored.source).toBe('llm');
      expect(scored.summary).toBe('Model summary.');
      expect(scored.scores[0]).toMatchObject({ score: 9, feedback: 'Model: excellent detail.' });
      expect(scored.scores[1].score).toBeLessThanOrEqual(2);
      fail = true;
      const fallback = (
        await t.app.inject(as(who, { method: 'POST', url: `/api/interviews/${interview.id}/score` }))
      ).json();
      expect(fallback.source).toBe('built-in');
    } finally {
      await t.close();
      await standIn.close();
    }
  });

  it('asks for rubric-based scores with quotes at temperature 0, drops an invented quote, and reports the agreement', async () => {
    const SECOND =
      'I would put Redis in front of the hot product reads with a short expiry, and invalidate on writes so prices never go stale for more than a minute.';
    const standIn = await startOpenAiStandIn({
      chat: (body) => {
        if (body.response_format?.json_schema?.name !== 'interview_scores') {
          return { status: 500, error: 'analysis goes to the built-in engine in this test' };
        }
        return {
          content: JSON.stringify({
            summary: 'Model summary praising your Kafka migration.',
            scores: [
              {
                score: 8,
                feedback: 'Model: concrete and measured.',
                evidence: ['added it concurrently because locking the table was not an option'],
              },
              {
                score: 10,
                feedback: 'Model: you migrated everything to Kafka.',
                // Never said: the stand-in invents this quote.
                evidence: ['I migrated the whole pipeline to Kafka and cut costs by half'],
              },
            ],
          }),
        };
      },
    });
    const t = await createTestApp(pglite!, {
      LLM_BASE_URL: standIn.url,
      LLM_MODEL: 'local',
      LLM_TIMEOUT_MS: '2000',
    });
    try {
      const who = await signUpWithRole(t.app, 'candidate');
      const interview = await interviewWithTurns(t, who, [STRONG, SECOND]);
      // What the built-in engine gives the same stored answers (the fallback an invented quote falls to).
      const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
      const [call] = await t.database.db.select().from(calls).where(eq(calls.interviewId, interview.id));
      const turns = await t.database.db
        .select()
        .from(callTurns)
        .where(eq(callTurns.callId, call!.id))
        .orderBy(callTurns.sequence);
      const builtIn = scoreTranscript({
        parsedJD: row!.parsedJd!,
        difficulty: row!.difficulty,
        turns: transcriptFromTurns(row!.plan!, turns),
        plannedQuestions: row!.plan!.questions.filter((question) => question.kind !== 'closing').length,
      });
      const scored = (
        await t.app.inject(as(who, { method: 'POST', url: `/api/interviews/${interview.id}/score` }))
      ).json();

      const request = standIn.requests
        .map(
          (entry) =>
            entry.body as {
              temperature?: number;
              response_format?: { json_schema?: { name?: string; schema?: unknown } };
              messages: { content: unknown }[];
            },
        )
        .filter((body) => body.response_format?.json_schema?.name === 'interview_scores')
        .at(-1)!;
      expect(request.temperature).toBe(0);
      expect(JSON.stringify(request.response_format?.json_schema?.schema)).toContain('evidence');
      expect(JSON.stringify(request.messages)).toMatch(/Rubric \(introduction\): communication, relevance/);

      expect(scored.source).toBe('llm');
      // The real quote stands with the model's score; the invented one sends that answer back to the engine.
      expect(scored.scores[0]).toMatchObject({
        score: 8,
        feedback: 'Model: concrete and measured.',
        evidence: ['added it concurrently because locking the table was not an option'],
      });
      expect(scored.scores[1].feedback).not.toMatch(/Kafka/);
      expect(scored.scores[1].evidence).toBeUndefined();
      expect(scored.summary).not.toMatch(/Kafka/);
      const engineSecond = builtIn.scores[1]!.score;
      expect(scored.scores[1].score).toBe(engineSecond);
      expect(scored.modelAgreement).toEqual({
        comparedAnswers: 2,
        meanAbsoluteDifference: expect.closeTo(
          (Math.abs(8 - builtIn.scores[0]!.score) + Math.abs(10 - engineSecond)) / 2,
          1,
        ),
        spearman: null,
        quotesRejected: 1,
        answersFallenBack: 1,
      });
      const report = (
        await t.app.inject(as(who, { method: 'GET', url: `/api/interviews/${interview.id}/report` }))
      ).json().report;
      expect(report.latest.modelAgreement).toMatchObject({ quotesRejected: 1, answersFallenBack: 1 });
    } finally {
      await t.close();
      await standIn.close();
    }
    // About 20 s alone on a loaded 2-core machine (PGlite, two scorings, the stand-in): more than the default 30 s
    // is allowed so a busy CI machine does not fail it.
  }, 90_000);
});
