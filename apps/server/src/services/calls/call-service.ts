/**
 * Voice calls: creation (the spec's web-call contract), reading the caller's own calls, turn persistence, and the
 * registry of live sessions. A session is rebuilt from the database when a candidate reconnects after a restart.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { callTurns, calls, interviews, user, type Database } from '@intervia/db';
import {
  APPLICATION_MESSAGES,
  ASSISTANT_REQUIRED_MESSAGE,
  CALL_JOIN_TOKEN_TTL_SECONDS,
  SQUADS_UNSUPPORTED_MESSAGE,
  type CreateWebCallRequest,
  callLimitMinutes,
  type CallDetail,
  type CallSummary,
  type WebCall,
} from '@intervia/shared';
import { buildInterviewVocabulary, findInterviewerPersona } from '@intervia/engine';
import { DomainError } from '../../domain/domain-error';
import { BuiltInInterviewer } from '../../voice/interviewer/built-in-interviewer';
import { LlmInterviewer } from '../../voice/interviewer/llm-interviewer';
import { ModelLedInterviewer } from '../../voice/interviewer/model-led-interviewer';
import type { Llm } from '../../llm/llm-client';
import { createCallToken } from '../../voice/call-token';
import { VoiceSession, type SpeechSegmenter } from '../../voice/session/voice-session';
import { recognizerOf } from '../../voice/recognition/batch-recognizer';
import type {
  InterviewVocabulary,
  StoredTurn,
  TurnStore,
  VoiceProviders,
  VoiceSessionContext,
  VoiceSessionEnd,
} from '../../voice/voice-contracts';
import { getOwnInterview } from '../interviews/interview-service';
import { callStillRunning, payerOfInterview, reserveCallMinutes } from '../billing/minute-reservations';
import { inTranscriptOrder, isRowId } from '@intervia/shared';
import type { CallPresence } from '../../shared-state/call-presence';
import type { CallEndScoring } from '../scoring/call-scoring';
import { callInCurrentAttempt, latestResultsOf } from '../scoring/interview-attempts';

type CallRow = typeof calls.$inferSelect;

export interface VoiceRuntime {
  providers: VoiceProviders;
  createSegmenter?: () => Promise<SpeechSegmenter>;
}

export interface CallServiceDeps {
  db: Database;
  secret: string;
  voice: VoiceRuntime;
  /** With a language model, the model leads the conversation through tools (see ModelLedInterviewer). */
  llm?: Llm | null;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Every call end asks for scoring here (the end is stored with scoring `pending` first). */
  scoring: CallEndScoring;
  /** Which node holds which live call: this node claims the calls it holds (observers elsewhere find them). */
  presence: CallPresence;
  /** Answers kept when recognition ran late are recognised here once the call has ended. */
  transcriptions?: { enqueue(callId: string, after?: Promise<unknown>): unknown };
  /** This node among others: admission of new calls, its name in call URLs. Absent → one node, no limit. */
  node?: CallNode;
}

export interface CallNode {
  nodeId: string;
  /** Named in each call's URL (`node=`), so the load balancer sends the call's socket to the node that took it. */
  nameInCallUrls: boolean;
  /** Throws the service-unavailable error (with Retry-After) when this node takes no new call now. */
  assertTakesNewCall(): void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Interviews one candidate may have in progress at once (a dropped call stays resumable for a while). */
export const MAX_LIVE_CALLS_PER_USER = 3;
export const TOO_MANY_LIVE_CALLS_MESSAGE = `You already have ${MAX_LIVE_CALLS_PER_USER} interviews in progress. End one (or wait for it to time out) before starting another.`;

export function createDbTurnStore(db: Database): TurnStore {
  return {
    async append(callId, turn, voiceSeconds) {
      // One statement, so a turn costs the database one round trip: the turn goes after the call's last one, and
      // the call's voice time is updated with it.
      const insertTurn = db.insert(callTurns).values({
        id: turn.id,
        callId,
        sequence: sql<number>`(select coalesce(max(${callTurns.sequence}), -1) + 1 from ${callTurns} where ${callTurns.callId} = ${callId})`,
        role: turn.role,
        text: turn.text,
        source: turn.source,
        questionIndex: turn.questionIndex,
        startedAtMs: turn.startedAtMs,
        endedAtMs: turn.endedAtMs,
        timings: turn.timings,
        confidence: turn.confidence ?? null,
        transcription: turn.transcription ?? null,
        pendingAudio: turn.audio
          ? new Uint8Array(turn.audio.buffer, turn.audio.byteOffset, turn.audio.byteLength)
          : null,
        speechSegments: turn.speechSegments?.length ? turn.speechSegments : null,
      });
      const updateCall = db.update(calls).set({ voiceSeconds }).where(eq(calls.id, callId));
      await db.execute(sql`with stored_turn as (${insertTurn.getSQL()}) ${updateCall.getSQL()}`);
    },
    async list(callId) {
      const rows = await db
        .select()
        .from(callTurns)
        .where(eq(callTurns.callId, callId))
        .orderBy(asc(callTurns.sequence));
      return rows.map((row) => ({
        id: row.id,
        role: row.role,
        text: row.text,
        source: row.source,
        questionIndex: row.questionIndex,
        startedAtMs: row.startedAtMs,
        endedAtMs: row.endedAtMs,
        timings: row.timings,
        confidence: row.confidence,
        transcription: row.transcription,
        speechSegments: row.speechSegments,
      }));
    },
  };
}

/** The words a recogniser should listen for in this interview (null before the posting was analysed). */
export function interviewVocabularyOf(
  interview: Pick<typeof interviews.$inferSelect, 'parsedJd' | 'parsedResume' | 'plan' | 'jobDescription'>,
): InterviewVocabulary | null {
  if (!interview.parsedJd) return null;
  return buildInterviewVocabulary({
    parsedJD: interview.parsedJd,
    resume: interview.parsedResume,
    questions: [...(interview.plan?.questions ?? []), ...(interview.plan?.reserve ?? [])].map((q) => q.text),
    ...(interview.jobDescription ? { jobDescription: interview.jobDescription } : {}),
  });
}

/**
 * Where a new call of a practice interview starts. After a call whose own result says every planned question was
 * answered, it is a retake: a new attempt starts with this call, so the earlier calls' turns are neither replayed
 * nor scored again. Otherwise the earlier calls of the current attempt are resumed: their turns, in order (none
 * before the first call). A call whose scoring is still under way, or failed, is resumed too: nothing says the
 * interview is over, and the interviewer goes on from the question left open (or to the closing one).
 */
async function earlierTurnsToResume(
  db: Database,
  interviewId: string,
  call: Pick<CallRow, 'id' | 'createdAt'>,
): Promise<StoredTurn[]> {
  const result = (await latestResultsOf(db, [interviewId], { exceptCall: call.id })).get(interviewId);
  if (!result?.lastCallId) return [];
  if (result.lastCallComplete) {
    await db
      .update(interviews)
      .set({ attemptStartedAt: call.createdAt, updatedAt: new Date() })
      .where(eq(interviews.id, interviewId));
    return [];
  }
  const earlier = await db
    .select({ id: calls.id })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(
      and(
        eq(calls.interviewId, interviewId),
        eq(calls.status, 'ended'),
        ne(calls.id, call.id),
        callInCurrentAttempt(),
      ),
    )
    .orderBy(asc(calls.createdAt));
  const store = createDbTurnStore(db);
  const turns: StoredTurn[] = [];
  for (const earlierCall of earlier) turns.push(...(await store.list(earlierCall.id)));
  return turns;
}

function toSummary(row: CallRow): CallSummary {
  return {
    id: row.id,
    interviewId: row.interviewId,
    status: row.status,
    endedReason: row.endedReason ?? null,
    voiceSeconds: row.voiceSeconds,
    durationLimitSeconds: row.durationLimitSeconds,
    stt: row.sttProvider,
    tts: { provider: row.ttsProvider, voice: row.ttsVoice },
    videoRecordingEnabled: row.videoRecordingEnabled,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** A dropped connection may resume within what is left of the call plus this (a reload, a network change). */
export const RESUME_TOKEN_GRACE_SECONDS = 5 * 60;
/** Once the call has ended, its resume tokens answer "call ended" this long, then count as expired. */
const RESUME_AFTER_END_SECONDS = 60;

/** A resume token's expiry: the call's remaining voice time from now, plus the grace (audit H14). */
function resumeTokenExpiry(
  nowSeconds: number,
  durationLimitSeconds: number,
  voiceSecondsUsed: number,
): number {
  return nowSeconds + Math.max(0, durationLimitSeconds - voiceSecondsUsed) + RESUME_TOKEN_GRACE_SECONDS;
}

/** Whether a resume token for this call is past its use: the call ended more than RESUME_AFTER_END_SECONDS ago. */
export async function resumeWindowClosed(db: Database, callId: string, now = new Date()): Promise<boolean> {
  if (!isRowId(callId)) return false;
  const [row] = await db.select({ endedAt: calls.endedAt }).from(calls).where(eq(calls.id, callId));
  return Boolean(row?.endedAt && now.getTime() - row.endedAt.getTime() > RESUME_AFTER_END_SECONDS * 1000);
}

/**
 * `ws(s)://host/api/call/:id/ws?token=…` for the host the browser used; with several nodes also `&node=…`, the
 * node that holds (or took) the call, which the load balancer prefers while it is up.
 */
function webCallUrlFor(origin: string, callId: string, token: string, nodeId: string | null): string {
  const url = new URL(`/api/call/${callId}/ws`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  if (nodeId) url.searchParams.set('node', nodeId);
  return url.toString();
}

/** The node a call's URL names: the one holding the call when there is one, else this one. */
async function nodeForCallUrl(
  node: CallNode | undefined,
  presence: CallPresence,
  callId: string,
): Promise<string | null> {
  if (!node?.nameInCallUrls) return null;
  const owner = await presence.ownerOf(callId).catch(() => null);
  return owner ?? node.nodeId;
}

export async function createWebCall(
  deps: CallServiceDeps,
  userId: string,
  request: CreateWebCallRequest,
  origin: string,
): Promise<WebCall> {
  if (request.squad || request.squadId || request.workflow || request.workflowId) {
    if (!request.assistant && !request.assistantId) {
      throw new DomainError('validation-error', SQUADS_UNSUPPORTED_MESSAGE);
    }
  }
  const interviewId = request.assistant?.interviewId ?? request.assistantId;
  if (!interviewId) throw new DomainError('validation-error', ASSISTANT_REQUIRED_MESSAGE);

  const { row: interview } = await getOwnInterview(deps.db, userId, interviewId);
  if (!interview.plan || !interview.parsedJd) {
    throw new DomainError(
      'conflict',
      'This interview has no questions (its analysis failed), so it cannot start. Please create it again.',
    );
  }
  const isApplication = interview.kind === 'application';
  // A first-round interview is taken once: the recruiter ranks that attempt.
  if (isApplication && (interview.status === 'completed' || interview.status === 'scored')) {
    throw new DomainError('conflict', APPLICATION_MESSAGES.interviewDone);
  }
  const videoRecordingEnabled =
    request.assistantOverrides?.artifactPlan?.videoRecordingEnabled ??
    request.assistant?.artifactPlan?.videoRecordingEnabled ??
    false;
  // Resuming an interview whose call is still running (the candidate left the room; the call waits for a reconnect)
  // rejoins that call: its turns, its time and its reserved minutes carry on, instead of a second call that the
  // first one's reservation would refuse.
  const [running] = await deps.db
    .select()
    .from(calls)
    .where(and(eq(calls.userId, userId), eq(calls.interviewId, interviewId), eq(calls.status, 'in-progress')))
    .orderBy(desc(calls.createdAt))
    .limit(1);
  if (running)
    return joinableCall(
      deps.secret,
      origin,
      running,
      await nodeForCallUrl(deps.node, deps.presence, running.id),
    );
  // A busy or stopping node takes no new call: 503 with Retry-After, and the load balancer tries another node.
  deps.node?.assertTakesNewCall();
  // The call's minutes are reserved when it is created: the candidate's for practice, the company's for a
  // first-round interview (a candidate out of minutes gets no unmetered call through a job of their own).
  const payer = await payerOfInterview(deps.db, interview);
  const { tts } = deps.voice.providers;
  const created = await reserveCallMinutes(
    deps.db,
    userId,
    payer,
    interview.durationMinutes,
    async (tx, limit) => {
      // Under the caller's lock, so calls started at once cannot all pass the cap.
      const [running] = await tx
        .select({ count: sql<number>`count(*)` })
        .from(calls)
        .where(and(eq(calls.userId, userId), callStillRunning(new Date())));
      if (Number(running?.count ?? 0) >= MAX_LIVE_CALLS_PER_USER) {
        throw new DomainError('conflict', TOO_MANY_LIVE_CALLS_MESSAGE);
      }
      const [row] = await tx
        .insert(calls)
        .values({
          userId,
          interviewId,
          request: request as Record<string, unknown>,
          videoRecordingEnabled,
          sttProvider: (deps.voice.createSegmenter && recognizerOf(deps.voice.providers)?.id) || 'browser',
          ttsProvider: tts?.id ?? 'speech-synthesis',
          ttsVoice: tts?.voice ?? 'default',
          durationLimitSeconds: limit.durationLimitSeconds,
          limitReason: limit.limitReason,
        })
        .returning();
      if (!row) throw new Error('call insert returned nothing');
      return row;
    },
  );
  return joinableCall(deps.secret, origin, created, deps.node?.nameInCallUrls ? deps.node.nodeId : null);
}

/** The spec's web-call answer for a call, with a fresh join link for its owner. */
function joinableCall(secret: string, origin: string, call: CallRow, nodeId: string | null): WebCall {
  const token = createCallToken(
    { callId: call.id, userId: call.userId, kind: 'join', exp: nowSeconds() + CALL_JOIN_TOKEN_TTL_SECONDS },
    secret,
  );
  return {
    id: call.id,
    interviewId: call.interviewId,
    status: call.status,
    webCallUrl: webCallUrlFor(origin, call.id, token, nodeId),
    artifactPlan: { videoRecordingEnabled: call.videoRecordingEnabled },
    assistant: { voice: { provider: call.ttsProvider } },
  };
}

export async function listOwnCalls(db: Database, userId: string): Promise<CallSummary[]> {
  const rows = await db.select().from(calls).where(eq(calls.userId, userId)).orderBy(desc(calls.createdAt));
  return rows.map(toSummary);
}

async function ownCallRow(db: Database, userId: string, callId: string): Promise<CallRow> {
  if (!isRowId(callId)) throw new DomainError('not-found', 'Call not found.');
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.userId, userId)));
  if (!row) throw new DomainError('not-found', 'Call not found.');
  return row;
}

export async function getOwnCall(db: Database, userId: string, callId: string): Promise<CallDetail> {
  const row = await ownCallRow(db, userId, callId);
  return { ...toSummary(row), turns: inTranscriptOrder(await createDbTurnStore(db).list(callId)) };
}

type InterviewRow = typeof interviews.$inferSelect;

/**
 * What the live call knows of its interview: limits, turns so far, the interview's words for the recogniser and its
 * turn-taking setting.
 */
export function callSessionContext(
  row: CallRow,
  interview: InterviewRow,
  previousTurns: StoredTurn[],
): VoiceSessionContext {
  const vocabulary = interviewVocabularyOf(interview);
  return {
    callId: row.id,
    interviewId: row.interviewId,
    userId: row.userId,
    durationLimitSeconds: row.durationLimitSeconds,
    limitReason: row.limitReason,
    elapsedSecondsBefore: row.voiceSeconds,
    previousTurns,
    turnTaking: interview.turnTaking,
    // The recogniser listens for this interview's words: the posting's and résumé's skills, tools and names,
    // the planned questions (a streaming recogniser adapts to them; others ignore them).
    ...(vocabulary ? { vocabulary } : {}),
  };
}

/**
 * The providers with the server voice speaking as the persona (a voice fixed by configuration, such as a remote one,
 * stays as configured). The providers' lifetime is the server's, so `close` stays theirs.
 */
function withPersonaVoice(providers: VoiceProviders, voice: string): VoiceProviders {
  const tts = providers.tts?.withVoice?.(voice) ?? providers.tts;
  return tts === providers.tts ? providers : { ...providers, tts };
}

/** Live sessions on this node, by call id. */
export class CallSessionRegistry {
  private readonly sessions = new Map<string, Promise<VoiceSession>>();

  constructor(private readonly deps: CallServiceDeps) {}

  /** Live calls this node holds (admission counts them). */
  get openCalls(): number {
    return this.sessions.size;
  }

  /** The calls this node holds (presence refresh). */
  heldCallIds(): string[] {
    return [...this.sessions.keys()];
  }

  /** Whether this node holds a session of the call (a draining node still serves the calls it holds). */
  holds(callId: string): boolean {
    return this.sessions.has(callId);
  }

  /** The live session of a call, rebuilt from the database if this process does not hold it (restart). */
  async sessionFor(callId: string, userId: string): Promise<VoiceSession | null> {
    const existing = this.sessions.get(callId);
    if (existing) return existing;
    const pending = this.build(callId, userId);
    this.sessions.set(callId, pending as Promise<VoiceSession>);
    try {
      const session = await pending;
      if (!session) this.sessions.delete(callId);
      return session;
    } catch (error) {
      this.sessions.delete(callId);
      throw error;
    }
  }

  private async build(callId: string, userId: string): Promise<VoiceSession | null> {
    const { db, node } = this.deps;
    const row = await ownCallRow(db, userId, callId);
    if (row.status === 'ended') return null;
    const { row: interview } = await getOwnInterview(db, userId, row.interviewId);
    if (!interview.plan) return null;
    // Conditional: a call replaced by a newer one (ended meanwhile) is not brought back to life.
    const started = await db
      .update(calls)
      .set({ status: 'in-progress', startedAt: row.startedAt ?? new Date() })
      .where(and(eq(calls.id, callId), ne(calls.status, 'ended')))
      .returning({ id: calls.id });
    if (started.length === 0) return null;
    const [owner] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
    const turnStore = createDbTurnStore(db);
    const ownTurns: StoredTurn[] = await turnStore.list(callId);
    // A new call of a practice interview that did not end complete resumes it: the interviewer (and the transcript
    // the candidate sees) starts from the earlier calls' turns, so it welcomes the candidate back and asks the
    // question left open instead of starting over. A complete interview taken again is a new attempt.
    const previousTurns: StoredTurn[] =
      ownTurns.length === 0 && interview.kind === 'practice'
        ? await earlierTurnsToResume(db, row.interviewId, row)
        : ownTurns;
    const firstName = owner?.name.trim().split(/\s+/)[0] ?? null;
    // The interview's persona conducts the call: its name in the greeting, its style in the wording, its voice.
    const preset = findInterviewerPersona(interview.personaId);
    const persona = {
      assistantName: preset.name,
      candidateFirstName: firstName || null,
      role: interview.parsedJd?.role ?? interview.title,
      style: preset.style,
      // The only text the interviewer may quote when the candidate asks about the job at the close.
      postingText: interview.jobDescription,
    };
    // The interviewer announces the time this call really has (the duration, or the minutes left when fewer),
    // the same limit the room's timer counts down.
    const callPlan = { ...interview.plan, durationMinutes: callLimitMinutes(row.durationLimitSeconds) };
    const builtIn = new BuiltInInterviewer(callPlan, persona, previousTurns, row.limitReason);
    const session = new VoiceSession(
      callSessionContext(row, interview, previousTurns),
      {
        providers: withPersonaVoice(this.deps.voice.providers, preset.voice),
        interviewer: this.deps.llm
          ? this.deps.llm.streamTurn
            ? new ModelLedInterviewer(builtIn, this.deps.llm, persona, this.deps.log)
            : new LlmInterviewer(builtIn, this.deps.llm, persona, this.deps.log)
          : builtIn,
        turns: turnStore,
        // The end is stored (with scoring pending) before the candidate hears of it; scoring runs once the
        // session has stored the last answer.
        onEnding: async (end) => {
          await this.recordEnd(callId, row.interviewId, end);
          // Scoring waits while an answer kept for later recognition has no text; the recognition asks again.
          void this.deps.transcriptions?.enqueue(callId, session.ended);
          this.deps.scoring.enqueue(callId, session.ended);
        },
      },
      {
        ...(this.deps.voice.createSegmenter ? { createSegmenter: this.deps.voice.createSegmenter } : {}),
        issueResumeToken: () =>
          createCallToken(
            {
              callId,
              userId,
              kind: 'resume',
              exp: resumeTokenExpiry(nowSeconds(), row.durationLimitSeconds, row.voiceSeconds),
            },
            this.deps.secret,
          ),
        log: this.deps.log,
        ...(node
          ? {
              stillHeldHere: async () =>
                (await this.deps.presence.ownerOf(callId)) === this.deps.presence.nodeId,
              // Its candidate resumed it on another node: that node holds it now.
              onMoved: () => {
                if (this.sessions.get(callId)) this.sessions.delete(callId);
              },
            }
          : {}),
      },
    );
    // This node holds the call from now on (taking it over from a node that died or let it go: the candidate's
    // socket came here). A presence store that cannot be reached does not stop the call: this node serves it.
    await this.deps.presence
      .takeOver(callId)
      .catch((error: unknown) =>
        this.deps.log.warn({ err: error, callId }, 'could not record call presence'),
      );
    await db
      .update(interviews)
      .set({ status: 'in-progress', startedAt: interview.startedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(interviews.id, row.interviewId));
    void session.ended.then(() => {
      this.sessions.delete(callId);
      void this.deps.presence.release(callId).catch(() => {});
    });
    return session;
  }

  /** The call is over: ended with its reason and voice time, scoring pending, the interview completed. */
  private async recordEnd(callId: string, interviewId: string, end: VoiceSessionEnd): Promise<void> {
    const endedAt = new Date();
    await this.deps.db
      .update(calls)
      .set({
        status: 'ended',
        endedReason: end.reason,
        voiceSeconds: end.voiceSeconds,
        endedAt,
        scoringStatus: 'pending',
        scoringUpdatedAt: endedAt,
      })
      .where(eq(calls.id, callId));
    await this.deps.db
      .update(interviews)
      .set({ status: 'completed', endedAt, updatedAt: endedAt })
      .where(and(eq(interviews.id, interviewId), eq(interviews.status, 'in-progress')));
  }

  /** The session this process holds for a call, when it is still live (observers never rebuild one). */
  async heldLiveSession(callId: string): Promise<VoiceSession | null> {
    const pending = this.sessions.get(callId);
    const session = pending ? await pending.catch(() => null) : null;
    return session?.isLive ? session : null;
  }

  /** Ends every live session (server shutdown): the candidate can reconnect to a new process. */
  async closeAll(): Promise<void> {
    const sessions = await Promise.all(
      [...this.sessions.values()].map((pending) => pending.catch(() => null)),
    );
    for (const session of sessions) session?.suspend();
    // Another node may take these calls over when their candidates reconnect.
    await Promise.all(
      sessions.map((session) => (session ? this.deps.presence.release(session.callId) : undefined)),
    ).catch(() => {});
    this.sessions.clear();
  }
}
