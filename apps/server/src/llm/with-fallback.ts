/** Runs the LLM-backed path and falls back to the built-in one on any error or timeout, logging why. */
export interface FallbackLog {
  warn(details: object, message: string): void;
}

export async function withFallback<T>(
  label: string,
  primary: () => Promise<T>,
  fallback: () => Promise<T> | T,
  log: FallbackLog,
): Promise<{ value: T; usedFallback: boolean }> {
  try {
    return { value: await primary(), usedFallback: false };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? { name: error.name, message: error.message } : error, label },
      `${label}: LLM failed, using the built-in engine`,
    );
    return { value: await fallback(), usedFallback: true };
  }
}
