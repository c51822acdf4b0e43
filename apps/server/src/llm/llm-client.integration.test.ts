import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLlm, LlmTimeoutError } from './llm-client';
import { withFallback } from './with-fallback';
import {
  requestedSchemaName,
  startOpenAiStandIn,
  type OpenAiStandIn,
} from '../../test/support/openai-stand-in';

let standIn: OpenAiStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

const config = (url: string, timeoutMs = 2000) => ({
  baseUrl: url,
  apiKey: 'sk-local',
  model: 'local-model',
  timeoutMs,
  structuredOutputs: true,
});
const schema = z.object({ role: z.string(), skills: z.array(z.string()) });
const silentLog = { warn: () => {} };

describe('LLM client against a local OpenAI-compatible server', () => {
  it('asks for a JSON-schema answer with the bearer key and returns the validated object', async () => {
    standIn = await startOpenAiStandIn({
      apiKey: 'sk-local',
      chat: () => ({ content: JSON.stringify({ role: 'Nurse', skills: ['BLS'] }) }),
    });
    const llm = createLlm(config(standIn.url));
    const result = await llm.generateStructured({
      name: 'analysis',
      schema,
      system: 'Analyse.',
      prompt: 'JD',
    });
    expect(result).toEqual({ role: 'Nurse', skills: ['BLS'] });
    const request = standIn.requests[0]!;
    expect(request.headers.authorization).toBe('Bearer sk-local');
    expect(request.body).toMatchObject({ model: 'local-model' });
    expect(requestedSchemaName(request.body as never)).toBe('analysis');
  });

  it('rejects an answer that does not match the schema', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ content: JSON.stringify({ role: 42 }) }) });
    const llm = createLlm(config(standIn.url));
    await expect(
      llm.generateStructured({ name: 'analysis', schema, system: 's', prompt: 'p' }),
    ).rejects.toThrow();
  });

  it('gives up on a hanging server at the time limit', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ hang: true }) });
    const llm = createLlm(config(standIn.url, 300));
    const started = Date.now();
    await expect(
      llm.generateStructured({ name: 'analysis', schema, system: 's', prompt: 'p' }),
    ).rejects.toBeInstanceOf(LlmTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('streams text deltas', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ content: 'Tell me about a project you led.' }) });
    const llm = createLlm(config(standIn.url));
    const deltas: string[] = [];
    for await (const delta of llm.streamText({ system: 's', messages: [{ role: 'user', content: 'hi' }] }))
      deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Tell me about a project you led.');
  });

  it('falls back to the built-in path on a server error', async () => {
    standIn = await startOpenAiStandIn({ chat: () => ({ status: 500, error: 'boom' }) });
    const llm = createLlm(config(standIn.url));
    const outcome = await withFallback(
      'test',
      () => llm.generateStructured({ name: 'analysis', schema, system: 's', prompt: 'p' }),
      () => ({ role: 'built-in', skills: [] }),
      silentLog,
    );
    expect(outcome).toEqual({ value: { role: 'built-in', skills: [] }, usedFallback: true });
  });
});
