/**
 * Decoder processes sized to the cores, each holding loaded models: a new utterance goes to the least busy one, a
 * process that dies is replaced (its utterances are decoded again elsewhere by their streams).
 */
import { availableParallelism } from 'node:os';
import { DecoderProcess, type DecoderProcessOptions } from './decoder-process';

export interface DecoderPoolLog {
  warn(details: object, message: string): void;
}

export interface DecoderPoolOptions extends DecoderProcessOptions {
  processes: number;
  /** One more process, at the lowest CPU priority, that only scores speaker-adaptation probes (speaker-warp.ts). */
  probeProcess?: boolean;
  log?: DecoderPoolLog;
}

/** Answers the probe process scores at once; another answer goes unprobed (its call probes a later one). */
export const MAX_CONCURRENT_PROBES = 2;
/** The nice value of the probe process: it gets only the CPU the answers' own decoders leave. */
export const PROBE_PROCESS_NICENESS = 19;

/**
 * Whether an answer may be probed now: only on a process of its own that has loaded its models and is not already
 * scoring as many answers as it may. Probes never take a decoder an answer's transcript needs.
 */
export function mayStartProbe(probe: { usable: boolean; activeStreams: number } | null): boolean {
  return probe !== null && probe.usable && probe.activeStreams < MAX_CONCURRENT_PROBES;
}

/** Replacements allowed within RESTART_WINDOW_MS before the pool gives up (a process that cannot start). */
const MAX_RESTARTS_IN_WINDOW = 5;
const RESTART_WINDOW_MS = 60_000;

/** One process per core, at least one: decoding is CPU-bound and each process decodes one frame at a time. */
export function defaultDecoderProcesses(): number {
  return Math.max(1, availableParallelism());
}

export class DecoderPool {
  private readonly processes: DecoderProcess[] = [];
  private readonly restarts: number[] = [];
  private probe: DecoderProcess | null = null;
  private closed = false;
  private brokenReason: string | null = null;
  /** Processes replaced after a crash, since the pool started. */
  replacements = 0;

  private constructor(private readonly options: DecoderPoolOptions) {}

  /**
   * Starts every process and waits for the transcript processes' models; rejects with the first one's error when one
   * cannot start.
   */
  static async start(options: DecoderPoolOptions): Promise<DecoderPool> {
    if (!Number.isInteger(options.processes) || options.processes < 1) {
      throw new RangeError(`decoder processes must be ≥ 1, got ${options.processes}`);
    }
    const pool = new DecoderPool(options);
    for (let slot = 0; slot < options.processes; slot += 1) pool.processes.push(pool.spawn(slot));
    // The probe process is not waited for: at nice 19 on a busy machine it can take longer than the start timeout to
    // load its models, which failed the whole pool (seen in the word-error bench at load 10+). Until it is loaded
    // answers go unprobed (mayStartProbe); one that never loads kills itself and is dropped (spawnProbe).
    if (options.probeProcess) pool.probe = pool.spawnProbe();
    try {
      await Promise.all(pool.processes.map((process) => process.ready));
    } catch (error) {
      pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.processes.length;
  }

  /** Process ids (tests kill one to prove it is replaced). */
  get pids(): Array<number | undefined> {
    return this.processes.map((process) => process.pid);
  }

  private spawn(slot: number): DecoderProcess {
    const process = new DecoderProcess(this.options);
    process.onExit((reason) => this.replace(slot, process, reason));
    return process;
  }

  private spawnProbe(): DecoderProcess {
    const process = new DecoderProcess(this.options);
    process.lowerPriority(PROBE_PROCESS_NICENESS);
    process.onExit((reason) => {
      if (this.closed || this.probe !== process) return;
      // Probing is an aid: a probe process that dies is not replaced, and calls stay at warp 1.
      this.probe = null;
      this.options.log?.warn({ reason }, 'pocketsphinx probe process gone: speaker adaptation stops probing');
    });
    return process;
  }

  /** Settles when the probe process has loaded its models or is gone (at once without one); tests wait on it. */
  get probeReady(): Promise<void> {
    return this.probe ? this.probe.ready.catch(() => {}) : Promise.resolve();
  }

  /** The low-priority probe process when it may score another answer now, else null (the answer goes unprobed). */
  acquireProbe(): DecoderProcess | null {
    if (this.closed) return null;
    return mayStartProbe(this.probe) ? this.probe : null;
  }

  private replace(slot: number, gone: DecoderProcess, reason: string): void {
    if (this.closed || this.processes[slot] !== gone) return;
    const now = Date.now();
    while (this.restarts.length > 0 && now - (this.restarts[0] ?? 0) > RESTART_WINDOW_MS)
      this.restarts.shift();
    if (this.restarts.length >= MAX_RESTARTS_IN_WINDOW) {
      this.brokenReason = `pocketsphinx decoder processes keep failing (${reason})`;
      this.options.log?.warn({ reason }, 'pocketsphinx decoder pool stopped replacing processes');
      return;
    }
    this.restarts.push(now);
    this.replacements += 1;
    this.options.log?.warn({ slot, reason }, 'pocketsphinx decoder process replaced');
    this.processes[slot] = this.spawn(slot);
  }

  /** The least busy process whose models are loaded (waits for a replacement when none is). */
  async acquire(): Promise<DecoderProcess> {
    if (this.closed) throw new Error('the pocketsphinx decoder pool is closed');
    const live = this.processes.filter((process) => process.alive);
    if (live.length === 0) throw new Error(this.brokenReason ?? 'no pocketsphinx decoder process is running');
    const usable = live.filter((process) => process.usable);
    if (usable.length === 0) {
      // Every live process is still loading (a replacement): wait for the first, then choose again.
      await Promise.any(live.map((process) => process.ready)).catch(() => {});
      return this.acquire();
    }
    return usable.reduce((best, process) => (process.activeStreams < best.activeStreams ? process : best));
  }

  close(): void {
    this.closed = true;
    for (const process of this.processes) process.kill();
    this.probe?.kill();
  }
}
