/**
 * Loads the call bundle with the spec's timeout and retries (section 9): each attempt times out after 20000 ms,
 * up to 3 attempts, 3000 ms apart. The loader and the clock are injected so tests drive time with fake timers.
 */
import {
  CALL_BUNDLE_LOAD_ATTEMPTS,
  CALL_BUNDLE_LOAD_RETRY_DELAY_MS,
  CALL_BUNDLE_LOAD_TIMEOUT_MS,
} from './call-object-constants';
import { CALL_OBJECT_MESSAGES, callError, type CallError } from './call-object-errors';

export interface LoaderClock {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: LoaderClock = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Fetches and evaluates the bundle; rejects on failure and should stop when the signal aborts. */
export type LoadBundle = (signal: AbortSignal) => Promise<void>;

export type BundleLoadOutcome =
  | { status: 'loaded'; attempts: number }
  | { status: 'failed'; attempts: number; error: CallError }
  | { status: 'cancelled'; attempts: number };

export interface BundleLoadOptions {
  load: LoadBundle;
  clock?: LoaderClock;
  timeoutMs?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
  /** Told of each failed attempt; the last one has willRetry false. */
  onAttemptFailed?: (message: string, willRetry: boolean) => void;
}

export interface BundleLoadOperation {
  readonly outcome: Promise<BundleLoadOutcome>;
  /** Stops the load (leave() during an unfinished load); the outcome becomes cancelled. No effect once settled. */
  cancel(): void;
}

export function loadCallBundle(options: BundleLoadOptions): BundleLoadOperation {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? CALL_BUNDLE_LOAD_TIMEOUT_MS;
  const maxAttempts = options.maxAttempts ?? CALL_BUNDLE_LOAD_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? CALL_BUNDLE_LOAD_RETRY_DELAY_MS;

  let attempts = 0;
  let settled = false;
  let pendingTimer: unknown = null;
  let attemptAbort: AbortController | null = null;
  let settle: (outcome: BundleLoadOutcome) => void = () => {};
  const outcome = new Promise<BundleLoadOutcome>((resolve) => {
    settle = resolve;
  });

  const finish = (result: BundleLoadOutcome): void => {
    if (settled) return;
    settled = true;
    if (pendingTimer !== null) clock.clearTimeout(pendingTimer);
    pendingTimer = null;
    settle(result);
  };

  const attemptFailed = (message: string): void => {
    attemptAbort?.abort();
    attemptAbort = null;
    const willRetry = attempts < maxAttempts;
    options.onAttemptFailed?.(message, willRetry);
    if (!willRetry) {
      finish({ status: 'failed', attempts, error: callError('connection-error', message) });
      return;
    }
    pendingTimer = clock.setTimeout(startAttempt, retryDelayMs);
  };

  function startAttempt(): void {
    if (settled) return;
    attempts += 1;
    const abort = new AbortController();
    attemptAbort = abort;
    const isCurrent = () => !settled && attemptAbort === abort;
    pendingTimer = clock.setTimeout(() => {
      if (isCurrent()) attemptFailed(CALL_OBJECT_MESSAGES.bundleLoadTimedOut);
    }, timeoutMs);
    let loading: Promise<void>;
    try {
      loading = options.load(abort.signal);
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      () => {
        if (isCurrent()) finish({ status: 'loaded', attempts });
      },
      () => {
        if (!isCurrent()) return;
        if (pendingTimer !== null) clock.clearTimeout(pendingTimer);
        attemptFailed(CALL_OBJECT_MESSAGES.bundleLoadFailed);
      },
    );
  }

  startAttempt();
  return {
    outcome,
    cancel() {
      if (settled) return;
      attemptAbort?.abort();
      attemptAbort = null;
      finish({ status: 'cancelled', attempts });
    },
  };
}
