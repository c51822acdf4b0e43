/**
 * A request started from a button or a form: `busy` while it runs, and its failure as a message to show (the
 * server's own or the fallback given, or what `failureMessage` makes of the error), cleared when the next one starts.
 */
import { useState } from 'react';
import { apiErrorMessage } from './api-client';

/** The message a failed action shows: the fallback rule (the server's message, else the fallback) or the caller's own. */
export const actionFailureMessage = (
  error: unknown,
  failureMessage: string | ((error: unknown) => string),
): string =>
  typeof failureMessage === 'string' ? apiErrorMessage(error, failureMessage) : failureMessage(error);

export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (
    action: () => Promise<void>,
    failureMessage: string | ((error: unknown) => string),
  ): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(actionFailureMessage(error, failureMessage));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
