/**
 * First-round applications end to end over the API: consent, the recruiter's question set, a typed interview over
 * the WebSocket, automatic scoring, ranking, statuses and notes, human review, one-time invite links — and that
 * no organisation ever reads another's jobs or applicants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isAddressedTo, readEml } from '../src/services/mail/read-eml';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calls, interviews, jobInvites } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { APPLICATION_MESSAGES, applicantViewSchema } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { firstRoundPosting, postJob, publishJob } from './job-helpers';
import { startWebCall } from './interview-helpers';
import { addMember, createOrganization } from './org-helpers';
import { CallClient, CLIENT_HELLO } from './support/call-client';

const posting = firstRoundPosting;

const STRONG_ANSWER =
  'At my last company I designed the payment API in TypeScript on Node.js with PostgreSQL. I profiled the slow queries, added two indexes and a Redis cache, and cut p95 latency from 900 ms to 120 ms, which lifted checkout conversion by 4 percent.';
const WEAK_ANSWER = 'Not sure.';

describe.each(await testDatabaseTargets())('first-round applications on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let ownerA: TestUser;
  let memberA: TestUser;
  let ownerB: TestUser;
  let orgA: string;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ownerA = await signUpWithRole(t.app, 'recruiter');
    ownerB = await signUpWithRole(t.app, 'recruiter');
    orgA = await createOrganization(t.app, ownerA, 'Acme');
    await createOrganization(t.app, ownerB, 'Globex');
    memberA = await addMember(t.app, ownerA, orgA, 'member');
    jobId = await newJob(ownerA, posting(), true);
  });
  afterAll(async () => {
    await t.close();
  });

  const newJob = (owner: TestUser, body: Record<string, unknown>, publish: boolean): Promise<string> =>
    (publish ? publishJob : postJob)(t.app, owner, body);

  const apply = (who: TestUser, id: string, payload: object = { consent: true }) =>
    t.app.inject(as(who, { method: 'POST', url: `/api/jobs/${id}/apply`, payload }));

  /** Takes the first-round interview with typed answers until the interviewer closes it, then ends the call. */
  async function takeInterview(who: TestUser, interviewId: string, answer: string) {
    const call = await startWebCall(t.app, baseUrl, who, interviewId);
    const client = await CallClient.open(call.webCallUrl);
    client.send(CLIENT_HELLO);
    await client.waitFor('call-ready');
    let seen = 0;
    for (let turn = 0; turn < 12 && !client.closed; turn += 1) {
      await client.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
      const finals = client.finalAssistantTurns();
      if (finals.length === seen) break;
      seen = finals.length;
      if (client.messages.some((m) => m.type === 'status-update' && m.status === 'ended')) break;
      client.answerTyped(answer);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (client.finalAssistantTurns().length === seen) {
        await client
          .waitFor(
            'transcript',
            (m) => m.role === 'assistant' && m.transcriptType === 'final' && !finals.includes(m),
          )
          .catch(() => null);
      }
    }
    if (!client.messages.some((m) => m.type === 'status-update' && m.status === 'ended')) {
      await client.endCall();
    }
    client.close();
    // The call's end is recorded and the interview scored just after the socket closes.
    for (let i = 0; i < 50; i += 1) {
      const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
      if (row?.status === 'scored') return call.id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the first-round interview was not scored after the call');
  }

  it('asks for consent to the AI disclosure before anything is created', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const refused = await apply(candidate, jobId, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Please read and accept how the AI interview works before you start.',
    );
    const list = await t.app.inject(as(candidate, { method: 'GET', url: '/api/candidate/applications' }));
    expect(list.json().applications).toEqual([]);
  });

  it('only opens published jobs with the first round turned on', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const noFirstRound = await newJob(ownerA, posting({ firstRoundEnabled: false }), true);
    const draft = await newJob(ownerA, posting(), false);
    for (const id of [noFirstRound, draft]) {
      const response = await apply(candidate, id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(APPLICATION_MESSAGES.notOpen);
    }
    const recruiterTry = await apply(ownerA, jobId);
    expect(recruiterTry.statusCode).toBe(403);
  });

  it('builds the interview from the recruiter’s questions, duration and difficulty; applying twice returns the same', async () => {
    const edited = await t.app.inject(
      as(ownerA, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${jobId}/first-round-questions`,
        payload: {
          questions: [
            { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
            {
              text: 'How would you make a slow PostgreSQL-backed payment API fast?',
              kind: 'technical',
              skill: 'PostgreSQL',
              expectedPoints: ['indexes', 'caching', 'measure'],
            },
            { text: 'Do you have any questions for us?', kind: 'closing', skill: null, expectedPoints: [] },
          ],
        },
      }),
    );
    expect(edited.statusCode).toBe(200);
    const candidate = await signUpWithRole(t.app, 'candidate');
    const first = await apply(candidate, jobId);
    expect(first.statusCode).toBe(201);
    const { application } = first.json();
    expect(application).toMatchObject({ jobId, jobTitle: 'Backend Engineer', company: 'Acme' });
    expect(application).not.toHaveProperty('status');
    expect(application).not.toHaveProperty('notes');
    const [interview] = await t.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.id, application.interviewId));
    expect(interview).toMatchObject({ kind: 'application', jobId, difficulty: 'easy', durationMinutes: 5 });
    expect(interview?.plan?.questions.map((q) => q.text)).toEqual([
      'Tell me about yourself.',
      'How would you make a slow PostgreSQL-backed payment API fast?',
      'Do you have any questions for us?',
    ]);
    const again = await apply(candidate, jobId);
    expect(again.statusCode).toBe(200);
    expect(again.json().application.id).toBe(application.id);
  });

  it('scores the interview when it ends and ranks applicants best first, without using the candidate’s minutes', async () => {
    const strong = await signUpWithRole(t.app, 'candidate', { name: 'Strong Candidate' });
    const weak = await signUpWithRole(t.app, 'candidate', { name: 'Weak Candidate' });
    const weakApp = (await apply(weak, jobId)).json().application;
    const strongApp = (await apply(strong, jobId)).json().application;
    await takeInterview(weak, weakApp.interviewId, WEAK_ANSWER);
    const strongCall = await takeInterview(strong, strongApp.interviewId, STRONG_ANSWER);

    const ranked = (
      await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/jobs/${jobId}/applications` }))
    ).json().applications as { id: string; rank: number | null; overallScore: number | null }[];
    const strongRow = ranked.find((a) => a.id === strongApp.id)!;
    const weakRow = ranked.find((a) => a.id === weakApp.id)!;
    expect(strongRow.overallScore).toEqual(expect.any(Number));
    expect(weakRow.overallScore).toEqual(expect.any(Number));
    expect(strongRow.overallScore!).toBeGreaterThan(weakRow.overallScore!);
    expect(ranked.indexOf(strongRow)).toBeLessThan(ranked.indexOf(weakRow));
    expect(strongRow.rank).toBe(1);
    // Applicants who have not taken the interview come last, unranked.
    expect(ranked.at(-1)?.rank).toBeNull();

    // The recruiter reads the full report; the candidate sees their own score, never the recruiter's view.
    const detail = (
      await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/applications/${strongApp.id}` }))
    ).json();
    expect(applicantViewSchema.safeParse(detail).error).toBeUndefined();
    expect(detail.applicant).toMatchObject({ candidateName: 'Strong Candidate', rank: 1 });
    expect(detail.report.latest.scores.length).toBeGreaterThan(0);
    // The recruiter reads about the candidate in the third person.
    expect(detail.report.latest.summary).toMatch(/the candidate/i);
    expect(detail.report.latest.summary).not.toMatch(/\byour?\b/i);
    expect(detail.report.transcript.some((turn: { text: string }) => turn.text === STRONG_ANSWER)).toBe(true);
    // So does every text the scorer writes about the answers: per-answer feedback and the speech analytics' advice.
    for (const id of [strongApp.id, weakApp.id]) {
      const { report } = (
        await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/applications/${id}` }))
      ).json();
      const texts: string[] = [
        report.latest.summary,
        ...report.latest.scores.map((score: { feedback: string }) => score.feedback),
        ...report.analytics.advice,
      ];
      expect(texts.filter((text) => /\byou(r|rself)?\b/i.test(text))).toEqual([]);
    }
    const mine = (
      await t.app.inject(as(strong, { method: 'GET', url: '/api/candidate/applications' }))
    ).json().applications;
    expect(mine[0]).toMatchObject({ id: strongApp.id, interviewStatus: 'scored' });
    expect(mine[0].overallScore).toBe(strongRow.overallScore);

    // Taken once: no second call; scoring again returns the ranked score.
    const retake = await t.app.inject(
      as(strong, { method: 'POST', url: '/api/call/web', payload: { assistantId: strongApp.interviewId } }),
    );
    expect(retake.statusCode).toBe(409);
    expect(retake.json().error.message).toBe(APPLICATION_MESSAGES.interviewDone);
    const rescored = await t.app.inject(
      as(strong, { method: 'POST', url: `/api/interviews/${strongApp.interviewId}/score` }),
    );
    expect(rescored.json().overallScore).toBe(strongRow.overallScore);

    // First-round time is the recruiter's, not the candidate's plan.
    await t.database.db.update(calls).set({ voiceSeconds: 300 }).where(eq(calls.id, strongCall));
    const billing = (await t.app.inject(as(strong, { method: 'GET', url: '/api/billing' }))).json();
    expect(billing.usage.usedSeconds).toBe(0);
  });

  it('lets admins set statuses and members keep notes; candidates never see either', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const { application } = (await apply(candidate, jobId)).json();
    const patch = (who: TestUser, payload: object) =>
      t.app.inject(
        as(who, { method: 'PATCH', url: `/api/recruiter/applications/${application.id}`, payload }),
      );

    expect((await patch(ownerA, { status: 'shortlisted' })).json().applicant.status).toBe('shortlisted');
    expect((await patch(ownerA, { status: 'maybe' })).statusCode).toBe(400);
    expect((await patch(ownerA, {})).statusCode).toBe(400);
    expect(
      (await patch(memberA, { notes: 'Strong on SQL, ask about Kafka.' })).json().applicant,
    ).toMatchObject({
      status: 'shortlisted',
      notes: 'Strong on SQL, ask about Kafka.',
    });
    const memberStatus = await patch(memberA, { status: 'hired' });
    expect(memberStatus.statusCode).toBe(403);
    expect((await patch(ownerA, { status: 'hired' })).json().applicant.status).toBe('hired');

    const mine = (
      await t.app.inject(as(candidate, { method: 'GET', url: '/api/candidate/applications' }))
    ).json();
    expect(JSON.stringify(mine)).not.toContain('Kafka');
    expect(mine.applications[0]).not.toHaveProperty('status');
  });

  it('records a request for human review, visible to the recruiter', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const { application } = (await apply(candidate, jobId)).json();
    const stranger = await signUpWithRole(t.app, 'candidate');
    const url = `/api/candidate/applications/${application.id}/human-review`;
    expect((await t.app.inject(as(stranger, { method: 'POST', url }))).statusCode).toBe(404);
    const asked = await t.app.inject(as(candidate, { method: 'POST', url }));
    expect(asked.json().application.humanReviewRequested).toBe(true);
    const detail = (
      await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/applications/${application.id}` }))
    ).json();
    expect(detail.applicant.humanReviewRequested).toBe(true);
  });

  it('keeps each organisation’s jobs, applicants and invites to itself', async () => {
    const candidate = await signUpWithRole(t.app, 'candidate');
    const { application } = (await apply(candidate, jobId)).json();
    const attempts = [
      { method: 'GET', url: `/api/recruiter/jobs/${jobId}/applications` },
      { method: 'GET', url: `/api/recruiter/applications/${application.id}` },
      { method: 'PATCH', url: `/api/recruiter/applications/${application.id}`, payload: { notes: 'x' } },
      {
        method: 'GET',
        url: `/api/recruiter/applications/${application.id}/recordings/${application.interviewId}`,
      },
      { method: 'GET', url: `/api/recruiter/jobs/${jobId}/invites` },
      {
        method: 'POST',
        url: `/api/recruiter/jobs/${jobId}/invites`,
        payload: { email: 'someone@example.com' },
      },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject(as(ownerB, { ...attempt }));
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(JSON.stringify(response.json())).not.toContain(candidate.email);
    }
    const recentA = (
      await t.app.inject(as(ownerA, { method: 'GET', url: '/api/recruiter/applications' }))
    ).json();
    expect(recentA.applications.map((a: { id: string }) => a.id)).toContain(application.id);
    expect(recentA.applications[0]).toMatchObject({ jobTitle: expect.any(String) });
    const recentB = (
      await t.app.inject(as(ownerB, { method: 'GET', url: '/api/recruiter/applications' }))
    ).json();
    expect(recentB.applications).toEqual([]);
    // A recruiter without any organisation sees nothing either.
    const loner = await signUpWithRole(t.app, 'recruiter');
    expect(
      (await t.app.inject(as(loner, { method: 'GET', url: `/api/recruiter/applications/${application.id}` })))
        .statusCode,
    ).toBe(404);
    // And the untouched application still has no notes.
    const detail = (
      await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/applications/${application.id}` }))
    ).json();
    expect(detail.applicant.notes).toBe('');
  });

  it('sends one-time invite links that lead into a job not yet on the board, for the invited email only', async () => {
    const hiddenJob = await newJob(ownerA, posting({ title: 'Platform Engineer' }), false);
    const email = `invitee-${Date.now()}@example.com`;
    const sent = await t.app.inject(
      as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${hiddenJob}/invites`, payload: { email } }),
    );
    expect(sent.statusCode).toBe(201);
    const { link, delivery, invite } = sent.json();
    expect(delivery).toBe('outbox');
    expect(invite).toMatchObject({ email, state: 'pending', usedAt: null });
    const token = new URL(link).pathname.split('/').at(-1)!;

    // The email in the outbox carries the link; the database only keeps its hash.
    const outbox = join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => readEml(readFileSync(join(outbox, name), 'utf8')))
      .filter((message) => isAddressedTo(message, email))
      .map((message) => message.text)
      .at(-1);
    expect(mail).toContain(link);
    expect(mail).toContain('Platform Engineer');
    const stored = await t.database.db.select().from(jobInvites).where(eq(jobInvites.jobId, hiddenJob));
    expect(JSON.stringify(stored)).not.toContain(token);

    const publicView = await t.app.inject({ method: 'GET', url: `/api/job-invites/${token}` });
    expect(publicView.json().invite).toMatchObject({
      jobTitle: 'Platform Engineer',
      email,
      state: 'pending',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/job-invites/not-a-real-token-at-all' })).statusCode,
    ).toBe(404);

    const someoneElse = await signUpWithRole(t.app, 'candidate');
    const wrongPerson = await apply(someoneElse, hiddenJob, { consent: true, inviteToken: token });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json().error.message).toBe(APPLICATION_MESSAGES.inviteOtherEmail);
    expect((await apply(someoneElse, hiddenJob)).statusCode).toBe(409);

    const invitee = await signUpWithRole(t.app, 'candidate', { email });
    const applied = await apply(invitee, hiddenJob, { consent: true, inviteToken: token });
    expect(applied.statusCode).toBe(201);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/job-invites/${token}` })).json().invite.state,
    ).toBe('used');
    // Using the link again as the same person is harmless; it never opens the job for anyone else.
    expect((await apply(invitee, hiddenJob, { consent: true, inviteToken: token })).statusCode).toBe(200);
    const third = await signUpWithRole(t.app, 'candidate');
    const reused = await apply(third, hiddenJob, { consent: true, inviteToken: token });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(APPLICATION_MESSAGES.inviteUsed);

    const list = (
      await t.app.inject(as(ownerA, { method: 'GET', url: `/api/recruiter/jobs/${hiddenJob}/invites` }))
    ).json().invites;
    expect(list).toEqual([expect.objectContaining({ email, state: 'used' })]);
  });

  it('refuses expired invites and bad emails with clear messages', async () => {
    const badEmail = await t.app.inject(
      as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/invites`, payload: { email: 'nope' } }),
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe('Please enter a valid email address.');
    const email = `late-${Date.now()}@example.com`;
    const { link } = (
      await t.app.inject(
        as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${jobId}/invites`, payload: { email } }),
      )
    ).json();
    const token = new URL(link).pathname.split('/').at(-1)!;
    await t.database.db
      .update(jobInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobInvites.email, email));
    const invitee = await signUpWithRole(t.app, 'candidate', { email });
    const late = await apply(invitee, jobId, { consent: true, inviteToken: token });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(APPLICATION_MESSAGES.inviteExpired);
    const noFirstRound = await newJob(ownerA, posting({ firstRoundEnabled: false }), true);
    const refused = await t.app.inject(
      as(ownerA, { method: 'POST', url: `/api/recruiter/jobs/${noFirstRound}/invites`, payload: { email } }),
    );
    expect(refused.statusCode).toBe(409);
  });
});
