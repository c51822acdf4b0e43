/**
 * One-time invite links to a job's first-round interview. The link carries a random secret; only its SHA-256 is
 * kept with the invitation (the e-mail carrying the link holds it only until it is sent), so a database leak does not
 * leak usable links. A link works once, for the invited email, until it expires.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { jobInvites, jobs, outgoingMail, type Database } from '@intervia/db';
import {
  APPLICATION_MESSAGES,
  JOB_INVITE_TTL_DAYS,
  type JobInvite,
  type JobInviteState,
  type MailDeliveryState,
  type PublicJobInvite,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import type { MailDelivery } from '../mail/mailer';
import { mailDeliveryState, type OutgoingMail } from '../mail/outgoing-mail';

type InviteRow = typeof jobInvites.$inferSelect;
type JobRow = typeof jobs.$inferSelect;

const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

function inviteState(row: Pick<InviteRow, 'usedAt' | 'expiresAt'>, now = new Date()): JobInviteState {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

function toJobInvite(row: InviteRow, delivery: MailDeliveryState | null = null): JobInvite {
  return {
    id: row.id,
    email: row.email,
    state: inviteState(row),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    delivery,
  };
}

/** The page a link opens: it shows the job, then leads to sign-up and into the interview. */
function inviteLinkFor(publicUrl: string, token: string): string {
  return `${publicUrl}/job-invite/${token}`;
}

/**
 * Sends an invite link. Inviting an address that already has a waiting link for this job sends that invitation
 * again with a fresh link (the old one stops working) and a fresh expiry, rather than a second invitation. The
 * invitation is stored and its e-mail queued: a mail server that is down delays the e-mail (retried with back-off,
 * its state shown with the invitation) rather than losing the invitation.
 */
export async function createJobInvite(
  deps: { db: Database; mail: OutgoingMail; publicUrl: string },
  job: JobRow,
  email: string,
  createdBy: string,
  name?: string,
): Promise<{ invite: JobInvite; link: string; delivery: MailDelivery; resent: boolean }> {
  if (!job.firstRoundEnabled) {
    throw new DomainError(
      'conflict',
      'Turn on the first-round AI interview for this job before inviting candidates.',
    );
  }
  if (job.status === 'closed') throw new DomainError('conflict', 'This job is closed; reopen it to invite.');
  const now = new Date();
  const [waiting] = await deps.db
    .select()
    .from(jobInvites)
    .where(
      and(
        eq(jobInvites.jobId, job.id),
        sql`lower(${jobInvites.email}) = ${email.toLowerCase()}`,
        isNull(jobInvites.usedAt),
        gt(jobInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(jobInvites.createdAt))
    .limit(1);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + JOB_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
  const link = inviteLinkFor(deps.publicUrl, token);
  const [row] = waiting
    ? await deps.db
        .update(jobInvites)
        .set({ tokenHash: hashInviteToken(token), expiresAt, createdBy })
        .where(eq(jobInvites.id, waiting.id))
        .returning()
    : await deps.db
        .insert(jobInvites)
        .values({ jobId: job.id, email, tokenHash: hashInviteToken(token), createdBy, expiresAt })
        .returning();
  if (!row) throw new Error('invite write returned nothing');
  // A message with the old link that is still waiting to go out would only deliver a dead link.
  await deps.db
    .delete(outgoingMail)
    .where(and(eq(outgoingMail.jobInviteId, row.id), eq(outgoingMail.status, 'pending')));
  const sent = await deps.mail.send(
    {
      to: email,
      toName: name,
      subject: `Your first-round interview for ${job.title} at ${job.company}`,
      text: [
        name ? `Hello ${name},` : `Hello,`,
        ``,
        `${job.company} invites you to a first-round AI interview for the role of ${job.title}.`,
        `The interview takes about ${job.firstRoundDurationMinutes} minutes. Before it starts you will see how the AI`,
        `is used and can ask for a human review at any time.`,
        ``,
        `Start here (the link works once, for this email address, until ${expiresAt.toUTCString()}):`,
        link,
        ...(waiting ? [``, `This link replaces the one we sent you before.`] : []),
      ].join('\n'),
    },
    { purpose: 'job-invite', jobInviteId: row.id },
  );
  return {
    invite: toJobInvite(row, sent.state),
    link,
    delivery: sent.delivery,
    resent: Boolean(waiting),
  };
}

export async function listJobInvites(db: Database, jobId: string): Promise<JobInvite[]> {
  const rows = await db
    .select()
    .from(jobInvites)
    .where(eq(jobInvites.jobId, jobId))
    .orderBy(desc(jobInvites.createdAt));
  const deliveries = await latestDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toJobInvite(row, deliveries.get(row.id) ?? null));
}

/** Each invitation's latest e-mail (a resend makes a new one), as its delivery state. */
async function latestDeliveries(db: Database, inviteIds: string[]): Promise<Map<string, MailDeliveryState>> {
  const byInvite = new Map<string, MailDeliveryState>();
  if (inviteIds.length === 0) return byInvite;
  const mails = await db
    .select()
    .from(outgoingMail)
    .where(inArray(outgoingMail.jobInviteId, inviteIds))
    .orderBy(desc(outgoingMail.createdAt));
  for (const mail of mails) {
    if (mail.jobInviteId && !byInvite.has(mail.jobInviteId))
      byInvite.set(mail.jobInviteId, mailDeliveryState(mail));
  }
  return byInvite;
}

export async function findInviteByToken(db: Database, token: string): Promise<InviteRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(jobInvites)
    .where(eq(jobInvites.tokenHash, hashInviteToken(token)));
  return row ?? null;
}

export async function publicInvite(db: Database, token: string): Promise<PublicJobInvite> {
  const invite = await findInviteByToken(db, token);
  if (!invite) throw new DomainError('not-found', APPLICATION_MESSAGES.inviteNotFound);
  const [job] = await db.select().from(jobs).where(eq(jobs.id, invite.jobId));
  if (!job) throw new DomainError('not-found', APPLICATION_MESSAGES.inviteNotFound);
  return {
    jobId: job.id,
    jobTitle: job.title,
    company: job.company,
    email: invite.email,
    state: inviteState(invite),
  };
}

/**
 * Checks that the invite may be used by this account for this job; the caller marks it used. Single use belongs to
 * the invitation: once used it stays used, even when the account that used it is deleted (usedBy becomes null, usedAt
 * stays). The address it names must be the viewer's, and verified: anyone can type an address.
 */
export function checkInviteFor(
  invite: InviteRow | null,
  jobId: string,
  viewer: { userId: string; email: string; emailVerified: boolean },
): InviteRow {
  if (!invite || invite.jobId !== jobId)
    throw new DomainError('not-found', APPLICATION_MESSAGES.inviteNotFound);
  if (invite.usedAt && invite.usedBy !== viewer.userId)
    throw new DomainError('conflict', APPLICATION_MESSAGES.inviteUsed);
  if (!invite.usedAt && inviteState(invite) === 'expired')
    throw new DomainError('conflict', APPLICATION_MESSAGES.inviteExpired);
  if (invite.email.toLowerCase() !== viewer.email.toLowerCase())
    throw new DomainError('forbidden', APPLICATION_MESSAGES.inviteOtherEmail);
  if (!viewer.emailVerified) throw new DomainError('forbidden', APPLICATION_MESSAGES.inviteUnverifiedEmail);
  return invite;
}
