/**
 * Concurrent live sessions on one server: N simulated candidates (a child process) stream a spoken answer in real
 * time over their calls' WebSockets, then silence until the interviewer answers, for a few turns each. The server
 * runs with loopback STT/TTS (instant, so provider time is excluded) and a real VAD, on embedded PGlite.
 *
 * Per step N it prints the server's per-turn overhead (end-of-turn decision → first audio sent, from the stored turn
 * timings) p50/p95/max, the server's event-loop delay p99, and failures; then the first N whose p95 overhead exceeds
 * 50 ms. Run: `npx tsx bench/concurrent-sessions.ts [--steps=10,25,50,100,150,200,300] [--turns=3] [--vad=silero|energy]
 * [--vad-workers=N] [--stagger=1]` (Silero worker threads; 0 = on the server thread; default as the server's VAD_WORKERS default).
 *
 * `--providers=offline` runs the server's own offline providers instead of the loopback ones (the streaming
 * pocketsphinx decoder pool, espeak-ng, Silero VAD, as `selectVoiceProviders` picks them) with 12 candidates by
 * default: the figure is end of turn → first interviewer audio sent (recognition and synthesis included) against the
 * issue's 1.5 s p95, and the count of answers whose recognition ran past its deadline (kept for recognition after
 * the call; the target is none).
 * Behind a load balancer: `--nodes=N` runs N node processes (the real app with loopback STT/TTS,
 * bench/support/bench-node.ts) on a fresh PostgreSQL database behind HAProxy (scripts/lib/local-cluster.ts), the
 * candidates connecting through it; `--nodes=1` is the one-node baseline through the same hop. `--kill-at=S` kills
 * one node (SIGKILL) S seconds into each step: its sessions resume on another node and finish their turns; the step
 * reports sessions lost (none expected), reconnects, and the drop → resumed times. Needs haproxy and PostgreSQL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { loadConfig } from '../apps/server/src/config';
import { selectVoiceProviders } from '../apps/server/src/voice/providers/select-voice-providers';
import { as, signUpWithRole, type TestUser } from '../apps/server/test/auth-helpers';
import { VadSpeechSegmenter } from '../apps/server/src/voice/session/speech-segmenter';
import { createVadFactory } from '../apps/server/src/voice/vad/vad-factory';
import { energyVadFactory } from '../apps/server/src/voice/vad/energy-vad';
import { benchArgs, loopbackProviders, percentile, spokenAnswer } from './support/voice-bench-kit';
import type { ClientJob, ClientReport } from './support/session-clients';
import { signUpCandidate, startWebCall } from '../scripts/lib/local-cluster';
import { startBenchCluster } from './support/bench-cluster';
import { totalCpuSeconds } from './support/process-cpu';

const args = benchArgs();
const PROVIDERS = args.get('providers') ?? 'loopback';
const OFFLINE = PROVIDERS === 'offline';
const STEPS = (args.get('steps') ?? (OFFLINE ? '12' : '10,25,50,100,150,200,300')).split(',').map(Number);
const TURNS = Number(args.get('turns') ?? 3);
/**
 * The sessions start spread over this many seconds. Every session says the same answer, so with 1 s all of their
 * turns end within the same second (the worst case); 5 s, about one turn, spreads them as independent candidates
 * would be.
 */
const STAGGER_SECONDS = Number(args.get('stagger') ?? 1);
const VAD = args.get('vad') ?? 'silero';
const VAD_WORKERS = args.has('vad-workers') ? Number(args.get('vad-workers')) : undefined;
/** Loopback: the server's own overhead; offline: the issue's end of turn → first audio target. */
const OVERHEAD_LIMIT_MS = OFFLINE ? 1500 : 50;
const ANSWER = 'I led the billing migration and cut our costs by thirty percent.';

async function main() {
  if (args.has('nodes')) return mainCluster(Number(args.get('nodes')));
  const speech = spokenAnswer(ANSWER);
  const silero =
    VAD === 'silero' && !OFFLINE
      ? await createVadFactory(VAD_WORKERS === undefined ? {} : { workers: VAD_WORKERS })
      : null;
  const vad = silero ?? {
    id: energyVadFactory.id,
    create: () => energyVadFactory.create(),
    close: async () => {},
  };
  const { stt, tts } = loopbackProviders(ANSWER);
  const offline = OFFLINE ? await selectVoiceProviders(loadConfig({ NODE_ENV: 'test' }).voice) : null;
  if (offline && offline.describe().stt !== 'pocketsphinx-streaming')
    console.log(`note: offline recognition is ${offline.describe().stt}, not the streaming decoder pool`);
  const voice = offline ?? {
    providers: { stt, tts, vad, close: async () => vad.close() },
    createSegmenter: async () => new VadSpeechSegmenter(await vad.create()),
  };
  const [pglite] = await testDatabaseTargets();
  const t = await createTestApp(
    pglite!,
    { LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '0' },
    { override: { voice } },
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
  const speechStack = offline
    ? `offline providers (${Object.entries(offline.describe())
        .map(([stage, id]) => `${stage} ${id}`)
        .join(', ')})`
    : `VAD ${vad.id}${where}, loopback STT/TTS`;
  console.log(
    `Concurrent sessions — ${TURNS} turns each, starts spread over ${STAGGER_SECONDS} s, ${speechStack}, PGlite; ${cpus().length} cores, load before ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
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
    // The streaming decoder processes' CPU over the step (offline providers): how much of the machine decoding takes.
    const decoderPids = () =>
      (offline?.providers.recognizer as { pool?: { pids: Array<number | undefined> } } | null)?.pool?.pids ??
      [];
    const startedDecoderCpu = totalCpuSeconds(decoderPids());
    const started = performance.now();
    const report = await runSessions(
      clients,
      calls.map((call) => call.url),
      speech,
    );
    const wall = (performance.now() - started) / 1000;
    loop.disable();
    const utilization = performance.eventLoopUtilization(startedUtilization).utilization;
    const cpu = process.cpuUsage(startedCpu);
    const processCores = (cpu.user + cpu.system) / 1000 / (wall * 1000);
    const decoderCpu = totalCpuSeconds(decoderPids()) - startedDecoderCpu;
    const overheads: number[] = [];
    const stages = { vadToStt: [] as number[], sttToToken: [] as number[], tokenToSent: [] as number[] };
    // End of turn → STT final by the answer's place in its call: the first answer also waits for the call's
    // interview language model and search to be ready.
    const sttByAnswer: number[][] = [];
    for (const call of calls) {
      const detail = (
        await t.app.inject(as(call.user, { method: 'GET', url: `/api/call/${call.id}` }))
      ).json().call as { turns: { role: string; timings: Record<string, number | null> | null }[] };
      let answerIndex = 0;
      for (const turn of detail.turns) {
        const timings = turn.timings;
        if (turn.role !== 'assistant' || timings?.vadEndMs == null || timings.firstAudioSentMs == null)
          continue;
        overheads.push(timings.firstAudioSentMs - timings.vadEndMs);
        if (timings.sttFinalMs != null && timings.firstTokenMs != null) {
          stages.vadToStt.push(timings.sttFinalMs - timings.vadEndMs);
          (sttByAnswer[answerIndex] ??= []).push(timings.sttFinalMs - timings.vadEndMs);
          stages.sttToToken.push(timings.firstTokenMs - timings.sttFinalMs);
          stages.tokenToSent.push(timings.firstAudioSentMs - timings.firstTokenMs);
        }
        answerIndex += 1;
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
      `         server thread busy ${(utilization * 100).toFixed(0)} % of the time; server process CPU ${processCores.toFixed(2)} cores (all its threads): ${(cpu.user / 1e6).toFixed(1)} s user + ${(cpu.system / 1e6).toFixed(1)} s system`,
    );
    console.log(
      `         p95 by stage: end of turn → STT final ${percentile(stages.vadToStt, 95).toFixed(0)} ms, → first interviewer words (the candidate's turn stored) ${percentile(stages.sttToToken, 95).toFixed(0)} ms, → first audio sent ${percentile(stages.tokenToSent, 95).toFixed(0)} ms`,
    );
    console.log(
      `         end of turn → STT final p50 / p95 by answer of the call: ${sttByAnswer
        .map(
          (values, index) =>
            `#${index + 1} ${percentile(values, 50).toFixed(0)} / ${percentile(values, 95).toFixed(0)} ms`,
        )
        .join(', ')}`,
    );
    console.log(
      `         answers whose recognition ran past its deadline (kept, recognised after the call): ${report.deferredAnswers}; load ${loadavg()[0]?.toFixed(2)}`,
    );
    if (decoderPids().length > 0) {
      const spokenSeconds = (sessions * TURNS * speech.length) / 16_000;
      console.log(
        `         decoder processes: ${decoderCpu.toFixed(1)} CPU s over the step (${(decoderCpu / wall).toFixed(2)} cores), ` +
          `${(decoderCpu / spokenSeconds).toFixed(3)} CPU s per second of the answers sent (${spokenSeconds.toFixed(0)} s)`,
      );
    }
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
  await offline?.providers.close();
  process.exit(0);
}

/** Has the client process run one session on each call, saying `speech` each turn; its report. */
function runSessions(clients: ChildProcess, urls: string[], speech: Int16Array): Promise<ClientReport> {
  return new Promise<ClientReport>((resolve) => {
    clients.once('message', (message) => resolve(message as ClientReport));
    clients.send({
      urls,
      speech: Array.from(speech),
      turns: TURNS,
      staggerSeconds: STAGGER_SECONDS,
    } satisfies ClientJob);
  });
}

/** The same sessions through HAProxy in front of N node processes (see the header). */
async function mainCluster(nodeCount: number) {
  const killAt = args.has('kill-at') ? Number(args.get('kill-at')) : null;
  const speech = spokenAnswer(ANSWER);
  const { cluster, stop: stopCluster } = await startBenchCluster('--nodes needs', 'intervia_bench', {
    nodes: nodeCount,
    entry: 'bench/support/bench-node.ts',
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      BENCH_VAD: VAD,
      API_RATE_LIMIT_PER_MINUTE: '0',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // Admission stays out of the way: this bench measures how many sessions the nodes hold, not refusals.
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
      ADMISSION_MAX_CPU_RATIO: '0',
      ADMISSION_MAX_OPEN_CALLS: '0',
      ...(VAD_WORKERS === undefined ? {} : { VAD_WORKERS: String(VAD_WORKERS) }),
    },
    checkIntervalMs: 500,
  });
  const clients = fork(new URL('./support/session-clients.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
  });
  const stop = async () => {
    clients.kill();
    await stopCluster();
  };
  try {
    console.log(
      `Concurrent sessions through HAProxy — ${nodeCount} node(s), ${TURNS} turns each, starts spread over ${STAGGER_SECONDS} s, VAD ${VAD}, loopback STT/TTS, PostgreSQL${killAt !== null ? `, one node killed ${killAt} s into each step` : ''}\n`,
    );
    console.log(
      `${'sessions'.padStart(8)}${'turns'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'lost'.padStart(6)}${'resumed'.padStart(9)}${'wall s'.padStart(8)}`,
    );
    let held = 0;
    let previousStep = 0;
    for (const sessions of STEPS) {
      // Fresh candidates each step: a candidate's free minutes go to one call.
      const users = [];
      // A few sign-ups at a time: each hashes a password, and a burst of them is not what this bench measures.
      while (users.length < sessions) {
        const batch = Math.min(4, sessions - users.length);
        users.push(...(await Promise.all(Array.from({ length: batch }, () => signUpCandidate(cluster)))));
      }
      const calls = await Promise.all(
        users.map(async (user) => {
          const call = await startWebCall(user, {
            difficulty: 'medium',
            duration: 20,
            jdText: 'Backend Engineer.',
          });
          return { user, id: call.id, url: call.webCallUrl };
        }),
      );
      const started = performance.now();
      let killed: string | null = null;
      const killer =
        killAt === null
          ? null
          : setTimeout(() => {
              killed = cluster.nodes.find((node) => node.process)?.id ?? null;
              if (killed) void cluster.stopNode(killed, 'SIGKILL');
            }, killAt * 1000);
      const report = await runSessions(
        clients,
        calls.map((call) => call.url),
        speech,
      );
      if (killer) clearTimeout(killer);
      const wall = (performance.now() - started) / 1000;
      const overheads: number[] = [];
      for (const call of calls) {
        const detail = (await call.user.api('GET', `/api/call/${call.id}`)).call as {
          turns: { role: string; timings: Record<string, number | null> | null }[];
        };
        for (const turn of detail.turns) {
          const timings = turn.timings;
          if (turn.role !== 'assistant' || timings?.vadEndMs == null || timings.firstAudioSentMs == null)
            continue;
          overheads.push(timings.firstAudioSentMs - timings.vadEndMs);
        }
      }
      const p95 = percentile(overheads, 95);
      // Held: every step up to this one stayed within the target and lost nothing.
      if (p95 <= OVERHEAD_LIMIT_MS && report.failedSessions === 0 && held === previousStep) held = sessions;
      previousStep = sessions;
      console.log(
        `${String(sessions).padStart(8)}${String(overheads.length).padStart(7)}${percentile(overheads, 50).toFixed(0).padStart(9)}${p95.toFixed(0).padStart(9)}${Math.max(
          ...overheads,
        )
          .toFixed(0)
          .padStart(
            9,
          )}${String(report.failedSessions).padStart(6)}${String(report.reconnects).padStart(9)}${wall.toFixed(1).padStart(8)}`,
      );
      if (killed) {
        console.log(
          `         ${killed} killed: ${report.reconnects} session(s) resumed elsewhere, drop → resumed p50 ${percentile(report.resumeMs, 50).toFixed(0)} ms, p95 ${percentile(report.resumeMs, 95).toFixed(0)} ms, max ${Math.max(...report.resumeMs).toFixed(0)} ms`,
        );
        await cluster.startNode(killed);
        await cluster.waitForBalancer(killed, 'UP', 30_000);
      }
      for (const error of report.errors) console.log(`         ${error}`);
    }
    console.log(
      `\n${nodeCount} node(s): sessions held with p95 overhead within ${OVERHEAD_LIMIT_MS} ms and none lost: ${held} (the largest step with every step up to it passing)`,
    );
  } finally {
    await stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
