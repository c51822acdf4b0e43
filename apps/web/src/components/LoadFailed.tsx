import { Alert } from './Alert';

/** "Your … could not be loaded. Try again": an error alert whose button asks for the data again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert tone="error">
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
