/**
 * Failover: how long from a node's death to its calls resumed on another node, through HAProxy in front of N nodes
 * (the real server, scripts/lib/local-cluster.ts) on a fresh PostgreSQL database, with typed answers.
 *
 * C calls are started (spread over the nodes by the load balancer) and each answers one question; then, for R
 * rounds, one node after the other is killed with SIGKILL (the calls it held are those whose socket drops), every dropped call reconnects through the load
 * balancer with its resume token as the browser's voice client does (first try after --client-delay-ms, default
 * 2500 like the voice client, then every --retry-ms), and the time from the kill to each call's resumed
 * `call-ready` is recorded, with whether every turn seen before the kill came back. The node is started again
 * before the next round. Prints p50 / p95 / max and turns lost (none expected); the target is p95 ≤ 5 s.
 *
 * Run: `npx tsx bench/cluster-failover.ts [--nodes=3] [--calls=9] [--rounds=4] [--client-delay-ms=2500] [--retry-ms=2500]`
 */
import WebSocket from 'ws';
import type { ServerMessage } from '@intervia/shared';
import { signUpCandidate, startWebCall } from '../scripts/lib/local-cluster';
import { startBenchCluster } from './support/bench-cluster';
import { benchArgs, percentile, sleep } from './support/voice-bench-kit';

const args = benchArgs();
const NODES = Number(args.get('nodes') ?? 3);
const CALLS = Number(args.get('calls') ?? 9);
const ROUNDS = Number(args.get('rounds') ?? 4);
const CLIENT_DELAY_MS = Number(args.get('client-delay-ms') ?? 2500);
const RETRY_MS = Number(args.get('retry-ms') ?? 2500);
const TARGET_MS = 5000;
const ANSWER =
  'I rebuilt our payment ledger on PostgreSQL and cut reconciliation from two days to four hours.';
const HELLO = { type: 'client-hello', capabilities: { speechRecognition: false, speechSynthesis: false } };

/** One candidate's call over the load balancer: its resume token and what it has seen. */
class BenchCall {
  socket!: WebSocket;
  resumeToken = '';
  finals: string[] = [];
  readyAt = 0;
  resumedTranscript: string[] | null = null;
  closedAt = 0;

  constructor(readonly url: string) {}

  async connect(url: string): Promise<void> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    this.socket = socket;
    this.closedAt = 0;
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'call-ready') {
        this.resumeToken = message.resumeToken;
        this.readyAt = performance.now();
        if (message.resumed) this.resumedTranscript = message.transcript.map((turn) => turn.transcript);
      }
      if (message.type === 'transcript' && message.transcriptType === 'final')
        this.finals.push(message.transcript);
    });
    socket.on('close', () => {
      if (this.socket === socket) this.closedAt = performance.now();
    });
    socket.send(JSON.stringify(HELLO));
  }

  async waitFor(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const started = performance.now();
    while (!test()) {
      if (performance.now() - started > timeoutMs) throw new Error(`${what} within ${timeoutMs} ms`);
      await sleep(20);
    }
  }

  /** As the voice client: wait, then try the call's URL with the resume token until a call-ready comes. */
  async resume(): Promise<void> {
    const url = new URL(this.url);
    url.searchParams.set('token', this.resumeToken);
    this.resumedTranscript = null;
    // The voice client's first try comes this long after it saw the drop.
    const firstTry = this.closedAt + CLIENT_DELAY_MS - performance.now();
    if (firstTry > 0) await sleep(firstTry);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await this.connect(url.toString());
        await this.waitFor(
          () => this.resumedTranscript !== null || this.closedAt > 0,
          10_000,
          'no call-ready',
        );
        if (this.resumedTranscript) return;
      } catch {
        // not yet moved
      }
      await sleep(RETRY_MS);
    }
    throw new Error('the call did not resume');
  }
}

async function main() {
  const { cluster, stop } = await startBenchCluster('needs', 'intervia_failover', {
    nodes: NODES,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      STT_PROVIDER: 'none',
      TTS_PROVIDER: 'none',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      API_RATE_LIMIT_PER_MINUTE: '0',
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '0',
      ADMISSION_MAX_CPU_RATIO: '0',
    },
    checkIntervalMs: 1000,
  });
  const samples: number[] = [];
  let lostTurns = 0;
  let failed = 0;
  try {
    console.log(
      `Failover through HAProxy — ${NODES} nodes, ${CALLS} calls, ${ROUNDS} rounds, health checks every 1 s, client first retry after ${CLIENT_DELAY_MS} ms then every ${RETRY_MS} ms\n`,
    );
    const calls: BenchCall[] = [];
    for (let index = 0; index < CALLS; index += 1) {
      const user = await signUpCandidate(cluster);
      const made = await startWebCall(user, {
        difficulty: 'easy',
        duration: 10,
        jdText: 'Backend Engineer: Node.js, TypeScript and PostgreSQL services for payments.',
      });
      const call = new BenchCall(made.webCallUrl);
      await call.connect(made.webCallUrl);
      await call.waitFor(() => call.finals.length >= 1, 15_000, 'no greeting');
      call.socket.send(
        JSON.stringify({
          type: 'user-transcript',
          transcript: ANSWER,
          transcriptType: 'final',
          source: 'typed',
        }),
      );
      await call.waitFor(() => call.finals.length >= 3, 15_000, 'no reply');
      calls.push(call);
    }
    const placed = new Map<string, number>();
    for (const call of calls) {
      const node = new URL(call.url).searchParams.get('node') ?? '?';
      placed.set(node, (placed.get(node) ?? 0) + 1);
    }
    console.log(
      `calls placed by the load balancer: ${[...placed].map(([node, n]) => `${node} ${n}`).join(', ')}`,
    );
    console.log(
      `${'round'.padStart(5)}  ${'killed'.padEnd(8)}${'calls'.padStart(6)}${'p50 ms'.padStart(9)}${'max ms'.padStart(9)}`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The nodes in turn; the calls it held are those whose socket closes when it dies.
      const victim = `node-${((round - 1) % NODES) + 1}`;
      const before = new Map(calls.map((call) => [call, [...call.finals]]));
      const killedAt = performance.now();
      await cluster.stopNode(victim, 'SIGKILL');
      // Long enough for every socket of the dead node to close (each call's own retry clock starts at its close).
      await sleep(1500);
      const affected = calls.filter((call) => call.closedAt > 0);
      const seen = new Map(affected.map((call) => [call, before.get(call)!]));
      const times = await Promise.all(
        affected.map(async (call) => {
          try {
            await call.resume();
            const ms = call.readyAt - killedAt;
            const back = new Set(call.resumedTranscript);
            lostTurns += seen.get(call)!.filter((text) => !back.has(text)).length;
            return ms;
          } catch {
            failed += 1;
            return null;
          }
        }),
      );
      const ok = times.filter((ms): ms is number => ms !== null);
      samples.push(...ok);
      console.log(
        `${String(round).padStart(5)}  ${victim.padEnd(8)}${String(affected.length).padStart(6)}${percentile(ok, 50).toFixed(0).padStart(9)}${Math.max(
          ...ok,
        )
          .toFixed(0)
          .padStart(9)}`,
      );
      await cluster.startNode(victim);
      await cluster.waitForBalancer(victim, 'UP', 60_000);
    }
    for (const call of calls) call.socket.close();
  } finally {
    await stop();
  }
  const p95 = percentile(samples, 95);
  console.log(
    `\nnode death → call resumed: ${samples.length} calls, p50 ${percentile(samples, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms; turns lost ${lostTurns}; calls not resumed ${failed}`,
  );
  console.log(
    p95 <= TARGET_MS && failed === 0 && lostTurns === 0
      ? `PASSED: p95 ≤ ${TARGET_MS} ms`
      : `FAILED: target p95 ≤ ${TARGET_MS} ms, nothing lost`,
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
