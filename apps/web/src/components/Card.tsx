/** A titled white panel, as the account and organisation pages use it. */
export function Card({
  title,
  children,
  tone = 'default',
}: {
  title: string;
  children: React.ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      className={`rounded-2xl border bg-white p-6 shadow-sm ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
      aria-labelledby={`${title}-heading`}
    >
      <h2 id={`${title}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
