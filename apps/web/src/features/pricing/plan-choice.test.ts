import { describe, expect, it } from 'vitest';
import { findPlan } from '@intervia/shared';
import { chosenPlanFrom, planOffer } from './plan-choice';

describe('planOffer', () => {
  it('marks the current plan as current and offers upgrades above it on Free', () => {
    expect(planOffer(findPlan('free'), 'free')).toEqual({ kind: 'current' });
    expect(planOffer(findPlan('basic'), 'free')).toEqual({ kind: 'upgrade', label: 'Upgrade to Basic' });
    expect(planOffer(findPlan('professional'), 'free')).toEqual({
      kind: 'upgrade',
      label: 'Upgrade to Professional',
    });
  });

  it('offers a switch to a lower paid plan and no checkout for Free while a paid plan is active', () => {
    expect(planOffer(findPlan('basic'), 'professional')).toEqual({
      kind: 'switch',
      label: 'Switch to Basic',
    });
    expect(planOffer(findPlan('free'), 'professional')).toEqual({ kind: 'included' });
    expect(planOffer(findPlan('professional'), 'professional')).toEqual({ kind: 'current' });
  });
});

describe('chosenPlanFrom', () => {
  it('chooses nothing when the visitor did not choose', () => {
    expect(chosenPlanFrom(null, 'free')).toBeNull();
    expect(chosenPlanFrom('gold', 'free')).toBeNull();
  });

  it('keeps a plan chosen on the pricing section unless it is the current plan or Free', () => {
    expect(chosenPlanFrom('basic', 'free')).toBe('basic');
    expect(chosenPlanFrom('basic', 'basic')).toBeNull();
    expect(chosenPlanFrom('free', 'professional')).toBeNull();
  });
});
