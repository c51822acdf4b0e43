/**
 * useSWR that polls while the data says so, and polls again whenever new data says so. SWR alone stops for good once
 * a refresh-interval function answers 0 (it asks again only when the option itself changes), so a page that had its
 * result and then asked for a new one (a correction re-scored, a retake) would never read the new result. Here the
 * interval is a number that follows the latest data, and SWR restarts its timer whenever it changes.
 */
import { useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';

export function usePollingSWR<T>(
  key: string | null,
  intervalOf: (data: T | undefined) => number,
): SWRResponse<T> {
  const [intervalMs, setIntervalMs] = useState(() => intervalOf(undefined));
  const result = useSWR<T>(key, { refreshInterval: intervalMs });
  // Derived from the latest data during render (React's pattern for state that follows a value).
  const wanted = intervalOf(result.data);
  if (wanted !== intervalMs) setIntervalMs(wanted);
  return result;
}
