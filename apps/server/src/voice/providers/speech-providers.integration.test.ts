import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEspeakTts, espeakAvailable } from './espeak-tts';
import { createOpenAiStt, createOpenAiTts } from './openai-compatible-speech';
import { createPocketsphinxStt, pocketsphinxAvailable } from './pocketsphinx-stt';
import { decodeWav, resamplePcm16 } from './wav';

const signal = () => new AbortController().signal;
const rms = (pcm: Int16Array) =>
  Math.sqrt(pcm.reduce((sum, value) => sum + value * value, 0) / Math.max(1, pcm.length));

describe.skipIf(!espeakAvailable())('espeak-ng TTS', () => {
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

describe.skipIf(!pocketsphinxAvailable())('pocketsphinx STT', () => {
  it('recognises a spoken answer made with flite (tolerating recognition errors)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'intervia-flite-'));
    const file = join(folder, 'answer.wav');
    execFileSync('flite', ['-voice', 'slt', '-o', file, '-t', 'I have five years of experience with Python']);
    const wav = decodeWav(readFileSync(file));
    const text = await createPocketsphinxStt().transcribe(
      resamplePcm16(wav.samples, wav.sampleRateHz, 16000),
      {
        signal: signal(),
      },
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
    ) => { status: number; body: Buffer | string; type?: string } | 'hang',
  ) {
    const requests: { url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
    const server = createServer(async (request, response) => {
      const parts: Buffer[] = [];
      for await (const part of request) parts.push(part as Buffer);
      const body = Buffer.concat(parts);
      requests.push({ url: request.url ?? '', headers: request.headers, body });
      const reply = handler(request, body);
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
    expect(request.body.toString('latin1')).toContain('RIFF');
    expect(request.body.toString('latin1')).toContain('whisper-1');
  });

  it('reports HTTP errors and gives up on a hanging server at the time limit', async () => {
    const failing = await standIn(() => ({ status: 500, body: 'boom' }));
    const stt = createOpenAiStt({ baseUrl: failing.url, apiKey: null, model: 'm', timeoutMs: 2000 });
    await expect(stt.transcribe(new Int16Array(10), { signal: signal() })).rejects.toThrow('HTTP 500');
    await close?.();
    const hanging = await standIn(() => 'hang');
    const slow = createOpenAiStt({ baseUrl: hanging.url, apiKey: null, model: 'm', timeoutMs: 300 });
    const started = Date.now();
    await expect(slow.transcribe(new Int16Array(10), { signal: signal() })).rejects.toThrow();
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
