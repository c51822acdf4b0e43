import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import {
  invitation,
  jobInvites,
  member,
  newsletterSubscriptions,
  organization,
  outgoingMail,
  user,
  type Database,
} from '@intervia/db';
import { USER_DATA_EXPORT_FORMAT, type UserDataSectionName } from '@intervia/shared';
import type { UserFiles } from '../user-files';
import type { Mailer } from '../mail/mailer';
import type { JobQueue, JobPayloads } from '../background/job-queue';
import { USER_DATA_SECTIONS } from './user-data-sections';

/**
 * The export before it is sent: rows as the database returns them (dates become ISO strings on the wire, where
 * `userDataExportSchema` in @intervia/shared describes the body).
 */
export interface UserDataExport {
  exportedAt: string;
  format: typeof USER_DATA_EXPORT_FORMAT;
  data: Record<UserDataSectionName, unknown>;
}

export async function exportUserData(
  db: Database,
  userId: string,
  email: string,
  now = new Date(),
): Promise<UserDataExport> {
  const data = {} as Record<UserDataSectionName, unknown>;
  for (const section of USER_DATA_SECTIONS) data[section.name] = await section.collect(db, userId, email);
  return { exportedAt: now.toISOString(), format: USER_DATA_EXPORT_FORMAT, data };
}

const SUCCESSION_ORDER: Record<string, number> = { admin: 0, member: 1 };

/** What invitation rows say instead of a deleted user's address (they stay, so an invite is never used twice). */
const DELETED_ACCOUNT_ADDRESS = 'deleted-account@deleted.invalid';

/** A purge queued behind the one made at once waits this long, so the two do not run together. */
const PURGE_JOB_DELAY_MS = 30_000;

export interface AccountPurgeDeps {
  files: UserFiles;
  mailer: Mailer;
}

/** Removes what a deleted account left outside the database; idempotent (nothing left: nothing happens). */
export async function purgeAccountFiles(
  deps: AccountPurgeDeps,
  { userId, email }: JobPayloads['purge-account-files'],
): Promise<void> {
  await deps.files.removeAll(userId);
  if (email) await deps.mailer.forget(email);
}

/** The retention job: files and kept mail of deleted accounts, retried until they are gone. */
export function registerAccountPurge(jobs: JobQueue, deps: AccountPurgeDeps): void {
  jobs.register('purge-account-files', {
    run: (payload) => purgeAccountFiles(deps, payload),
    retry: { maxAttempts: 10, baseDelayMs: 10_000, maxDelayMs: 60 * 60_000 },
  });
}

/**
 * Deletes the account and everything it owns: rows cascade from the user; files go with the user's folder.
 * Organisations the user owns pass to the longest-standing admin (else member); an organisation left with nobody
 * is deleted with its data. Invitations to the user's address stay (single use holds) but no longer name it, and
 * mail to it is removed from the outbox and from the record of sent mail. Files and kept mail are removed at once
 * and by a durable job queued first (a stop or a fault in between leaves nothing behind for good).
 */
export async function deleteUserAccount(
  deps: AccountPurgeDeps & { db: Database; jobs: JobQueue },
  userId: string,
): Promise<void> {
  const { db } = deps;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ organizationId: member.organizationId })
      .from(member)
      .where(and(eq(member.userId, userId), eq(member.role, 'owner')));
    for (const { organizationId } of owned) {
      const others = await tx
        .select({ id: member.id, role: member.role, userId: member.userId })
        .from(member)
        .where(and(eq(member.organizationId, organizationId), ne(member.userId, userId)))
        .orderBy(asc(member.createdAt));
      if (others.some((m) => m.role === 'owner')) continue;
      const successor = [...others].sort(
        (a, b) => (SUCCESSION_ORDER[a.role] ?? 2) - (SUCCESSION_ORDER[b.role] ?? 2),
      )[0];
      if (successor) {
        await tx.update(member).set({ role: 'owner' }).where(eq(member.id, successor.id));
      } else {
        await tx.delete(organization).where(eq(organization.id, organizationId));
      }
    }
    if (row) {
      const address = row.email.toLowerCase();
      await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, address));
      await tx
        .update(jobInvites)
        .set({ email: DELETED_ACCOUNT_ADDRESS })
        .where(or(eq(sql`lower(${jobInvites.email})`, address), eq(jobInvites.usedBy, userId)));
      await tx
        .update(invitation)
        .set({ email: DELETED_ACCOUNT_ADDRESS })
        .where(eq(sql`lower(${invitation.email})`, address));
      await tx.delete(outgoingMail).where(eq(sql`lower(${outgoingMail.to})`, address));
    }
    await tx.delete(user).where(eq(user.id, userId));
  });
  const purge = { userId, email: row?.email ?? null };
  await deps.jobs.enqueue('purge-account-files', purge, { delayMs: PURGE_JOB_DELAY_MS });
  await purgeAccountFiles(deps, purge);
}
