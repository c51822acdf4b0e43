/**
 * Chooses the call's speech providers from the configuration. Offline defaults: pocketsphinx (when installed) for
 * recognition, espeak-ng (when installed) for the interviewer's voice, Silero (else energy) for voice activity.
 * Without a server recogniser the browser recognises (Web Speech API) or the candidate types; without a server
 * voice the browser speaks (speechSynthesis).
 */
import type { ServerConfig } from '../../config';
import type { VoiceRuntime } from '../../services/calls/call-service';
import { createDeepgramRecognizer } from '../recognition/deepgram/deepgram-streaming-recognizer';
import { selectStreamingRecognizer } from '../recognition/select-streaming-recognizer';
import { VadSpeechSegmenter } from '../session/speech-segmenter';
import { energyVadFactory } from '../vad/energy-vad';
import { createVadFactory } from '../vad/vad-factory';
import type { SpeechToText, TextToSpeech, VoiceActivityDetectorFactory } from '../voice-contracts';
import { createEspeakTts, espeakAvailable } from './espeak-tts';
import { createOpenAiStt, createOpenAiTts } from './openai-compatible-speech';
import { createPocketsphinxStt, pocketsphinxAvailable } from './pocketsphinx-stt';

export interface SelectedVoice extends VoiceRuntime {
  /** One line per provider for the startup log and /api/health. */
  describe(): { stt: string; tts: string; vad: string };
}

export interface VoiceProvidersLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function selectStt(
  config: ServerConfig['voice'],
  available = pocketsphinxAvailable,
): SpeechToText | null {
  const stt = config.stt;
  if (stt.kind === 'openai') {
    return createOpenAiStt({
      baseUrl: stt.baseUrl,
      apiKey: stt.apiKey,
      model: stt.model,
      timeoutMs: config.timeoutMs,
    });
  }
  if (stt.kind === 'pocketsphinx' || (stt.kind === 'auto' && available())) return createPocketsphinxStt();
  return null;
}

export function selectTts(config: ServerConfig['voice'], available = espeakAvailable): TextToSpeech | null {
  const tts = config.tts;
  if (tts.kind === 'openai') {
    return createOpenAiTts({
      baseUrl: tts.baseUrl,
      apiKey: tts.apiKey,
      model: tts.model,
      voice: tts.voice,
      timeoutMs: config.timeoutMs,
    });
  }
  if (tts.kind === 'espeak' || (tts.kind === 'auto' && available())) return createEspeakTts();
  return null;
}

export async function selectVoiceProviders(
  config: ServerConfig['voice'],
  log: VoiceProvidersLog = { info: () => {}, warn: () => {}, error: () => {} },
): Promise<SelectedVoice> {
  const stt = selectStt(config);
  const tts = selectTts(config);
  // Offline recognition listens while the candidate speaks when its decoders can be kept loaded (a pool of
  // pocketsphinx processes); otherwise the per-utterance recogniser above is used. A Deepgram-protocol recogniser
  // always streams.
  const deepgram = config.stt.kind === 'deepgram' ? createDeepgramRecognizer(config.stt) : null;
  const streaming =
    stt?.id === 'pocketsphinx' && config.streamingRecognition
      ? await selectStreamingRecognizer(config, { log })
      : { recognizer: null, reason: 'not offline recognition' };
  const recognizer = deepgram ?? streaming.recognizer;
  const hears = Boolean(stt ?? recognizer);
  let vad: VoiceActivityDetectorFactory & {
    close?: () => Promise<void>;
    fallbackReason?: string | null;
    workers?: number;
  } = energyVadFactory;
  if (hears && config.vad === 'auto') {
    vad = await createVadFactory({
      ...(config.vadWorkers === null ? {} : { workers: config.vadWorkers }),
      log,
    });
  }
  const description = {
    stt: recognizer?.id ?? stt?.id ?? 'browser',
    tts: tts?.id ?? 'browser',
    vad: hears ? vad.id : 'none',
  };
  log.info(
    { ...description, vadWorkers: vad.workers ?? 0, vadFallback: vad.fallbackReason ?? null },
    'voice providers',
  );
  return {
    providers: {
      stt,
      tts,
      vad: hears ? vad : null,
      recognizer,
      // A recogniser the operator configured outranks the candidate's browser; offline pocketsphinx does not.
      recognizerRank:
        config.stt.kind === 'openai' || config.stt.kind === 'deepgram' ? 'configured' : 'offline',
      browserRecognition: config.browserRecognition,
      close: async () => {
        await vad.close?.();
        await streaming.recognizer?.close();
      },
    },
    // The turn's audio goes to the recogniser while the candidate speaks (a batch recogniser buffers it).
    ...(hears
      ? { createSegmenter: async () => new VadSpeechSegmenter(await vad.create(), { streamTurnAudio: true }) }
      : {}),
    describe: () => description,
  };
}
