/**
 * Voice-to-voice latency on loopback: a client streams a spoken answer (flite) in real time over the call's
 * WebSocket, then silence, and waits for the interviewer's first audio frame. Repeated for ≥ 20 turns.
 *
 * Printed per turn and as p50/p95:
 *  - speech end → first audio: what the candidate experiences, including the end-of-turn silence rule
 *    (docs/voice-turn-taking.md) that gives thinking time;
 *  - end-of-turn decision → first audio sent: the pipeline's own overhead;
 *  - per stage from the stored turn timings: VAD end → STT final → first interviewer token → first TTS audio → sent.
 *
 * Providers: `--providers=loopback` (default) uses stand-ins that answer instantly, so the figures exclude provider
 * time (the target); `--providers=offline` uses pocketsphinx + espeak-ng. Silero VAD is real in both.
 * Run with `npx tsx bench/voice-latency.ts [--turns=20] [--providers=offline]`.
 */
import WebSocket from 'ws';
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { as, signUpWithRole } from '../apps/server/test/auth-helpers';
import { createEspeakTts } from '../apps/server/src/voice/providers/espeak-tts';
import { createPocketsphinxStt } from '../apps/server/src/voice/providers/pocketsphinx-stt';
import { VadSpeechSegmenter } from '../apps/server/src/voice/session/speech-segmenter';
import { createVadFactory } from '../apps/server/src/voice/vad/vad-factory';
import { benchArgs, loopbackProviders, percentile, sleep, spokenAnswer } from './support/voice-bench-kit';

const args = benchArgs();
const PROVIDERS = args.get('providers') ?? 'loopback';
// Offline recognition hears the same answer every time, so the 15-question interview bounds the turns.
// The bench candidate is on the free plan: its voice minutes end the interview after about 23 turns.
const TURNS = Number(args.get('turns') ?? (PROVIDERS === 'offline' ? 14 : 20));
const FRAME_SAMPLES = 320;
const ANSWER =
  'In my last role I led the migration of our billing service to a new database, which cut our monthly costs by thirty percent and removed a whole class of outages.';
const loopback = loopbackProviders(ANSWER);

async function main() {
  const speech = spokenAnswer(ANSWER);
  const vad = await createVadFactory();
  const [pglite] = await testDatabaseTargets();
  const stt = PROVIDERS === 'offline' ? createPocketsphinxStt() : loopback.stt;
  const tts = PROVIDERS === 'offline' ? createEspeakTts() : loopback.tts;
  const t = await createTestApp(
    pglite!,
    { LOG_LEVEL: 'silent' },
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
  const candidate = await signUpWithRole(t.app, 'candidate');
  const created = await t.app.inject(
    as(candidate, {
      method: 'POST',
      url: '/api/interviews',
      // 60 minutes: 15 questions, and the follow-up rule keeps the conversation going for every turn measured.
      payload: {
        title: 'Backend Engineer',
        difficulty: 'medium',
        duration: 60,
        jdText: 'Backend Engineer with PostgreSQL.',
      },
    }),
  );
  const interviewId = created.json().interview.id as string;
  const call = (
    await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/call/web', payload: { assistantId: interviewId } }),
    )
  ).json() as { id: string; webCallUrl: string };
  const socket = new WebSocket(call.webCallUrl.replace(/^ws:\/\/[^/]+/, base.replace('http', 'ws')));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  let lastAudioAt = 0;
  let firstAudioWaiter: ((at: number) => void) | null = null;
  let assistantFinals = 0;
  let endedReason: string | null = null;
  socket.on('message', (data, isBinary) => {
    const now = performance.now();
    if (isBinary) {
      lastAudioAt = now;
      firstAudioWaiter?.(now);
      firstAudioWaiter = null;
      return;
    }
    const message = JSON.parse(data.toString()) as {
      type: string;
      role?: string;
      transcriptType?: string;
      status?: string;
      endedReason?: string;
    };
    if (message.type === 'status-update' && message.status === 'ended')
      endedReason = message.endedReason ?? 'ended';
    if (message.type === 'transcript' && message.role === 'assistant' && message.transcriptType === 'final') {
      assistantFinals += 1;
    }
  });
  socket.send(
    JSON.stringify({
      type: 'client-hello',
      capabilities: { speechRecognition: false, speechSynthesis: false },
    }),
  );
  while (assistantFinals < 1) await sleep(20);
  await sleep(300);

  const send = async (samples: Int16Array) => {
    for (let offset = 0; offset < samples.length; offset += FRAME_SAMPLES) {
      const frame = samples.subarray(offset, offset + FRAME_SAMPLES);
      socket.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength));
      await sleep(20); // real time
    }
  };

  const speechEndToAudio: number[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    // Wait until the interviewer has gone quiet, as a candidate would.
    while (performance.now() - lastAudioAt < 400) await sleep(50);
    await send(speech);
    const speechEnd = performance.now();
    const firstAudio = new Promise<number>((resolve) => (firstAudioWaiter = resolve));
    const silence = new Int16Array(FRAME_SAMPLES);
    let heard: number | null = null;
    void firstAudio.then((at) => (heard = at));
    while (heard === null && performance.now() - speechEnd < 15_000) {
      socket.send(Buffer.from(silence.buffer));
      await sleep(20);
    }
    if (heard === null) {
      throw new Error(
        endedReason
          ? `turn ${turn + 1}: the interview had ended (${endedReason}); use fewer --turns`
          : `turn ${turn + 1}: no interviewer audio within 15 s`,
      );
    }
    speechEndToAudio.push((heard as number) - speechEnd);
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  const detail = (await t.app.inject(as(candidate, { method: 'GET', url: `/api/call/${call.id}` }))).json()
    .call as {
    turns: { role: string; timings: Record<string, number | null> | null }[];
  };
  const timed = detail.turns.filter((turn) => turn.role === 'assistant' && turn.timings?.vadEndMs != null);
  const stage = (from: string, to: string) =>
    timed.map((turn) => (turn.timings![to] ?? NaN) - (turn.timings![from] ?? NaN)).filter(Number.isFinite);
  const rows: [string, number[]][] = [
    ['speech end → first audio (client)', speechEndToAudio],
    ['end-of-turn → first audio sent (server)', stage('vadEndMs', 'firstAudioSentMs')],
    ['  end-of-turn → STT final', stage('vadEndMs', 'sttFinalMs')],
    ['  STT final → first interviewer token', stage('sttFinalMs', 'firstTokenMs')],
    ['  first token → first TTS audio', stage('firstTokenMs', 'firstAudioMs')],
    ['  first TTS audio → sent', stage('firstAudioMs', 'firstAudioSentMs')],
  ];
  console.log(
    `\nVoice latency — ${TURNS} turns, providers: ${PROVIDERS} (STT ${stt.id}, TTS ${tts.id}, VAD ${vad.id})\n`,
  );
  console.log(`${'stage'.padEnd(42)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'n'.padStart(6)}`);
  for (const [label, values] of rows) {
    console.log(
      `${label.padEnd(42)}${percentile(values, 50).toFixed(0).padStart(10)}${percentile(values, 95).toFixed(0).padStart(10)}${String(values.length).padStart(6)}`,
    );
  }
  console.log(
    '\nThe client figure includes the end-of-turn rule (1.2 s of silence, 2.5 s after a short answer) that gives the candidate thinking time.',
  );
  socket.close();
  await t.close();
  await vad.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
