/**
 * Background work. `background_jobs` is the embedded (PGlite) queue's table; with PostgreSQL the jobs live in
 * pg-boss's own schema instead. `outgoing_mail` records every message the server sends, whichever queue sends it,
 * so a message is sent once and its delivery can be shown.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { jobInvites } from './jobs';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The job kind (`score-call`, `send-mail` …); the handler registered for it runs the job. */
    kind: text().notNull(),
    /** What the job is about (a call id, a mail id …): one waiting or running job per kind and subject. */
    subject: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: text().$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('background_jobs_due_idx').on(table.state, table.runAfter),
    // One waiting job per subject: a job asked for again while the same subject's job runs (a correction arriving
    // while the call is still being scored) waits behind it instead of being dropped.
    uniqueIndex('background_jobs_waiting_subject_idx')
      .on(table.kind, table.subject)
      .where(sql`state = 'pending'`),
  ],
);

export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Why it is sent: shown nowhere, but lets an administrator tell verification mail from invitations. */
    purpose: text().$type<'email-verification' | 'job-invite'>().notNull(),
    /** The invitation this message delivers (its delivery state is shown where invitations are listed). */
    jobInviteId: uuid().references(() => jobInvites.id, { onDelete: 'cascade' }),
    to: text().notNull(),
    toName: text(),
    subject: text().notNull(),
    /** The body until it is sent or given up: it may hold a one-time link, which is not kept longer than needed. */
    text: text(),
    status: text().$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A sender holds the message until then, so two workers never send it at once. */
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outgoing_mail_job_invite_idx').on(table.jobInviteId),
    index('outgoing_mail_to_idx').on(sql`lower(${table.to})`),
  ],
);
