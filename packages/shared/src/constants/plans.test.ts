import { describe, expect, it } from 'vitest';
import { PRICING_PLANS, findPlan } from './plans';

describe('pricing plans (spec section 9)', () => {
  it('lists the four plans with their monthly and yearly prices and minutes', () => {
    expect(
      PRICING_PLANS.map((p) => [p.name, p.priceUsd.monthly, p.priceUsd.yearly, p.mockInterviewMinutes]),
    ).toEqual([
      ['Free', 0, 0, 5],
      ['Basic', 10, 99, 150],
      ['Professional', 25, 249, 450],
      ['Enterprise', 99, 999, 2000],
    ]);
  });

  it('highlights only Professional, with its button text', () => {
    expect(PRICING_PLANS.filter((p) => p.highlighted).map((p) => p.id)).toEqual(['professional']);
    expect(findPlan('professional').buttonText).toBe('Choose and Get 20%');
  });

  it('gives Basic the same features as Free', () => {
    expect(findPlan('basic').features).toEqual(findPlan('free').features);
  });
});
