/**
 * One long-lived decoder process (decoder-worker.py under Debian's python3): the models load once, then it decodes
 * many utterances, several at a time. Each utterance is a numbered stream; its events come back by number.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { encodeDecoderFrame, parseDecoderLine, type DecoderMessage } from './decoder-protocol';

export interface DecoderStreamEvents {
  partial(text: string): void;
  final(result: Extract<DecoderMessage, { type: 'final' }>): void;
  synced(samples: number): void;
  /** The utterance failed; `processLost` when the whole process went away (the audio can be decoded elsewhere). */
  failed(message: string, processLost: boolean): void;
}

export interface DecoderProcessOptions {
  python: string;
  script: string;
  modelDir: string;
  decodersPerProcess: number;
  /** pocketsphinx options ("-lw": 8.5 …) on top of the defaults. */
  settings: Record<string, string | number | boolean>;
  /** Language-model weight of interview words the dictionary lacked (1: pocketsphinx's own for added words). */
  addedWordWeight: number;
  /**
   * Speech frames (10 ms) of each answer its own cepstral mean is estimated from before the answer is decoded again
   * with it (0: the decoder's running mean, from earlier answers or the model's -cmninit).
   */
  cmnWarmUpFrames: number;
  /**
   * Weight (0–1) of an interview's own language model against the general English one when a stream brings one;
   * 0 turns interview language models off (words the dictionary lacks are then added to the general model).
   */
  interviewLanguageModelWeight: number;
  startTimeoutMs: number;
}

export class DecoderProcess {
  readonly ready: Promise<void>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly streams = new Map<number, DecoderStreamEvents>();
  private readonly exitListeners: Array<(reason: string) => void> = [];
  private stderr = '';
  private exited = false;
  private loaded = false;

  constructor(options: DecoderProcessOptions) {
    this.child = spawn(options.python, [options.script], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        PYTHONDONTWRITEBYTECODE: '1',
        PYTHONUNBUFFERED: '1',
        INTERVIA_POCKETSPHINX_MODEL_DIR: options.modelDir,
        INTERVIA_DECODERS_PER_PROCESS: String(options.decodersPerProcess),
        INTERVIA_DECODER_SETTINGS: JSON.stringify(options.settings),
        INTERVIA_ADDED_WORD_WEIGHT: String(options.addedWordWeight),
        INTERVIA_CMN_WARMUP_FRAMES: String(options.cmnWarmUpFrames),
        INTERVIA_INTERVIEW_LM_WEIGHT: String(options.interviewLanguageModelWeight),
      },
    });
    this.child.stdin.on('error', () => {}); // a dead process shows up as 'exit'
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-2000);
    });
    let markReady: () => void = () => {};
    let failStart: (error: Error) => void = () => {};
    this.ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    this.ready.catch(() => {});
    const timer = setTimeout(() => {
      failStart(
        new Error(`the pocketsphinx decoder did not load its models within ${options.startTimeoutMs} ms`),
      );
      this.kill();
    }, options.startTimeoutMs);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const message = parseDecoderLine(line);
      if (!message) return;
      if (message.type === 'ready') {
        clearTimeout(timer);
        this.loaded = true;
        markReady();
        return;
      }
      const stream = this.streams.get(message.id);
      if (!stream) return;
      if (message.type === 'partial') stream.partial(message.text);
      else if (message.type === 'synced') stream.synced(message.samples);
      else if (message.type === 'final') {
        this.streams.delete(message.id);
        stream.final(message);
      } else {
        this.streams.delete(message.id);
        stream.failed(message.message, false);
      }
    });
    const onGone = (reason: string) => {
      if (this.exited) return;
      this.exited = true;
      clearTimeout(timer);
      const detail = this.stderr.trim().split('\n').slice(-3).join(' | ');
      const message = `pocketsphinx decoder process ${reason}${detail ? `: ${detail}` : ''}`;
      failStart(new Error(message));
      // The pool replaces the process first, so the streams that decode their answers again find a new one.
      for (const listener of this.exitListeners) listener(message);
      const orphans = [...this.streams.values()];
      this.streams.clear();
      for (const stream of orphans) stream.failed(message, true);
    };
    this.child.on('error', (error) => onGone(`could not start (${error.message})`));
    this.child.on('exit', (code, signal) => onGone(`exited (${signal ?? `code ${code}`})`));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** Running with its models loaded. */
  get usable(): boolean {
    return this.loaded && !this.exited;
  }

  /** Utterances open in this process (the pool sends new ones to the least busy process). */
  get activeStreams(): number {
    return this.streams.size;
  }

  /** Lowers the process's CPU priority (a nice value, 19 the lowest); a process already gone is left alone. */
  lowerPriority(niceness: number): void {
    const pid = this.child.pid;
    if (pid === undefined || this.exited) return;
    try {
      setPriority(pid, niceness);
    } catch {
      // Without permission the process keeps its priority: probes then compete like any decode.
    }
  }

  onExit(listener: (reason: string) => void): void {
    this.exitListeners.push(listener);
  }

  /**
   * Opens an utterance with the interview's extra words and, when given, its language model file, the frequency warp
   * to hear it with (speaker-adaptation.ts) and other warps to score it with as well.
   */
  open(
    streamId: number,
    words: Array<[string, string]>,
    events: DecoderStreamEvents,
    languageModel: { key: string; path: string } | null = null,
    warps: { warp: number; probeWarps: readonly number[] } = { warp: 1, probeWarps: [] },
  ): void {
    if (this.exited) {
      events.failed('pocketsphinx decoder process is gone', true);
      return;
    }
    this.streams.set(streamId, events);
    const start = {
      words,
      ...(languageModel ? { lm: languageModel } : {}),
      ...(warps.warp !== 1 ? { warp: warps.warp } : {}),
      ...(warps.probeWarps.length > 0 ? { probeWarps: warps.probeWarps } : {}),
    };
    this.send(encodeDecoderFrame('start', streamId, Buffer.from(JSON.stringify(start), 'utf8')));
  }

  audio(streamId: number, bytes: Uint8Array): void {
    if (this.streams.has(streamId)) this.send(encodeDecoderFrame('audio', streamId, bytes));
  }

  sync(streamId: number): void {
    if (this.streams.has(streamId)) this.send(encodeDecoderFrame('sync', streamId));
  }

  finish(streamId: number): void {
    if (this.streams.has(streamId)) this.send(encodeDecoderFrame('finish', streamId));
  }

  cancel(streamId: number): void {
    if (this.streams.delete(streamId)) this.send(encodeDecoderFrame('cancel', streamId));
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private send(frame: Buffer): void {
    if (!this.exited) this.child.stdin.write(frame);
  }
}
