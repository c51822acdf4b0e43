/** One pricing plan: price for the chosen period, minutes, features and a button to /payment. */
import { Link } from 'react-router';
import type { BillingPeriod, PricingPlan } from '@intervia/shared';
import { formatPlanPrice, paymentLink, planPriceUnit, yearlyPriceBreakdown } from './pricing';

export function PlanCard({ plan, period }: { plan: PricingPlan; period: BillingPeriod }) {
  const highlighted = plan.highlighted;
  const yearly = period === 'yearly' ? yearlyPriceBreakdown(plan) : null;
  return (
    <li
      data-highlighted={highlighted}
      aria-labelledby={`plan-${plan.id}`}
      className={`flex flex-col rounded-2xl border p-6 ${
        highlighted
          ? 'border-brand-600 bg-gradient-to-b from-brand-600 to-brand-800 text-white shadow-2xl ring-4 ring-brand-200 lg:-translate-y-3'
          : 'border-slate-200 bg-white text-slate-900 shadow-sm'
      }`}
    >
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className={`mt-1 text-sm ${highlighted ? 'text-brand-100' : 'text-slate-600'}`}>
        {plan.description}
      </p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold" data-testid={`price-${plan.id}`}>
          {formatPlanPrice(plan, period)}
        </span>
        <span
          className={highlighted ? 'text-brand-100' : 'text-slate-500'}
          data-testid={`price-unit-${plan.id}`}
        >
          {planPriceUnit(period)}
        </span>
      </p>
      {yearly && (
        <p
          className={`mt-1 text-sm ${highlighted ? 'text-brand-100' : 'text-slate-600'}`}
          data-testid={`price-yearly-note-${plan.id}`}
        >
          {yearly.monthlyEquivalent}, billed yearly ·{' '}
          <span className={`font-semibold ${highlighted ? 'text-white' : 'text-emerald-700'}`}>
            save ${yearly.savingUsd} ({yearly.savingPercent}%)
          </span>{' '}
          vs 12 monthly payments
        </p>
      )}
      <p className="mt-2 text-sm font-medium">{plan.mockInterviewMinutes} mock interview minutes</p>
      <ul className={`mt-6 flex-1 space-y-2 text-sm ${highlighted ? 'text-brand-50' : 'text-slate-700'}`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className={highlighted ? 'text-white' : 'text-brand-600'}>
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={paymentLink(plan, period)}
        className={`mt-8 rounded-xl px-4 py-3 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
          highlighted
            ? 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white'
            : 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600'
        }`}
      >
        {plan.buttonText}
      </Link>
    </li>
  );
}
