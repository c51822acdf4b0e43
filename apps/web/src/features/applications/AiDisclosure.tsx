import { AI_INTERVIEW_DISCLOSURE } from '@intervia/shared';

/** How the AI is used in a first-round interview, shown before the candidate consents. */
export function AiDisclosure() {
  return (
    <section
      aria-labelledby="ai-disclosure-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5"
    >
      <h2 id="ai-disclosure-heading" className="font-semibold text-slate-900">
        How the AI is used in this interview
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {AI_INTERVIEW_DISCLOSURE.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
