/**
 * Audit H15: a validly signed checkout.session.completed whose payment_status is "unpaid" (a bank debit still on
 * its way) starts no plan; the plan starts with checkout.session.async_payment_succeeded, or at once when paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { subscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';

const WEBHOOK_SECRET = 'whsec_payment_status_test';

describe.each(await testDatabaseTargets())('Stripe payment status on $kind', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // The webhook never calls Stripe; the API address only has to be local.
    t = await createTestApp(target, {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  let sequence = 0;
  async function send(type: string, who: TestUser, paymentStatus: string) {
    sequence += 1;
    const payload = JSON.stringify({
      id: `evt_status_${target.kind}_${sequence}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_${who.id}`,
          object: 'checkout.session',
          client_reference_id: who.id,
          customer: `cus_${who.id}`,
          subscription: `sub_${who.id}`,
          payment_status: paymentStatus,
          metadata: { userId: who.id, planId: 'enterprise', period: 'monthly' },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode).toBe(200);
  }
  const planOf = async (who: TestUser) =>
    (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json().plan.id;

  it('does not activate on a completed but unpaid checkout; activates when the async payment succeeds', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    await send('checkout.session.completed', who, 'unpaid');
    expect(await planOf(who)).toBe('free');
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toEqual(
      [],
    );

    await send('checkout.session.async_payment_failed', who, 'unpaid');
    expect(await planOf(who)).toBe('free');

    await send('checkout.session.async_payment_succeeded', who, 'paid');
    expect(await planOf(who)).toBe('enterprise');
  });

  it('activates at once on a paid completed checkout', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    await send('checkout.session.completed', who, 'paid');
    expect(await planOf(who)).toBe('enterprise');
  });
});
