/** Pricing display rules: yearly figures are shown as price per month (spec section 9); links carry the choice. */
import type { BillingPeriod, PricingPlan } from '@intervia/shared';

export function formatPlanPrice(plan: PricingPlan, period: BillingPeriod): string {
  return `$${plan.priceUsd[period]}`;
}

export function paymentLink(plan: PricingPlan, period: BillingPeriod): string {
  return `/payment?plan=${plan.id}&period=${period}`;
}
