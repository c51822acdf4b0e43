/** An honest state for screens whose feature has not landed yet; each use names what is coming. */
export function ComingNextPage({ title, description }: { title: string; description: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div
        role="status"
        className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600"
      >
        <p className="font-medium text-slate-800">Coming next</p>
        <p className="mt-1">{description}</p>
      </div>
    </section>
  );
}
