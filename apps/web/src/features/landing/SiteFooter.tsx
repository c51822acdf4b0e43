/** Footer: Company and Help links, the newsletter form and the copyright line. */
import { useId, useState, type FormEvent } from 'react';
import {
  COPYRIGHT_YEAR,
  PRODUCT_NAME,
  newsletterSubscribeRequestSchema,
  type NewsletterSubscribeResponse,
} from '@intervia/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { FOOTER_COMPANY_LINKS, FOOTER_HELP_LINKS, NEWSLETTER_PLACEHOLDER } from './landing-content';

function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSubscribeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({
        tone: 'error',
        text: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.',
      });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest<NewsletterSubscribeResponse>('/api/newsletter', {
        method: 'POST',
        json: { email },
      });
      setState({ tone: 'success', text: response.message });
      if (response.status === 'subscribed') setEmail('');
    } catch (error) {
      setState({
        tone: 'error',
        text: error instanceof ApiRequestError ? error.message : 'Something went wrong',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2">
        <input
          id={inputId}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={NEWSLETTER_PLACEHOLDER}
          aria-invalid={state?.tone === 'error'}
          aria-describedby={state ? messageId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-400 disabled:opacity-60"
        >
          {busy ? 'Subscribing…' : 'Subscribe Now'}
        </button>
      </div>
      {state && (
        <p
          id={messageId}
          role={state.tone === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm ${state.tone === 'error' ? 'text-red-300' : 'text-emerald-300'}`}
        >
          {state.text}
        </p>
      )}
    </form>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-slate-400">
            AI mock interviews and first-round screening, self-hosted.
          </p>
        </div>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Company</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_COMPANY_LINKS.map((label) => (
              <li key={label}>
                <a href={`#${label.toLowerCase().replace(/[^a-z]+/g, '-')}`} className="hover:text-white">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Help</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_HELP_LINKS.map((label) => (
              <li key={label}>
                <a href={`#${label.toLowerCase().replace(/[^a-z]+/g, '-')}`} className="hover:text-white">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Newsletter</h2>
          <NewsletterForm />
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-xs text-slate-500">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
