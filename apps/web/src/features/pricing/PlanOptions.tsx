/**
 * The plans on /payment: the account's current plan marked "Current plan", every other paid plan with the action it
 * would be (upgrade or switch) at the chosen billing period. Nothing is chosen unless the visitor chose it.
 */
import { BILLING_PERIODS, PRICING_PLANS, type BillingPeriod, type PlanId } from '@intervia/shared';
import { formatPlanPrice, planPriceUnit } from '../landing/pricing';
import { planOffer, type PlanOffer } from './plan-choice';

export interface PlanOptionsProps {
  currentPlanId: PlanId;
  /** How the current plan is billed; null on Free. */
  currentPeriod: BillingPeriod | null;
  /** The plan the visitor chose (pricing section link or a click), or null. */
  chosenPlanId: PlanId | null;
  period: BillingPeriod;
  /** The plan whose checkout is under way: its button says so and every button waits. */
  busyPlanId: PlanId | null;
  onPeriodChange: (period: BillingPeriod) => void;
  onCheckout: (planId: PlanId) => void;
}

function OfferAction({
  offer,
  planId,
  billedOtherwise,
  busy,
  disabled,
  onCheckout,
}: {
  offer: PlanOffer;
  planId: PlanId;
  /** The current plan's period when it is not the chosen one (its card shows the chosen period's price). */
  billedOtherwise: BillingPeriod | null;
  busy: boolean;
  disabled: boolean;
  onCheckout: (planId: PlanId) => void;
}) {
  if (offer.kind === 'current') {
    return (
      <p className="mt-4 text-sm font-medium text-emerald-700">
        {billedOtherwise ? `You are on this plan, billed ${billedOtherwise}.` : 'You are on this plan.'}
      </p>
    );
  }
  if (offer.kind === 'included') {
    return (
      <p className="mt-4 text-sm text-slate-600">
        Nothing to pay: your account returns to Free when a paid plan ends.
      </p>
    );
  }
  return (
    <button
      type="button"
      className={`mt-4 w-full ${offer.kind === 'upgrade' ? 'btn-primary' : 'btn-secondary'}`}
      onClick={() => onCheckout(planId)}
      disabled={disabled}
    >
      {busy ? 'Please wait…' : offer.label}
    </button>
  );
}

export function PlanOptions({
  currentPlanId,
  currentPeriod,
  chosenPlanId,
  period,
  busyPlanId,
  onPeriodChange,
  onCheckout,
}: PlanOptionsProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Plans</h2>
      <div role="radiogroup" aria-label="Billing period" className="mt-4 flex gap-3">
        {BILLING_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === period}
            onClick={() => onPeriodChange(option)}
            className={`rounded-full border px-4 py-1.5 text-sm capitalize ${option === period ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-200 text-slate-700'}`}
          >
            {option}
          </button>
        ))}
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PRICING_PLANS.map((plan) => {
          const offer = planOffer(plan, currentPlanId);
          const current = offer.kind === 'current';
          const chosen = plan.id === chosenPlanId;
          return (
            <li
              key={plan.id}
              aria-labelledby={`payment-plan-${plan.id}`}
              aria-current={current ? 'true' : undefined}
              data-testid={`plan-option-${plan.id}`}
              className={`flex flex-col rounded-xl border p-4 text-sm ${
                current
                  ? 'border-emerald-500 bg-emerald-50'
                  : chosen
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200'
              }`}
            >
              <h3 id={`payment-plan-${plan.id}`} className="text-base font-semibold text-slate-900">
                {plan.name}
              </h3>
              {current && (
                <p className="mt-1 w-fit rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                  Current plan
                </p>
              )}
              {chosen && (
                <p className="mt-1 w-fit rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Your choice
                </p>
              )}
              <p className="mt-2 text-slate-800">
                <strong className="text-lg">{formatPlanPrice(plan, period)}</strong>
                {planPriceUnit(period)}
              </p>
              <p className="mt-1 flex-1 text-slate-600">
                {plan.mockInterviewMinutes} interview minutes a month
              </p>
              <OfferAction
                offer={offer}
                planId={plan.id}
                billedOtherwise={currentPeriod !== period ? currentPeriod : null}
                busy={busyPlanId === plan.id}
                disabled={busyPlanId !== null}
                onCheckout={onCheckout}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
