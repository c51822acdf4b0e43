/**
 * Cloud or self-hosted speech through the OpenAI audio API shape: `POST /v1/audio/transcriptions` (Whisper,
 * whisper.cpp server, faster-whisper servers …) and `POST /v1/audio/speech` (24 kHz PCM16 → resampled to 16 kHz).
 */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { Pcm16, SpeechToText, TextToSpeech } from '../voice-contracts';
import { chunkPcm16, encodeWav, resamplePcm16 } from './wav';

export const OPENAI_SPEECH_PCM_RATE_HZ = 24_000;

export interface OpenAiSpeechConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

function withTimeout(signal: AbortSignal, timeoutMs: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
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
      const response = await fetch(`${config.baseUrl}/v1/audio/transcriptions`, {
        method: 'POST',
        headers: authHeaders(config.apiKey),
        body: form,
        signal: withTimeout(signal, config.timeoutMs),
      });
      if (!response.ok) throw await failure(response, 'Transcription');
      const body = (await response.json()) as { text?: unknown };
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
      const response = await fetch(`${config.baseUrl}/v1/audio/speech`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(config.apiKey) },
        body: JSON.stringify({
          model: config.model,
          input: text,
          voice: config.voice,
          response_format: 'pcm',
        }),
        signal: withTimeout(signal, config.timeoutMs),
      });
      if (!response.ok || !response.body) throw await failure(response, 'Speech synthesis');
      // Stream: resample each network chunk as it arrives (keeping an odd trailing byte for the next one).
      let carry = Buffer.alloc(0);
      for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
        const bytes = Buffer.concat([carry, Buffer.from(part)]);
        const usable = bytes.length - (bytes.length % 2);
        carry = bytes.subarray(usable);
        const samples = new Int16Array(usable / 2);
        for (let index = 0; index < samples.length; index += 1) samples[index] = bytes.readInt16LE(index * 2);
        const pcm = resamplePcm16(samples, OPENAI_SPEECH_PCM_RATE_HZ, VOICE_SAMPLE_RATE_HZ);
        for (const chunk of chunkPcm16(pcm, VOICE_SAMPLE_RATE_HZ / 10)) yield chunk;
      }
    },
  };
}
