/** A voice provider for tests that hangs: no synthesis ever yields a chunk, and each rejects once it is aborted. */
import type { Pcm16, TextToSpeech } from '../voice-contracts';

export function hangingTts(id: string): TextToSpeech {
  return {
    id,
    voice: 'v',
    synthesize: (_text, { signal }) => ({
      [Symbol.asyncIterator]: () => ({
        next: () =>
          new Promise<IteratorResult<Pcm16>>((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      }),
    }),
  };
}
