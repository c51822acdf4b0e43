import { afterEach, describe, expect, it } from 'vitest';
import { createDeepgramRecognizer } from './deepgram-streaming-recognizer';
import { startDeepgramStandIn, type DeepgramStandIn } from './deepgram-stand-in.testing';

const SCRIPT = ['I', 'moved', 'our', 'services', 'to', 'Kubernetes', 'last', 'year'];
let standIn: DeepgramStandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

/** Audio of `words` words for the stand-in (it hears one word per 4000 samples), in 20 ms frames. */
function frames(words: number): Int16Array[] {
  const all = new Int16Array(words * 4000).map((_, index) => Math.round(Math.sin(index / 8) * 3000));
  const out: Int16Array[] = [];
  for (let offset = 0; offset < all.length; offset += 320) out.push(all.subarray(offset, offset + 320));
  return out;
}

const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('Deepgram-protocol streaming recogniser against a local stand-in', () => {
  it('streams the answer with the key and the interview words, captions interim results, and finishes with CloseStream', async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT, apiKey: 'secret-key', confidence: 0.8 });
    const recognizer = createDeepgramRecognizer({ url: standIn.url, apiKey: 'secret-key', model: 'nova-2' });
    const stream = recognizer.start({
      vocabulary: { words: ['Kubernetes'], phrases: [] },
      language: 'en',
    });
    const partials: string[] = [];
    stream.onPartial((text) => partials.push(text));
    const audio = frames(SCRIPT.length);
    for (const frame of audio) stream.write(frame);
    await waitFor(() => partials.length >= 4);
    const result = await stream.finish({ signal: new AbortController().signal });

    expect(result.text).toBe(SCRIPT.join(' '));
    expect(result.confidence).toBeCloseTo(0.8);
    expect(partials.at(-1)?.split(' ').length).toBeGreaterThan(1);
    expect(partials.every((text) => SCRIPT.join(' ').startsWith(text))).toBe(true);
    const [connection] = standIn.connections;
    expect(connection?.authorization).toBe('Token secret-key');
    expect(connection?.audioBytes).toBe(SCRIPT.length * 4000 * 2);
    expect(connection?.url.searchParams.get('encoding')).toBe('linear16');
    expect(connection?.url.searchParams.get('sample_rate')).toBe('16000');
    expect(connection?.url.searchParams.getAll('keywords')).toEqual(['Kubernetes:2']);
    expect(connection?.textFrames).toEqual(['{"type":"CloseStream"}']);
  });

  it('sends audio written before the connection opened, and an answer finished at once', async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT });
    const stream = createDeepgramRecognizer({ url: standIn.url, apiKey: null, model: 'nova-2' }).start({});
    for (const frame of frames(3)) stream.write(frame);
    const result = await stream.finish({ signal: new AbortController().signal });
    expect(result.text).toBe('I moved our');
    expect(standIn.connections[0]?.authorization).toBeUndefined();
  });

  it('keeps a connection alive through a long pause inside the answer', async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT });
    const stream = createDeepgramRecognizer({
      url: standIn.url,
      apiKey: null,
      model: 'nova-2',
      keepAliveMs: 50,
    }).start({});
    for (const frame of frames(2)) stream.write(frame);
    await waitFor(() => (standIn!.connections[0]?.textFrames.length ?? 0) >= 2);
    for (const frame of frames(1)) stream.write(frame);
    const result = await stream.finish({ signal: new AbortController().signal });
    expect(result.text).toBe('I moved our');
    const textFrames = standIn.connections[0]!.textFrames;
    expect(textFrames.slice(0, 2)).toEqual(['{"type":"KeepAlive"}', '{"type":"KeepAlive"}']);
    expect(textFrames.at(-1)).toBe('{"type":"CloseStream"}');
  });

  it('fails with the HTTP status when the server refuses the key', async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT, apiKey: 'right' });
    const stream = createDeepgramRecognizer({ url: standIn.url, apiKey: 'wrong', model: 'nova-2' }).start({});
    for (const frame of frames(1)) stream.write(frame);
    await expect(stream.finish({ signal: new AbortController().signal })).rejects.toThrow(
      /Deepgram recognition at ws:\/\/127\.0\.0\.1:\d+ failed: Unexpected server response: 401/,
    );
  });

  it('fails with the close code when the server drops the connection mid-answer', async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT, behaviour: 'drop' });
    const stream = createDeepgramRecognizer({ url: standIn.url, apiKey: null, model: 'nova-2' }).start({});
    for (const frame of frames(2)) stream.write(frame);
    await waitFor(() => standIn!.connections.length > 0 && standIn!.connections[0]!.closedByClient);
    await expect(stream.finish({ signal: new AbortController().signal })).rejects.toThrow(
      /closed the connection \(code 1011: internal error\)/,
    );
  });

  it("fails with the server's Error message", async () => {
    standIn = await startDeepgramStandIn({ script: SCRIPT, behaviour: 'error' });
    const stream = createDeepgramRecognizer({ url: standIn.url, apiKey: null, model: 'nova-2' }).start({});
    for (const frame of frames(1)) stream.write(frame);
    await expect(stream.finish({ signal: new AbortController().signal })).rejects.toThrow(
      /the stand-in cannot hear this/,
    );
  });

  it('fails clearly when nothing listens, and when the caller aborts', async () => {
    const nowhere = createDeepgramRecognizer({
      url: 'ws://127.0.0.1:9',
      apiKey: null,
      model: 'nova-2',
    }).start({});
    await expect(nowhere.finish({ signal: new AbortController().signal })).rejects.toThrow(
      /Deepgram recognition at ws:\/\/127\.0\.0\.1:9 failed: connect ECONNREFUSED/,
    );

    // A stand-in that never answers CloseStream: hold the socket open by giving it no script end.
    standIn = await startDeepgramStandIn({ script: SCRIPT, behaviour: 'error' });
    const stream = createDeepgramRecognizer({ url: standIn.url, apiKey: null, model: 'nova-2' }).start({});
    const abort = new AbortController();
    const finished = stream.finish({ signal: abort.signal });
    abort.abort();
    await expect(finished).rejects.toThrow(/aborted/);
  });
});
