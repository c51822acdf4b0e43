/**
 * What /payment offers for each plan, pure: the account's current plan is marked as such and offers nothing; a
 * paid plan above it is an upgrade, one below it a switch; Free needs no checkout. A plan counts as chosen only when
 * the visitor chose it (the pricing section's link or a click), never by default.
 */
import { PLAN_IDS, type PlanId } from '@intervia/shared';

export type PlanOffer =
  | { kind: 'current' }
  /** Free while a paid plan is active: the account returns to it when the paid plan ends. */
  | { kind: 'included' }
  | { kind: 'upgrade'; label: string }
  | { kind: 'switch'; label: string };

const tier = (id: PlanId) => PLAN_IDS.indexOf(id);

export function planOffer(plan: { id: PlanId; name: string }, currentPlanId: PlanId): PlanOffer {
  if (plan.id === currentPlanId) return { kind: 'current' };
  if (plan.id === 'free') return { kind: 'included' };
  return tier(plan.id) > tier(currentPlanId)
    ? { kind: 'upgrade', label: `Upgrade to ${plan.name}` }
    : { kind: 'switch', label: `Switch to ${plan.name}` };
}

/**
 * The plan the visitor chose, from the query string: only a plan they could check out (not their current plan, not
 * Free), else none.
 */
export function chosenPlanFrom(requested: string | null, currentPlanId: PlanId): PlanId | null {
  const plan = PLAN_IDS.find((id) => id === requested);
  if (!plan || plan === 'free' || plan === currentPlanId) return null;
  return plan;
}
