/**
 * Cloud or self-hosted speech through the OpenAI audio API shape: `POST /v1/audio/transcriptions` (Whisper,
 * whisper.cpp server, faster-whisper servers …) and `POST /v1/audio/speech` (24 kHz PCM16 → resampled to 16 kHz).
 */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, SpeechToText, TextToSpeech } from '../voice-contracts';
import { StreamingResampler, chunkPcm16, encodeWav, pcm16FromBytes } from './wav';

const OPENAI_SPEECH_PCM_RATE_HZ = 24_000;

export interface OpenAiSpeechConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

/**
 * POSTs with a time limit (covering the whole answer, body included) and turns transport failures into errors that
 * say what failed and where: timed out, aborted by the caller, or unreachable.
 */
async function post(
  url: string,
  init: { headers: Record<string, string>; body: string | FormData },
  what: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ response: Response; signal: AbortSignal; describe: (error: unknown) => Error }> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  const describe = (error: unknown): Error => {
    if (timeout.aborted && !signal.aborted)
      return new Error(`${what} at ${url} timed out after ${timeoutMs} ms`);
    if (signal.aborted) return new Error(`${what} aborted`);
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : null;
    return new Error(`${what} at ${url} failed: ${cause?.message ?? String(error)}`);
  };
  try {
    const response = await fetch(url, { method: 'POST', ...init, signal: combined });
    return { response, signal: combined, describe };
  } catch (error) {
    throw describe(error);
  }
}

function authHeaders(apiKey: string | null): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}

async function failure(response: Response, what: string): Promise<Error> {
  const body = await response.text().catch(() => '');
  return new Error(`${what} failed with HTTP ${response.status}${body ? `: ${body.slice(0, 200)}` : ''}`);
}

export function createOpenAiStt(config: OpenAiSpeechConfig): SpeechToText {
  return {
    id: 'openai-compatible',
    async transcribe(audio, { signal, language }) {
      const form = new FormData();
      form.set(
        'file',
        new Blob([new Uint8Array(encodeWav(audio, VOICE_SAMPLE_RATE_HZ))], { type: 'audio/wav' }),
        'utterance.wav',
      );
      form.set('model', config.model);
      form.set('response_format', 'json');
      if (language) form.set('language', language);
      const { response, describe } = await post(
        `${config.baseUrl}/v1/audio/transcriptions`,
        { headers: authHeaders(config.apiKey), body: form },
        'Transcription',
        signal,
        config.timeoutMs,
      );
      if (!response.ok) throw await failure(response, 'Transcription');
      let body: { text?: unknown };
      try {
        body = (await response.json()) as { text?: unknown };
      } catch (error) {
        if (error instanceof SyntaxError) throw new Error('Transcription answer is not JSON');
        throw describe(error);
      }
      if (typeof body.text !== 'string') throw new Error('Transcription answer has no text');
      return body.text.trim();
    },
  };
}

export function createOpenAiTts(config: OpenAiSpeechConfig & { voice: string }): TextToSpeech {
  return {
    id: 'openai-compatible',
    voice: config.voice,
    async *synthesize(text, { signal }): AsyncIterable<Pcm16> {
      const { response, describe } = await post(
        `${config.baseUrl}/v1/audio/speech`,
        {
          headers: { 'content-type': 'application/json', ...authHeaders(config.apiKey) },
          body: JSON.stringify({
            model: config.model,
            input: text,
            voice: config.voice,
            response_format: 'pcm',
          }),
        },
        'Speech synthesis',
        signal,
        config.timeoutMs,
      );
      if (!response.ok || !response.body) throw await failure(response, 'Speech synthesis');
      // Stream: resample each network chunk as it arrives (an odd trailing byte waits for the next one).
      const resampler = new StreamingResampler(OPENAI_SPEECH_PCM_RATE_HZ, VOICE_SAMPLE_RATE_HZ);
      let carry = Buffer.alloc(0);
      try {
        for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
          const bytes = Buffer.concat([carry, Buffer.from(part)]);
          const usable = bytes.length - (bytes.length % 2);
          carry = bytes.subarray(usable);
          const pcm = resampler.push(pcm16FromBytes(bytes.subarray(0, usable)));
          for (const chunk of chunkPcm16(pcm, VOICE_SAMPLE_RATE_HZ / 10)) yield chunk;
        }
      } catch (error) {
        throw describe(error);
      }
    },
  };
}
