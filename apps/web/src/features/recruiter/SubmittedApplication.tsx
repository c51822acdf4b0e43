/** What a candidate sent with a direct application (no AI interview): their note and their profile or résumé. */
import type { ApplicationSubmission } from '@intervia/shared';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

export function SubmittedApplication({
  submission,
  message,
}: {
  submission: ApplicationSubmission | null;
  message: string;
}) {
  const profile = submission?.profile ?? null;
  const resume = submission?.resume ?? null;
  const skills = profile?.skills ?? resume?.document.skills ?? [];
  const experience =
    profile?.experience.map((entry) => ({ ...entry, bullets: entry.highlights })) ??
    resume?.document.experience ??
    [];
  const education = profile?.education ?? resume?.document.education ?? [];
  const headline = profile?.headline ?? resume?.document.headline ?? '';
  const summary = profile?.summary ?? resume?.document.summary ?? '';
  return (
    <article
      aria-labelledby="submission-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="submission-heading" className="text-lg font-semibold text-slate-900">
        {resume ? `Résumé: ${resume.name}` : 'Profile sent with the application'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Applied without an AI interview; this is what the candidate sent, as they sent it.
      </p>
      {message && (
        <Section title="Note from the candidate">
          <p className="whitespace-pre-line">{message}</p>
        </Section>
      )}
      {!profile && !resume && <p className="mt-4 text-slate-600">Nothing was attached.</p>}
      {headline && <Section title="Headline">{headline}</Section>}
      {profile?.location && <Section title="Location">{profile.location}</Section>}
      {summary && (
        <Section title="Summary">
          <p className="whitespace-pre-line">{summary}</p>
        </Section>
      )}
      {skills.length > 0 && (
        <Section title="Skills">
          <ul className="flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {skill}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {experience.length > 0 && (
        <Section title="Experience">
          <ul className="space-y-3">
            {experience.map((entry, index) => (
              <li key={index}>
                <p className="font-medium">
                  {entry.title}
                  {entry.organisation && <span className="font-normal"> · {entry.organisation}</span>}
                  {entry.period && <span className="text-sm text-slate-500"> · {entry.period}</span>}
                </p>
                {entry.bullets.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {entry.bullets.map((bullet, i) => (
                      <li key={i}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {education.length > 0 && (
        <Section title="Education">
          <ul className="space-y-1">
            {education.map((entry, index) => (
              <li key={index}>
                {entry.qualification}
                {entry.institution && ` · ${entry.institution}`}
                {entry.period && <span className="text-sm text-slate-500"> · {entry.period}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {profile && profile.links.length > 0 && (
        <Section title="Links">
          <ul className="space-y-1">
            {profile.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 hover:underline"
                >
                  {link.label || link.url}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
