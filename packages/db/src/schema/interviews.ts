/** Resumes, interviews (form, analysis, plan, lifecycle). Voice calls, turns and scores hang off interviews. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  Difficulty,
  InterviewPlan,
  InterviewerPersonaId,
  TurnTakingMode,
  InterviewStatusValue,
  ParsedJD,
  ParsedResume,
} from '@intervia/shared';
import { user } from './auth';
import { jobs } from './jobs';

export const resumes = pgTable(
  'resumes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    fileType: text().notNull(), // pdf | doc | docx
    sizeBytes: integer().notNull(),
    /** Key of the stored file under the user's files folder. */
    storageKey: text().notNull(),
    extractedText: text().notNull(),
    parsed: jsonb().$type<ParsedResume>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_idx').on(table.userId)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    difficulty: text().$type<Difficulty>().notNull(),
    durationMinutes: integer().notNull(),
    jobDescription: text(),
    preferences: text(),
    resumeId: uuid().references(() => resumes.id, { onDelete: 'set null' }),
    /** Who conducts the call (name, voice, style) and how long they wait before taking the turn. */
    personaId: text().$type<InterviewerPersonaId>().notNull().default('iris'),
    turnTaking: text().$type<TurnTakingMode>().notNull().default('conversational'),
    /** practice: the candidate's own mock interview; application: a job's first-round AI interview. */
    kind: text().$type<'practice' | 'application'>().notNull().default('practice'),
    jobId: uuid().references(() => jobs.id, { onDelete: 'set null' }),
    parsedJd: jsonb().$type<ParsedJD>(),
    parsedResume: jsonb().$type<ParsedResume>(),
    plan: jsonb().$type<InterviewPlan>(),
    /** Which analyser produced parsedJd/plan: the built-in engine or the configured LLM. */
    analysisSource: text(),
    /** created → in-progress (call live) → completed (call ended) → scored. */
    status: text().$type<InterviewStatusValue>().notNull().default('created'),
    startedAt: timestamp({ withTimezone: true }),
    /**
     * When the current attempt began: set when a recruiter allows a retake of a first-round interview, so calls and
     * scores from before it are kept but no longer count. Null: the first attempt.
     */
    attemptStartedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interviews_user_created_idx').on(table.userId, table.createdAt)],
);
