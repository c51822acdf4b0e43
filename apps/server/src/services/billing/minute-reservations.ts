/**
 * Who pays for a call's minutes, and reserving them atomically when the call is created.
 *
 * A practice interview is paid by the candidate; a first-round interview by the company — the plan of the
 * organisation's owner — so a candidate out of minutes cannot get an unmetered call through a job of their own.
 * A call holds its whole time limit against the payer's allowance while it can still run (created and joinable,
 * or in progress), and only its voice time once it has ended or can no longer run: what it did not use is released.
 * Reservations for one payer are made one at a time (the payer's user row is locked), so calls created at once
 * cannot each get the full remaining minutes; and a new call replaces the caller's calls not joined yet.
 */
import { and, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { calls, interviews, jobs, member, user, type Database } from '@intervia/db';
import {
  CALL_JOIN_TOKEN_TTL_SECONDS,
  QUOTA_EXHAUSTED_MESSAGE,
  type CompanyMinutes,
  type FirstRoundLength,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import { callLimit, entitlement, firstRoundLength, remainingSeconds } from './quota';
import { accountCreatedAt, subscriptionOf } from './account-plan';

/** A live call can be resumed this long after its time limit (the resume token's validity). */
const CALL_RESUME_GRACE_SECONDS = 15 * 60;

export const COMPANY_MINUTES_EXHAUSTED_MESSAGE =
  'This company has no interview minutes left this month, so the first-round interview cannot start now. Please try again later or contact the recruiter.';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;

export interface CallPayer {
  userId: string;
  /** The company pays for first-round interviews. */
  kind: 'candidate' | 'company';
}

/** The owner of the organisation that posted the job (the first owner when there are several). */
async function organizationOwnerOfJob(db: Queryable, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: member.userId })
    .from(jobs)
    .innerJoin(member, and(eq(member.organizationId, jobs.organizationId), eq(member.role, 'owner')))
    .where(eq(jobs.id, jobId))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return row?.userId ?? null;
}

export async function payerOfInterview(
  db: Queryable,
  interview: { userId: string; kind: 'practice' | 'application'; jobId: string | null },
): Promise<CallPayer> {
  if (interview.kind === 'practice') return { userId: interview.userId, kind: 'candidate' };
  const owner = interview.jobId ? await organizationOwnerOfJob(db, interview.jobId) : null;
  if (!owner)
    throw new DomainError('conflict', 'This job is no longer offered, so its interview cannot start.');
  return { userId: owner, kind: 'company' };
}

/** SQL: the calls (joined with their interviews) whose minutes `payerId` pays for. */
export function callsPaidBy(payerId: string): SQL {
  const firstOwnerOfJob = sql`(select ${member.userId} from ${jobs} inner join ${member}
    on ${member.organizationId} = ${jobs.organizationId} and ${member.role} = 'owner'
    where ${jobs.id} = ${interviews.jobId} order by ${member.createdAt} asc limit 1)`;
  return or(
    and(eq(interviews.kind, 'practice'), eq(calls.userId, payerId)),
    and(eq(interviews.kind, 'application'), sql`${firstOwnerOfJob} = ${payerId}`),
  )!;
}

/** SQL: the call is in progress and can still run (within its limit plus the resume window). */
export function callStillRunning(now: Date): SQL<boolean> {
  return sql<boolean>`(${calls.status} = 'in-progress' and ${calls.startedAt}
    + make_interval(secs => ${calls.durationLimitSeconds} + ${CALL_RESUME_GRACE_SECONDS}) > ${now.toISOString()}::timestamptz)`;
}

/** SQL: the seconds a call holds now — its whole limit while it can still run, else its voice time. */
function heldSeconds(now: Date): SQL<number> {
  const joinableSince = new Date(now.getTime() - CALL_JOIN_TOKEN_TTL_SECONDS * 1000);
  return sql<number>`case
    when (${calls.status} = 'created' and ${calls.createdAt} > ${joinableSince.toISOString()}::timestamptz)
      or ${callStillRunning(now)}
    then greatest(${calls.voiceSeconds}, ${calls.durationLimitSeconds})
    else ${calls.voiceSeconds} end`;
}

async function heldSecondsOf(db: Queryable, payerId: string, window: { start: Date; end: Date }, now: Date) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${heldSeconds(now)}), 0)` })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(and(callsPaidBy(payerId), gte(calls.createdAt, window.start), lt(calls.createdAt, window.end)));
  return Number(row?.total ?? 0);
}

/** The payer's plan now and the seconds it can still reserve: the plan's allowance this month less what calls hold. */
async function payerMinutes(db: Queryable, payerId: string, now: Date): Promise<CompanyMinutes> {
  const subscription = await subscriptionOf(db, payerId);
  const entitled = entitlement(subscription, await accountCreatedAt(db, payerId), now);
  const held = await heldSecondsOf(db, payerId, entitled.window, now);
  return { planId: entitled.planId, remainingSeconds: remainingSeconds(entitled.allowanceSeconds, held) };
}

async function reservableSeconds(db: Queryable, payerId: string, now: Date): Promise<number> {
  return (await payerMinutes(db, payerId, now)).remainingSeconds;
}

/**
 * The plan that pays for the job's first-round interviews (its company owner's) and the seconds it has left now.
 * Null when the job's company has no owner to pay (nothing starts).
 */
export async function companyMinutesOfJob(
  db: Database,
  job: { id: string },
  now = new Date(),
): Promise<CompanyMinutes | null> {
  const owner = await organizationOwnerOfJob(db, job.id);
  return owner ? payerMinutes(db, owner, now) : null;
}

/** The plan that pays for the company's first-round interviews (its first owner's) and the seconds it has left now. */
export async function companyMinutesOfOrganization(
  db: Database,
  organizationId: string,
  now = new Date(),
): Promise<CompanyMinutes | null> {
  const [owner] = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return owner ? payerMinutes(db, owner.userId, now) : null;
}

/**
 * How long the job's first-round interview can run if a candidate starts it now: the limit `reserveCallMinutes`
 * would give the call from the company's minutes. Null when the job's company has no owner to pay (nothing starts).
 */
export async function firstRoundLengthOfJob(
  db: Database,
  job: { id: string; firstRoundDurationMinutes: number },
  now = new Date(),
): Promise<FirstRoundLength | null> {
  const minutes = await companyMinutesOfJob(db, job, now);
  return minutes && firstRoundLength(job.firstRoundDurationMinutes, minutes.remainingSeconds);
}

/**
 * Reserves the call's minutes against the payer's allowance and creates the call in the same transaction
 * (`insert` gets the time limit); refuses with 402 when fewer than the minimum call length are left.
 */
export async function reserveCallMinutes<T>(
  db: Database,
  callerId: string,
  payer: CallPayer,
  interviewMinutes: number,
  insert: (
    tx: Transaction,
    limit: { durationLimitSeconds: number; limitReason: 'duration' | 'quota' },
  ) => Promise<T>,
  now = new Date(),
): Promise<T> {
  return db.transaction(async (tx) => {
    // The caller first, then the payer: a candidate never pays a company's calls, so the order cannot cycle.
    if (callerId !== payer.userId) {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, callerId)).for('update');
    }
    await tx.select({ id: user.id }).from(user).where(eq(user.id, payer.userId)).for('update');
    // One joinable call per candidate: a new call replaces the caller's calls nobody has joined yet (their
    // reservations are released and their join links stop working), so calls created at once cannot pile up.
    await tx
      .update(calls)
      .set({ status: 'ended', endedReason: 'customer-ended-call', endedAt: now })
      .where(and(eq(calls.userId, callerId), eq(calls.status, 'created')));
    const limit = callLimit(interviewMinutes * 60, await reservableSeconds(tx, payer.userId, now));
    if (!limit) {
      throw new DomainError(
        'payment-required',
        payer.kind === 'company' ? COMPANY_MINUTES_EXHAUSTED_MESSAGE : QUOTA_EXHAUSTED_MESSAGE,
      );
    }
    return insert(tx, limit);
  });
}
