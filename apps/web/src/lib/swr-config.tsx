/** Client data-fetching defaults from the spec (section 9), applied to every useSWR call. */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import {
  FETCH_DEDUPE_INTERVAL_MS,
  FETCH_ERROR_RETRY_INTERVAL_MS,
  FETCH_ERROR_RETRY_INTERVAL_SLOW_MS,
  FETCH_FOCUS_THROTTLE_MS,
  FETCH_LOADING_SLOW_TIMEOUT_MS,
  FETCH_LOADING_SLOW_TIMEOUT_SLOW_MS,
} from '@intervia/shared';
import { apiRequest } from './api-client';

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return Boolean(connection?.effectiveType && ['slow-2g', '2g'].includes(connection.effectiveType));
}

export function DataFetchingProvider({ children }: { children: ReactNode }) {
  const slow = isSlowConnection();
  return (
    <SWRConfig
      value={{
        fetcher: (path: string) => apiRequest(path),
        dedupingInterval: FETCH_DEDUPE_INTERVAL_MS,
        focusThrottleInterval: FETCH_FOCUS_THROTTLE_MS,
        errorRetryInterval: slow ? FETCH_ERROR_RETRY_INTERVAL_SLOW_MS : FETCH_ERROR_RETRY_INTERVAL_MS,
        loadingTimeout: slow ? FETCH_LOADING_SLOW_TIMEOUT_SLOW_MS : FETCH_LOADING_SLOW_TIMEOUT_MS,
      }}
    >
      {children}
    </SWRConfig>
  );
}
