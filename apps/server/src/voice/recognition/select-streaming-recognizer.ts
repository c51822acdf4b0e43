/**
 * Chooses the server's streaming recogniser at startup: streaming pocketsphinx (long-lived decoders) when the
 * configuration asks for offline recognition and the Debian packages are installed; otherwise none, with the reason
 * for the startup log (the call then uses the configured server recogniser, per-utterance pocketsphinx, or the
 * browser's).
 */
import type { ServerConfig } from '../../config';
import type { DecoderPoolLog } from './pocketsphinx/decoder-pool';
import {
  createPocketsphinxStreamingRecognizer,
  type PocketsphinxStreamingOptions,
  type PocketsphinxStreamingRecognizer,
} from './pocketsphinx/pocketsphinx-streaming-recognizer';

export type StreamingRecognizerChoice =
  { recognizer: PocketsphinxStreamingRecognizer; reason: null } | { recognizer: null; reason: string };

export async function selectStreamingRecognizer(
  config: ServerConfig['voice'],
  options: PocketsphinxStreamingOptions & { log?: DecoderPoolLog } = {},
  create: (
    options: PocketsphinxStreamingOptions,
  ) => Promise<PocketsphinxStreamingRecognizer> = createPocketsphinxStreamingRecognizer,
): Promise<StreamingRecognizerChoice> {
  if (config.stt.kind === 'openai') return { recognizer: null, reason: 'STT_PROVIDER=openai is configured' };
  if (config.stt.kind === 'deepgram')
    return { recognizer: null, reason: 'a Deepgram-protocol recogniser is configured' };
  if (config.stt.kind === 'none')
    return { recognizer: null, reason: 'STT_PROVIDER=none: the browser recognises' };
  try {
    return {
      recognizer: await create({ speakerAdaptation: config.speakerAdaptation, ...options }),
      reason: null,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    options.log?.warn({ reason }, 'streaming offline recognition unavailable');
    return { recognizer: null, reason };
  }
}
