import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import {
  invitation,
  jobInvites,
  member,
  newsletterSubscriptions,
  organization,
  user,
  type Database,
} from '@intervia/db';
import type { UserFiles } from '../user-files';
import type { Mailer } from '../mail/mailer';
import { USER_DATA_SECTIONS } from './user-data-sections';

export interface UserDataExport {
  exportedAt: string;
  format: 'intervia-user-export/1';
  data: Record<string, unknown>;
}

export async function exportUserData(
  db: Database,
  userId: string,
  email: string,
  now = new Date(),
): Promise<UserDataExport> {
  const data: Record<string, unknown> = {};
  for (const section of USER_DATA_SECTIONS) data[section.name] = await section.collect(db, userId, email);
  return { exportedAt: now.toISOString(), format: 'intervia-user-export/1', data };
}

const SUCCESSION_ORDER: Record<string, number> = { admin: 0, member: 1 };

/** What invitation rows say instead of a deleted user's address (they stay, so an invite is never used twice). */
const DELETED_ACCOUNT_ADDRESS = 'deleted-account@deleted.invalid';

/**
 * Deletes the account and everything it owns: rows cascade from the user; files go with the user's folder.
 * Organisations the user owns pass to the longest-standing admin (else member); an organisation left with nobody
 * is deleted with its data. Invitations to the user's address stay (single use holds) but no longer name it, and
 * mail to it is removed from the outbox.
 */
export async function deleteUserAccount(
  db: Database,
  files: UserFiles,
  mailer: Mailer,
  userId: string,
): Promise<void> {
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
    }
    await tx.delete(user).where(eq(user.id, userId));
  });
  await files.removeAll(userId);
  if (row) await mailer.forget(row.email);
}
