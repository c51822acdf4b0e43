/**
 * Whether a node takes a new call: the pure rule behind readiness and the 503 a saturated or draining node answers
 * (so the load balancer or the client tries another node). Calls already open are never refused here.
 */

/** What a node measures about itself over the last sampling window. */
export interface NodeLoad {
  /** 99th percentile of the event loop's delay, milliseconds (perf_hooks monitorEventLoopDelay). */
  eventLoopDelayP99Ms: number;
  /** Share of one core the process used (user + system CPU time over wall time); may pass 1 with worker threads. */
  cpuRatio: number;
  /** Live calls this node holds. */
  openCalls: number;
}

/** The saturation thresholds (configuration; 0 turns a limit off). */
export interface AdmissionLimits {
  maxEventLoopDelayMs: number;
  maxCpuRatio: number;
  maxOpenCalls: number;
}

export type AdmissionRefusal = 'draining' | 'event-loop-delay' | 'cpu' | 'open-calls';

export type AdmissionDecision =
  { admit: true } | { admit: false; reason: AdmissionRefusal; retryAfterSeconds: number };

/** Defaults for a small machine: a call's turns stay well within their latency budget below these. */
export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = {
  maxEventLoopDelayMs: 150,
  maxCpuRatio: 0.9,
  maxOpenCalls: 100,
};

/**
 * A node that tipped over a load limit takes calls again only once the load is back under this share of it, so a
 * node hovering at its limit does not flap between ready and not ready on every sample.
 */
export const ADMISSION_RECOVERY_SHARE = 0.8;

/** Retry-After for a saturated node: short, the load balancer sends the retry to another node anyway. */
export const SATURATED_RETRY_AFTER_SECONDS = 2;
/** Retry-After for a draining node: it will not come back; another node answers the retry. */
export const DRAINING_RETRY_AFTER_SECONDS = 1;

function over(value: number, limit: number, wasSaturated: boolean): boolean {
  if (limit <= 0) return false;
  return wasSaturated ? value > limit * ADMISSION_RECOVERY_SHARE : value > limit;
}

/**
 * The decision for one new call. `wasSaturated` is the previous decision's state (a refusal for load), which holds a
 * refusal until the load is clearly lower (ADMISSION_RECOVERY_SHARE).
 */
export function decideAdmission(
  load: NodeLoad,
  limits: AdmissionLimits,
  state: { draining: boolean; wasSaturated: boolean },
): AdmissionDecision {
  if (state.draining)
    return { admit: false, reason: 'draining', retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS };
  const refuse = (reason: AdmissionRefusal): AdmissionDecision => ({
    admit: false,
    reason,
    retryAfterSeconds: SATURATED_RETRY_AFTER_SECONDS,
  });
  // Open calls are a hard cap (no hysteresis): a call that ends frees its place at once.
  if (limits.maxOpenCalls > 0 && load.openCalls >= limits.maxOpenCalls) return refuse('open-calls');
  if (over(load.eventLoopDelayP99Ms, limits.maxEventLoopDelayMs, state.wasSaturated)) {
    return refuse('event-loop-delay');
  }
  if (over(load.cpuRatio, limits.maxCpuRatio, state.wasSaturated)) return refuse('cpu');
  return { admit: true };
}

/** The words an operator reads in the log and in /api/health/ready for each refusal. */
export const ADMISSION_REFUSAL_TEXT: Record<AdmissionRefusal, string> = {
  draining: 'the node is shutting down',
  'event-loop-delay': 'the event loop is delayed',
  cpu: 'the CPU is saturated',
  'open-calls': 'the node holds its maximum of open calls',
};
