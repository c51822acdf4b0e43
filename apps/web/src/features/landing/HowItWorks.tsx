/** The 4-step How It Works section. */
import { HOW_IT_WORKS_STEPS } from './landing-content';
import { SectionHeading } from './SectionHeading';

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading id="how-title">How It Works</SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 md:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-bold text-white shadow"
                aria-hidden="true"
              >
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
