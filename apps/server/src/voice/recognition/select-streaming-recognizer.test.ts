import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { PocketsphinxStreamingRecognizer } from './pocketsphinx/pocketsphinx-streaming-recognizer';
import { selectStreamingRecognizer } from './select-streaming-recognizer';

const fakeRecognizer = { id: 'pocketsphinx-streaming' } as PocketsphinxStreamingRecognizer;

describe('selectStreamingRecognizer', () => {
  it('starts streaming pocketsphinx for offline recognition (auto or pocketsphinx)', async () => {
    for (const STT_PROVIDER of ['auto', 'pocketsphinx']) {
      const choice = await selectStreamingRecognizer(
        loadConfig({ STT_PROVIDER }).voice,
        {},
        async () => fakeRecognizer,
      );
      expect(choice).toEqual({ recognizer: fakeRecognizer, reason: null });
    }
  });

  it('starts nothing when a server recogniser is configured or the browser recognises', async () => {
    let started = 0;
    const create = async () => (started++, fakeRecognizer);
    const openai = loadConfig({ STT_PROVIDER: 'openai', STT_BASE_URL: 'http://127.0.0.1:9/' }).voice;
    expect((await selectStreamingRecognizer(openai, {}, create)).reason).toMatch(/openai/);
    expect(
      (await selectStreamingRecognizer(loadConfig({ STT_PROVIDER: 'none' }).voice, {}, create)).reason,
    ).toMatch(/browser/);
    expect(started).toBe(0);
  });

  it('gives the reason (and logs it) when the packages are missing', async () => {
    const warnings: string[] = [];
    const choice = await selectStreamingRecognizer(
      loadConfig({}).voice,
      { log: { warn: (_details, message) => warnings.push(message) } },
      async () => {
        throw new Error('streaming offline recognition needs python3-pocketsphinx');
      },
    );
    expect(choice).toEqual({
      recognizer: null,
      reason: 'streaming offline recognition needs python3-pocketsphinx',
    });
    expect(warnings).toEqual(['streaming offline recognition unavailable']);
  });
});
