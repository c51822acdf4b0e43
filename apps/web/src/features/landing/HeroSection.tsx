/** Hero: tagline, 'Welcome to {product}', the welcome line and the assistant's name typed out. */
import { Link } from 'react-router';
import {
  ASSISTANT_NAME,
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  PRODUCT_WELCOME_LINE,
  ROUTES,
} from '@intervia/shared';
import { useTypewriter } from './use-typewriter';

function TypedAssistantName() {
  const { shown, done } = useTypewriter(ASSISTANT_NAME);
  return (
    <span className="font-mono text-2xl font-bold text-white">
      {/* Screen readers get the whole name once; the letters typing out are decoration. */}
      <span className="sr-only" data-testid="assistant-name">
        {ASSISTANT_NAME}
      </span>
      <span aria-hidden="true" data-testid="typed-name" data-typing-done={done}>
        {shown}
        <span
          className={`ml-0.5 inline-block w-2 text-brand-200 ${done ? 'animate-pulse motion-reduce:animate-none' : ''}`}
        >
          |
        </span>
      </span>
    </span>
  );
}

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-brand-900 to-brand-700 text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_70%_20%,rgba(255,255,255,0.18),transparent_45%)]"
        aria-hidden="true"
      />
      <div
        className="absolute -bottom-32 -left-24 h-72 w-72 rounded-full bg-fuchsia-500/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-6xl px-6 py-20 text-center sm:py-28">
        <p className="text-xs font-semibold tracking-[0.3em] text-brand-200 sm:text-sm">{PRODUCT_TAGLINE}</p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">Welcome to {PRODUCT_NAME}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{PRODUCT_WELCOME_LINE}</p>
        <p className="mt-8 text-lg text-brand-100">
          Meet your AI interviewer, <TypedAssistantName />
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to={ROUTES.candidateInterviewCreate}
            className="rounded-xl bg-white px-6 py-3 font-semibold text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Start a mock interview
          </Link>
          <a
            href="#pricing"
            className="rounded-xl border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            See pricing
          </a>
        </div>
        <p className="mt-8 text-brand-100">
          Hiring?{' '}
          <Link
            to={ROUTES.recruiterDashboard}
            className="font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Post a job and let first-round AI interviews rank your applicants →
          </Link>
        </p>
      </div>
    </section>
  );
}
