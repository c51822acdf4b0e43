/**
 * A request started from a button or a form: `busy` while it runs, and its failure as a message to show (the
 * server's own, or the fallback given), cleared when the next one starts.
 */
import { useState } from 'react';
import { apiErrorMessage } from './api-client';

export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, fallback: string): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(apiErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, setProblem, run };
}
