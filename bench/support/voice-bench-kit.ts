/** Shared pieces of the voice benchmarks: arguments, a spoken answer, loopback providers, percentiles. */
import { spokenSentence } from '../../apps/server/test/support/spoken-audio';
import type { SpeechToText, TextToSpeech } from '../../apps/server/src/voice/voice-contracts';

/** `--key=value` arguments (a bare `--flag` is "true"). */
export function benchArgs(argv = process.argv.slice(2)): Map<string, string> {
  return new Map(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key!, value] as const;
    }),
  );
}

/** The sentence spoken by flite (Debian), as 16 kHz PCM16. */
export const spokenAnswer = spokenSentence;

/** What every other loopback turn "recognises", so the interviewer repeats its question and never runs out. */
export const LOOPBACK_REPEAT_REQUEST = 'Sorry, could you repeat the question?';

/**
 * Stand-in providers that answer at once, so figures exclude provider time. Every other recognised turn asks for a
 * repeat, so an interview lasts for any number of turns.
 */
export function loopbackProviders(answer: string): { stt: SpeechToText; tts: TextToSpeech } {
  let recognised = 0;
  return {
    stt: {
      id: 'loopback-stt',
      transcribe: async () => (recognised++ % 2 === 1 ? LOOPBACK_REPEAT_REQUEST : answer),
    },
    tts: {
      id: 'loopback-tts',
      voice: 'tone',
      async *synthesize() {
        yield new Int16Array(1600).fill(2000);
      },
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
