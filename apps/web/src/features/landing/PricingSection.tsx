/** Pricing: the monthly/yearly toggle and the four plans of spec section 9 (three columns on medium screens). */
import { useState } from 'react';
import { DEFAULT_BILLING_PERIOD, PRICING_PLANS, type BillingPeriod } from '@intervia/shared';
import { BillingPeriodToggle } from './BillingPeriodToggle';
import { PlanCard } from './PlanCard';
import { SectionHeading } from './SectionHeading';

export function PricingSection({
  initialPeriod = DEFAULT_BILLING_PERIOD,
}: {
  initialPeriod?: BillingPeriod;
}) {
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-6 py-20">
      <SectionHeading id="pricing-title">Pricing</SectionHeading>
      <BillingPeriodToggle period={period} onChange={setPeriod} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:grid-cols-4">
        {PRICING_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </ul>
    </section>
  );
}
