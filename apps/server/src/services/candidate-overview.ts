/** The candidate dashboard's three cards: interviews to do and done, profile completeness, open jobs. */
import { desc, eq } from 'drizzle-orm';
import { interviews, type Database } from '@intervia/db';
import { profileCompleteness } from '@intervia/engine';
import type { CandidateOverview } from '@intervia/shared';
import { interviewSummaryColumns, toInterviewSummary } from './interviews/interview-service';
import { countPublishedJobs } from './jobs/job-service';
import { loadProfile } from './profile/profile-service';

const CARD_LIMIT = 3;

export async function candidateOverview(db: Database, userId: string): Promise<CandidateOverview> {
  const rows = await db
    .select(interviewSummaryColumns)
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt));
  const { profile } = await loadProfile(db, userId);
  const summaries = rows.map((row) => toInterviewSummary(row));
  return {
    interviews: {
      total: rows.length,
      upcoming: summaries
        .filter((s) => s.status === 'created' || s.status === 'in-progress')
        .slice(0, CARD_LIMIT),
      recent: summaries.filter((s) => s.status === 'completed' || s.status === 'scored').slice(0, CARD_LIMIT),
    },
    profile: profileCompleteness(profile),
    jobs: { openCount: await countPublishedJobs(db) },
  };
}
