/** Picks the server's voice activity detector: Silero v5 when onnxruntime-node and the model load, else energy. */
import type { VoiceActivityDetectorFactory } from '../voice-contracts';
import { energyVadFactory } from './energy-vad';
import { loadSileroVadFactory, type SileroVadFactory } from './silero-vad';

export interface ChosenVadFactory extends VoiceActivityDetectorFactory {
  /** 'silero-v5' or 'energy'. */
  readonly id: string;
  /** Why Silero was not used, when the energy fallback was chosen (for the startup log). */
  readonly fallbackReason: string | null;
  close(): Promise<void>;
}

export async function createVadFactory(
  options: { loadSilero?: () => Promise<SileroVadFactory> } = {},
): Promise<ChosenVadFactory> {
  let silero: SileroVadFactory | null = null;
  try {
    silero = await (options.loadSilero ?? loadSileroVadFactory)();
    // Prove the runtime works end to end before choosing it: one inference on a silent window.
    const probe = await silero.create();
    await probe.process(new Int16Array(silero.windowSamples));
    const chosen = silero;
    return {
      id: chosen.id,
      fallbackReason: null,
      create: () => chosen.create(),
      close: () => chosen.close(),
    };
  } catch (error) {
    await silero?.close().catch(() => {});
    return {
      id: energyVadFactory.id,
      fallbackReason: error instanceof Error ? error.message : String(error),
      create: () => energyVadFactory.create(),
      close: async () => {},
    };
  }
}
