import { PRODUCT_NAME, PRODUCT_TAGLINE, PRODUCT_WELCOME_LINE } from '@intervia/shared';

export function LandingPage() {
  return (
    <section className="mx-auto max-w-7xl px-6 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-600">{PRODUCT_TAGLINE}</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight">Welcome to {PRODUCT_NAME}</h1>
      <p className="mt-4 text-lg text-slate-600">{PRODUCT_WELCOME_LINE}</p>
    </section>
  );
}
