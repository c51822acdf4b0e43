/**
 * Concurrent live sessions on one server: N simulated candidates (a child process) stream a spoken answer in real
 * time over their calls' WebSockets, then silence until the interviewer answers, for a few turns each. The server
 * runs with loopback STT/TTS (instant, so provider time is excluded) and a real VAD, on embedded PGlite.
 *
 * Per step N it prints the server's per-turn overhead (end-of-turn decision → first audio sent, from the stored turn
 * timings) p50/p95/max, the server's event-loop delay p99, and failures; then the first N whose p95 overhead exceeds
 * 50 ms. Run: `npx tsx bench/concurrent-sessions.ts [--steps=10,25,50,100,150,200,300] [--turns=3] [--vad=silero|energy]
 * [--vad-workers=N] [--stagger=1]` (Silero worker threads; 0 = on the server thread; default as the server's VAD_WORKERS default).
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { as, signUpWithRole, type TestUser } from '../apps/server/test/auth-helpers';
import { VadSpeechSegmenter } from '../apps/server/src/voice/session/speech-segmenter';
import { createVadFactory } from '../apps/server/src/voice/vad/vad-factory';
import { energyVadFactory } from '../apps/server/src/voice/vad/energy-vad';
import { benchArgs, loopbackProviders, percentile, spokenAnswer } from './support/voice-bench-kit';
import type { ClientJob, ClientReport } from './support/session-clients';

const args = benchArgs();
const STEPS = (args.get('steps') ?? '10,25,50,100,150,200,300').split(',').map(Number);
const TURNS = Number(args.get('turns') ?? 3);
/**
 * The sessions start spread over this many seconds. Every session says the same answer, so with 1 s all of their
 * turns end within the same second (the worst case); 5 s, about one turn, spreads them as independent candidates
 * would be.
 */
const STAGGER_SECONDS = Number(args.get('stagger') ?? 1);
const VAD = args.get('vad') ?? 'silero';
const VAD_WORKERS = args.has('vad-workers') ? Number(args.get('vad-workers')) : undefined;
const OVERHEAD_LIMIT_MS = 50;
const ANSWER = 'I led the billing migration and cut our costs by thirty percent.';

async function main() {
  const speech = spokenAnswer(ANSWER);
  const silero =
    VAD === 'silero'
      ? await createVadFactory(VAD_WORKERS === undefined ? {} : { workers: VAD_WORKERS })
      : null;
  const vad = silero ?? {
    id: energyVadFactory.id,
    create: () => energyVadFactory.create(),
    close: async () => {},
  };
  const { stt, tts } = loopbackProviders(ANSWER);
  const [pglite] = await testDatabaseTargets();
  const t = await createTestApp(
    pglite!,
    { LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '0' },
    {
      override: {
        voice: {
          providers: { stt, tts, vad, close: async () => vad.close() },
          createSegmenter: async () => new VadSpeechSegmenter(await vad.create()),
        },
      },
    },
  );
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = base.replace('http', 'ws');
  const users: TestUser[] = [];
  const clients = fork(new URL('./support/session-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
  });

  const where =
    silero && !silero.fallbackReason
      ? silero.workers > 0
        ? `, ${silero.workers} worker thread(s)`
        : ', server thread'
      : '';
  console.log(
    `Concurrent sessions — ${TURNS} turns each, starts spread over ${STAGGER_SECONDS} s, VAD ${vad.id}${where}, loopback STT/TTS, PGlite\n`,
  );
  console.log(
    `${'sessions'.padStart(8)}${'turns'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'loop p99'.padStart(10)}${'failed'.padStart(8)}${'wall s'.padStart(8)}`,
  );
  let firstOver: number | null = null;
  for (const sessions of STEPS) {
    while (users.length < sessions) users.push(await signUpWithRole(t.app, 'candidate'));
    const calls = await Promise.all(
      users.slice(0, sessions).map(async (user) => {
        const created = await t.app.inject(
          as(user, {
            method: 'POST',
            url: '/api/interviews',
            payload: {
              title: 'Backend Engineer',
              difficulty: 'medium',
              duration: 20,
              jdText: 'Backend Engineer.',
            },
          }),
        );
        const call = (
          await t.app.inject(
            as(user, {
              method: 'POST',
              url: '/api/call/web',
              payload: { assistantId: created.json().interview.id },
            }),
          )
        ).json() as { id: string; webCallUrl: string };
        if (!call.webCallUrl) throw new Error(`call not created: ${JSON.stringify(call)}`);
        return { user, id: call.id, url: call.webCallUrl.replace(/^ws:\/\/[^/]+/, wsBase) };
      }),
    );
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const startedUtilization = performance.eventLoopUtilization();
    const startedCpu = process.cpuUsage();
    const started = performance.now();
    const report = await new Promise<ClientReport>((resolve) => {
      clients.once('message', (message) => resolve(message as ClientReport));
      clients.send({
        urls: calls.map((call) => call.url),
        speech: Array.from(speech),
        turns: TURNS,
        staggerSeconds: STAGGER_SECONDS,
      } satisfies ClientJob);
    });
    const wall = (performance.now() - started) / 1000;
    loop.disable();
    const utilization = performance.eventLoopUtilization(startedUtilization).utilization;
    const cpu = process.cpuUsage(startedCpu);
    const processCores = (cpu.user + cpu.system) / 1000 / (wall * 1000);
    const overheads: number[] = [];
    const stages = { vadToStt: [] as number[], sttToToken: [] as number[], tokenToSent: [] as number[] };
    for (const call of calls) {
      const detail = (
        await t.app.inject(as(call.user, { method: 'GET', url: `/api/call/${call.id}` }))
      ).json().call as { turns: { role: string; timings: Record<string, number | null> | null }[] };
      for (const turn of detail.turns) {
        const timings = turn.timings;
        if (turn.role !== 'assistant' || timings?.vadEndMs == null || timings.firstAudioSentMs == null)
          continue;
        overheads.push(timings.firstAudioSentMs - timings.vadEndMs);
        if (timings.sttFinalMs != null && timings.firstTokenMs != null) {
          stages.vadToStt.push(timings.sttFinalMs - timings.vadEndMs);
          stages.sttToToken.push(timings.firstTokenMs - timings.sttFinalMs);
          stages.tokenToSent.push(timings.firstAudioSentMs - timings.firstTokenMs);
        }
      }
    }
    const p95 = percentile(overheads, 95);
    if (firstOver === null && p95 > OVERHEAD_LIMIT_MS) firstOver = sessions;
    console.log(
      `${String(sessions).padStart(8)}${String(overheads.length).padStart(7)}${percentile(overheads, 50).toFixed(0).padStart(9)}${p95.toFixed(0).padStart(9)}${Math.max(
        ...overheads,
      )
        .toFixed(0)
        .padStart(
          9,
        )}${(loop.percentile(99) / 1e6).toFixed(0).padStart(10)}${String(report.failedSessions).padStart(8)}${wall.toFixed(1).padStart(8)}`,
    );
    console.log(
      `         server thread busy ${(utilization * 100).toFixed(0)} % of the time; server process CPU ${processCores.toFixed(2)} cores (all its threads)`,
    );
    console.log(
      `         p95 by stage: end of turn → STT final ${percentile(stages.vadToStt, 95).toFixed(0)} ms, → first interviewer words (the candidate's turn stored) ${percentile(stages.sttToToken, 95).toFixed(0)} ms, → first audio sent ${percentile(stages.tokenToSent, 95).toFixed(0)} ms`,
    );
    for (const error of report.errors) console.log(`         ${error}`);
  }
  console.log(
    firstOver === null
      ? `\np95 overhead stayed within ${OVERHEAD_LIMIT_MS} ms up to ${STEPS.at(-1)} concurrent sessions.`
      : `\np95 overhead first exceeds ${OVERHEAD_LIMIT_MS} ms at ${firstOver} concurrent sessions.`,
  );
  clients.kill();
  await t.close();
  await vad.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
