/**
 * Asks before unsaved edits are lost: leaving for another page in the app shows a dialog, closing or reloading the
 * tab shows the browser's own warning. `release()` lets a navigation that follows a successful save through before
 * the page has re-rendered as clean.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';

export function useUnsavedChangesGuard(dirty: boolean, what: string) {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title="Leave without saving?"
        description={`${what} not saved. If you leave now, they are lost.`}
        cancelLabel="Stay on this page"
        confirmLabel="Leave without saving"
        danger
        onCancel={() => blocker.reset()}
        onConfirm={() => blocker.proceed()}
      />
    ) : null;
  return { dialog, release };
}
