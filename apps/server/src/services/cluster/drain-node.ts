/**
 * Draining a node before it stops (SIGTERM, a rolling update): it takes no new call at once (readiness false, new
 * call starts 503), lets its open calls go on for a grace period, and returns when none is left or the grace is
 * over. The caller then closes the server, which suspends the calls still open: their candidates are told to
 * reconnect (close 1012) and resume on another node from the stored turns.
 */
import type { NodeAdmission } from './node-admission';

export const DRAIN_POLL_MS = 250;

export interface DrainOutcome {
  /** Calls still open when the grace ran out (they move to another node). */
  callsLeft: number;
  waitedMs: number;
}

export async function drainNode(
  admission: Pick<NodeAdmission, 'startDraining' | 'currentLoad'>,
  graceMs: number,
  options: {
    log?: { info(details: object, message: string): void };
    /** Ends the wait early (a second Ctrl-C). */
    signal?: AbortSignal;
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  } = {},
): Promise<DrainOutcome> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => performance.now());
  admission.startDraining();
  const started = now();
  const open = () => admission.currentLoad().openCalls;
  if (open() > 0) {
    options.log?.info(
      { openCalls: open(), graceSeconds: Math.round(graceMs / 1000) },
      'draining: no new calls; open calls may finish before they are moved to another node',
    );
  }
  while (open() > 0 && now() - started < graceMs && !options.signal?.aborted) {
    await sleep(Math.min(DRAIN_POLL_MS, Math.max(0, graceMs - (now() - started))));
  }
  return { callsLeft: open(), waitedMs: now() - started };
}
