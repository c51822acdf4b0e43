/** A provider call with a time limit: settles like `promise`, or rejects after `ms` and calls `onTimeout`. */
export type SetTimer = (callback: () => void, ms: number) => { cancel(): void };

export const defaultTimer: SetTimer = (callback, ms) => {
  const handle = setTimeout(callback, ms);
  return { cancel: () => clearTimeout(handle) };
};

export function withDeadline<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => void,
  setTimer: SetTimer = defaultTimer,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimer(() => {
      onTimeout();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        timer.cancel();
        resolve(value);
      },
      (error: unknown) => {
        timer.cancel();
        reject(error);
      },
    );
  });
}
