/**
 * Interviewer personas and turn-taking over the API: chosen per practice interview and per job, stored, shown in
 * the interview's and job's shapes, copied to a first-round interview, and used by the live call (the greeting
 * introduces the persona, the server voice speaks with its voice, the session gets the turn-taking mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { calls, interviews } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { INTERVIEWER_PERSONAS, interviewDetailSchema, listInterviewsResponseSchema } from '@intervia/shared';
import { createEspeakTts } from '../src/voice/providers/espeak-tts';
import type { EspeakEngine } from '../src/voice/providers/espeak-engine';
import { callSessionContext } from '../src/services/calls/call-service';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { multipartBody } from './multipart';
import { createOrganization } from './org-helpers';
import { startWebCall } from './interview-helpers';
import { CallClient, CLIENT_HELLO } from './support/call-client';

const JD = `Frontend Engineer at Brightline.
Responsibilities:
- Build accessible React interfaces in TypeScript
- Improve page performance and Core Web Vitals
Requirements:
- 3+ years with React and TypeScript`;

const posting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Frontend Engineer',
  company: 'Brightline',
  location: 'Lisbon',
  remote: 'remote',
  description:
    'Build accessible React interfaces in TypeScript, improve page performance, and mentor two junior engineers.',
  requirements: '3+ years with React and TypeScript',
  firstRoundEnabled: true,
  firstRoundDifficulty: 'easy',
  firstRoundDurationMinutes: 5,
  ...overrides,
});

/** An espeak engine that records the voice of every sentence it is asked to say (and returns a little audio). */
function voiceRecordingEngine() {
  const voices: string[] = [];
  const engine: EspeakEngine = {
    kind: 'binary',
    async synthesize(_sentence, voice) {
      voices.push(voice);
      return { samples: new Int16Array(2205).fill(500), sampleRateHz: 22050 };
    },
  };
  return { engine, voices };
}

describe.each(await testDatabaseTargets())('interviewer personas on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let candidate: TestUser;
  const spoken = voiceRecordingEngine();

  beforeAll(async () => {
    t = await createTestApp(
      target,
      {},
      {
        override: {
          voice: {
            providers: {
              stt: null,
              tts: createEspeakTts({ engine: spoken.engine, voice: 'en-us+f3' }),
              vad: null,
              close: async () => {},
            },
          },
        },
      },
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    candidate = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
  });

  const createInterview = (payload: Record<string, unknown>) =>
    t.app.inject(as(candidate, { method: 'POST', url: '/api/interviews', payload }));
  const interviewCount = async () => (await t.database.db.select({ n: count() }).from(interviews))[0]?.n ?? 0;

  /** Opens the interview's call and returns the first thing the interviewer says, and the call-ready message. */
  async function greetingOf(who: TestUser, interviewId: string) {
    const call = await startWebCall(t.app, baseUrl, who, interviewId);
    const client = await CallClient.open(call.webCallUrl);
    client.send(CLIENT_HELLO);
    const ready = await client.waitFor('call-ready');
    const greeting = await client.waitFor(
      'transcript',
      (m) => m.role === 'assistant' && m.transcriptType === 'final',
    );
    await client.endCall();
    client.close();
    return { ready, greeting: greeting.transcript, callId: call.id };
  }

  it('stores the chosen persona and turn-taking and shows them in the detail and the list', async () => {
    const response = await createInterview({
      title: 'Frontend Engineer',
      difficulty: 'medium',
      duration: 10,
      jdText: JD,
      personaId: 'sam',
      turnTaking: 'patient',
    });
    expect(response.statusCode).toBe(201);
    const { interview } = response.json();
    expect(interviewDetailSchema.parse(interview)).toMatchObject({ personaId: 'sam', turnTaking: 'patient' });
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ personaId: 'sam', turnTaking: 'patient' });

    const read = await t.app.inject(as(candidate, { method: 'GET', url: `/api/interviews/${interview.id}` }));
    expect(read.json().interview).toMatchObject({ personaId: 'sam', turnTaking: 'patient' });
    const list = listInterviewsResponseSchema.parse(
      (await t.app.inject(as(candidate, { method: 'GET', url: '/api/interviews' }))).json(),
    );
    expect(list.interviews.find((item) => item.id === interview.id)).toMatchObject({
      personaId: 'sam',
      turnTaking: 'patient',
    });
  });

  it('defaults to the first persona and conversational turn-taking when none is chosen', async () => {
    const response = await createInterview({ title: 'Frontend Engineer', difficulty: 'easy', jdText: JD });
    expect(response.statusCode).toBe(201);
    expect(response.json().interview).toMatchObject({
      personaId: INTERVIEWER_PERSONAS[0]?.id,
      turnTaking: 'conversational',
    });
  });

  it('honours the preferences in the plan it shows, each planned question saying which wish it serves', async () => {
    const preferences =
      'Focus on React performance and accessibility, and ask one behavioural question about mentoring';
    const response = await createInterview({
      title: 'Frontend Engineer',
      difficulty: 'medium',
      duration: 10,
      jdText: JD,
      additionalNotes: preferences,
    });
    const { interview } = response.json();
    expect(interview.preferences).toBe(preferences);
    const reasons = (interview.plan.questions as { text: string; kind: string; reason?: string }[]).map(
      (q) => q.reason ?? '',
    );
    expect(reasons).toEqual(
      expect.arrayContaining([
        'You asked to focus on React performance.',
        'You asked to focus on accessibility.',
        'You asked for a behavioural question about mentoring.',
      ]),
    );
    const mentoring = interview.plan.questions.find((q: { reason?: string }) =>
      q.reason?.includes('mentoring'),
    );
    expect(mentoring).toMatchObject({ kind: 'behavioural' });
    expect(mentoring.text).toMatch(/mentor/i);
  });

  it('takes the choice from a multipart form too', async () => {
    const body = multipartBody({
      title: 'Frontend Engineer',
      difficulty: 'hard',
      duration: '10',
      jdText: JD,
      personaId: 'vera',
      turnTaking: 'patient',
    });
    const response = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/interviews', payload: body.payload, headers: body.headers }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().interview).toMatchObject({ personaId: 'vera', turnTaking: 'patient' });
  });

  it.each([
    [{ personaId: 'hal-9000' }, 'personaId', 'Choose an interviewer: iris, sam, vera.'],
    [
      { turnTaking: 'instant' },
      'turnTaking',
      'Choose how the interviewer takes turns: conversational or patient.',
    ],
  ])('refuses an unknown choice %o with a clear message and stores nothing', async (bad, field, message) => {
    const before = await interviewCount();
    const response = await createInterview({
      title: 'Frontend Engineer',
      difficulty: 'easy',
      jdText: JD,
      ...bad,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation-error');
    expect(JSON.stringify(response.json().error)).toContain(message);
    expect(JSON.stringify(response.json().error)).toContain(field);
    expect(await interviewCount()).toBe(before);
  });

  it('conducts the call as the chosen persona: named in the greeting, its voice, its turn-taking', async () => {
    for (const preset of INTERVIEWER_PERSONAS) {
      const { interview } = (
        await createInterview({
          title: 'Frontend Engineer',
          difficulty: 'easy',
          duration: 5,
          jdText: JD,
          personaId: preset.id,
          turnTaking: preset.id === 'sam' ? 'patient' : 'conversational',
        })
      ).json();
      spoken.voices.length = 0;
      const { ready, greeting, callId } = await greetingOf(candidate, interview.id);
      expect(greeting).toContain(`I am ${preset.name}`);
      for (const other of INTERVIEWER_PERSONAS.filter((p) => p.id !== preset.id)) {
        expect(greeting).not.toContain(`I am ${other.name}`);
      }
      expect(ready.tts).toMatchObject({ mode: 'server', voice: preset.voice });
      expect(spoken.voices.length).toBeGreaterThan(0);
      expect(new Set(spoken.voices)).toEqual(new Set([preset.voice]));

      const [callRow] = await t.database.db.select().from(calls).where(eq(calls.id, callId));
      const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interview.id));
      if (!callRow || !row) throw new Error('call or interview missing');
      expect(callSessionContext(callRow, row, []).turnTaking).toBe(
        preset.id === 'sam' ? 'patient' : 'conversational',
      );
    }
  });

  it('gives a job its persona and turn-taking, and its first-round interviews use them', async () => {
    const owner = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, owner, 'Brightline');
    const created = await t.app.inject(
      as(owner, {
        method: 'POST',
        url: '/api/recruiter/jobs',
        payload: posting({ firstRoundPersonaId: 'vera', firstRoundTurnTaking: 'patient' }),
      }),
    );
    expect(created.statusCode).toBe(201);
    const job = created.json().job;
    expect(job).toMatchObject({ firstRoundPersonaId: 'vera', firstRoundTurnTaking: 'patient' });

    const refused = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${job.id}`,
        payload: posting({ firstRoundPersonaId: 'nobody' }),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain('Choose an interviewer');
    const unchanged = await t.app.inject(as(owner, { method: 'GET', url: `/api/recruiter/jobs/${job.id}` }));
    expect(unchanged.json().job).toMatchObject({
      firstRoundPersonaId: 'vera',
      firstRoundTurnTaking: 'patient',
    });

    const edited = await t.app.inject(
      as(owner, {
        method: 'PUT',
        url: `/api/recruiter/jobs/${job.id}`,
        payload: posting({ firstRoundPersonaId: 'sam', firstRoundTurnTaking: 'patient' }),
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().job).toMatchObject({ firstRoundPersonaId: 'sam', firstRoundTurnTaking: 'patient' });
    await t.app.inject(as(owner, { method: 'POST', url: `/api/recruiter/jobs/${job.id}/publish` }));

    const applicant = await signUpWithRole(t.app, 'candidate');
    const applied = await t.app.inject(
      as(applicant, { method: 'POST', url: `/api/jobs/${job.id}/apply`, payload: { consent: true } }),
    );
    expect(applied.statusCode).toBe(201);
    const interviewId = applied.json().application.interviewId as string;
    const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({ kind: 'application', personaId: 'sam', turnTaking: 'patient' });
    const { greeting, ready } = await greetingOf(applicant, interviewId);
    expect(greeting).toContain('I am Sam');
    expect(ready.tts).toMatchObject({ voice: 'en-us+m3' });
  });

  it('keeps a job made without the fields on the defaults', async () => {
    const owner = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, owner, 'Defaults Inc');
    const created = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/recruiter/jobs', payload: posting() }),
    );
    expect(created.json().job).toMatchObject({
      firstRoundPersonaId: 'iris',
      firstRoundTurnTaking: 'conversational',
    });
  });
});
