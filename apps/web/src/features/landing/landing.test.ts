import { describe, expect, it } from 'vitest';
import { PRICING_PLANS } from '@intervia/shared';
import { typedLength } from './use-typewriter';
import { formatPlanPrice, paymentLink } from './pricing';
import { SCORE_PANELS } from './landing-content';

describe('landing page rules', () => {
  it('types one letter per step and stops at the end', () => {
    expect(typedLength('Iris', 0)).toBe(0);
    expect(typedLength('Iris', 140 * 2)).toBe(2);
    expect(typedLength('Iris', 10_000)).toBe(4);
  });

  it('shows the spec prices per period and links each plan to /payment with the choice', () => {
    const professional = PRICING_PLANS.find((plan) => plan.id === 'professional')!;
    expect(formatPlanPrice(professional, 'monthly')).toBe('$25');
    expect(formatPlanPrice(professional, 'yearly')).toBe('$249');
    expect(paymentLink(professional, 'yearly')).toBe('/payment?plan=professional&period=yearly');
  });

  it('keeps the score panels of the spec', () => {
    expect(SCORE_PANELS.map((panel) => panel.scores.length)).toEqual([4, 6]);
  });
});
