/** Plans, usage and checkout as the API returns them. */
import { z } from 'zod';
import { BILLING_PERIODS, PLAN_IDS } from '../constants/plans';

export const checkoutRequestSchema = z.object({
  planId: z.enum(PLAN_IDS, 'Choose a plan.'),
  period: z.enum(BILLING_PERIODS, 'Choose monthly or yearly.'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const grantPlanRequestSchema = checkoutRequestSchema.extend({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter the user’s email address.')),
});
export type GrantPlanRequest = z.input<typeof grantPlanRequestSchema>;

/** The plan an administrator granted (echoes the request, normalised). */
export const grantPlanResponseSchema = checkoutRequestSchema.extend({ email: z.string() });
export type GrantPlanResponse = z.infer<typeof grantPlanResponseSchema>;

export const billingOverviewSchema = z.object({
  plan: z.object({
    id: z.enum(PLAN_IDS),
    period: z.enum(BILLING_PERIODS).nullable(),
    provider: z.enum(['free', 'manual', 'stripe']),
    renewsOrEndsAt: z.string().nullable(),
  }),
  usage: z.object({
    usedSeconds: z.number(),
    allowanceSeconds: z.number(),
    remainingSeconds: z.number(),
    windowStart: z.string(),
    windowEnd: z.string(),
  }),
  /** How this server takes payments: Stripe Checkout, or an administrator grants plans ("manual"). */
  paymentProvider: z.enum(['stripe', 'manual']),
  isAdmin: z.boolean(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const QUOTA_EXHAUSTED_MESSAGE =
  'You have no interview minutes left in this billing period. Upgrade your plan on the Payment page to continue.';
