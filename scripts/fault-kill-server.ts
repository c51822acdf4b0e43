/**
 * Fault test, run on purpose (it takes about half a minute): kill the server with SIGKILL in the middle of an
 * interview, start it again on the same data folder, and check that the candidate reconnects with the resume token
 * and carries on, with at most the turn in progress lost.
 *
 * It runs the real server (`apps/server/src/main.ts`) on embedded PGlite in a temporary DATA_DIR, with typed
 * answers (no speech providers needed). Run: `npx tsx scripts/fault-kill-server.ts`. Exits 0 when the interview
 * survived, 1 otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { freePort } from './lib/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CallClient } from '../apps/server/test/support/call-client';

const ROOT = new URL('../', import.meta.url).pathname;
const ANSWERS = [
  'I am a backend engineer with six years in payments, most recently leading our ledger rebuild on PostgreSQL.',
  'I cut reconciliation from two days to four hours by batching writes and adding the missing composite index.',
  'When an incident hit at peak traffic I rolled back within ten minutes and wrote the postmortem the next day.',
];

let running: ChildProcess | null = null;

/** One node process (no tsx wrapper), so SIGKILL really kills the server. */
function startServer(env: Record<string, string>): ChildProcess {
  running = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.stderr!.on('data', (chunk: Buffer) => {
    if (process.env.FAULT_LOG_LEVEL) process.stderr.write(chunk);
  });
  return running;
}

async function waitForHealth(base: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000)
      throw new Error('server did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function api(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { json: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const assistantFinals = (client: CallClient) => client.finalAssistantTurns().length;

async function answerAndWait(client: CallClient, answer: string) {
  const before = assistantFinals(client);
  client.send({ type: 'user-transcript', transcript: answer, transcriptType: 'final', source: 'typed' });
  const deadline = performance.now() + 15_000;
  while (assistantFinals(client) <= before) {
    if (performance.now() > deadline) throw new Error('no interviewer reply within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const step = (what: string) => process.stderr.write(`· ${what}\n`);

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'intervia-fault-')),
    DATABASE_URL: '',
    LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'error',
    STT_PROVIDER: 'none',
    TTS_PROVIDER: 'none',
  };
  let server = startServer(env);
  const firstStartMs = await waitForHealth(base);
  step('server healthy');

  const signUp = await api(base, '', 'POST', '/api/auth/sign-up/email', {
    name: 'Kim Candidate',
    email: `kim-${Date.now()}@example.com`,
    password: 'practice-makes-42',
  });
  const cookie = (signUp.headers.getSetCookie() ?? []).map((value) => value.split(';')[0]).join('; ');
  const userId = (signUp.json.user as { id: string }).id;
  await api(base, cookie, 'POST', '/api/getuser_role', { user: { id: userId }, role: 'candidate' });
  const created = await api(base, cookie, 'POST', '/api/interviews', {
    title: 'Backend Engineer',
    difficulty: 'medium',
    duration: 10,
    jdText: 'Backend Engineer: Node.js, TypeScript and PostgreSQL services for payments.',
  });
  const interviewId = (created.json.interview as { id: string }).id;
  const call = (await api(base, cookie, 'POST', '/api/call/web', { assistantId: interviewId })).json as {
    id: string;
    webCallUrl: string;
  };

  const hello = { type: 'client-hello', capabilities: { speechRecognition: false, speechSynthesis: false } };
  const first = await CallClient.open(call.webCallUrl);
  first.send(hello);
  const ready = await first.waitFor('call-ready');
  step('call ready');
  await first.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final');
  await answerAndWait(first, ANSWERS[0]!);
  step('first answer replied');
  // The second answer is sent and the server is killed at once: this turn is the one in progress.
  first.send({ type: 'user-transcript', transcript: ANSWERS[1], transcriptType: 'final', source: 'typed' });
  const completedBeforeKill = first.messages
    .filter((m) => m.type === 'transcript' && m.transcriptType === 'final')
    .map((m) => (m as { transcript: string }).transcript);
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));

  step('server killed');
  server = startServer(env);
  const restartMs = await waitForHealth(base);
  const reconnectStarted = performance.now();
  const again = await CallClient.open(
    `${base.replace('http', 'ws')}/api/call/${call.id}/ws?token=${encodeURIComponent(ready.resumeToken)}`,
  );
  again.send(hello);
  const resumed = await again.waitFor('call-ready', () => true, 15_000);
  const reconnectMs = performance.now() - reconnectStarted;
  step('resumed');
  const keptTexts = new Set(resumed.transcript.map((turn) => turn.transcript));
  const kept = resumed.transcript.length;
  // Every turn the candidate saw finished before the kill must come back word for word.
  const lost = completedBeforeKill.filter((text) => !keptTexts.has(text)).length;
  await again.waitFor('transcript', (m) => m.role === 'assistant' && m.transcriptType === 'final', 15_000);
  await answerAndWait(again, ANSWERS[2]!);
  again.send({ type: 'end-call' });
  await again.waitFor('status-update', (m) => m.status === 'ended', 15_000);
  again.close();
  server.kill('SIGTERM');

  const rows: [string, string][] = [
    ['first start → healthy', `${firstStartMs.toFixed(0)} ms`],
    ['restart after SIGKILL → healthy', `${restartMs.toFixed(0)} ms`],
    ['reconnect → call-ready (resumed)', `${reconnectMs.toFixed(0)} ms, resumed=${resumed.resumed}`],
    ['final turns seen before the kill', String(completedBeforeKill.length)],
    ['turns kept after the restart', String(kept)],
    ['completed turns lost', String(Math.max(0, lost))],
    [
      'answer in progress at the kill',
      kept > completedBeforeKill.length
        ? 'kept (stored before the kill)'
        : 'lost (the candidate says it again)',
    ],
    ['interview continued after resume', 'yes (answered, replied, ended)'],
  ];
  console.log('\nFault: server killed mid-interview\n');
  for (const [label, value] of rows) console.log(`${label.padEnd(36)}${value}`);
  running?.kill('SIGKILL');
  if (!resumed.resumed || lost > 0) {
    console.error(
      `\nFAILED: resumed=${resumed.resumed}, lost ${lost} completed turns (only the one in progress may be lost)`,
    );
    process.exit(1);
  }
  console.log('\nPASSED: at most the turn in progress was lost.');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  running?.kill('SIGKILL');
  process.exit(1);
});
