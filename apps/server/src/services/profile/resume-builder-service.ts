/** The resume builder: a preview built from the saved profile, and the candidate's saved versions. */
import { and, count, desc, eq } from 'drizzle-orm';
import { resumeVersions, type Database } from '@intervia/db';
import {
  MAX_RESUME_VERSIONS,
  type BuildResumeRequest,
  type SaveResumeVersion,
  type BuiltResumeResponse,
  type ResumeVersion,
  type ResumeVersionSummary,
} from '@intervia/shared';
import { buildResumeDocument, resumeReadinessProblems } from '@intervia/engine';
import { DomainError } from '../../domain/domain-error';
import { loadProfile } from './profile-service';
import { rewriteDocumentHighlights, type HighlightRewriter } from './highlight-rewriter';
import { isRowId } from '@intervia/shared';

export interface ResumeBuilderDeps {
  db: Database;
  /** null when no language model is configured. */
  rewriter: HighlightRewriter | null;
  log: { warn(details: object, message: string): void };
}

export async function buildResumePreview(
  deps: ResumeBuilderDeps,
  userId: string,
  request: BuildResumeRequest,
): Promise<BuiltResumeResponse> {
  const { profile } = await loadProfile(deps.db, userId);
  const problems = resumeReadinessProblems(profile);
  if (problems.length > 0) throw new DomainError('validation-error', problems.join(' '));
  const targetJob =
    request.targetJob && (request.targetJob.title !== '' || request.targetJob.description !== '')
      ? request.targetJob
      : null;
  const document = buildResumeDocument(profile, { template: request.template, targetJob });
  if (!request.rewrite)
    return { document, rewrite: { source: 'built-in', notice: null, rewritten: 0, keptAsWritten: [] } };
  const rewritten = await rewriteDocumentHighlights(document, deps.rewriter, deps.log);
  return { document: rewritten.document, rewrite: rewritten.report };
}

type VersionRow = typeof resumeVersions.$inferSelect;

function toSummary(row: VersionRow): ResumeVersionSummary {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    targetJobTitle: row.targetJobTitle,
    rewriteSource: row.rewriteSource,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listResumeVersions(db: Database, userId: string): Promise<ResumeVersionSummary[]> {
  const rows = await db
    .select()
    .from(resumeVersions)
    .where(eq(resumeVersions.userId, userId))
    .orderBy(desc(resumeVersions.createdAt));
  return rows.map(toSummary);
}

const VERSION_NOT_FOUND = 'That resume version does not exist, or was deleted.';

export async function getResumeVersion(db: Database, userId: string, id: string): Promise<ResumeVersion> {
  if (!isRowId(id)) throw new DomainError('not-found', VERSION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)));
  if (!row) throw new DomainError('not-found', VERSION_NOT_FOUND);
  return { ...toSummary(row), document: row.document };
}

export async function saveResumeVersion(
  db: Database,
  userId: string,
  version: SaveResumeVersion,
): Promise<ResumeVersion> {
  const [existing] = await db
    .select({ n: count() })
    .from(resumeVersions)
    .where(eq(resumeVersions.userId, userId));
  if ((existing?.n ?? 0) >= MAX_RESUME_VERSIONS)
    throw new DomainError(
      'conflict',
      `You can keep up to ${MAX_RESUME_VERSIONS} saved resumes. Delete one you no longer need, then save again.`,
    );
  const [row] = await db
    .insert(resumeVersions)
    .values({
      userId,
      name: version.name,
      template: version.document.template,
      targetJobTitle: version.document.targetJobTitle,
      rewriteSource: version.rewriteSource,
      document: version.document,
    })
    .returning();
  if (!row) throw new Error('The resume version was not stored');
  return { ...toSummary(row), document: row.document };
}

export async function deleteResumeVersion(db: Database, userId: string, id: string): Promise<void> {
  if (!isRowId(id)) throw new DomainError('not-found', VERSION_NOT_FOUND);
  const deleted = await db
    .delete(resumeVersions)
    .where(and(eq(resumeVersions.id, id), eq(resumeVersions.userId, userId)))
    .returning({ id: resumeVersions.id });
  if (deleted.length === 0) throw new DomainError('not-found', VERSION_NOT_FOUND);
}
