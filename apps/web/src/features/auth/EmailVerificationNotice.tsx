/**
 * The notice a signed-in user with an unconfirmed address sees on every page, with a button to send the link
 * again. Until the address is confirmed it cannot accept invitations or hold administrator rights.
 */
import { useState } from 'react';
import { ROUTES } from '@intervia/shared';
import { authClient, errorMessageOf } from './auth-client';
import { useAuth } from './auth-context';

type SendState = 'idle' | 'sending' | 'sent' | { error: string };

export function EmailVerificationNotice() {
  const { user } = useAuth();
  const [state, setState] = useState<SendState>('idle');
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setState('sending');
    try {
      const result = await authClient.sendVerificationEmail({
        email: user.email,
        callbackURL: ROUTES.emailVerified,
      });
      if (result.error) {
        setState({
          error:
            result.error.status === 429
              ? 'Too many requests. Please wait a minute and try again.'
              : errorMessageOf(result.error),
        });
        return;
      }
      setState('sent');
    } catch {
      setState({ error: 'Cannot reach the server. Check your connection and try again.' });
    }
  };

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong>Please confirm your e-mail address.</strong> We sent a link to{' '}
          <span className="font-medium">{user.email}</span>. Until you open it, you cannot accept invitations
          to a company or a job.
        </p>
        <div className="flex items-center gap-3">
          <p role="status" aria-live="polite" className="min-h-5">
            {state === 'sent' && 'Sent. Check your inbox.'}
            {typeof state === 'object' && <span className="text-red-800">{state.error}</span>}
          </p>
          <button
            type="button"
            className="btn-secondary whitespace-nowrap"
            onClick={() => void resend()}
            disabled={state === 'sending'}
          >
            {state === 'sending' ? 'Sending…' : 'Send the link again'}
          </button>
        </div>
      </div>
    </section>
  );
}
