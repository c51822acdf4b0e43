/**
 * Deepgram's live recognition protocol (GET /v1/listen upgraded to a WebSocket): the query that asks for 16 kHz
 * PCM16 with interim results and the interview's words, and the JSON messages that come back. Pure, so the wire
 * format is tested without a socket.
 */
import { z } from 'zod';
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import type { InterviewVocabulary } from '../recognition-stream';

/** Deepgram accepts a limited number of boosted terms per request; the interview's most specific ones go first. */
export const DEEPGRAM_MAX_KEYWORDS = 100;
/** Boost of a keyword (`word:boost`); Deepgram recommends small values to avoid false positives. */
export const DEEPGRAM_KEYWORD_BOOST = 2;
/** Text frame that asks the server to finish what it has and close (after its last Results and Metadata). */
export const DEEPGRAM_CLOSE_STREAM = JSON.stringify({ type: 'CloseStream' });

export interface DeepgramListenOptions {
  /** ws(s)://host[:port][/base path], without /v1/listen. */
  url: string;
  model: string;
  language?: string;
  vocabulary?: InterviewVocabulary;
}

/** Nova-3 models take `keyterm` prompts; earlier models take `keywords` with a boost. */
function usesKeyterms(model: string): boolean {
  return model.startsWith('nova-3');
}

export function deepgramListenUrl({ url, model, language, vocabulary }: DeepgramListenOptions): string {
  const listen = new URL(`${url.replace(/\/$/, '')}/v1/listen`);
  const query = listen.searchParams;
  query.set('encoding', 'linear16');
  query.set('sample_rate', String(VOICE_SAMPLE_RATE_HZ));
  query.set('channels', '1');
  query.set('interim_results', 'true');
  query.set('punctuate', 'true');
  query.set('smart_format', 'true');
  query.set('model', model);
  if (language) query.set('language', language);
  const terms = vocabulary ? [...vocabulary.words, ...vocabulary.phrases] : [];
  const seen = new Set<string>();
  for (const term of terms) {
    const cleaned = term.trim();
    const key = cleaned.toLowerCase();
    if (!cleaned || seen.has(key)) continue;
    seen.add(key);
    if (seen.size > DEEPGRAM_MAX_KEYWORDS) break;
    if (usesKeyterms(model)) query.append('keyterm', cleaned);
    // `keywords` takes single words; a phrase is boosted word by word would over-boost common words, so skip it.
    else if (!/\s/.test(cleaned)) query.append('keywords', `${cleaned}:${DEEPGRAM_KEYWORD_BOOST}`);
  }
  return listen.toString();
}

const resultsSchema = z.object({
  type: z.literal('Results'),
  is_final: z.boolean().optional().default(false),
  speech_final: z.boolean().optional().default(false),
  channel: z.object({
    alternatives: z
      .array(z.object({ transcript: z.string(), confidence: z.number().min(0).max(1).optional() }))
      .default([]),
  }),
});

const errorSchema = z.object({
  type: z.literal('Error'),
  description: z.string().optional(),
  message: z.string().optional(),
  variant: z.string().optional(),
});

export type DeepgramMessage =
  | { kind: 'result'; text: string; confidence: number | null; isFinal: boolean; speechFinal: boolean }
  | { kind: 'error'; message: string }
  /** Metadata, SpeechStarted, UtteranceEnd and anything newer: nothing to do. */
  | { kind: 'other' }
  | { kind: 'invalid'; message: string };

export function parseDeepgramMessage(text: string): DeepgramMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', message: 'the recogniser sent a message that is not JSON' };
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (type === 'Results') {
    const parsed = resultsSchema.safeParse(json);
    if (!parsed.success)
      return { kind: 'invalid', message: 'the recogniser sent a malformed Results message' };
    const best = parsed.data.channel.alternatives[0];
    return {
      kind: 'result',
      text: best?.transcript.trim() ?? '',
      confidence: best?.confidence ?? null,
      isFinal: parsed.data.is_final,
      speechFinal: parsed.data.speech_final,
    };
  }
  if (type === 'Error') {
    const parsed = errorSchema.safeParse(json);
    const detail = parsed.success
      ? (parsed.data.description ?? parsed.data.message ?? parsed.data.variant)
      : null;
    return { kind: 'error', message: detail ?? 'the recogniser reported an error' };
  }
  return { kind: 'other' };
}

/**
 * The answer so far: the final pieces in order plus the newest interim one. Its confidence is the finals' mean
 * weighted by their words (a long piece says more about the answer than a one-word one).
 */
export class DeepgramTranscript {
  private readonly finals: { text: string; confidence: number | null }[] = [];
  private interim = '';

  /** Applies one result; returns the caption to show (the text so far). */
  apply(result: Extract<DeepgramMessage, { kind: 'result' }>): string {
    if (result.isFinal) {
      if (result.text) this.finals.push({ text: result.text, confidence: result.confidence });
      this.interim = '';
    } else {
      this.interim = result.text;
    }
    return this.text(true);
  }

  text(withInterim = false): string {
    const pieces = this.finals.map((piece) => piece.text);
    if (withInterim && this.interim) pieces.push(this.interim);
    return pieces.join(' ').trim();
  }

  confidence(): number | null {
    let weighted = 0;
    let words = 0;
    for (const piece of this.finals) {
      if (piece.confidence === null) continue;
      const count = piece.text.split(/\s+/).filter(Boolean).length;
      weighted += piece.confidence * count;
      words += count;
    }
    return words === 0 ? null : weighted / words;
  }
}
