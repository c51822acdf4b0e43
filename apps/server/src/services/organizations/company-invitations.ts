/**
 * Colleague invitations to a company, on the invitation rows better-auth's organisation plugin writes. The link is
 * the invitation id: it names the company and the invited address before sign-up, and accepting it makes the new
 * account a recruiter (the invitation decides the role) and a member in one step.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { invitation, member, organization, user, type Database } from '@intervia/db';
import {
  COMPANY_INVITATION_MESSAGES,
  type CompanyInvitation,
  type CompanyInvitationState,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import { setUserRoleOnce } from '../role-service';

function stateOf(status: string, expiresAt: Date, now: Date): CompanyInvitationState {
  if (status === 'accepted') return 'accepted';
  if (status === 'rejected' || status === 'canceled') return 'declined';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

const selection = {
  id: invitation.id,
  organizationId: invitation.organizationId,
  organizationName: organization.name,
  inviterName: user.name,
  email: invitation.email,
  role: invitation.role,
  status: invitation.status,
  expiresAt: invitation.expiresAt,
};

type InvitationRow = {
  id: string;
  organizationId: string;
  organizationName: string;
  inviterName: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Date;
};

function toInvitation(row: InvitationRow, now: Date): CompanyInvitation {
  return {
    id: row.id,
    organizationName: row.organizationName,
    inviterName: row.inviterName,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'member',
    state: stateOf(row.status, row.expiresAt, now),
  };
}

async function findRow(db: Database, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select(selection)
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, id));
  return row ?? null;
}

export async function findCompanyInvitation(
  db: Database,
  id: string,
  now = new Date(),
): Promise<CompanyInvitation | null> {
  const row = await findRow(db, id);
  return row ? toInvitation(row, now) : null;
}

/** Pending invitations to this address, so a recruiter without a company sees them on the dashboard. */
export async function pendingInvitationsFor(
  db: Database,
  email: string,
  now = new Date(),
): Promise<CompanyInvitation[]> {
  const rows = await db
    .select(selection)
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(
      and(
        sql`lower(${invitation.email}) = ${email.toLowerCase()}`,
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, now),
      ),
    )
    .orderBy(invitation.createdAt);
  return rows.map((row) => toInvitation(row, now));
}

export interface Invitee {
  userId: string;
  email: string;
  role: string | null;
}

/**
 * Accepts for the invited address only. An account without a role becomes a recruiter by the invitation; a
 * candidate account is refused with the reason (companies are for recruiters). Accepting twice is harmless.
 */
export async function acceptCompanyInvitation(
  db: Database,
  id: string,
  invitee: Invitee,
  now = new Date(),
): Promise<{ organizationId: string; roleSet: boolean }> {
  const row = await findRow(db, id);
  if (!row) throw new DomainError('not-found', COMPANY_INVITATION_MESSAGES.notFound);
  if (row.email.toLowerCase() !== invitee.email.toLowerCase())
    throw new DomainError('forbidden', COMPANY_INVITATION_MESSAGES.otherEmail);
  const state = stateOf(row.status, row.expiresAt, now);
  if (state === 'expired') throw new DomainError('conflict', COMPANY_INVITATION_MESSAGES.expired);
  if (state === 'declined') throw new DomainError('conflict', COMPANY_INVITATION_MESSAGES.declined);
  if (invitee.role === 'candidate')
    throw new DomainError('forbidden', COMPANY_INVITATION_MESSAGES.candidateAccount);

  let roleSet = false;
  if (invitee.role === null) {
    const outcome = await setUserRoleOnce(db, invitee.userId, 'recruiter');
    if (outcome.kind === 'conflict')
      throw new DomainError('forbidden', COMPANY_INVITATION_MESSAGES.candidateAccount);
    roleSet = outcome.kind === 'set';
  }
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, row.organizationId), eq(member.userId, invitee.userId)));
    if (!existing) {
      await tx.insert(member).values({
        id: randomUUID(),
        organizationId: row.organizationId,
        userId: invitee.userId,
        role: row.role === 'admin' ? 'admin' : 'member',
        createdAt: now,
      });
    }
    await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, row.id));
  });
  return { organizationId: row.organizationId, roleSet };
}

export async function declineCompanyInvitation(db: Database, id: string, invitee: Invitee): Promise<void> {
  const row = await findRow(db, id);
  if (!row) throw new DomainError('not-found', COMPANY_INVITATION_MESSAGES.notFound);
  if (row.email.toLowerCase() !== invitee.email.toLowerCase())
    throw new DomainError('forbidden', COMPANY_INVITATION_MESSAGES.otherEmail);
  if (row.status !== 'pending') return;
  await db.update(invitation).set({ status: 'rejected' }).where(eq(invitation.id, row.id));
}
