/**
 * Plans, usage and payments. Payment goes through a provider: Stripe Checkout with signed webhooks when
 * STRIPE_* is set, otherwise the built-in manual provider, where an administrator grants plans.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { calls, interviews, paymentEvents, subscriptions, user, type Database } from '@intervia/db';
import {
  checkoutRequestSchema,
  findPlan,
  type CheckoutRequest,
  type GrantPlanRequest,
  type GrantPlanResponse,
  QUOTA_EXHAUSTED_MESSAGE,
  type BillingOverview,
  type BillingPeriod,
  type PlanId,
} from '@intervia/shared';
import type { ServerConfig } from '../../config';
import { DomainError } from '../../domain/domain-error';
import { MIN_CALL_SECONDS, entitlement, periodEnd, remainingSeconds } from './quota';
import { callsPaidBy } from './minute-reservations';
import { accountCreatedAt, subscriptionOf } from './account-plan';

export interface CheckoutResult {
  kind: 'redirect' | 'manual';
  url: string | null;
  message: string;
}

export interface PaymentProvider {
  readonly id: 'stripe' | 'manual';
  startCheckout(input: {
    userId: string;
    email: string;
    planId: PlanId;
    period: BillingPeriod;
    returnUrl: string;
  }): Promise<CheckoutResult>;
}

export const manualPaymentProvider: PaymentProvider = {
  id: 'manual',
  async startCheckout({ planId, period }) {
    const plan = findPlan(planId);
    return {
      kind: 'manual',
      url: null,
      message: `This server takes no card payments: its administrator grants plans. Ask them to switch you to ${plan.name} (${period}).`,
    };
  },
};

export function createStripeClient(config: NonNullable<ServerConfig['billing']['stripe']>): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 0,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    id: 'stripe',
    async startCheckout({ userId, email, planId, period, returnUrl }) {
      const plan = findPlan(planId);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: userId,
        customer_email: email,
        metadata: { userId, planId, period },
        subscription_data: { metadata: { userId, planId, period } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: plan.priceUsd[period] * 100,
              recurring: { interval: period === 'yearly' ? 'year' : 'month' },
              product_data: { name: `${plan.name} (${plan.mockInterviewMinutes} interview minutes a month)` },
            },
          },
        ],
        success_url: `${returnUrl}?checkout=success`,
        cancel_url: `${returnUrl}?checkout=canceled`,
      });
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { kind: 'redirect', url: session.url, message: 'Redirecting to Stripe Checkout…' };
    },
  };
}

async function usedSeconds(
  db: Database,
  userId: string,
  window: { start: Date; end: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${calls.voiceSeconds}), 0)` })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .where(
      and(
        // Practice uses the candidate's minutes; first-round interviews the company's (its owner's plan).
        callsPaidBy(userId),
        gte(calls.createdAt, window.start),
        lt(calls.createdAt, window.end),
      ),
    );
  return Number(row?.total ?? 0);
}

async function usageOf(db: Database, userId: string, now = new Date()) {
  const subscription = await subscriptionOf(db, userId);
  const entitled = entitlement(subscription, await accountCreatedAt(db, userId), now);
  const used = await usedSeconds(db, userId, entitled.window);
  return { subscription, entitled, used, remaining: remainingSeconds(entitled.allowanceSeconds, used) };
}

/** An administrator: an address listed in ADMIN_EMAILS that its owner has verified (anyone can type an address). */
function isServerAdmin(
  adminEmails: readonly string[],
  viewer: { email: string; emailVerified: boolean },
): boolean {
  return viewer.emailVerified && adminEmails.includes(viewer.email.toLowerCase());
}

/** A new practice interview needs minutes to run: refused (402) before anything is stored when none are left. */
export async function assertMinutesLeftForNewInterview(db: Database, userId: string): Promise<void> {
  const { remaining } = await usageOf(db, userId);
  if (remaining < MIN_CALL_SECONDS) throw new DomainError('payment-required', QUOTA_EXHAUSTED_MESSAGE);
}

export async function billingOverview(
  db: Database,
  viewer: { userId: string; email: string; emailVerified: boolean },
  provider: PaymentProvider,
  adminEmails: readonly string[],
): Promise<BillingOverview> {
  const { subscription, entitled, used, remaining } = await usageOf(db, viewer.userId);
  const paid = entitled.planId !== 'free' && subscription;
  return {
    plan: {
      id: entitled.planId,
      period: paid ? subscription.period : null,
      provider: paid ? subscription.provider : 'free',
      renewsOrEndsAt: paid ? subscription.currentPeriodEnd.toISOString() : null,
    },
    usage: {
      usedSeconds: used,
      allowanceSeconds: entitled.allowanceSeconds,
      remainingSeconds: remaining,
      windowStart: entitled.window.start.toISOString(),
      windowEnd: entitled.window.end.toISOString(),
    },
    paymentProvider: provider.id,
    isAdmin: isServerAdmin(adminEmails, viewer),
  };
}

export async function startCheckout(
  provider: PaymentProvider,
  viewer: { userId: string; email: string },
  { planId, period }: CheckoutRequest,
  returnUrl: string,
): Promise<CheckoutResult> {
  if (planId === 'free') {
    throw new DomainError('validation-error', 'Free needs no payment: every account starts on it.');
  }
  return provider.startCheckout({ userId: viewer.userId, email: viewer.email, planId, period, returnUrl });
}

async function activate(
  db: Database,
  values: {
    userId: string;
    planId: PlanId;
    period: BillingPeriod;
    provider: 'manual' | 'stripe';
    start: Date;
    stripeCustomerId?: string | null;
    stripeSubscriptionId?: string | null;
  },
): Promise<void> {
  const row = {
    planId: values.planId,
    period: values.period,
    provider: values.provider,
    status: 'active' as const,
    currentPeriodStart: values.start,
    currentPeriodEnd: periodEnd(values.start, values.period),
    stripeCustomerId: values.stripeCustomerId ?? null,
    stripeSubscriptionId: values.stripeSubscriptionId ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(subscriptions)
    .values({ userId: values.userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row });
}

/** Only the server's administrators grant plans (checked before the request is read, so others learn nothing). */
export function requirePlanGranter(
  adminEmails: readonly string[],
  admin: { email: string; emailVerified: boolean },
): void {
  if (!adminEmails.includes(admin.email.toLowerCase())) {
    throw new DomainError('forbidden', 'Only administrators of this server can grant plans.');
  }
  if (!isServerAdmin(adminEmails, admin)) {
    throw new DomainError(
      'forbidden',
      'Confirm your e-mail address first (open the link we sent you): administrator rights need a verified address.',
    );
  }
}

/** Manual provider: an administrator grants a plan for one period from now. */
export async function grantPlan(
  db: Database,
  adminEmails: readonly string[],
  admin: { email: string; emailVerified: boolean },
  request: GrantPlanRequest,
): Promise<GrantPlanResponse> {
  requirePlanGranter(adminEmails, admin);
  const [target] = await db.select({ id: user.id }).from(user).where(eq(user.email, request.email));
  if (!target) throw new DomainError('not-found', `No account uses ${request.email}.`);
  if (request.planId === 'free') {
    await db.delete(subscriptions).where(eq(subscriptions.userId, target.id));
  } else {
    await activate(db, {
      userId: target.id,
      planId: request.planId,
      period: request.period,
      provider: 'manual',
      start: new Date(),
    });
  }
  return { email: request.email, planId: request.planId, period: request.period };
}

const PAID_CHECKOUT: ReadonlySet<Stripe.Checkout.Session.PaymentStatus> = new Set([
  'paid',
  'no_payment_required',
]);

/** Stripe webhook: verifies the signature over the raw body, applies each event once. */
export async function handleStripeWebhook(
  db: Database,
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ applied: boolean }> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw new DomainError('validation-error', 'Webhook signature verification failed.');
  }
  const fresh = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (fresh.length === 0) return { applied: false };

  // A completed checkout may still be unpaid (bank debits, vouchers): the plan starts when the money is there —
  // on completion when Stripe says paid (or nothing was due), else on async_payment_succeeded (audit H15).
  const paidCheckout =
    (event.type === 'checkout.session.completed' && PAID_CHECKOUT.has(event.data.object.payment_status)) ||
    event.type === 'checkout.session.async_payment_succeeded'
      ? event.data.object
      : null;
  if (paidCheckout) {
    const session = paidCheckout;
    const meta = checkoutRequestSchema.safeParse(session.metadata ?? {});
    const userId = session.client_reference_id ?? session.metadata?.userId;
    if (!meta.success || !userId)
      throw new DomainError('validation-error', 'Checkout session without plan metadata.');
    await activate(db, {
      userId,
      planId: meta.data.planId,
      period: meta.data.period,
      provider: 'stripe',
      start: new Date(event.created * 1000),
      stripeCustomerId: typeof session.customer === 'string' ? session.customer : null,
      stripeSubscriptionId: typeof session.subscription === 'string' ? session.subscription : null,
    });
  } else if (event.type === 'invoice.paid') {
    // A renewal: the next period starts now.
    const invoice = event.data.object as { customer?: string | null };
    if (invoice.customer) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeCustomerId, invoice.customer));
      if (row) {
        await activate(db, { ...row, start: new Date(event.created * 1000) });
      }
    }
  } else if (event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object;
    await db
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
  }
  return { applied: true };
}
