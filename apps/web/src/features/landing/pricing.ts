/** Pricing display rules: yearly figures are shown as price per month (spec section 9); links carry the choice. */
import { ROUTES, type BillingPeriod, type PricingPlan } from '@intervia/shared';

export function formatPlanPrice(plan: PricingPlan, period: BillingPeriod): string {
  return `$${plan.priceUsd[period].toLocaleString('en-US')}`;
}

/** `/payment?plan=…&period=…`: the payment page reads the chosen plan and period from the query string. */
export function paymentLink(plan: PricingPlan, period: BillingPeriod): string {
  return `${ROUTES.payment}?${new URLSearchParams({ plan: plan.id, period }).toString()}`;
}
