/**
 * Every message the server sends is recorded in `outgoing_mail` and sent by a `send-mail` job, so it survives a
 * stop and is sent once: a sender claims the row before sending, and a row marked sent is never sent again (a
 * retried or duplicated job does nothing). The first attempt is made at once, in the request that asked for it
 * (a user waiting for a link gets it without delay); if it fails, the queued job tries again with back-off.
 * The body (it may hold a one-time link) is cleared once the message is sent or given up.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { outgoingMail, type Database } from '@intervia/db';
import type { MailDeliveryState } from '@intervia/shared';
import { errorText, type JobQueue } from '../background/job-queue';
import type { RetryPolicy } from '../background/retry-policy';
import type { MailDelivery, Mailer, MailMessage } from './mailer';

/** 30 s, then doubling up to 30 min, 8 attempts in all: an SMTP server down for a few hours loses nothing. */
const MAIL_RETRY: Partial<RetryPolicy> = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 30 * 60_000 };
/** A sender holds a message this long (an SMTP exchange times out well within it). */
const MAIL_CLAIM_MS = 2 * 60_000;

type MailRow = typeof outgoingMail.$inferSelect;

export interface MailAbout {
  purpose: MailRow['purpose'];
  jobInviteId?: string;
}

export interface MailSendOutcome {
  mailId: string;
  delivery: MailDelivery;
  state: MailDeliveryState;
}

export class OutgoingMail {
  constructor(
    private readonly deps: {
      db: Database;
      mailer: Mailer;
      jobs: JobQueue;
      /** Overrides the retry policy (tests: no waiting). */
      retry?: Partial<RetryPolicy>;
    },
  ) {
    deps.jobs.register('send-mail', {
      run: ({ mailId }) => this.deliver(mailId),
      failed: ({ mailId }, error) => this.giveUp(mailId, error),
      retry: { ...MAIL_RETRY, ...deps.retry },
    });
  }

  get delivery(): MailDelivery {
    return this.deps.mailer.delivery;
  }

  /** Records the message and queues its sending, then makes the first attempt now; never throws for a mail fault. */
  async send(message: MailMessage, about: MailAbout): Promise<MailSendOutcome> {
    const [row] = await this.deps.db
      .insert(outgoingMail)
      .values({
        purpose: about.purpose,
        jobInviteId: about.jobInviteId ?? null,
        to: message.to,
        toName: message.toName ?? null,
        subject: message.subject,
        text: message.text,
      })
      .returning();
    if (!row) throw new Error('mail write returned nothing');
    // The queued job is the first retry: it waits the policy's first delay, so it does not race the attempt below.
    await this.deps.jobs.enqueue(
      'send-mail',
      { mailId: row.id },
      { delayMs: this.deps.jobs.policyOf('send-mail').baseDelayMs },
    );
    await this.deliver(row.id).catch(() => {});
    return { mailId: row.id, delivery: this.delivery, state: await this.stateOf(row.id) };
  }

  /** The job's work: sends the message unless it was sent (or given up), or another sender holds it. */
  async deliver(mailId: string): Promise<void> {
    const now = new Date();
    const [claimed] = await this.deps.db
      .update(outgoingMail)
      .set({
        claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS),
        attempts: sql`${outgoingMail.attempts} + 1`,
      })
      .where(
        and(
          eq(outgoingMail.id, mailId),
          eq(outgoingMail.status, 'pending'),
          or(isNull(outgoingMail.claimedUntil), lt(outgoingMail.claimedUntil, now)),
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await this.deps.db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
      // Sent, given up, or deleted with its invitation or account: nothing to do.
      if (!row || row.status !== 'pending') return;
      throw new Error('another sender holds this message; it is tried again later');
    }
    try {
      await this.deps.mailer.send({
        to: claimed.to,
        toName: claimed.toName ?? undefined,
        subject: claimed.subject,
        text: claimed.text ?? '',
      });
    } catch (error) {
      await this.deps.db
        .update(outgoingMail)
        .set({ claimedUntil: null, lastError: errorText(error) })
        .where(eq(outgoingMail.id, mailId));
      throw error;
    }
    await this.deps.db
      .update(outgoingMail)
      .set({ status: 'sent', sentAt: new Date(), text: null, claimedUntil: null, lastError: null })
      .where(eq(outgoingMail.id, mailId));
  }

  private async giveUp(mailId: string, error: unknown): Promise<void> {
    await this.deps.db
      .update(outgoingMail)
      .set({ status: 'failed', text: null, claimedUntil: null, lastError: errorText(error) })
      .where(and(eq(outgoingMail.id, mailId), eq(outgoingMail.status, 'pending')));
  }

  private async stateOf(mailId: string): Promise<MailDeliveryState> {
    const [row] = await this.deps.db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
    if (!row) throw new Error('the recorded mail is gone');
    return mailDeliveryState(row);
  }
}

export function mailDeliveryState(row: Pick<MailRow, 'status' | 'lastError' | 'sentAt'>): MailDeliveryState {
  return { status: row.status, error: row.lastError, sentAt: row.sentAt?.toISOString() ?? null };
}
