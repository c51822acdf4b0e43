/**
 * One server node for the cluster benches: the real application (configuration from the environment, PostgreSQL,
 * admission, draining) with loopback speech providers, so figures exclude provider time as in the one-process
 * bench. Started by scripts/lib/local-cluster.ts in place of apps/server/src/main.ts. BENCH_VAD=silero|energy.
 */
import { connectDatabase } from '@intervia/db';
import { buildApp, createAppDependencies } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { drainNode } from '../../apps/server/src/services/cluster/drain-node';
import { VadSpeechSegmenter } from '../../apps/server/src/voice/session/speech-segmenter';
import { createVadFactory } from '../../apps/server/src/voice/vad/vad-factory';
import { energyVadFactory } from '../../apps/server/src/voice/vad/energy-vad';
import { loopbackProviders } from './voice-bench-kit';

const ANSWER = 'I led the billing migration and cut our costs by thirty percent.';

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') throw new Error('bench nodes need DATABASE_URL');
  const database = await connectDatabase(config.database);
  await database.migrate();
  const silero = process.env.BENCH_VAD === 'silero' ? await createVadFactory({}) : null;
  const vad = silero ?? {
    id: energyVadFactory.id,
    create: () => energyVadFactory.create(),
    close: async () => {},
  };
  const { stt, tts } = loopbackProviders(ANSWER);
  const dependencies = createAppDependencies(config, database, {
    authRateLimit: false,
    voice: {
      providers: { stt, tts, vad, close: async () => vad.close() },
      createSegmenter: async () => new VadSpeechSegmenter(await vad.create()),
    },
  });
  const app = await buildApp(dependencies);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await drainNode(dependencies.node.admission, config.cluster.drainGraceMs);
    await app.close();
    await vad.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
