import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calls, interviews, resumes, subscriptions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { createPracticeInterview, postInterview } from './interview-helpers';
import { multipartBody } from './multipart';

const RESUME_PDF = readFileSync(new URL('../../../e2e/fixtures/resumes/jordan-lee.pdf', import.meta.url));

const JD = 'Backend Engineer. Responsibilities: build APIs in Node.js and own PostgreSQL performance.';

async function createInterview(t: TestApp, who: TestUser, duration: number): Promise<string> {
  return createPracticeInterview(t.app, who, { title: 'Backend Engineer', duration, jdText: JD });
}

describe.each(await testDatabaseTargets())('plans and metering on $kind', (target) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(target, { ADMIN_EMAILS: 'placeholder@example.com' });
    admin = await signUpWithRole(t.app, 'candidate');
    t.config.billing.adminEmails.splice(0, 1, admin.email.toLowerCase());
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts every user on Free with 5 minutes and the manual provider', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const overview = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview).toMatchObject({
      plan: { id: 'free', period: null, provider: 'free' },
      usage: { usedSeconds: 0, allowanceSeconds: 300, remainingSeconds: 300 },
      paymentProvider: 'manual',
      isAdmin: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });

  it('caps a call at the remaining minutes, counts only voice time, and refuses a call when none are left', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createInterview(t, who, 10);
    const first = await t.app.inject(
      as(who, { method: 'POST', url: '/api/call/web', payload: { assistantId: interviewId } }),
    );
    expect(first.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, first.json().id));
    expect(row).toMatchObject({ durationLimitSeconds: 300, limitReason: 'quota' });

    // A call that never connected costs nothing.
    let overview = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview.usage.usedSeconds).toBe(0);

    await t.database.db.update(calls).set({ voiceSeconds: 280 }).where(eq(calls.id, first.json().id));
    overview = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview.usage).toMatchObject({ usedSeconds: 280, remainingSeconds: 20 });
    const refused = await t.app.inject(
      as(who, { method: 'POST', url: '/api/call/web', payload: { assistantId: interviewId } }),
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/no interview minutes left.*Payment page/);
  });

  it('refuses a new interview when no minutes are left, before storing anything (no interview, no resume)', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const interviewId = await createInterview(t, who, 10);
    const call = await t.app.inject(
      as(who, { method: 'POST', url: '/api/call/web', payload: { assistantId: interviewId } }),
    );
    await t.database.db.update(calls).set({ voiceSeconds: 290 }).where(eq(calls.id, call.json().id));
    const ownRows = async () => {
      const owned = await t.database.db.select().from(interviews).where(eq(interviews.userId, who.id));
      const files = await t.database.db.select().from(resumes).where(eq(resumes.userId, who.id));
      return { interviews: owned.length, resumes: files.length };
    };
    const before = await ownRows();
    expect(before).toEqual({ interviews: 1, resumes: 0 });

    const refusedJson = await postInterview(t.app, who, JD);
    expect(refusedJson.statusCode).toBe(402);
    expect(refusedJson.json().error).toMatchObject({
      code: 'payment-required',
      message: expect.stringMatching(/no interview minutes left.*Payment page/),
    });
    const upload = multipartBody(
      { title: 'Backend Engineer', difficulty: 'easy', duration: '10' },
      { field: 'resume', name: 'jordan-lee.pdf', bytes: RESUME_PDF, type: 'application/pdf' },
    );
    const refusedUpload = await t.app.inject(
      as(who, { method: 'POST', url: '/api/interviews', payload: upload.payload, headers: upload.headers }),
    );
    expect(refusedUpload.statusCode).toBe(402);
    expect(await ownRows()).toEqual(before);
    expect(existsSync(join(t.config.filesDir, who.id))).toBe(false);
  });

  it('lets an administrator grant plans (manual provider), and nobody else', async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const grant = (by: TestUser, payload: object) =>
      t.app.inject(as(by, { method: 'POST', url: '/api/admin/subscriptions', payload }));
    expect((await grant(who, { email: who.email, planId: 'enterprise', period: 'monthly' })).statusCode).toBe(
      403,
    );
    expect(
      (await grant(admin, { email: 'nobody@example.com', planId: 'basic', period: 'monthly' })).statusCode,
    ).toBe(404);
    expect((await grant(admin, { email: who.email, planId: 'gold', period: 'monthly' })).statusCode).toBe(
      400,
    );
    expect((await grant(admin, { email: who.email, planId: 'basic', period: 'yearly' })).statusCode).toBe(
      200,
    );
    const overview = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview.plan).toMatchObject({ id: 'basic', period: 'yearly', provider: 'manual' });
    expect(overview.usage.allowanceSeconds).toBe(150 * 60);
    const checkout = await t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { planId: 'professional', period: 'monthly' },
      }),
    );
    expect(checkout.json()).toMatchObject({ kind: 'manual', url: null });
    expect(checkout.json().message).toMatch(/administrator grants plans/);
  });
});

describe('Stripe provider against a local stand-in', async () => {
  const [pglite] = await testDatabaseTargets();
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const requests: { path: string; auth: string | undefined; body: string }[] = [];
  const stripeStandIn = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    if (request.url === '/v1/checkout/sessions' && request.method === 'POST') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'cs_test_1',
          object: 'checkout.session',
          url: 'https://checkout.stripe.test/c/cs_test_1',
        }),
      );
      return;
    }
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'unknown' } }));
  });
  let t: TestApp;
  let who: TestUser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeStandIn.listen(0, '127.0.0.1', resolve));
    const port = (stripeStandIn.address() as AddressInfo).port;
    t = await createTestApp(pglite!, {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
    who = await signUpWithRole(t.app, 'candidate');
  });
  afterAll(async () => {
    await t.close();
    stripeStandIn.close();
  });

  it('creates a Checkout session for the chosen plan and period', async () => {
    const response = await t.app.inject(
      as(who, {
        method: 'POST',
        url: '/api/billing/checkout',
        payload: { planId: 'professional', period: 'monthly' },
      }),
    );
    expect(response.json()).toMatchObject({
      kind: 'redirect',
      url: 'https://checkout.stripe.test/c/cs_test_1',
    });
    const sent = requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(sent.auth).toBe('Bearer sk_test_local');
    const form = new URLSearchParams(sent.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('metadata[planId]')).toBe('professional');
    expect(form.get('client_reference_id')).toBe(who.id);
  });

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('rejects a webhook with a bad signature and changes nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: {} },
    });
    const response = await webhook(payload, 't=1,v1=deadbeef');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Webhook signature verification failed.');
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, who.id))).toEqual(
      [],
    );
  });

  it('activates the plan from a signed checkout.session.completed, once', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: who.id,
          customer: 'cus_1',
          subscription: 'sub_1',
          payment_status: 'paid',
          metadata: { userId: who.id, planId: 'professional', period: 'monthly' },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).json()).toEqual({ applied: true });
    expect((await webhook(payload, signature)).json()).toEqual({ applied: false });
    const overview = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(overview).toMatchObject({
      plan: { id: 'professional', provider: 'stripe' },
      paymentProvider: 'stripe',
    });
    expect(overview.usage.allowanceSeconds).toBe(450 * 60);

    const canceled = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    await webhook(
      canceled,
      Stripe.webhooks.generateTestHeaderString({ payload: canceled, secret: WEBHOOK_SECRET }),
    );
    const after = (await t.app.inject(as(who, { method: 'GET', url: '/api/billing' }))).json();
    expect(after.plan.id).toBe('free');
  });
});
