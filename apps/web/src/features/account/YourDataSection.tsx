import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { TextField } from '../../components/TextField';
import { Alert } from '../../components/Alert';
import { useAuth } from '../auth/auth-context';
import { Card } from '../../components/Card';
import type { RunSensitive } from '../auth/use-fresh-session';

const CONFIRM_WORD = 'DELETE';

/** Export everything we hold as JSON; delete the account with everything it owns. */
export function YourDataSection({ runSensitive }: { runSensitive: RunSensitive }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await runSensitive(() =>
        apiRequest<null>('/api/account', { method: 'DELETE' }).catch((e: unknown) => {
          if (e instanceof ApiRequestError && e.code === 'reauthentication-required') {
            throw { status: 403, error: { code: e.code } };
          }
          throw e;
        }),
      );
      await refresh();
      void navigate('/', { replace: true });
    } catch (e) {
      setError(
        e instanceof ApiRequestError
          ? e.message
          : 'Your account was not deleted: confirmation was cancelled.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Card title="Your data">
        <p className="text-sm text-slate-600">Download everything we hold about you as a JSON file.</p>
        <a href="/api/account/export" download className="btn-secondary mt-4">
          Export my data
        </a>
      </Card>
      <Card title="Delete account" tone="danger">
        <p className="text-sm text-slate-600">
          This permanently deletes your account, interviews, recordings, resumes and files. It cannot be
          undone.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="off"
          />
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-50"
            disabled={busy || confirm !== CONFIRM_WORD}
            onClick={() => void remove()}
          >
            {busy ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
        {error && (
          <div className="mt-3">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
      </Card>
    </>
  );
}
