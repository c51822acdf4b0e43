/** Applications to job postings (first-round AI interviews or direct applications) and the team's notes on them. */
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationMethod, ApplicationStatus, ApplicationSubmission } from '@intervia/shared';
import { user } from './auth';
import { interviews } from './interviews';
import { jobs } from './jobs';

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
