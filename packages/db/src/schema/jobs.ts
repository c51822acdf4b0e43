/** Job postings of recruiters' organisations and one-time invite links (applications live in ./applications). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ExtractedSkill,
  JobStatus,
  PlannedQuestion,
  Difficulty,
  InterviewerPersonaId,
  RemotePolicy,
  TurnTakingMode,
} from '@intervia/shared';
import { organization, user } from './auth';

/** PostgreSQL's full-text document type (PGlite has it too). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The posting as a full-text document with English stemming ("engineers" finds "Engineer"): the title weighs most,
 * then company and location, then the text. Kept by the database itself (a generated column).
 */
export const JOB_SEARCH_DOCUMENT = sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "company" || ' ' || "location"), 'B') || setweight(to_tsvector('english', "description" || ' ' || "requirements"), 'C')`;

export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    title: text().notNull(),
    company: text().notNull(),
    location: text().notNull(),
    remote: text().$type<RemotePolicy>().notNull(),
    description: text().notNull(),
    requirements: text().notNull().default(''),
    salaryMin: integer(),
    salaryMax: integer(),
    salaryCurrency: text(),
    /** Skills extracted from the posting, for filtering. */
    skills: jsonb().$type<ExtractedSkill[]>().notNull().default([]),
    status: text().$type<JobStatus>().notNull().default('draft'),
    /** First-round AI interview settings: candidates may apply through an interview when enabled. */
    firstRoundEnabled: boolean().notNull().default(false),
    firstRoundDifficulty: text().$type<Difficulty>().notNull().default('medium'),
    firstRoundDurationMinutes: integer().notNull().default(15),
    firstRoundQuestions: jsonb().$type<PlannedQuestion[]>().notNull().default([]),
    /** The first round's interviewer persona and turn-taking mode (each application's interview copies them). */
    firstRoundPersonaId: text().$type<InterviewerPersonaId>().notNull().default('iris'),
    firstRoundTurnTaking: text().$type<TurnTakingMode>().notNull().default('conversational'),
    /** The company's own application page, offered beside Apply (optional). */
    externalApplyUrl: text(),
    publishedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchDocument: tsvector().generatedAlwaysAs(JOB_SEARCH_DOCUMENT),
  },
  (table) => [
    index('jobs_org_idx').on(table.organizationId),
    index('jobs_status_published_idx').on(table.status, table.publishedAt),
    index('jobs_search_document_idx').using('gin', table.searchDocument),
  ],
);

export const jobInvites = pgTable(
  'job_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** SHA-256 of the secret in the link; the secret itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    usedBy: text().references(() => user.id, { onDelete: 'set null' }),
    usedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_invites_job_idx').on(table.jobId)],
);
