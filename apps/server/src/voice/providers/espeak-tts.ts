/**
 * Offline text-to-speech with espeak-ng: the Debian binary (`espeak-ng`, one process per sentence, WAV at 22.05 kHz,
 * started by the program launcher so the server's thread never forks) when installed, otherwise the WASM build from
 * npm. The reply is split into sentences and each is synthesised, resampled to 16 kHz and yielded in 100 ms chunks
 * before the next sentence is started, so the first audio leaves long before the whole reply is spoken.
 */
import { existsSync } from 'node:fs';
import { toSentences } from '@intervia/engine';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, TextToSpeech } from '../voice-contracts';
import { sharedProgramLauncher, type ProgramLauncher } from '../launcher/program-launcher';
import { abortedError, type EspeakEngine } from './espeak-engine';
import { espeakWasmAvailable, espeakWasmEngine } from './espeak-wasm-engine';
import { chunkPcm16, decodeWav, resamplePcm16 } from './wav';

const ESPEAK_BINARY = '/usr/bin/espeak-ng';
/** The voice when no persona chose one (each persona has its fixed voice), and the speaking rate in words per minute. */
const ESPEAK_VOICE = 'en-us+f3';
const ESPEAK_WORDS_PER_MINUTE = 165;
const CHUNK_SAMPLES = VOICE_SAMPLE_RATE_HZ / 10;

export function espeakBinaryAvailable(binary = ESPEAK_BINARY): boolean {
  return existsSync(binary);
}

/** Whether some espeak-ng (binary or WASM) can speak here. */
export function espeakAvailable(binary = ESPEAK_BINARY): boolean {
  return espeakBinaryAvailable(binary) || espeakWasmAvailable();
}

export function espeakBinaryEngine(
  binary = ESPEAK_BINARY,
  launcher: ProgramLauncher = sharedProgramLauncher(),
): EspeakEngine {
  return {
    kind: 'binary',
    synthesize: async (sentence, voice, signal) => {
      if (signal.aborted) throw abortedError('speech synthesis');
      let run;
      try {
        run = await launcher.run(
          binary,
          ['--stdout', '-v', voice, '-s', String(ESPEAK_WORDS_PER_MINUTE), '--', sentence],
          { signal },
        );
      } catch (error) {
        if (signal.aborted) throw abortedError('speech synthesis');
        throw new Error(
          `espeak-ng could not start: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (run.code !== 0) throw new Error(`espeak-ng exited with code ${run.code}: ${run.stderr.trim()}`);
      const wav = decodeWav(run.stdout);
      return { samples: wav.samples, sampleRateHz: wav.sampleRateHz };
    },
  };
}

/** The binary when installed, else the WASM build. */
function defaultEspeakEngine(binary = ESPEAK_BINARY): EspeakEngine {
  return espeakBinaryAvailable(binary)
    ? espeakBinaryEngine(binary)
    : espeakWasmEngine({ wordsPerMinute: ESPEAK_WORDS_PER_MINUTE });
}

export function createEspeakTts(options: { engine?: EspeakEngine; voice?: string } = {}): TextToSpeech {
  const engine = options.engine ?? defaultEspeakEngine();
  const voice = options.voice ?? ESPEAK_VOICE;
  return {
    id: engine.kind === 'wasm' ? 'espeak-ng-wasm' : 'espeak-ng',
    voice,
    withVoice: (personaVoice) => createEspeakTts({ engine, voice: personaVoice }),
    async *synthesize(text, { signal }): AsyncIterable<Pcm16> {
      for (const sentence of toSentences(text)) {
        if (signal.aborted) throw abortedError('speech synthesis');
        const audio = await engine.synthesize(sentence, voice, signal);
        const pcm = resamplePcm16(audio.samples, audio.sampleRateHz, VOICE_SAMPLE_RATE_HZ);
        for (const chunk of chunkPcm16(pcm, CHUNK_SAMPLES)) {
          if (signal.aborted) throw abortedError('speech synthesis');
          yield chunk;
        }
      }
    },
  };
}
