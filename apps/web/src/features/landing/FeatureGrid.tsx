/** The six feature cards of spec section 2. */
import { FEATURE_CARDS } from './landing-content';
import { SectionHeading } from './SectionHeading';

function FeatureIcon({ path }: { path: string }) {
  return (
    <span
      className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
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
        <path d={path} />
      </svg>
    </span>
  );
}

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-6 py-20">
      <SectionHeading id="features-title">Everything you need to prepare</SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <li
            key={card.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none motion-reduce:transition-none"
          >
            <FeatureIcon path={card.iconPath} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
