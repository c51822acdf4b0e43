import { describe, expect, it } from 'vitest';
import { EnergyVoiceActivityDetector } from './energy-vad';
import { loadSileroVadFactory } from './silero-vad';
import { createVadFactory } from './vad-factory';

describe('createVadFactory', () => {
  it('falls back to the energy detector, with the reason, when Silero cannot load', async () => {
    const factory = await createVadFactory({
      loadSilero: () => loadSileroVadFactory({ modelPath: '/nonexistent/silero_vad_v5.onnx' }),
    });
    expect(factory.id).toBe('energy');
    expect(factory.fallbackReason).toMatch(/ENOENT|no such file/);
    expect(await factory.create()).toBeInstanceOf(EnergyVoiceActivityDetector);
    await factory.close();
  });
});
