/** The candidate dashboard's three cards: interviews to do and done, profile completeness, open jobs. */
import { count, desc, eq } from 'drizzle-orm';
import { interviews, resumes, user, type Database } from '@intervia/db';
import type { CandidateOverview } from '@intervia/shared';
import { interviewSummaryColumns, toInterviewSummary } from './interviews/interview-service';
import { countPublishedJobs } from './jobs/job-service';

export interface ProfileCheck {
  label: string;
  done: boolean;
}

/** Percentage of completed checks, and what is still missing, in the order given. */
export function profileCompleteness(checks: ProfileCheck[]): CandidateOverview['profile'] {
  const done = checks.filter((check) => check.done).length;
  return {
    completenessPercent: checks.length === 0 ? 100 : Math.round((done / checks.length) * 100),
    missing: checks.filter((check) => !check.done).map((check) => check.label),
  };
}

const CARD_LIMIT = 3;

export async function candidateOverview(db: Database, userId: string): Promise<CandidateOverview> {
  const rows = await db
    .select(interviewSummaryColumns)
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt));
  const [account] = await db
    .select({ name: user.name, emailVerified: user.emailVerified, image: user.image })
    .from(user)
    .where(eq(user.id, userId));
  const [resumeCount] = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  const summaries = rows.map((row) => toInterviewSummary(row));
  return {
    interviews: {
      total: rows.length,
      upcoming: summaries
        .filter((s) => s.status === 'created' || s.status === 'in-progress')
        .slice(0, CARD_LIMIT),
      recent: summaries.filter((s) => s.status === 'completed' || s.status === 'scored').slice(0, CARD_LIMIT),
    },
    profile: profileCompleteness([
      { label: 'Add your full name', done: Boolean(account?.name && account.name.trim().includes(' ')) },
      { label: 'Upload a resume', done: (resumeCount?.n ?? 0) > 0 },
      {
        label: 'Complete a practice interview',
        done: summaries.some((s) => s.status === 'completed' || s.status === 'scored'),
      },
    ]),
    jobs: { openCount: await countPublishedJobs(db) },
  };
}
