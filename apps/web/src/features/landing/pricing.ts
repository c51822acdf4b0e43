/**
 * Pricing display rules: monthly plans read "$10/month"; yearly plans read as what they are, "$99/year", with the
 * monthly equivalent and the saving against twelve monthly payments. Links carry the chosen plan and period.
 */
import { ROUTES, type BillingPeriod, type PricingPlan } from '@intervia/shared';

const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

export function formatPlanPrice(plan: PricingPlan, period: BillingPeriod): string {
  return usd(plan.priceUsd[period]);
}

/** The unit after the price: what the figure pays for. */
export function planPriceUnit(period: BillingPeriod): '/month' | '/year' {
  return period === 'yearly' ? '/year' : '/month';
}

export interface YearlyPriceBreakdown {
  /** "$8.25/month": the yearly price spread over twelve months, rounded to the cent. */
  monthlyEquivalent: string;
  /** Dollars saved against paying the monthly price twelve times. */
  savingUsd: number;
  /** The saving as a whole percentage of twelve monthly payments. */
  savingPercent: number;
}

/** Null for a free plan, which has nothing to break down. */
export function yearlyPriceBreakdown(plan: PricingPlan): YearlyPriceBreakdown | null {
  const yearly = plan.priceUsd.yearly;
  const twelveMonths = plan.priceUsd.monthly * 12;
  if (yearly === 0 || twelveMonths === 0) return null;
  const savingUsd = Math.max(0, twelveMonths - yearly);
  return {
    monthlyEquivalent: `${usd(Math.round((yearly / 12) * 100) / 100)}/month`,
    savingUsd,
    savingPercent: Math.round((savingUsd / twelveMonths) * 100),
  };
}

/** `/payment?plan=…&period=…`: the payment page reads the chosen plan and period from the query string. */
export function paymentLink(plan: PricingPlan, period: BillingPeriod): string {
  return `${ROUTES.payment}?${new URLSearchParams({ plan: plan.id, period }).toString()}`;
}
