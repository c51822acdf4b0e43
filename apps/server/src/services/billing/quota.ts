/**
 * Minute metering, pure. Every plan's minutes are a monthly allowance (yearly plans too). The monthly window is
 * anchored on the paid period's start, or — on Free — on the day the account was created; an expired or canceled
 * paid plan falls back to Free from its end date. Only actual voice time counts (calls that never connected have 0 s).
 */
import {
  callLimit,
  findPlan,
  firstRoundLength,
  MIN_CALL_SECONDS,
  type BillingPeriod,
  type PlanId,
} from '@intervia/shared';

export { MIN_CALL_SECONDS, callLimit, firstRoundLength };

export interface SubscriptionState {
  planId: PlanId;
  period: BillingPeriod;
  status: 'active' | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function periodEnd(start: Date, period: BillingPeriod): Date {
  return addMonths(start, period === 'yearly' ? 12 : 1);
}

/** The monthly window containing `now`, counting whole months from `anchor`. */
export function monthlyWindow(anchor: Date, now: Date): { start: Date; end: Date } {
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  const start = addMonths(anchor, Math.max(0, months));
  return { start, end: addMonths(anchor, Math.max(0, months) + 1) };
}

function isPaidPlanCurrent(subscription: SubscriptionState | null, now: Date): boolean {
  return (
    subscription !== null &&
    subscription.status === 'active' &&
    subscription.currentPeriodStart <= now &&
    now < subscription.currentPeriodEnd
  );
}

export interface Entitlement {
  planId: PlanId;
  allowanceSeconds: number;
  window: { start: Date; end: Date };
}

export function entitlement(
  subscription: SubscriptionState | null,
  accountCreatedAt: Date,
  now: Date,
): Entitlement {
  if (subscription && isPaidPlanCurrent(subscription, now)) {
    return {
      planId: subscription.planId,
      allowanceSeconds: findPlan(subscription.planId).mockInterviewMinutes * 60,
      window: monthlyWindow(subscription.currentPeriodStart, now),
    };
  }
  const anchor =
    subscription && subscription.currentPeriodEnd <= now ? subscription.currentPeriodEnd : accountCreatedAt;
  return {
    planId: 'free',
    allowanceSeconds: findPlan('free').mockInterviewMinutes * 60,
    window: monthlyWindow(anchor, now),
  };
}

export function remainingSeconds(allowanceSeconds: number, usedSeconds: number): number {
  return Math.max(0, allowanceSeconds - usedSeconds);
}
