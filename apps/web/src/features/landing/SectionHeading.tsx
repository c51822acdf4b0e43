/** The centred h2 every landing section opens with. */
export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
      {children}
    </h2>
  );
}
