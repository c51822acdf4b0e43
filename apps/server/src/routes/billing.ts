/** Plans, usage and payments: /api/billing, checkout, the administrator's plan grants and the Stripe webhook. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { checkoutRequestSchema, grantPlanRequestSchema } from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { requireViewer } from '../http/viewer';
import {
  billingOverview,
  grantPlan,
  requirePlanGranter,
  handleStripeWebhook,
  startCheckout,
} from '../services/billing/billing-service';

const returnUrlFor = (request: FastifyRequest) => `${request.protocol}://${request.host}/payment`;

export const billingRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { auth, database, payments, config } = deps;
  const admins = config.billing.adminEmails;

  app.get('/api/billing', async (request) => {
    const viewer = await requireViewer(auth, request);
    return billingOverview(database.db, viewer, payments.provider, admins);
  });

  app.post('/api/billing/checkout', async (request) => {
    const viewer = await requireViewer(auth, request);
    return startCheckout(
      payments.provider,
      viewer,
      parseInput(checkoutRequestSchema, request.body ?? {}),
      returnUrlFor(request),
    );
  });

  app.post('/api/admin/subscriptions', async (request) => {
    const viewer = await requireViewer(auth, request);
    requirePlanGranter(admins, viewer);
    return grantPlan(database.db, admins, viewer, parseInput(grantPlanRequestSchema, request.body ?? {}));
  });

  // Stripe signs the raw body, so this route reads it unparsed (its own encapsulated scope).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/stripe/webhook', async (request) => {
      const stripe = payments.stripe;
      const secret = config.billing.stripe?.webhookSecret;
      if (!stripe || !secret) throw new DomainError('not-found', 'Stripe is not configured on this server.');
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(
        database.db,
        stripe,
        secret,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
    });
  });
};
