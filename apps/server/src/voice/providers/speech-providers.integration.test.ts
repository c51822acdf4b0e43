import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { TextToSpeech } from '../voice-contracts';
import type { EspeakEngine } from './espeak-engine';
import { createEspeakTts, espeakBinaryAvailable, espeakBinaryEngine } from './espeak-tts';
import { espeakWasmAvailable, espeakWasmEngine } from './espeak-wasm-engine';
import { createOpenAiStt, createOpenAiTts } from './openai-compatible-speech';
import { createPocketsphinxStt, pocketsphinxAvailable } from './pocketsphinx-stt';
import { decodeWav } from './wav';
import { spokenSentence } from '../../../test/support/spoken-audio';

const signal = () => new AbortController().signal;
const rms = (pcm: Int16Array) =>
  Math.sqrt(pcm.reduce((sum, value) => sum + value * value, 0) / Math.max(1, pcm.length));

const THREE_SENTENCES =
  'Thank you for joining me today. I would like to hear about a project you are proud of. ' +
  'Please describe your role and the result.';

/** Speaks `text` with `engine`, noting how many sentences the engine had finished when the first chunk came out. */
async function speakObserved(engine: EspeakEngine, text: string, voice?: string) {
  let finished = 0;
  const observed: EspeakEngine = {
    kind: engine.kind,
    synthesize: async (...args) => {
      const audio = await engine.synthesize(...args);
      finished += 1;
      return audio;
    },
  };
  const tts = createEspeakTts({ engine: observed, ...(voice ? { voice } : {}) });
  const started = performance.now();
  let first: { ms: number; sentencesFinished: number } | null = null;
  const chunks: Int16Array[] = [];
  for await (const chunk of tts.synthesize(text, { signal: signal() })) {
    first ??= { ms: performance.now() - started, sentencesFinished: finished };
    chunks.push(chunk);
  }
  const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (samples.set(chunk, offset), offset + chunk.length), 0);
  return { tts, first, totalMs: performance.now() - started, sentencesFinished: finished, samples };
}

if (!espeakBinaryAvailable()) {
  console.warn('espeak-ng binary missing (apt-get install espeak-ng): its integration tests are skipped');
}
if (!pocketsphinxAvailable()) {
  console.warn(
    'pocketsphinx missing (apt-get install pocketsphinx pocketsphinx-en-us flite): its integration tests are skipped',
  );
}

describe.skipIf(!espeakBinaryAvailable())('espeak-ng TTS (Debian binary)', () => {
  it('yields the first audio of a three-sentence reply after the first sentence, before the rest is synthesised', async () => {
    const spoken = await speakObserved(espeakBinaryEngine(), THREE_SENTENCES);
    expect(spoken.tts.id).toBe('espeak-ng');
    expect(spoken.first?.sentencesFinished).toBe(1);
    expect(spoken.sentencesFinished).toBe(3);
    expect(spoken.first!.ms).toBeLessThan(spoken.totalMs);
    expect(spoken.samples.length / 16000).toBeGreaterThan(5);
    expect(rms(spoken.samples)).toBeGreaterThan(300);
  });

  it('speaks a sentence as non-silent 16 kHz PCM in 100 ms chunks', async () => {
    const chunks: Int16Array[] = [];
    for await (const chunk of createEspeakTts().synthesize('Tell me about yourself.', { signal: signal() })) {
      chunks.push(chunk);
    }
    const samples = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(chunks[0]?.length).toBe(1600);
    expect(samples / 16000).toBeGreaterThan(0.8);
    expect(rms(Int16Array.from(chunks.flatMap((chunk) => [...chunk])))).toBeGreaterThan(300);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const chunks: Int16Array[] = [];
    await expect(async () => {
      for await (const chunk of createEspeakTts().synthesize('A long sentence to speak.', {
        signal: controller.signal,
      })) {
        chunks.push(chunk);
      }
    }).rejects.toThrow();
    expect(chunks).toHaveLength(0);
  });
});

describe.skipIf(!espeakWasmAvailable())('espeak-ng TTS (WASM build)', () => {
  it('speaks non-silent 16 kHz PCM, sentence by sentence', async () => {
    const engine = espeakWasmEngine({ wordsPerMinute: 165 });
    await speakObserved(engine, 'Warm up.'); // loads the module once
    const spoken = await speakObserved(engine, THREE_SENTENCES);
    expect(createEspeakTts({ engine }).id).toBe('espeak-ng-wasm');
    expect(spoken.first?.sentencesFinished).toBe(1);
    expect(spoken.sentencesFinished).toBe(3);
    // Streaming is proven by the sentence count at the first chunk; wall-clock ratios are flaky under load.
    expect(spoken.samples.length / 16000).toBeGreaterThan(5);
    expect(rms(spoken.samples)).toBeGreaterThan(300);
  });

  it('refuses a voice it does not have, with the voice in the message', async () => {
    await expect(
      speakObserved(espeakWasmEngine({ wordsPerMinute: 165 }), 'Hello.', 'no-such-voice'),
    ).rejects.toThrow('no voice "no-such-voice"');
  });
});

describe.skipIf(!pocketsphinxAvailable())('pocketsphinx STT', () => {
  it('recognises a spoken answer made with flite (tolerating recognition errors)', async () => {
    const text = await createPocketsphinxStt().transcribe(
      spokenSentence('I have five years of experience with Python'),
      { signal: signal() },
    );
    const words = new Set(text.toLowerCase().split(/\s+/));
    const expected = ['five', 'years', 'experience', 'python'];
    expect(expected.filter((word) => words.has(word)).length).toBeGreaterThanOrEqual(2);
  }, 30_000);
});

describe('OpenAI-compatible speech against a local stand-in', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  async function standIn(
    handler: (
      request: IncomingMessage,
      body: Buffer,
      response: ServerResponse,
    ) => { status: number; body: Buffer | string; type?: string } | 'hang',
  ) {
    const requests: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
    const server = createServer(async (request, response) => {
      const parts: Buffer[] = [];
      for await (const part of request) parts.push(part as Buffer);
      const body = Buffer.concat(parts);
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      const reply = handler(request, body, response);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
  }

  it('transcribes by posting a WAV file with the model and bearer key', async () => {
    const server = await standIn(() => ({
      status: 200,
      body: JSON.stringify({ text: ' I led the migration. ' }),
    }));
    const stt = createOpenAiStt({
      baseUrl: server.url,
      apiKey: 'sk-test',
      model: 'whisper-1',
      timeoutMs: 2000,
    });
    expect(await stt.transcribe(new Int16Array(1600), { signal: signal() })).toBe('I led the migration.');
    const request = server.requests[0]!;
    expect(request.url).toBe('/v1/audio/transcriptions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    const multipart = request.body.toString('latin1');
    expect(multipart).toMatch(/name="file"; filename="utterance\.wav"\r\nContent-Type: audio\/wav/);
    expect(multipart).toMatch(/name="model"\r\n\r\nwhisper-1\r\n/);
    const wav = decodeWav(Buffer.from(multipart.slice(multipart.indexOf('RIFF')), 'latin1'));
    expect(wav).toMatchObject({ sampleRateHz: 16000, channels: 1 });
    expect(wav.samples.length).toBeGreaterThanOrEqual(1600);
  });

  it('reports HTTP errors and gives up on a hanging server at the time limit', async () => {
    const failing = await standIn(() => ({ status: 500, body: 'boom' }));
    const stt = createOpenAiStt({ baseUrl: failing.url, apiKey: null, model: 'm', timeoutMs: 2000 });
    await expect(stt.transcribe(new Int16Array(10), { signal: signal() })).rejects.toThrow('HTTP 500');
    await close?.();
    const hanging = await standIn(() => 'hang');
    const slow = createOpenAiStt({ baseUrl: hanging.url, apiKey: null, model: 'm', timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.transcribe(new Int16Array(10), { signal: signal() })).rejects.toThrow(
      'timed out after 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says when the server cannot be reached, and stops when the caller aborts', async () => {
    const server = await standIn(() => 'hang');
    const stt = createOpenAiStt({ baseUrl: server.url, apiKey: null, model: 'm', timeoutMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(stt.transcribe(new Int16Array(10), { signal: controller.signal })).rejects.toThrow(
      'Transcription aborted',
    );
    await close?.();
    close = null;
    // The port is closed now: nothing listens there.
    const unreachable = createOpenAiStt({ baseUrl: server.url, apiKey: null, model: 'm', timeoutMs: 2000 });
    await expect(unreachable.transcribe(new Int16Array(10), { signal: signal() })).rejects.toThrow(
      `Transcription at ${server.url}/v1/audio/transcriptions failed: `,
    );
  });

  it('reports speech HTTP errors with the status and body, and times out a stalled audio stream', async () => {
    const refusing = await standIn(() => ({ status: 401, body: '{"error":"bad key"}' }));
    const tts = createOpenAiTts({
      baseUrl: refusing.url,
      apiKey: 'wrong',
      model: 'tts-1',
      voice: 'alloy',
      timeoutMs: 2000,
    });
    const drain = async (speech: TextToSpeech) => {
      let samples = 0;
      for await (const chunk of speech.synthesize('Hello.', { signal: signal() })) samples += chunk.length;
      return samples;
    };
    await expect(drain(tts)).rejects.toThrow('Speech synthesis failed with HTTP 401: {"error":"bad key"}');
    await close?.();
    close = null;

    // Headers and some audio arrive, then the stream stalls: the time limit covers the body too.
    const stalling = await standIn((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'audio/pcm' });
      response.write(Buffer.alloc(4800));
      return 'hang';
    });
    const slow = createOpenAiTts({
      baseUrl: stalling.url,
      apiKey: null,
      model: 'tts-1',
      voice: 'alloy',
      timeoutMs: 400,
    });
    const started = Date.now();
    await expect(drain(slow)).rejects.toThrow(
      `Speech synthesis at ${stalling.url}/v1/audio/speech timed out after 400 ms`,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('synthesises 24 kHz PCM into 16 kHz chunks', async () => {
    const pcm24k = Buffer.alloc(24000 * 2);
    for (let index = 0; index < 24000; index += 1)
      pcm24k.writeInt16LE(Math.round(8000 * Math.sin(index / 5)), index * 2);
    const server = await standIn(() => ({ status: 200, body: pcm24k, type: 'audio/pcm' }));
    const tts = createOpenAiTts({
      baseUrl: server.url,
      apiKey: 'k',
      model: 'tts-1',
      voice: 'alloy',
      timeoutMs: 2000,
    });
    let samples = 0;
    for await (const chunk of tts.synthesize('Hello there.', { signal: signal() })) samples += chunk.length;
    expect(samples).toBeGreaterThan(15_900);
    expect(samples).toBeLessThan(16_100);
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      model: 'tts-1',
      input: 'Hello there.',
      voice: 'alloy',
      response_format: 'pcm',
    });
  });
});
