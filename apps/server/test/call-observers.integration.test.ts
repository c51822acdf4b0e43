/**
 * Silent observers: a recruiter of the job's organisation listens to a live first-round interview over its own
 * WebSocket (hasPresence false, canSend false, receives audio). Two real WebSocket clients: candidate and observer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { OBSERVER_CANNOT_SEND_MESSAGE, readObservedAudioFrame } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { firstRoundPosting, newApplicant, publishJob } from './job-helpers';
import { joinCall, startWebCall } from './interview-helpers';
import { until } from './support/wait-until';
import { addMember, createOrganization } from './org-helpers';
import { CallClient } from './support/call-client';
import {
  candidateAudioAtObserver,
  OBSERVER_TEXT,
  observerTriesToSpeak,
  userTurnsOf,
} from './support/observer-traffic';
import { createEspeakTts, espeakAvailable } from '../src/voice/providers/espeak-tts';
import { INTERVIEW_NOT_LIVE } from '../src/services/calls/call-observers';

const withVoice = espeakAvailable();

const posting = firstRoundPosting({ requirements: '3+ years with PostgreSQL' });

describe.each(await testDatabaseTargets())('silent observers on $kind', (target) => {
  let t: TestApp;
  let baseUrl: string;
  let host: string;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let candidate: TestUser;
  let applicationId: string;
  let interviewId: string;

  beforeAll(async () => {
    t = await createTestApp(
      target,
      {},
      withVoice
        ? {
            override: {
              voice: { providers: { stt: null, tts: createEspeakTts(), vad: null, close: async () => {} } },
            },
          }
        : {},
    );
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = new URL(baseUrl).host;
    owner = await signUpWithRole(t.app, 'recruiter');
    outsider = await signUpWithRole(t.app, 'recruiter');
    const org = await createOrganization(t.app, owner, 'Acme');
    await createOrganization(t.app, outsider, 'Globex');
    member = await addMember(t.app, owner, org, 'member');
    const jobId = await publishJob(t.app, owner, posting);
    ({ who: candidate, applicationId, interviewId } = await newApplicant(t.app, jobId, 'Casey Candidate'));
  });
  afterAll(async () => {
    await t.close();
  });

  const live = (who: TestUser) =>
    t.app.inject(as(who, { method: 'GET', url: `/api/recruiter/applications/${applicationId}/live` }));
  const observe = (who: TestUser) =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: `/api/recruiter/applications/${applicationId}/observe`,
        headers: { host },
      }),
    );

  it('a recruiter of the organisation listens to the live interview and cannot send anything into it', async () => {
    // Not live yet: clear answers, nothing to join.
    expect((await live(member)).json()).toEqual({ live: false, callId: null });
    const early = await observe(member);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(INTERVIEW_NOT_LIVE);

    const { id: callId, webCallUrl } = await startWebCall(t.app, baseUrl, candidate, interviewId);
    const speaker = await joinCall(webCallUrl);

    // Only members of the job's organisation, and only recruiters, may listen.
    expect((await live(member)).json()).toEqual({ live: true, callId });
    expect((await observe(outsider)).statusCode).toBe(404);
    expect((await live(outsider)).statusCode).toBe(404);
    expect((await observe(candidate)).statusCode).toBe(403);

    const granted = await observe(member);
    expect(granted.statusCode).toBe(200);
    const { observeUrl, permissions } = granted.json() as { observeUrl: string; permissions: unknown };
    expect(permissions).toMatchObject({
      hasPresence: false,
      canSend: false,
      canReceive: { base: { audio: true, video: false } },
    });

    // The observe token opens the observer socket only; the candidate's token does not open it.
    const misused = await CallClient.open(observeUrl.replace('/observe?', '/ws?'));
    await until(() => misused.closed !== null, 'the misused token to be refused');
    expect(misused.closed?.code).toBe(4401);
    const wrongToken = await CallClient.open(webCallUrl.replace('/ws?', '/observe?'));
    await until(() => wrongToken.closed !== null, 'the join token to be refused on the observer socket');
    expect(wrongToken.closed?.code).toBe(4401);

    const observer = await CallClient.open(observeUrl);
    const ready = (await observer.waitFor('observer-ready' as never)) as unknown as {
      callId: string;
      permissions: { hasPresence: boolean; canSend: boolean };
      transcript: { role: string; transcript: string }[];
    };
    expect(ready.callId).toBe(callId);
    expect(ready.permissions).toMatchObject({ hasPresence: false, canSend: false });
    // It joins mid-call: the greeting so far is in its transcript.
    expect(ready.transcript[0]).toMatchObject({ role: 'assistant' });

    // The candidate's answer and the interviewer's reply reach the observer.
    const answer = 'I built the payment API on PostgreSQL and cut latency by a factor of seven.';
    const assistantTurnsBefore = speaker.finalAssistantTurns().length;
    speaker.send({ type: 'user-transcript', transcript: answer, transcriptType: 'final', source: 'typed' });
    await observer.waitFor('transcript', (m) => m.role === 'user' && m.transcript === answer);
    await speaker.waitFor(
      'transcript',
      (m) =>
        m.role === 'assistant' &&
        m.transcriptType === 'final' &&
        speaker.finalAssistantTurns().length > assistantTurnsBefore,
    );
    await observer.waitFor(
      'transcript',
      (m) =>
        m.role === 'assistant' &&
        m.transcriptType === 'final' &&
        !ready.transcript.some((r) => r.transcript === m.transcript),
    );

    // The candidate's microphone audio is forwarded, tagged as the candidate's.
    const { sent, heard } = await candidateAudioAtObserver(speaker, observer, 'the observer');
    expect(heard).toEqual(sent);
    if (withVoice) {
      // The interviewer's synthesised voice is forwarded too, tagged as the interviewer's.
      await until(
        () => observer.audio.some((frame) => readObservedAudioFrame(frame)?.source === 'interviewer'),
        'interviewer audio at the observer',
        20_000,
      );
    }

    // canSend is false: text and audio from the observer are refused and change nothing in the call.
    const userTurnsBefore = userTurnsOf(speaker);
    await observerTriesToSpeak(observer, { withAudio: true });
    expect(observer.messages.find((m) => m.type === 'error')).toMatchObject({
      message: OBSERVER_CANNOT_SEND_MESSAGE,
      fatal: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(speaker.messages.some((m) => m.type === 'status-update' && m.status === 'ended')).toBe(false);
    expect(userTurnsOf(speaker)).toBe(userTurnsBefore);
    expect(JSON.stringify(speaker.messages)).not.toContain(OBSERVER_TEXT);

    // The candidate's own messages (resume token, pong) never go to the observer.
    expect(observer.messages.some((m) => m.type === 'call-ready' || m.type === 'pong')).toBe(false);
    expect(JSON.stringify(observer.messages)).not.toContain(
      (speaker.messages.find((m) => m.type === 'call-ready') as { resumeToken: string }).resumeToken,
    );

    // The call ends: the observer hears it end and is let go.
    speaker.send({ type: 'end-call' });
    await observer.waitFor('status-update', (m) => m.status === 'ended');
    await until(() => observer.closed !== null, 'the observer socket to close');
    expect(observer.closed?.code).toBe(4410);
    speaker.close();
    for (let i = 0; i < 50 && (await live(member)).json().live; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await live(member)).json()).toEqual({ live: false, callId: null });
    expect((await observe(member)).statusCode).toBe(409);
  });
});
