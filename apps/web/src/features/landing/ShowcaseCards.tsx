/** The three-card showcase. */
import { SHOWCASE_CARDS } from './landing-content';
import { SectionHeading } from './SectionHeading';

const SHOWCASE_BACKGROUNDS = [
  'bg-gradient-to-br from-brand-600 to-brand-800',
  'bg-gradient-to-br from-indigo-600 to-slate-900',
  'bg-gradient-to-br from-emerald-600 to-teal-800',
] as const;

export function ShowcaseCards() {
  return (
    <section aria-labelledby="showcase-title" className="mx-auto max-w-6xl px-6 py-20">
      <SectionHeading id="showcase-title">Built for candidates and hiring teams</SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {SHOWCASE_CARDS.map((card, index) => (
          <li
            key={card.title}
            className={`rounded-2xl p-8 text-white shadow-lg ${SHOWCASE_BACKGROUNDS[index % SHOWCASE_BACKGROUNDS.length]}`}
          >
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-3 text-sm text-white/85">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
