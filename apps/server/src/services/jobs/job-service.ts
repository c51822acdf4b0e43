/** Job postings: recruiters manage their organisation's jobs; everyone can search the published ones. */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  analyzeJobDescription,
  planInterview,
  questionCountForDuration,
  skillSearchTerms,
  suggestSkills,
} from '@intervia/engine';
import { applications, jobs, type Database } from '@intervia/db';
import {
  JOB_PAGE_SIZE,
  jobInputSchema,
  type Difficulty,
  type JobInput,
  type JobSearchQuery,
  type JobSearchResponse,
  type InterviewPlan,
  type JobSuggestion,
  type PlannedQuestion,
  type PublicJob,
  type RecruiterJob,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import { refuseVerifiedCompanyName, verifiedDomainsOf } from '../organizations/company-identity';
import { isRowId } from '@intervia/shared';

type JobRow = typeof jobs.$inferSelect;

export function toPublicJob(row: JobRow): PublicJob {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    description: row.description,
    requirements: row.requirements,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    skills: row.skills.map((skill) => skill.name),
    firstRoundEnabled: row.firstRoundEnabled,
    firstRoundDurationMinutes: row.firstRoundDurationMinutes,
    externalApplyUrl: row.externalApplyUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toRecruiterJob(row: JobRow, applicationCount: number): RecruiterJob {
  return {
    ...toPublicJob(row),
    organizationId: row.organizationId,
    status: row.status,
    firstRoundDifficulty: row.firstRoundDifficulty,
    firstRoundPersonaId: row.firstRoundPersonaId,
    firstRoundTurnTaking: row.firstRoundTurnTaking,
    firstRoundQuestions: row.firstRoundQuestions,
    firstRoundQuestionBudget: questionCountForDuration(row.firstRoundDurationMinutes),
    skillDetails: row.skills,
    applicationCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The posting's text as the engine reads it: description plus requirements. */
export function postingText(input: { description: string; requirements: string }): string {
  return input.requirements
    ? `${input.description}\n\nRequirements:\n${input.requirements}`
    : input.description;
}

interface FirstRoundInput {
  title: string;
  description: string;
  requirements: string;
  difficulty: Difficulty;
  durationMinutes: number;
}

/** The generated first-round plan: its questions and the reserve asked while time remains (the same for everyone). */
export function generateFirstRoundPlan(input: FirstRoundInput): InterviewPlan {
  const parsedJD = analyzeJobDescription({ title: input.title, jobDescription: postingText(input) });
  return planInterview({
    parsedJD,
    resume: null,
    difficulty: input.difficulty,
    durationMinutes: input.durationMinutes,
    preferences: '',
  });
}

/** The first-round question set generated from the posting (recruiters can edit it afterwards). */
export function generateFirstRoundQuestions(input: FirstRoundInput): PlannedQuestion[] {
  return generateFirstRoundPlan(input).questions;
}

function derivedFields(input: ReturnType<typeof jobInputSchema.parse>) {
  const parsedJD = analyzeJobDescription({ title: input.title, jobDescription: postingText(input) });
  return { skills: parsedJD.skills };
}

export async function createJob(
  db: Database,
  organizationId: string,
  userId: string,
  raw: JobInput,
): Promise<RecruiterJob> {
  const input = jobInputSchema.parse(raw);
  await refuseVerifiedCompanyName(db, input.company, organizationId);
  const [row] = await db
    .insert(jobs)
    .values({
      organizationId,
      createdBy: userId,
      ...input,
      ...derivedFields(input),
      firstRoundQuestions: generateFirstRoundQuestions({
        ...input,
        difficulty: input.firstRoundDifficulty,
        durationMinutes: input.firstRoundDurationMinutes,
      }),
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return toRecruiterJob(row, 0);
}

export async function updateJob(db: Database, row: JobRow, raw: JobInput): Promise<RecruiterJob> {
  const input = jobInputSchema.parse(raw);
  await refuseVerifiedCompanyName(db, input.company, row.organizationId);
  const [updated] = await db
    .update(jobs)
    .set({ ...input, ...derivedFields(input), updatedAt: new Date() })
    .where(eq(jobs.id, row.id))
    .returning();
  return toRecruiterJob(updated!, await applicationCountOf(db, row.id));
}

/** Deletes the job with its applications and invites (the database cascades). */
export async function deleteJob(db: Database, row: JobRow): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, row.id));
}

export async function setJobStatus(
  db: Database,
  row: JobRow,
  status: 'published' | 'closed',
): Promise<RecruiterJob> {
  if (status === 'published' && row.status === 'published')
    return toRecruiterJob(row, await applicationCountOf(db, row.id));
  const now = new Date();
  const [updated] = await db
    .update(jobs)
    .set(
      status === 'published'
        ? { status, publishedAt: now, closedAt: null, updatedAt: now }
        : { status, closedAt: now, updatedAt: now },
    )
    .where(eq(jobs.id, row.id))
    .returning();
  return toRecruiterJob(updated!, await applicationCountOf(db, row.id));
}

export async function setFirstRoundQuestions(
  db: Database,
  row: JobRow,
  questions: PlannedQuestion[],
): Promise<RecruiterJob> {
  const seen = new Set<string>();
  for (const question of questions) {
    const key = question.text.toLowerCase().replace(/\W+/g, ' ').trim();
    if (seen.has(key))
      throw new DomainError('validation-error', `This question appears twice: "${question.text}"`);
    seen.add(key);
  }
  const [updated] = await db
    .update(jobs)
    .set({ firstRoundQuestions: questions, updatedAt: new Date() })
    .where(eq(jobs.id, row.id))
    .returning();
  return toRecruiterJob(updated!, await applicationCountOf(db, row.id));
}

async function applicationCountOf(db: Database, jobId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId));
  return row?.n ?? 0;
}

export async function findJob(db: Database, jobId: string): Promise<JobRow | null> {
  if (!isRowId(jobId)) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ?? null;
}

export async function listOrganizationJobs(db: Database, organizationIds: string[]): Promise<RecruiterJob[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({ job: jobs, applicationCount: count(applications.id) })
    .from(jobs)
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(inArray(jobs.organizationId, organizationIds))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt));
  return rows.map((row) => toRecruiterJob(row.job, row.applicationCount));
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Postings whose skill tags name the skill (by any synonym) or whose text mentions it (with stemming). */
function skillCondition(skill: string): SQL {
  const terms = skillSearchTerms(skill);
  const tagged = (name: string) =>
    sql`exists (select 1 from jsonb_array_elements(${jobs.skills}) as s where lower(s->>'name') = lower(${name}))`;
  const parts: SQL[] = [tagged(skill)];
  if (terms.skillName) parts.push(tagged(terms.skillName));
  for (const phrase of terms.phrases)
    parts.push(sql`${jobs.searchDocument} @@ phraseto_tsquery('english', ${phrase})`);
  return or(...parts)!;
}

/**
 * The public job board: full-text search with English stemming over title, company, location and text (all words
 * must match, "quoted phrases" and -exclusions work), best matches first; typed fragments of a title or company
 * still match. Filters by location, work style and skill (synonyms included).
 */
export async function searchPublishedJobs(
  db: Database,
  query: Required<Pick<JobSearchQuery, 'page'>> & JobSearchQuery,
): Promise<JobSearchResponse> {
  const conditions: SQL[] = [eq(jobs.status, 'published')];
  const textQuery = query.q ? sql`websearch_to_tsquery('english', ${query.q})` : null;
  if (query.q && textQuery) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        sql`${jobs.searchDocument} @@ ${textQuery}`,
        ilike(jobs.title, pattern),
        ilike(jobs.company, pattern),
      )!,
    );
  }
  if (query.location) conditions.push(ilike(jobs.location, likePattern(query.location)));
  if (query.remote) conditions.push(eq(jobs.remote, query.remote));
  if (query.skill) conditions.push(skillCondition(query.skill));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const page = query.page;
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .where(where)
    .orderBy(
      ...(textQuery ? [desc(sql`ts_rank(${jobs.searchDocument}, ${textQuery})`)] : []),
      desc(jobs.publishedAt),
      desc(jobs.id),
    )
    .limit(JOB_PAGE_SIZE)
    .offset((page - 1) * JOB_PAGE_SIZE);
  const n = total?.n ?? 0;
  return {
    jobs: await withVerifiedDomains(
      db,
      rows.map((row) => row.job),
    ),
    page,
    pageSize: JOB_PAGE_SIZE,
    total: n,
    pageCount: Math.max(1, Math.ceil(n / JOB_PAGE_SIZE)),
  };
}

/** Public jobs with their company's verified domain (one query for the page). */
export async function withVerifiedDomains(db: Database, rows: JobRow[]): Promise<PublicJob[]> {
  const verified = await verifiedDomainsOf(
    db,
    rows.map((row) => row.organizationId),
  );
  return rows.map((row) => ({
    ...toPublicJob(row),
    companyVerifiedDomain: verified.get(row.organizationId) ?? null,
  }));
}

/** Suggestions while typing: titles of published jobs containing the text, and skills named or aliased by it. */
export async function suggestJobSearches(db: Database, typed: string): Promise<JobSuggestion[]> {
  const text = typed.trim();
  if (text.length < 2) return [];
  const titles = await db
    .selectDistinct({ title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.status, 'published'), ilike(jobs.title, likePattern(text))))
    .orderBy(jobs.title)
    .limit(5);
  return [
    ...titles.map((row) => ({ kind: 'title' as const, text: row.title })),
    ...suggestSkills(text, 5).map((name) => ({ kind: 'skill' as const, text: name })),
  ];
}

export async function countPublishedJobs(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'published'));
  return row?.n ?? 0;
}
