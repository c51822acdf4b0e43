/** The candidate profile (one per user) and the resumes built from it (saved versions). */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CandidateProfile, ResumeDocument, ResumeTemplate, RewriteSource } from '@intervia/shared';
import { user } from './auth';

export const candidateProfiles = pgTable('candidate_profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  data: jsonb().$type<CandidateProfile>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    template: text().$type<ResumeTemplate>().notNull(),
    targetJobTitle: text(),
    /** Who worded the highlights: the built-in builder, or the language model (fact-checked). */
    rewriteSource: text().$type<RewriteSource>().notNull(),
    document: jsonb().$type<ResumeDocument>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_versions_user_created_idx').on(table.userId, table.createdAt)],
);
