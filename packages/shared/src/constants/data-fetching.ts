/** Data-fetching defaults of section 9 (the client cache's dedupe, focus and retry timings). */
export const FETCH_DEDUPE_INTERVAL_MS = 2000;
export const FETCH_FOCUS_THROTTLE_MS = 5000;
export const FETCH_ERROR_RETRY_INTERVAL_MS = 5000;
export const FETCH_ERROR_RETRY_INTERVAL_SLOW_MS = 10000;
export const FETCH_LOADING_SLOW_TIMEOUT_MS = 3000;
export const FETCH_LOADING_SLOW_TIMEOUT_SLOW_MS = 5000;
