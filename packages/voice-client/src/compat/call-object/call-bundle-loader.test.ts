import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCallBundle, type LoadBundle } from './call-bundle-loader';

/** A loader whose attempts the test settles by hand; it records each attempt's abort signal. */
function manualLoader() {
  const attempts: { signal: AbortSignal; resolve: () => void; reject: (error: Error) => void }[] = [];
  const load: LoadBundle = (signal) =>
    new Promise<void>((resolve, reject) => {
      attempts.push({ signal, resolve, reject });
    });
  return { load, attempts };
}

const TIMED_OUT = 'Timed out (>20000 ms) when loading call object bundle';
const FAILED = 'Failed to load call object bundle';

describe('loadCallBundle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves loaded after the first successful attempt', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    loader.attempts[0]?.resolve();
    await expect(operation.outcome).resolves.toEqual({ status: 'loaded', attempts: 1 });
  });

  it('times out each attempt after 20000 ms and retries 3000 ms later, up to 3 attempts', async () => {
    const loader = manualLoader();
    const failures: [string, boolean][] = [];
    const operation = loadCallBundle({
      load: loader.load,
      onAttemptFailed: (m, retry) => failures.push([m, retry]),
    });

    await vi.advanceTimersByTimeAsync(19_999);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(failures).toEqual([[TIMED_OUT, true]]);
    expect(loader.attempts[0]?.signal.aborted).toBe(true);

    await vi.advanceTimersByTimeAsync(2_999);
    expect(loader.attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.attempts).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(20_000 + 3_000 + 20_000);
    expect(loader.attempts).toHaveLength(3);
    await expect(operation.outcome).resolves.toEqual({
      status: 'failed',
      attempts: 3,
      error: { type: 'connection-error', message: TIMED_OUT },
    });
    expect(failures.map(([, willRetry]) => willRetry)).toEqual([true, true, false]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loader.attempts).toHaveLength(3);
  });

  it('a failed attempt is retried, and the final failure is a connection-error with the spec message', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      loader.attempts[attempt]?.reject(new Error('404'));
      await vi.advanceTimersByTimeAsync(3_000);
    }
    await expect(operation.outcome).resolves.toEqual({
      status: 'failed',
      attempts: 3,
      error: { type: 'connection-error', message: FAILED },
    });
  });

  it('succeeds on a later attempt and ignores the late success of a timed-out one', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    await vi.advanceTimersByTimeAsync(20_000 + 3_000);
    loader.attempts[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    loader.attempts[1]?.resolve();
    await expect(operation.outcome).resolves.toEqual({ status: 'loaded', attempts: 2 });
  });

  it('a loader that throws synchronously counts as a failed attempt', async () => {
    let calls = 0;
    const operation = loadCallBundle({
      load: () => {
        calls += 1;
        if (calls === 1) throw new Error('script blocked');
        return Promise.resolve();
      },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(operation.outcome).resolves.toEqual({ status: 'loaded', attempts: 2 });
  });

  it('cancel stops the load: the attempt is aborted, no retry runs and a late success is ignored', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    operation.cancel();
    expect(loader.attempts[0]?.signal.aborted).toBe(true);
    loader.attempts[0]?.resolve();
    await expect(operation.outcome).resolves.toEqual({ status: 'cancelled', attempts: 1 });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(loader.attempts).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel while waiting to retry clears the retry timer', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    loader.attempts[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(1_000);
    operation.cancel();
    expect(vi.getTimerCount()).toBe(0);
    await expect(operation.outcome).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('cancel after success changes nothing', async () => {
    const loader = manualLoader();
    const operation = loadCallBundle({ load: loader.load });
    loader.attempts[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    operation.cancel();
    await expect(operation.outcome).resolves.toEqual({ status: 'loaded', attempts: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
