/**
 * Streaming offline recognition with pocketsphinx: a pool of long-lived decoder processes (models loaded once) is fed
 * the answer while the candidate speaks, gives partial hypotheses for captions, and has the final transcript (with a
 * confidence from the word posteriors) as soon as the turn ends. Each interview's words the dictionary lacks are
 * taught to the decoder with pronunciations from espeak-ng.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Pcm16 } from '../../voice-contracts';
import type {
  InterviewVocabulary,
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../recognition-stream';
import { loadDictionaryWords } from './cmu-dictionary';
import { DecoderPool, defaultDecoderProcesses, type DecoderPoolLog } from './decoder-pool';
import type { DecoderProcess, DecoderStreamEvents } from './decoder-process';
import { pcmBytes } from './decoder-protocol';
import {
  createEspeakPronouncer,
  espeakAvailableForPronunciation,
  type Pronouncer,
} from './espeak-pronouncer';
import { restoreWrittenForms, wordsToTeach, type TaughtWord } from './vocabulary-adaptation';
import { createInterviewLanguageModels, type LanguageModelFile } from './interview-language-models';
import { SpeakerWarp, type WarpPlan, type WarpScores } from './speaker-warp';

const POCKETSPHINX_PYTHON = '/usr/bin/python3';
const POCKETSPHINX_PYTHON_MODULE = '/usr/lib/python3/dist-packages/pocketsphinx/__init__.py';
const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const DECODER_WORKER_SCRIPT = fileURLToPath(new URL('./decoder-worker.py', import.meta.url));
/** pocketsphinx options chosen on the development sentences (docs/performance.md, "Recognition"). */
const DEFAULT_DECODER_SETTINGS: Record<string, string | number | boolean> = {
  // Live cepstral mean normalisation from the model's initial means: the model's own "batch" needs the whole utterance.
  '-cmn': 'prior',
  // The second (flat-lexicon) pass runs over the whole utterance after it ends: ~1 s at the end of every turn.
  '-fwdflat': false,
};
/**
 * Language-model weight of interview words the dictionary lacked. 10 (through ctypes into libsphinxbase) measured
 * the same as pocketsphinx's own weight through the whole bench but for 0.4 points on one set, so the default stays
 * on the bindings' path.
 */
const DEFAULT_ADDED_WORD_WEIGHT = 1;
/**
 * Live CMN warm-up: after this many speech frames (1 s) of an answer, the answer's own cepstral mean replaces the
 * decoder's running one and the answer is decoded again from its start. The running mean otherwise comes from the
 * model's -cmninit on a fresh decoder (far from real microphones and voices) or from other callers' answers, and
 * sphinxbase only updates it every ~3 s of speech, so short answers were decoded with another voice's mean.
 * Off by default (0): it lowers word error on flite audio fed straight in (bench/word-error.ts), but in the live call
 * through Chromium's capture (e2e/voice-interview.spec.ts) every answer came out worse with it (best answer 33 %
 * word error in two runs, against 16.7 % without it); `cmnWarmUpFrames: 100` turns it on.
 */
const DEFAULT_CMN_WARM_UP_FRAMES = 0;
/**
 * Weight of the interview's own language model (common interview answers, the posting's lines, the questions, the
 * vocabulary's terms) against pocketsphinx's general English model, linearly interpolated. 0.5 was chosen on the
 * development sentences; word error fell on every set, also the held-out ones (docs/performance.md, "Recognition").
 * It also keeps words the dictionary lacked out of the general model, whose run-time additions crashed decoders.
 */
const DEFAULT_INTERVIEW_LANGUAGE_MODEL_WEIGHT = 0.5;
/** Utterances one process decodes at once (each in its own decoder, ~95 MB with its models, measured 2026-11-29). */
const DEFAULT_DECODERS_PER_PROCESS = 8;
/**
 * The longest a call's first answer waits for the speaker's pitch before its decoding starts anyway (3 s of audio at
 * 16 kHz): the pitch needs 1 s of voiced speech, which ordinary speech gives within 1.5–2.5 s.
 */
export const PITCH_WAIT_MAX_AUDIO_SAMPLES = 3 * 16_000;
/** A stream whose decoder process dies is decoded again in another, this many times at most. */
const MAX_DECODE_ATTEMPTS = 3;

export interface PocketsphinxStreamingOptions {
  python?: string;
  modelDir?: string;
  /** Decoder processes; default one per core. */
  processes?: number;
  decodersPerProcess?: number;
  settings?: Record<string, string | number | boolean>;
  addedWordWeight?: number;
  /** Speech frames of an answer its own cepstral mean is taken from (0: the decoder's running mean). */
  cmnWarmUpFrames?: number;
  /** Weight (0–1) of each interview's own language model; 0 decodes with the general English model alone. */
  interviewLanguageModelWeight?: number;
  /**
   * Speaker adaptation: each call's warp of the frequency scale (vocal-tract length normalisation) chosen from its
   * first answer's acoustic scores (speaker-warp.ts), for answers started with a `speaker`. Off unless set (the server's
   * STT_SPEAKER_ADAPTATION sets it, default true): the pool then starts one more process, at the lowest CPU priority,
   * that scores the candidate warps without delaying any transcript.
   */
  speakerAdaptation?: boolean;
  /**
   * With speaker adaptation: until the probes' scores arrive, hear the call with a warp guessed from the speaker's
   * pitch (warp-from-pitch.ts). Default true; false leaves the call at warp 1 until then (for comparison).
   */
  speakerPitch?: boolean;
  /**
   * With the pitch guess: the call's first answer waits for the speaker's pitch (its first second or two of voiced
   * speech, at most PITCH_WAIT_MAX_AUDIO_SAMPLES of audio) before its decoding starts, so that it too is heard with the
   * pitch's warp rather than the stock front end; the decoder catches up while the candidate goes on speaking.
   * Default true; false starts the first answer at once with warp 1 (for comparison).
   */
  pitchBeforeFirstAnswer?: boolean;
  /** Pronunciations for words the dictionary lacks; default espeak-ng when installed, else none are taught. */
  pronouncer?: Pronouncer | null;
  startTimeoutMs?: number;
  log?: DecoderPoolLog;
}

/** What is missing for streaming offline recognition, as a sentence an operator can act on; null when nothing is. */
export function pocketsphinxStreamingUnavailableReason(
  python = POCKETSPHINX_PYTHON,
  modelDir = POCKETSPHINX_MODEL_DIR,
  pythonModule = POCKETSPHINX_PYTHON_MODULE,
): string | null {
  const missing: string[] = [];
  if (!existsSync(python)) missing.push(`python3 (${python})`);
  if (!existsSync(pythonModule)) missing.push('python3-pocketsphinx');
  if (!['en-us', 'en-us.lm.bin', 'cmudict-en-us.dict'].every((part) => existsSync(join(modelDir, part)))) {
    missing.push(`pocketsphinx-en-us (models in ${modelDir})`);
  }
  if (missing.length === 0) return null;
  return (
    `streaming offline recognition needs ${missing.join(', ')}: ` +
    'install them with `apt-get install python3 python3-pocketsphinx pocketsphinx-en-us`'
  );
}

export interface PocketsphinxStreamingRecognizer extends StreamingRecognizer {
  readonly pool: DecoderPool;
  start(options: {
    vocabulary?: InterviewVocabulary;
    language?: string;
    speaker?: object;
  }): PocketsphinxRecognitionStream;
  prepare(vocabulary: InterviewVocabulary): void;
  /** The words of a vocabulary the decoder would be taught (for voice:check and tests). */
  taughtWords(vocabulary: InterviewVocabulary): Promise<TaughtWord[]>;
  close(): Promise<void>;
}

/** Starts the decoder pool (models load in each process) and returns the recogniser; rejects with a clear reason. */
export async function createPocketsphinxStreamingRecognizer(
  options: PocketsphinxStreamingOptions = {},
): Promise<PocketsphinxStreamingRecognizer> {
  const python = options.python ?? POCKETSPHINX_PYTHON;
  const modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
  const unavailable = pocketsphinxStreamingUnavailableReason(python, modelDir);
  if (unavailable) throw new Error(unavailable);
  const interviewLanguageModelWeight =
    options.interviewLanguageModelWeight ?? DEFAULT_INTERVIEW_LANGUAGE_MODEL_WEIGHT;
  if (!(interviewLanguageModelWeight >= 0 && interviewLanguageModelWeight < 1))
    throw new RangeError(
      `the interview language model weight must be in [0, 1), got ${interviewLanguageModelWeight}`,
    );
  const pool = await DecoderPool.start({
    python,
    script: DECODER_WORKER_SCRIPT,
    modelDir,
    processes: options.processes ?? defaultDecoderProcesses(),
    decodersPerProcess: options.decodersPerProcess ?? DEFAULT_DECODERS_PER_PROCESS,
    settings: { ...DEFAULT_DECODER_SETTINGS, ...options.settings },
    addedWordWeight: options.addedWordWeight ?? DEFAULT_ADDED_WORD_WEIGHT,
    cmnWarmUpFrames: options.cmnWarmUpFrames ?? DEFAULT_CMN_WARM_UP_FRAMES,
    interviewLanguageModelWeight,
    startTimeoutMs: options.startTimeoutMs ?? 30_000,
    probeProcess: options.speakerAdaptation === true,
    ...(options.log ? { log: options.log } : {}),
  });
  const pronouncer =
    options.pronouncer === undefined
      ? espeakAvailableForPronunciation()
        ? createEspeakPronouncer()
        : null
      : options.pronouncer;
  const dictionary = join(modelDir, 'cmudict-en-us.dict');
  // A call's answers share its vocabulary: it is pronounced once, for the first answer.
  const taughtCache = new Map<string, Promise<TaughtWord[]>>();
  const taughtWords = (vocabulary: InterviewVocabulary): Promise<TaughtWord[]> => {
    if (!pronouncer) return Promise.resolve([]);
    const key = JSON.stringify(vocabulary);
    let taught = taughtCache.get(key);
    if (!taught) {
      taught = loadDictionaryWords(dictionary).then((known) => wordsToTeach(vocabulary, known, pronouncer));
      // Pronouncing is an aid: when espeak fails the answer is still recognised, without the extra words.
      taught = taught.catch((error: unknown) => {
        options.log?.warn({ error: String(error) }, 'interview words could not be pronounced');
        taughtCache.delete(key);
        return [];
      });
      taughtCache.set(key, taught);
      while (taughtCache.size > 64) taughtCache.delete(taughtCache.keys().next().value ?? '');
    }
    return taught;
  };
  const languageModels = interviewLanguageModelWeight > 0 ? createInterviewLanguageModels() : null;
  /** The call's language model; an answer is still heard (with the general model) when it cannot be written. */
  const languageModelFor = (vocabulary: InterviewVocabulary): Promise<LanguageModelFile | null> =>
    languageModels
      ? languageModels.fileFor(vocabulary).catch((error: unknown) => {
          options.log?.warn({ error: String(error) }, 'the interview language model could not be written');
          return null;
        })
      : Promise.resolve(null);
  const speakerWarps = new WeakMap<object, SpeakerWarp>();
  const speakerWarpOf = (speaker: object | undefined): SpeakerWarp | null => {
    if (!speaker || options.speakerAdaptation !== true) return null;
    let warp = speakerWarps.get(speaker);
    if (!warp) {
      warp = new SpeakerWarp(undefined, { fromPitch: options.speakerPitch !== false });
      speakerWarps.set(speaker, warp);
    }
    return warp;
  };
  let nextStreamId = 1;
  return {
    id: 'pocketsphinx-streaming',
    pool,
    taughtWords,
    prepare(vocabulary) {
      // Both are cached per vocabulary and log their own failures; the first answer picks up whatever is ready.
      void taughtWords(vocabulary);
      void languageModelFor(vocabulary);
    },
    start({ vocabulary, speaker }) {
      const streamId = nextStreamId;
      nextStreamId = nextStreamId >= 0xffff_fff0 ? 1 : nextStreamId + 1;
      return new PocketsphinxRecognitionStream(
        streamId,
        pool,
        vocabulary ? taughtWords(vocabulary) : Promise.resolve([]),
        vocabulary ? languageModelFor(vocabulary) : Promise.resolve(null),
        // A decoder that died hearing this vocabulary's words would die again on them: the call's later answers are
        // heard without them (see the retry below).
        vocabulary
          ? () => {
              options.log?.warn(
                {},
                'a decoder died with the interview words taught: heard without them from now on',
              );
              taughtCache.set(JSON.stringify(vocabulary), Promise.resolve([]));
            }
          : () => {},
        speakerWarpOf(speaker),
        options.pitchBeforeFirstAnswer !== false,
      );
    },
    close: async () => {
      await pool.close();
      languageModels?.close();
    },
  };
}

/**
 * One answer. Audio written before the decoder is ready (vocabulary being pronounced, a process loading) waits in
 * order; all of it is kept until the end so that, if the decoder process dies, the answer is decoded again elsewhere.
 */
export class PocketsphinxRecognitionStream implements RecognitionStream {
  private readonly chunks: Uint8Array[] = [];
  private sentChunks = 0;
  private process: DecoderProcess | null = null;
  private taught: TaughtWord[] = [];
  private languageModel: LanguageModelFile | null = null;
  private attempts = 0;
  private readonly partialListeners: Array<(text: string) => void> = [];
  private lastPartial = '';
  private state: 'open' | 'finishing' | 'done' = 'open';
  private attaching: Promise<void>;
  private outcome: { resolve(result: RecognitionResult): void; reject(error: Error): void } | null = null;
  private readonly syncWaiters: Array<() => void> = [];
  private failure: Error | null = null;
  private finishCalled = false;
  /** Timings of the last decode (ms of audio, ms the decoder spent finishing) and whether it used its own CMN. */
  timings: { audioMs: number; finishDecodeMs: number; ownCmn: boolean } | null = null;
  /** The warp this answer is heard with and the warps it is scored with as well (speaker-warp.ts). */
  private plan: WarpPlan;
  /** While the answer waits for the speaker's pitch before decoding: ends the wait (pitch known, or no more waiting). */
  private endPitchWait: (() => void) | null = null;
  private writtenSamples = 0;
  private warpReported = false;
  private markWarpJudged: () => void = () => {};
  /** Settles once this answer's warp scores (or their absence) reached the call: tests wait for the choice here. */
  readonly warpJudged = new Promise<void>((resolve) => {
    this.markWarpJudged = resolve;
  });
  /** The low-priority process scoring this answer's candidate warps, while it does (decoder-pool.ts). */
  private probe: DecoderProcess | null = null;
  private sentProbeChunks = 0;

  constructor(
    private readonly streamId: number,
    private readonly pool: DecoderPool,
    taught: Promise<TaughtWord[]>,
    languageModel: Promise<LanguageModelFile | null>,
    private readonly forgetTaughtWords: () => void = () => {},
    private readonly speakerWarp: SpeakerWarp | null = null,
    waitForPitch = true,
  ) {
    this.plan = speakerWarp?.nextAnswer() ?? { warp: 1, probeWarps: [], source: 'stock' };
    const pitchWait =
      waitForPitch && speakerWarp?.pitchPending && this.plan.source === 'stock'
        ? new Promise<void>((resolve) => (this.endPitchWait = resolve))
        : null;
    this.attaching = this.attach(taught, languageModel, pitchWait);
  }

  get warpPlan(): WarpPlan {
    return this.plan;
  }

  private async attach(
    taughtWords: Promise<TaughtWord[]>,
    languageModel: Promise<LanguageModelFile | null>,
    pitchWait: Promise<void> | null,
  ): Promise<void> {
    try {
      [this.taught, this.languageModel] = await Promise.all([taughtWords, languageModel]);
      if (pitchWait && this.speakerWarp) {
        await pitchWait;
        this.plan = this.speakerWarp.replan(this.plan);
      }
      if (this.state === 'done') return;
      this.openProbe();
      await this.openOnProcess();
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private async openOnProcess(): Promise<void> {
    this.attempts += 1;
    const process = await this.pool.acquire();
    if (this.state === 'done') return;
    this.process = process;
    this.sentChunks = 0;
    const events: DecoderStreamEvents = {
      partial: (text) => this.emitPartial(restoreWrittenForms(text, this.taught)),
      synced: () => this.syncWaiters.splice(0).forEach((wake) => wake()),
      final: (message) => {
        this.state = 'done';
        this.process = null;
        this.timings = {
          audioMs: message.audioMs,
          finishDecodeMs: message.decodeMs,
          ownCmn: message.ownCmn ?? false,
        };
        this.outcome?.resolve({
          text: restoreWrittenForms(message.text, this.taught),
          confidence: message.confidence,
        });
      },
      failed: (message, processLost) => {
        this.process = null;
        if (processLost && this.attempts < MAX_DECODE_ATTEMPTS && this.state !== 'done') {
          // Decode the whole answer again in another process: nothing the candidate said is lost. Without the taught
          // words: this pocketsphinx (5prealpha) can crash in its language-model lookup once several words have been
          // added at run time, and the crash repeats for the same words and audio, so the retry hears the answer with
          // the stock vocabulary rather than not at all (docs/performance.md, "Recognition").
          if (this.taught.length > 0) this.forgetTaughtWords();
          this.taught = [];
          this.languageModel = null;
          this.attaching = this.openOnProcess().catch((error: unknown) =>
            this.fail(error instanceof Error ? error : new Error(String(error))),
          );
          return;
        }
        this.fail(new Error(`speech recognition failed: ${message}`));
      },
    };
    process.open(this.streamId, this.taughtPronunciations(), events, this.languageModel, {
      warp: this.warpPlan.warp,
      probeWarps: [],
    });
    this.pump();
    // A caughtUp() asked of a process that then died is asked again of this one.
    if (this.syncWaiters.length > 0) process.sync(this.streamId);
    if (this.state === 'finishing') process.finish(this.streamId);
  }

  /**
   * Scores every candidate warp of a probed answer on the pool's low-priority probe process, with decoders that
   * have only ever heard probes (a fair start for each warp); the answer's own transcript never waits for it.
   */
  private openProbe(): void {
    if (this.warpPlan.probeWarps.length === 0 || !this.speakerWarp) {
      this.markWarpJudged();
      return;
    }
    const probe = this.state === 'open' || this.state === 'finishing' ? this.pool.acquireProbe() : null;
    if (!probe) {
      this.speakerWarp.unprobed();
      this.warpReported = true;
      this.markWarpJudged();
      return;
    }
    this.probe = probe;
    const forget = () => {
      this.probe = null;
    };
    probe.open(
      this.streamId,
      this.taughtPronunciations(),
      {
        partial: () => {},
        synced: () => {},
        final: (message) => {
          forget();
          this.reportWarpScores(message.warpScores ?? null, message.audioMs);
        },
        failed: () => {
          forget();
          this.reportWarpScores(null, 0);
        },
      },
      this.languageModel,
      { warp: this.warpPlan.warp, probeWarps: this.warpPlan.probeWarps },
    );
    this.pumpProbe();
    if (this.state === 'finishing') probe.finish(this.streamId);
  }

  /** The taught words as a decoder is given them: [dictionary key, phones]. */
  private taughtPronunciations(): Array<[string, string]> {
    return this.taught.map((word) => [word.key, word.phones.join(' ')]);
  }

  private pumpProbe(): void {
    if (!this.probe) return;
    while (this.sentProbeChunks < this.chunks.length) {
      this.probe.audio(this.streamId, this.chunks[this.sentProbeChunks] as Uint8Array);
      this.sentProbeChunks += 1;
    }
  }

  /** Stops scoring the warps (the answer was cancelled or failed): the call probes a later answer. */
  private cancelProbe(): void {
    if (this.probe) this.probe.cancel(this.streamId);
    this.probe = null;
    this.reportWarpScores(null, 0);
  }

  private pump(): void {
    this.pumpProbe();
    if (!this.process) return;
    while (this.sentChunks < this.chunks.length) {
      this.process.audio(this.streamId, this.chunks[this.sentChunks] as Uint8Array);
      this.sentChunks += 1;
    }
  }

  private emitPartial(text: string): void {
    if (text === this.lastPartial || this.state === 'done') return;
    this.lastPartial = text;
    for (const listener of this.partialListeners) listener(text);
  }

  /** Tells the call's warp what this answer's decoders scored (null: nothing to judge by), once. */
  private reportWarpScores(scores: WarpScores | null, audioMs: number): void {
    if (this.warpReported) return;
    this.warpReported = true;
    this.speakerWarp?.heard(scores, audioMs);
    this.markWarpJudged();
  }

  private fail(error: Error): void {
    if (this.state === 'done') return;
    this.cancelProbe();
    this.state = 'done';
    this.stopWaitingForPitch();
    this.failure = error;
    this.outcome?.reject(error);
    this.syncWaiters.splice(0).forEach((wake) => wake());
  }

  write(audio: Pcm16): void {
    if (this.finishCalled) throw new Error('audio written to an utterance that has finished');
    // After a failure or cancel the audio has nowhere to go; finish() reports the failure.
    if (this.state !== 'open') return;
    if (audio.length === 0) return;
    this.chunks.push(pcmBytes(audio));
    this.pump();
    // After the audio went to the decoders: the pitch (first seconds of the call only) never delays them.
    this.speakerWarp?.hear(audio);
    this.writtenSamples += audio.length;
    if (
      this.endPitchWait &&
      (!this.speakerWarp?.pitchPending || this.writtenSamples >= PITCH_WAIT_MAX_AUDIO_SAMPLES)
    )
      this.stopWaitingForPitch();
  }

  /** Decoding starts now, with whatever warp the call has. */
  private stopWaitingForPitch(): void {
    const end = this.endPitchWait;
    this.endPitchWait = null;
    end?.();
  }

  onPartial(listener: (text: string) => void): void {
    this.partialListeners.push(listener);
  }

  /** Resolves once the decoder has decoded everything written so far (benches measure the end of turn from here). */
  async caughtUp(): Promise<void> {
    // Whoever waits for the transcript so far does not wait for the pitch as well.
    this.stopWaitingForPitch();
    await this.attaching;
    const process = this.process;
    if (!process || this.state === 'done') return;
    const synced = new Promise<void>((resolve) => this.syncWaiters.push(resolve));
    process.sync(this.streamId);
    await synced;
  }

  finish({ signal }: { signal: AbortSignal }): Promise<RecognitionResult> {
    if (this.finishCalled) return Promise.reject(new Error('this utterance was already finished'));
    this.finishCalled = true;
    if (this.failure) return Promise.reject(this.failure);
    if (this.state !== 'open') return Promise.reject(new Error('this utterance was already finished'));
    this.state = 'finishing';
    this.speakerWarp?.answerEnded();
    // The answer is over: its decoding starts at once, with the pitch's warp if it became known.
    this.stopWaitingForPitch();
    return new Promise<RecognitionResult>((resolve, reject) => {
      const onAbort = () => {
        this.cancel();
        reject(new Error('speech recognition aborted'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      this.outcome = {
        resolve: (result) => {
          signal.removeEventListener('abort', onAbort);
          resolve(result);
        },
        reject: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      this.probe?.finish(this.streamId);
      this.process?.finish(this.streamId);
    });
  }

  cancel(): void {
    if (this.state === 'done') return;
    this.cancelProbe();
    this.speakerWarp?.answerEnded();
    this.state = 'done';
    this.stopWaitingForPitch();
    this.process?.cancel(this.streamId);
    this.process = null;
    this.chunks.length = 0;
    this.syncWaiters.splice(0).forEach((wake) => wake());
  }
}
