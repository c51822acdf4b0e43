/**
 * "Delete interview": a button that asks first, in a modal dialog (native <dialog>: focus stays inside, Esc
 * cancels, focus returns to the button). Deleting removes the interview with its transcript, scores and recording.
 */
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { apiRequest } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';

function deleteInterview(id: string): Promise<null> {
  return apiRequest<null>(`/api/interviews/${id}`, { method: 'DELETE' });
}

export function DeleteInterviewButton({
  interview,
  onDeleted,
  className = 'btn-secondary text-red-700',
  label = 'Delete',
  describedBy,
}: {
  interview: { id: string; title: string };
  /** The id of the element naming the interview (its title in a list row). */
  describedBy?: string;
  onDeleted(): void;
  className?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const { busy, problem: error, setProblem: setError, run } = useApiAction();
  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
  };
  const confirm = () =>
    run(async () => {
      await deleteInterview(interview.id);
      setOpen(false);
      onDeleted();
    }, 'The interview could not be deleted. Try again.');
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        aria-describedby={describedBy}
      >
        {label}
      </button>
      {open && (
        <Dialog
          title="Delete this interview?"
          description={`“${interview.title}” will be deleted with its transcript, scores and any recording. This cannot be undone.`}
          onClose={close}
          labelledById={`delete-interview-${interview.id}`}
        >
          {error && (
            <div className="mb-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className="btn-primary bg-red-600 hover:bg-red-700"
              onClick={() => void confirm()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Deleting…' : 'Delete interview'}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
