import { useState, type FormEvent } from 'react';
import { ROUTES, emailSchema, passwordSchema } from '@intervia/shared';
import { TextField } from '../../components/TextField';
import { Alert } from '../../components/Alert';
import { authClient, errorMessageOf, isReauthenticationRequired } from '../auth/auth-client';
import { useAuth } from '../auth/auth-context';
import type { RunSensitive } from '../auth/use-fresh-session';

/** better-auth answers with {error}; sensitive calls throw it so useFreshSession can ask for the password. */
async function unwrap<T>(
  call: Promise<{ data: T; error: null } | { data: null; error: unknown }>,
): Promise<T> {
  const result = await call;
  if (result.error) throw result.error;
  return result.data as T;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ChangePasswordForm({ runSensitive }: { runSensitive: RunSensitive }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = passwordSchema.safeParse(next);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await runSensitive(() =>
        unwrap(
          authClient.changePassword({
            currentPassword: current,
            newPassword: next,
            revokeOtherSessions: true,
          }),
        ),
      );
      setCurrent('');
      setNext('');
      setOutcome({ tone: 'success', text: 'Your password was changed. Other devices were signed out.' });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: isReauthenticationRequired(error)
          ? 'Password not changed: confirmation was cancelled.'
          : errorMessageOf(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={fieldError}
        hint="At least 8 characters, with a letter and a number."
      />
      <div className="sm:col-span-2 space-y-3">
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <button type="submit" className="btn-secondary" disabled={busy || !current || !next}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}

export function ChangeEmailForm({ runSensitive }: { runSensitive: RunSensitive }) {
  const { refresh, user } = useAuth();
  const [email, setEmail] = useState('');
  /** The address waiting for its owner to open the link; the account keeps its current one until then. */
  const [pending, setPending] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await runSensitive(() =>
        unwrap(authClient.changeEmail({ newEmail: parsed.data, callbackURL: ROUTES.emailVerified })),
      );
      await refresh();
      setEmail('');
      setPending(parsed.data);
      setOutcome(null);
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      noValidate
    >
      <TextField
        className="flex-1"
        label="New email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      <button type="submit" className="btn-secondary" disabled={busy || !email}>
        {busy ? 'Saving…' : 'Change email'}
      </button>
      {pending && (
        <div className="sm:basis-full">
          <Alert tone="info">
            Pending: <span className="font-medium">{pending}</span>. We sent a confirmation link to that
            address; your account keeps <span className="font-medium">{user?.email}</span> until you open it.
          </Alert>
        </div>
      )}
      {outcome && (
        <div className="sm:basis-full">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
    </form>
  );
}
