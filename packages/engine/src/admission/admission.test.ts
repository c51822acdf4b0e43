import { describe, expect, it } from 'vitest';
import {
  ADMISSION_RECOVERY_SHARE,
  DEFAULT_ADMISSION_LIMITS,
  DRAINING_RETRY_AFTER_SECONDS,
  SATURATED_RETRY_AFTER_SECONDS,
  decideAdmission,
  type NodeLoad,
} from './admission';

const idle: NodeLoad = { eventLoopDelayP99Ms: 12, cpuRatio: 0.1, openCalls: 3 };
const limits = { maxEventLoopDelayMs: 100, maxCpuRatio: 0.9, maxOpenCalls: 10 };
const fresh = { draining: false, wasSaturated: false };

describe('decideAdmission', () => {
  it('admits a new call on a node under every limit', () => {
    expect(decideAdmission(idle, limits, fresh)).toEqual({ admit: true });
  });

  it('refuses every new call while draining, whatever the load', () => {
    expect(decideAdmission(idle, limits, { draining: true, wasSaturated: false })).toEqual({
      admit: false,
      reason: 'draining',
      retryAfterSeconds: DRAINING_RETRY_AFTER_SECONDS,
    });
  });

  it('refuses at the open-call cap and admits again as soon as one call ends', () => {
    expect(decideAdmission({ ...idle, openCalls: 10 }, limits, fresh)).toEqual({
      admit: false,
      reason: 'open-calls',
      retryAfterSeconds: SATURATED_RETRY_AFTER_SECONDS,
    });
    expect(
      decideAdmission({ ...idle, openCalls: 9 }, limits, { draining: false, wasSaturated: true }),
    ).toEqual({
      admit: true,
    });
  });

  it('refuses when the event loop is delayed past its limit, then holds the refusal until the delay is clearly lower', () => {
    expect(decideAdmission({ ...idle, eventLoopDelayP99Ms: 101 }, limits, fresh)).toMatchObject({
      admit: false,
      reason: 'event-loop-delay',
    });
    const justUnder = { ...idle, eventLoopDelayP99Ms: 95 };
    expect(decideAdmission(justUnder, limits, fresh)).toEqual({ admit: true });
    expect(decideAdmission(justUnder, limits, { draining: false, wasSaturated: true })).toMatchObject({
      admit: false,
    });
    const recovered = { ...idle, eventLoopDelayP99Ms: 100 * ADMISSION_RECOVERY_SHARE };
    expect(decideAdmission(recovered, limits, { draining: false, wasSaturated: true })).toEqual({
      admit: true,
    });
  });

  it('refuses when the CPU is saturated', () => {
    expect(decideAdmission({ ...idle, cpuRatio: 0.95 }, limits, fresh)).toMatchObject({
      admit: false,
      reason: 'cpu',
    });
  });

  it('a limit of 0 is off', () => {
    const off = { maxEventLoopDelayMs: 0, maxCpuRatio: 0, maxOpenCalls: 0 };
    expect(
      decideAdmission({ eventLoopDelayP99Ms: 5000, cpuRatio: 4, openCalls: 10_000 }, off, fresh),
    ).toEqual({
      admit: true,
    });
  });

  it('has defaults that admit an idle node', () => {
    expect(decideAdmission(idle, DEFAULT_ADMISSION_LIMITS, fresh)).toEqual({ admit: true });
  });
});
