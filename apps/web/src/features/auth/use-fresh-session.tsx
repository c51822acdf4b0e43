/**
 * Sensitive actions (password, email, deleting things) need a session signed in within the last 10 minutes.
 * `runSensitive(action)` runs the action; if the server asks for re-verification, it asks for the password,
 * signs in again (a fresh session) and retries once.
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@intervia/shared';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { Alert } from '../../components/Alert';
import { authClient, isReauthenticationRequired } from './auth-client';
import { useAuth } from './auth-context';

/** Runs an action that needs a recent sign-in, asking for the password again first when the session is old. */
export type RunSensitive = <T>(action: () => Promise<T>) => Promise<T>;

export function useFreshSession() {
  const { user } = useAuth();
  const [prompt, setPrompt] = useState(false);
  const pending = useRef<{ resolve(ok: boolean): void } | null>(null);

  const runSensitive = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!isReauthenticationRequired(error)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        pending.current = { resolve };
        setPrompt(true);
      });
      if (!confirmed) throw error;
      return action();
    }
  }, []);

  const dialog =
    prompt && user ? (
      <ConfirmPasswordDialog
        email={user.email}
        onDone={(ok) => {
          setPrompt(false);
          pending.current?.resolve(ok);
          pending.current = null;
        }}
      />
    ) : null;

  return { runSensitive, dialog };
}

function ConfirmPasswordDialog({ email, onDone }: { email: string; onDone(ok: boolean): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await authClient.signIn.email({ email, password }).catch(() => null);
    setBusy(false);
    if (!result || result.error) {
      setError(AUTH_MESSAGES.invalidCredentials);
      return;
    }
    onDone(true);
  };
  return (
    <Dialog
      title="Confirm it's you"
      description={AUTH_MESSAGES.reverificationRequired}
      onClose={() => onDone(false)}
      labelledById="reauth-title"
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
        {error && <Alert tone="error">{error}</Alert>}
        <button type="submit" className="btn-primary w-full" disabled={busy || password.length === 0}>
          {busy ? 'Confirming…' : 'Confirm'}
        </button>
      </form>
    </Dialog>
  );
}
