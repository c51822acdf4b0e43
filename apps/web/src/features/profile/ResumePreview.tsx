/** The in-page preview of a resume document, in the look of its template (the PDF and DOCX follow the same layout). */
import type { ResumeDocument, ResumeTemplate } from '@intervia/shared';

const LOOK: Record<
  ResumeTemplate,
  { page: string; header: string; name: string; heading: string; gap: string; skills: 'line' | 'chips' }
> = {
  classic: {
    page: 'font-serif text-[15px] leading-relaxed text-slate-800',
    header: 'text-center',
    name: 'text-3xl font-bold text-slate-900',
    heading: 'border-b border-slate-900 pb-0.5 text-sm font-bold uppercase tracking-wider text-slate-900',
    gap: 'mt-5',
    skills: 'line',
  },
  modern: {
    page: 'font-sans text-sm leading-relaxed text-slate-800',
    header: 'border-l-4 border-indigo-700 pl-4',
    name: 'text-3xl font-bold text-indigo-800',
    heading: 'border-b border-indigo-700 pb-0.5 text-sm font-bold uppercase tracking-wider text-indigo-800',
    gap: 'mt-5',
    skills: 'chips',
  },
  compact: {
    page: 'font-sans text-[13px] leading-snug text-slate-800',
    header: '',
    name: 'text-2xl font-bold text-slate-900',
    heading: 'border-b border-slate-700 text-xs font-bold uppercase tracking-wider text-slate-900',
    gap: 'mt-3',
    skills: 'line',
  },
};

export function ResumePreview({ document }: { document: ResumeDocument }) {
  const look = LOOK[document.template];
  const section = (title: string, body: React.ReactNode) => (
    <section className={look.gap}>
      <h3 className={look.heading}>{title}</h3>
      <div className="mt-2">{body}</div>
    </section>
  );
  return (
    <article
      aria-label="Resume preview"
      data-template={document.template}
      className={`mx-auto max-w-[52rem] rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-10 ${look.page}`}
    >
      <header className={look.header}>
        <h2 className={look.name}>{document.fullName}</h2>
        {document.headline && <p className="mt-1 text-base text-slate-700">{document.headline}</p>}
        {document.contact.length > 0 && (
          <p className="mt-1 break-words text-xs text-slate-600">{document.contact.join('  ·  ')}</p>
        )}
      </header>
      {document.summary && section('Summary', <p>{document.summary}</p>)}
      {document.skills.length > 0 &&
        section(
          'Skills',
          look.skills === 'chips' ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
              {document.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900"
                >
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <p>{document.skills.join(' · ')}</p>
          ),
        )}
      {document.experience.length > 0 &&
        section(
          'Experience',
          <div className="space-y-3">
            {document.experience.map((entry, index) => (
              <div key={index}>
                <p className="font-semibold text-slate-900">{entry.title}</p>
                {(entry.organisation || entry.period) && (
                  <p className="text-xs text-slate-600">
                    {[entry.organisation, entry.period].filter(Boolean).join(' · ')}
                  </p>
                )}
                {entry.bullets.length > 0 && (
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {entry.bullets.map((bullet, i) => (
                      <li key={i}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>,
        )}
      {document.education.length > 0 &&
        section(
          'Education',
          <div className="space-y-2">
            {document.education.map((entry, index) => (
              <div key={index}>
                <p className="font-semibold text-slate-900">{entry.qualification}</p>
                {(entry.institution || entry.period) && (
                  <p className="text-xs text-slate-600">
                    {[entry.institution, entry.period].filter(Boolean).join(' · ')}
                  </p>
                )}
              </div>
            ))}
          </div>,
        )}
    </article>
  );
}
