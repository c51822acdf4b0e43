/**
 * This node's admission: whether it takes new calls (the engine's rule over the measured load, the open calls and
 * the draining flag), what readiness reports, and the 503 with Retry-After a refused call start gets, so the load
 * balancer or the client tries another node.
 */
import {
  ADMISSION_REFUSAL_TEXT,
  decideAdmission,
  type AdmissionDecision,
  type AdmissionLimits,
  type NodeLoad,
} from '@intervia/engine';
import { DomainError } from '../../domain/domain-error';
import type { LoadSource } from './node-load-monitor';

export const NODE_BUSY_MESSAGE =
  'This server is busy and cannot start a new interview right now. Please try again in a moment.';
export const NODE_DRAINING_MESSAGE =
  'This server is restarting and cannot start a new interview. Please try again in a moment.';

export class NodeAdmission {
  private draining = false;
  private saturated = false;
  private openCallCount: () => number = () => 0;
  private readonly drainListeners: (() => void)[] = [];

  constructor(
    readonly nodeId: string,
    private readonly limits: AdmissionLimits,
    private readonly load: LoadSource,
  ) {}

  /** Where the number of open calls comes from (the live-call registry, once the call routes exist). */
  countOpenCallsWith(count: () => number): void {
    this.openCallCount = count;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Stop taking new calls for good (shutdown): readiness turns false, new call starts get 503. */
  startDraining(): void {
    if (this.draining) return;
    this.draining = true;
    for (const listener of this.drainListeners.splice(0)) listener();
  }

  onDraining(listener: () => void): void {
    if (this.draining) listener();
    else this.drainListeners.push(listener);
  }

  currentLoad(): NodeLoad {
    return { ...this.load.current(), openCalls: this.openCallCount() };
  }

  decide(): AdmissionDecision {
    const decision = decideAdmission(this.currentLoad(), this.limits, {
      draining: this.draining,
      wasSaturated: this.saturated,
    });
    this.saturated = !decision.admit && decision.reason !== 'draining';
    return decision;
  }

  /** Throws the service-unavailable error (with Retry-After) when this node takes no new call now. */
  assertTakesNewCall(): void {
    const decision = this.decide();
    if (decision.admit) return;
    throw new DomainError(
      'service-unavailable',
      decision.reason === 'draining' ? NODE_DRAINING_MESSAGE : NODE_BUSY_MESSAGE,
      undefined,
      decision.retryAfterSeconds,
    );
  }

  /** The operator's words for a refusal (logs, readiness). */
  static describe(decision: AdmissionDecision): string | null {
    return decision.admit ? null : ADMISSION_REFUSAL_TEXT[decision.reason];
  }
}
