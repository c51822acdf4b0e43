import { describe, expect, it } from 'vitest';
import type { EspeakEngine } from './espeak-engine';
import type { ProgramLauncher } from '../launcher/program-launcher';
import { createEspeakTts, espeakBinaryEngine } from './espeak-tts';
import { encodeWav } from './wav';

/** An engine that records which sentences it was asked for and returns 22.05 kHz audio of a length per sentence. */
function recordingEngine() {
  const asked: string[] = [];
  const engine: EspeakEngine = {
    kind: 'binary',
    async synthesize(sentence, voice) {
      asked.push(`${voice}: ${sentence}`);
      return { samples: new Int16Array(sentence.length * 441).fill(1000), sampleRateHz: 22050 };
    },
  };
  return { engine, asked };
}

describe('espeak-ng TTS streaming', () => {
  it('synthesises sentence by sentence: the first chunk comes before the second sentence is asked for', async () => {
    const { engine, asked } = recordingEngine();
    const tts = createEspeakTts({ engine, voice: 'en-us+f3' });
    const stream = tts.synthesize('Welcome to the interview. Tell me about yourself. Take your time.', {
      signal: new AbortController().signal,
    });
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value?.length).toBe(1600);
    expect(asked).toEqual(['en-us+f3: Welcome to the interview.']);
    let samples = first.value?.length ?? 0;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      samples += next.value.length;
    expect(asked).toHaveLength(3);
    // 22.05 kHz → 16 kHz: each sentence of n characters gave n × 441 samples = n × 20 ms.
    const characters = 'Welcome to the interview.Tell me about yourself.Take your time.'.length;
    expect(Math.abs(samples - characters * 320)).toBeLessThanOrEqual(3);
  });

  it('asks for nothing on blank text and stops between sentences when aborted', async () => {
    const { engine, asked } = recordingEngine();
    const tts = createEspeakTts({ engine });
    const controller = new AbortController();
    for await (const chunk of tts.synthesize('   ', { signal: controller.signal }))
      expect(chunk).toBeUndefined();
    expect(asked).toHaveLength(0);
    const received: Int16Array[] = [];
    await expect(async () => {
      for await (const chunk of tts.synthesize('One. Two. Three.', { signal: controller.signal })) {
        received.push(chunk);
        controller.abort();
      }
    }).rejects.toThrow('speech synthesis aborted');
    expect(received).toHaveLength(1);
    expect(asked).toHaveLength(1);
  });

  it('names the build in its id', () => {
    expect(createEspeakTts({ engine: { ...recordingEngine().engine, kind: 'wasm' } }).id).toBe(
      'espeak-ng-wasm',
    );
    expect(createEspeakTts({ engine: recordingEngine().engine }).id).toBe('espeak-ng');
  });

  it('speaks with a persona voice through the same engine, leaving the original voice as it was', async () => {
    const { engine, asked } = recordingEngine();
    const tts = createEspeakTts({ engine, voice: 'en-us+f3' });
    const sam = tts.withVoice?.('en-us+m3');
    expect(sam?.voice).toBe('en-us+m3');
    for await (const chunk of sam?.synthesize('Hello there.', { signal: new AbortController().signal }) ?? [])
      expect(chunk.length).toBeGreaterThan(0);
    for await (const chunk of tts.synthesize('Hello again.', { signal: new AbortController().signal }))
      expect(chunk.length).toBeGreaterThan(0);
    expect(asked).toEqual(['en-us+m3: Hello there.', 'en-us+f3: Hello again.']);
  });
});

describe('espeak-ng binary engine', () => {
  it('runs espeak-ng through the launcher it is given (never by forking the server) and decodes its WAV', async () => {
    const runs: string[][] = [];
    const wav = encodeWav(new Int16Array([1, 2, 3]), 22050);
    const launcher: ProgramLauncher = {
      run: async (program, args) => {
        runs.push([program, ...args]);
        return { code: 0, stdout: wav, stderr: '' };
      },
    };
    const engine = espeakBinaryEngine('/usr/bin/espeak-ng', launcher);
    const audio = await engine.synthesize('Hello there.', 'en-us+f3', new AbortController().signal);
    expect(runs).toEqual([
      ['/usr/bin/espeak-ng', '--stdout', '-v', 'en-us+f3', '-s', '165', '--', 'Hello there.'],
    ]);
    expect(Array.from(audio.samples)).toEqual([1, 2, 3]);
    expect(audio.sampleRateHz).toBe(22050);
  });
});
