/** Voice calls of an interview and their turns. Each finished turn is written at once, so a restart loses little. */
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CallEndedReason,
  CallScoringStatus,
  CallStatus,
  ScoreResult,
  SpeechAnalytics,
  TurnSource,
  TranscriptionState,
  TurnTimings,
} from '@intervia/shared';
import { user } from './auth';
import { interviews } from './interviews';

/** Raw bytes (PostgreSQL and PGlite `bytea`), read as a Uint8Array (a Buffer with node-postgres). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const calls = pgTable(
  'calls',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    status: text().$type<CallStatus>().notNull().default('created'),
    /** The validated creation payload (assistant / assistantId / overrides …), kept as sent. */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    videoRecordingEnabled: boolean().notNull().default(false),
    sttProvider: text().notNull(),
    ttsProvider: text().notNull(),
    ttsVoice: text().notNull(),
    durationLimitSeconds: integer().notNull(),
    /** Which limit is tighter for this call: the interview's duration or the plan's remaining minutes. */
    limitReason: text().$type<'duration' | 'quota'>().notNull().default('duration'),
    /** Seconds of actual voice time, updated as the call runs (minute metering reads this). */
    voiceSeconds: integer().notNull().default(0),
    endedReason: text().$type<CallEndedReason>(),
    /** Camera recording uploaded in order, chunk by chunk (files/<userId>/recordings/<callId>.webm). */
    recordingChunks: integer().notNull().default(0),
    recordingBytes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /**
     * Scoring asked for by the call's end (a durable job: a server stopped while it is `pending` scores the call
     * when it starts again). Null for calls that have not ended, and for calls ended before this existed.
     */
    scoringStatus: text().$type<CallScoringStatus>(),
    /** Why scoring is incomplete or failed, in words for the candidate. */
    scoringMessage: text(),
    scoringAttempts: integer().notNull().default(0),
    scoringUpdatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('calls_user_created_idx').on(table.userId, table.createdAt),
    index('calls_interview_idx').on(table.interviewId),
    index('calls_scoring_status_idx').on(table.scoringStatus),
  ],
);

export const callTurns = pgTable(
  'call_turns',
  {
    id: text().primaryKey(),
    callId: uuid()
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    sequence: integer().notNull(),
    role: text().$type<'assistant' | 'user'>().notNull(),
    text: text().notNull(),
    source: text().$type<TurnSource>().notNull(),
    questionIndex: integer(),
    startedAtMs: integer().notNull(),
    endedAtMs: integer().notNull(),
    timings: jsonb().$type<TurnTimings>(),
    /** The recogniser's confidence in what it heard (0–1); null when typed or when it could not say. */
    confidence: real(),
    /** What the recogniser heard, kept when the candidate corrects the answer (`text` is then the correction). */
    recognisedText: text(),
    correctedAt: timestamp({ withTimezone: true }),
    /**
     * `pending`: recognition ran past its deadline during the call; the answer's audio (`pendingAudio`, PCM16 16 kHz
     * mono) is recognised after the call. `failed`: that failed too (the audio is kept). Null: `text` is final.
     */
    transcription: text().$type<TranscriptionState>(),
    pendingAudio: bytea(),
    /** Where the candidate was speaking in a voice answer, in ms of call time (VAD); pace is measured on it. */
    speechSegments: jsonb().$type<{ startMs: number; endMs: number }[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('call_turns_call_sequence_idx').on(table.callId, table.sequence),
    index('call_turns_transcription_idx').on(table.transcription),
  ],
);

/** Every scoring of an interview is kept (re-scoring adds a row); the newest is the current result. */
export const interviewScores = pgTable(
  'interview_scores',
  {
    id: uuid().primaryKey().defaultRandom(),
    interviewId: uuid()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    callId: uuid().references(() => calls.id, { onDelete: 'set null' }),
    overallScore: integer().notNull(),
    result: jsonb().$type<ScoreResult>().notNull(),
    analytics: jsonb().$type<SpeechAnalytics>(),
    source: text().$type<'built-in' | 'llm'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_scores_interview_created_idx').on(table.interviewId, table.createdAt)],
);
