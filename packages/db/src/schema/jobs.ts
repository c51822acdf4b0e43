/** Job postings of recruiters' organisations, applications (first-round AI interviews) and one-time invite links. */
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationMethod,
  ApplicationSubmission,
  ExtractedSkill,
  JobStatus,
  PlannedQuestion,
  ApplicationStatus,
  Difficulty,
  RemotePolicy,
} from '@intervia/shared';
import { organization, user } from './auth';
import { interviews } from './interviews';

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

export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    interviewId: uuid().references(() => interviews.id, { onDelete: 'set null' }),
    method: text().$type<ApplicationMethod>().notNull().default('ai-interview'),
    /** A direct application's profile or résumé as sent, and the candidate's note. */
    submission: jsonb().$type<ApplicationSubmission>(),
    message: text().notNull().default(''),
    status: text().$type<ApplicationStatus>().notNull().default('new'),
    /** The newest note of the team's thread (application_notes), kept here for the applicant lists. */
    notes: text().notNull().default(''),
    /** When the candidate read the AI disclosure and agreed to the AI interview (null without one). */
    consentedAt: timestamp({ withTimezone: true }),
    humanReviewRequested: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('applications_job_candidate_idx').on(table.jobId, table.candidateId)],
);

/** The hiring team's notes on an application: a thread, each note with its author and time. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null when the author's account was deleted (the note stays for the team). */
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_notes_application_idx').on(table.applicationId, table.createdAt)],
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
