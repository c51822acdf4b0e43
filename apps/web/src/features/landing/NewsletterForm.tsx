/** Footer newsletter form: validates inline, posts to /api/newsletter, shows subscribed / already-subscribed. */
import { useId, useState, type FormEvent } from 'react';
import { checkNewsletterEmail, type NewsletterSubscribeResponse } from '@intervia/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { NEWSLETTER_PLACEHOLDER } from './landing-content';

type Feedback = { tone: 'error' | 'success'; text: string };

export function NewsletterForm() {
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkNewsletterEmail(email);
    if (!checked.ok) {
      setFeedback({ tone: 'error', text: checked.message });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      const response = await apiRequest<NewsletterSubscribeResponse>('/api/newsletter', {
        method: 'POST',
        json: { email: checked.email },
      });
      setFeedback({ tone: 'success', text: response.message });
      if (response.status === 'subscribed') setEmail('');
    } catch (error) {
      const text =
        error instanceof ApiRequestError
          ? (error.fields.email ?? error.message)
          : 'Something went wrong. Please try again.';
      setFeedback({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-busy={busy}>
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (feedback?.tone === 'error') setFeedback(null);
          }}
          placeholder={NEWSLETTER_PLACEHOLDER}
          aria-invalid={feedback?.tone === 'error'}
          aria-describedby={feedback ? messageId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 disabled:cursor-wait disabled:opacity-60"
        >
          {busy ? 'Subscribing…' : 'Subscribe Now'}
        </button>
      </div>
      {feedback && (
        <p
          id={messageId}
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm ${feedback.tone === 'error' ? 'text-red-300' : 'text-emerald-300'}`}
        >
          {feedback.text}
        </p>
      )}
    </form>
  );
}
