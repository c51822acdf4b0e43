/** Monthly/yearly switch as a radio group: arrow keys move the choice, as for native radio buttons. */
import { useRef, type KeyboardEvent } from 'react';
import { BILLING_PERIODS, YEARLY_DISCOUNT_LABEL, type BillingPeriod } from '@intervia/shared';

const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export function BillingPeriodToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = (BILLING_PERIODS.indexOf(period) + step + BILLING_PERIODS.length) % BILLING_PERIODS.length;
    onChange(BILLING_PERIODS[index]!);
    buttons.current[index]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      onKeyDown={onKeyDown}
      className="mx-auto mt-8 flex w-fit rounded-full bg-slate-100 p-1 ring-1 ring-slate-200"
    >
      {BILLING_PERIODS.map((option, index) => (
        <button
          key={option}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={period === option}
          tabIndex={period === option ? 0 : -1}
          onClick={() => onChange(option)}
          className={`rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            period === option ? 'bg-white text-brand-700 shadow' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {PERIOD_LABELS[option]}
          {option === 'yearly' && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
              {YEARLY_DISCOUNT_LABEL}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
