/**
 * The operator's check of the server's speech (`npm run voice:check`): which recogniser a call would use and what
 * it hears in a WAV file (with the interview vocabulary of a job posting when one is given), or the configured voice
 * speaking a text into a WAV file. Results are plain objects the command prints as JSON.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import { vocabularyFromJobPosting } from '@intervia/engine';
import type { ServerConfig } from '../../config';
import { pocketsphinxAvailable } from '../providers/pocketsphinx-stt';
import { selectStt, selectTts } from '../providers/select-voice-providers';
import { decodeWav, encodeWav, resamplePcm16 } from '../providers/wav';
import type { Pcm16 } from '../voice-contracts';
import { createDeepgramRecognizer } from './deepgram/deepgram-streaming-recognizer';
import {
  createPocketsphinxStreamingRecognizer,
  pocketsphinxStreamingUnavailableReason,
  type PocketsphinxStreamingOptions,
} from './pocketsphinx/pocketsphinx-streaming-recognizer';
import type { InterviewVocabulary } from './recognition-stream';

export type VoiceCheckRequest =
  | { kind: 'recognise'; wavFile: string; jobPostingFile: string | null }
  | { kind: 'say'; text: string; outFile: string };

export class VoiceCheckUsageError extends Error {}

export const VOICE_CHECK_USAGE =
  'usage: npm run voice:check -- FILE.wav [--jd POSTING.txt]\n' +
  '       npm run voice:check -- --say "text to speak" --out FILE.wav';

/** The command line → what to check; a usage error says what is wrong. */
export function parseVoiceCheckArgs(argv: readonly string[]): VoiceCheckRequest {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--jd' || arg === '--say' || arg === '--out') {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--'))
        throw new VoiceCheckUsageError(`${arg} needs a value`);
      options.set(arg, value);
      index += 1;
    } else if (arg.startsWith('--')) {
      throw new VoiceCheckUsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (options.has('--say')) {
    const outFile = options.get('--out');
    if (!outFile) throw new VoiceCheckUsageError('--say needs --out FILE.wav');
    if (positional.length > 0 || options.has('--jd')) {
      throw new VoiceCheckUsageError('--say takes no audio file and no --jd');
    }
    const text = (options.get('--say') ?? '').trim();
    if (!text) throw new VoiceCheckUsageError('--say needs some text');
    return { kind: 'say', text, outFile };
  }
  if (options.has('--out')) throw new VoiceCheckUsageError('--out is only used with --say');
  if (positional.length !== 1) throw new VoiceCheckUsageError('give exactly one WAV file to recognise');
  return { kind: 'recognise', wavFile: positional[0] ?? '', jobPostingFile: options.get('--jd') ?? null };
}

/** A WAV file as the call's audio (16 kHz mono PCM16), or a clear error for anything else. */
async function readCallAudio(
  file: string,
): Promise<{ audio: Pcm16; sourceRateHz: number; channels: number }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new VoiceCheckUsageError(
      `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    const wav = decodeWav(bytes);
    if (wav.samples.length === 0) throw new Error('it holds no audio');
    return {
      audio: resamplePcm16(wav.samples, wav.sampleRateHz, VOICE_SAMPLE_RATE_HZ),
      sourceRateHz: wav.sampleRateHz,
      channels: wav.channels,
    };
  } catch (error) {
    throw new VoiceCheckUsageError(
      `${file} is not a usable WAV file (16-bit PCM): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export interface RecognitionCheck {
  recognizer: string;
  /** Why a better recogniser was not used, when one was passed over. */
  note: string | null;
  audio: { file: string; seconds: number; sourceRateHz: number; channels: number };
  vocabulary: { posting: string; words: number; phrases: number; taught: string[] } | null;
  transcript: string;
  confidence: number | null;
  timings: { loadMs: number; recogniseMs: number; endOfAudioToTranscriptMs: number; realTimeFactor: number };
}

const round = (value: number) => Math.round(value);

/**
 * Recognises the file with the recogniser a call would use: the configured server recogniser (Whisper-compatible),
 * else streaming pocketsphinx, else pocketsphinx per utterance. The browser's recogniser cannot be checked here.
 */
export async function checkRecognition(
  request: Extract<VoiceCheckRequest, { kind: 'recognise' }>,
  config: ServerConfig['voice'],
  streamingOptions: PocketsphinxStreamingOptions = {},
): Promise<RecognitionCheck> {
  const { audio, sourceRateHz, channels } = await readCallAudio(request.wavFile);
  let vocabulary: InterviewVocabulary | null = null;
  if (request.jobPostingFile) {
    const posting = await readFile(request.jobPostingFile, 'utf8').catch((error: unknown) => {
      throw new VoiceCheckUsageError(
        `cannot read ${request.jobPostingFile}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    if (!posting.trim()) throw new VoiceCheckUsageError(`${request.jobPostingFile} is empty`);
    vocabulary = vocabularyFromJobPosting(posting);
  }
  const seconds = audio.length / VOICE_SAMPLE_RATE_HZ;
  const base = {
    audio: { file: request.wavFile, seconds: Math.round(seconds * 100) / 100, sourceRateHz, channels },
  };
  const describeVocabulary = (taught: string[]) =>
    vocabulary && request.jobPostingFile
      ? {
          posting: request.jobPostingFile,
          words: vocabulary.words.length,
          phrases: vocabulary.phrases.length,
          taught,
        }
      : null;

  if (config.stt.kind === 'none') {
    throw new Error(
      'STT_PROVIDER=none: the server recognises no speech (the candidate’s browser does, or they type)',
    );
  }
  if (config.stt.kind === 'deepgram') {
    const recognizer = createDeepgramRecognizer(config.stt);
    const started = performance.now();
    const stream = recognizer.start(vocabulary ? { vocabulary } : {});
    for (let offset = 0; offset < audio.length; offset += 320)
      stream.write(audio.subarray(offset, offset + 320));
    const endOfAudio = performance.now();
    const result = await stream.finish({ signal: AbortSignal.timeout(config.timeoutMs * 3) });
    const done = performance.now();
    return {
      recognizer: recognizer.id,
      note: null,
      ...base,
      vocabulary: describeVocabulary([]),
      transcript: result.text,
      confidence: result.confidence === null ? null : Math.round(result.confidence * 1000) / 1000,
      timings: {
        loadMs: 0,
        recogniseMs: round(done - started),
        endOfAudioToTranscriptMs: round(done - endOfAudio),
        realTimeFactor: Math.round(((done - started) / 1000 / seconds) * 100) / 100,
      },
    };
  }
  const streamingUnavailable = pocketsphinxStreamingUnavailableReason();
  if (config.stt.kind === 'openai' || streamingUnavailable) {
    const stt = selectStt(config, pocketsphinxAvailable);
    if (!stt) {
      throw new Error(
        `no server recogniser: ${streamingUnavailable ?? 'pocketsphinx is not installed'} ` +
          '(or set STT_PROVIDER=openai with STT_BASE_URL)',
      );
    }
    const started = performance.now();
    const transcript = await stt.transcribe(audio, { signal: AbortSignal.timeout(config.timeoutMs * 3) });
    const recogniseMs = performance.now() - started;
    return {
      recognizer: stt.id,
      note:
        config.stt.kind === 'openai'
          ? null
          : `streaming recognition unavailable (${streamingUnavailable}); the interview vocabulary is not used`,
      ...base,
      vocabulary: describeVocabulary([]),
      transcript,
      confidence: null,
      timings: {
        loadMs: 0,
        recogniseMs: round(recogniseMs),
        endOfAudioToTranscriptMs: round(recogniseMs),
        realTimeFactor: Math.round((recogniseMs / 1000 / seconds) * 100) / 100,
      },
    };
  }

  const loadStarted = performance.now();
  const recognizer = await createPocketsphinxStreamingRecognizer({ processes: 1, ...streamingOptions });
  try {
    const loadMs = performance.now() - loadStarted;
    const taught = vocabulary ? await recognizer.taughtWords(vocabulary) : [];
    const started = performance.now();
    const stream = recognizer.start(vocabulary ? { vocabulary } : {});
    for (let offset = 0; offset < audio.length; offset += 320)
      stream.write(audio.subarray(offset, offset + 320));
    await stream.caughtUp();
    const endOfAudio = performance.now();
    const result = await stream.finish({ signal: AbortSignal.timeout(60_000) });
    const done = performance.now();
    return {
      recognizer: recognizer.id,
      note: null,
      ...base,
      vocabulary: describeVocabulary(taught.map((word) => word.written)),
      transcript: result.text,
      confidence: result.confidence === null ? null : Math.round(result.confidence * 1000) / 1000,
      timings: {
        loadMs: round(loadMs),
        recogniseMs: round(done - started),
        endOfAudioToTranscriptMs: round(done - endOfAudio),
        realTimeFactor: Math.round(((done - started) / 1000 / seconds) * 100) / 100,
      },
    };
  } finally {
    await recognizer.close();
  }
}

export interface SpeechCheck {
  voice: string;
  voiceName: string;
  out: string;
  seconds: number;
  timings: { firstAudioMs: number; totalMs: number };
}

/** Speaks the text with the configured server voice into a 16 kHz mono WAV file. */
export async function checkSpeech(
  request: Extract<VoiceCheckRequest, { kind: 'say' }>,
  config: ServerConfig['voice'],
): Promise<SpeechCheck> {
  const tts = selectTts(config);
  if (!tts) {
    throw new Error(
      'no server voice: install espeak-ng (apt-get install espeak-ng) or set TTS_PROVIDER=openai with TTS_BASE_URL ' +
        '(without one the candidate’s browser speaks)',
    );
  }
  const started = performance.now();
  let firstAudioMs: number | null = null;
  const chunks: Pcm16[] = [];
  for await (const chunk of tts.synthesize(request.text, {
    signal: AbortSignal.timeout(config.timeoutMs * 3),
  })) {
    firstAudioMs ??= performance.now() - started;
    chunks.push(chunk);
  }
  const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (samples.set(chunk, offset), offset + chunk.length), 0);
  await writeFile(request.outFile, encodeWav(samples, VOICE_SAMPLE_RATE_HZ));
  return {
    voice: tts.id,
    voiceName: tts.voice,
    out: request.outFile,
    seconds: Math.round((samples.length / VOICE_SAMPLE_RATE_HZ) * 100) / 100,
    timings: { firstAudioMs: round(firstAudioMs ?? 0), totalMs: round(performance.now() - started) },
  };
}
