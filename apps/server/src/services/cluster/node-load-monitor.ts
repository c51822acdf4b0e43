/**
 * What this node measures about its own load, once per sampling window: the event loop's delay (p99, from
 * perf_hooks) and the share of a core the process used. The admission rule (@intervia/engine) reads the last window.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export const LOAD_SAMPLE_INTERVAL_MS = 1_000;

export interface LoadSample {
  eventLoopDelayP99Ms: number;
  cpuRatio: number;
}

export interface LoadSource {
  current(): LoadSample;
}

export class NodeLoadMonitor implements LoadSource {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private timer: NodeJS.Timeout | null = null;
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();
  private sample: LoadSample = { eventLoopDelayP99Ms: 0, cpuRatio: 0 };

  constructor(private readonly intervalMs = LOAD_SAMPLE_INTERVAL_MS) {}

  start(): void {
    if (this.timer) return;
    this.histogram.enable();
    this.lastCpu = process.cpuUsage();
    this.lastAt = performance.now();
    this.timer = setInterval(() => this.takeSample(), this.intervalMs);
    // Sampling never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.histogram.disable();
  }

  current(): LoadSample {
    return this.sample;
  }

  private takeSample(): void {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const wallMicros = Math.max(1, (now - this.lastAt) * 1000);
    this.sample = {
      // The histogram counts nanoseconds; an idle window has no delay to report.
      eventLoopDelayP99Ms: this.histogram.count > 0 ? this.histogram.percentile(99) / 1e6 : 0,
      cpuRatio: (cpu.user + cpu.system) / wallMicros,
    };
    this.histogram.reset();
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
  }
}
