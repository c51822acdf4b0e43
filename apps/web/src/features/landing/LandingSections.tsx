/** The landing page's sections (spec section 2), each a small component. */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ASSISTANT_NAME,
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  PRICING_PLANS,
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  PRODUCT_WELCOME_LINE,
  ROUTES,
  YEARLY_DISCOUNT_LABEL,
  type BillingPeriod,
} from '@intervia/shared';
import {
  FEATURE_CARDS,
  HOW_IT_WORKS_STEPS,
  SCORE_PANELS,
  SHOWCASE_CARDS,
  type ScorePanel,
} from './landing-content';
import { formatPlanPrice, paymentLink } from './pricing';
import { useTypewriter } from './use-typewriter';

export function HeroSection() {
  const { shown, done } = useTypewriter(ASSISTANT_NAME);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-brand-900 to-brand-700 text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_70%_20%,rgba(255,255,255,0.18),transparent_45%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-6xl px-6 py-20 text-center sm:py-28">
        <p className="text-xs font-semibold tracking-[0.3em] text-brand-200 sm:text-sm">{PRODUCT_TAGLINE}</p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">Welcome to {PRODUCT_NAME}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{PRODUCT_WELCOME_LINE}</p>
        <p className="mt-8 text-lg text-brand-100">
          Meet your AI interviewer,{' '}
          <span
            className="font-mono text-2xl font-bold text-white"
            aria-label={ASSISTANT_NAME}
            data-testid="typed-name"
          >
            <span aria-hidden="true">{shown}</span>
            <span
              aria-hidden="true"
              className={`ml-0.5 inline-block w-2 ${done ? 'animate-pulse motion-reduce:animate-none' : ''}`}
            >
              |
            </span>
          </span>
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to={ROUTES.candidateInterviewCreate}
            className="rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 shadow-lg hover:bg-brand-50"
          >
            Start a mock interview
          </Link>
          <a
            href="#pricing"
            className="rounded-xl border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            See pricing
          </a>
        </div>
      </div>
    </section>
  );
}

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-6 py-20">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Everything you need to prepare
      </h2>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li
            key={card.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none"
          >
            <span
              className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={card.iconPath} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          How It Works
        </h2>
        <ol className="mt-12 grid gap-6 md:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function ShowcaseCards() {
  return (
    <section aria-labelledby="showcase-title" className="mx-auto max-w-6xl px-6 py-20">
      <h2 id="showcase-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Built for candidates and hiring teams
      </h2>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {SHOWCASE_CARDS.map((card, index) => (
          <li
            key={card.title}
            className={`rounded-2xl p-8 text-white shadow-lg ${
              [
                'bg-gradient-to-br from-brand-600 to-brand-800',
                'bg-gradient-to-br from-indigo-600 to-slate-900',
                'bg-gradient-to-br from-emerald-600 to-teal-800',
              ][index]
            }`}
          >
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-3 text-sm text-white/85">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScorePanelCard({ panel }: { panel: ScorePanel }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{panel.title}</h3>
      <ul className="mt-5 space-y-4">
        {panel.scores.map((score) => (
          <li key={score.label}>
            <div className="flex justify-between text-sm">
              <span className="text-slate-700">{score.label}</span>
              <span className="font-semibold text-slate-900">{score.percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={score.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={score.percent}
              className="mt-1.5 h-2.5 rounded-full bg-slate-100"
            >
              <div
                className="h-2.5 rounded-full bg-gradient-to-r from-brand-500 to-brand-700"
                style={{ width: `${score.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScorePanels() {
  return (
    <section aria-labelledby="scores-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="scores-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Scores you can act on
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {SCORE_PANELS.map((panel) => (
            <ScorePanelCard key={panel.title} panel={panel} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function PricingSection() {
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl px-6 py-20">
      <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Pricing
      </h2>
      <div
        role="radiogroup"
        aria-label="Billing period"
        className="mx-auto mt-8 flex w-fit rounded-full bg-slate-100 p-1"
      >
        {BILLING_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={period === option}
            onClick={() => setPeriod(option)}
            className={`rounded-full px-5 py-2 text-sm font-semibold capitalize transition ${
              period === option ? 'bg-white text-brand-700 shadow' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {option}
            {option === 'yearly' && (
              <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                {YEARLY_DISCOUNT_LABEL}
              </span>
            )}
          </button>
        ))}
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:grid-cols-4">
        {PRICING_PLANS.map((plan) => (
          <li
            key={plan.id}
            data-highlighted={plan.highlighted}
            className={`flex flex-col rounded-2xl border p-6 ${
              plan.highlighted
                ? 'border-brand-600 bg-brand-700 text-white shadow-2xl lg:-translate-y-3'
                : 'border-slate-200 bg-white text-slate-900 shadow-sm'
            }`}
          >
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className={`mt-1 text-sm ${plan.highlighted ? 'text-brand-100' : 'text-slate-600'}`}>
              {plan.description}
            </p>
            <p className="mt-6">
              <span className="text-4xl font-extrabold" data-testid={`price-${plan.id}`}>
                {formatPlanPrice(plan, period)}
              </span>
              <span className={plan.highlighted ? 'text-brand-100' : 'text-slate-500'}>/month</span>
            </p>
            <p className="mt-2 text-sm font-medium">{plan.mockInterviewMinutes} mock interview minutes</p>
            <ul
              className={`mt-6 flex-1 space-y-2 text-sm ${plan.highlighted ? 'text-brand-50' : 'text-slate-700'}`}
            >
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true">✓</span>
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to={paymentLink(plan, period)}
              className={`mt-8 rounded-xl px-4 py-3 text-center text-sm font-semibold ${
                plan.highlighted
                  ? 'bg-white text-brand-800 hover:bg-brand-50'
                  : 'bg-brand-600 text-white hover:bg-brand-700'
              }`}
            >
              {plan.buttonText}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
