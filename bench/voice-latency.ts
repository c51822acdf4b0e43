/**
 * Voice-to-voice latency on loopback: a client streams a spoken answer (flite) in real time over the call's
 * WebSocket, then silence, and waits for the interviewer's first audio frame. Repeated for ≥ 20 turns.
 *
 * Printed as p50/p95:
 *  - speech end → first audio (client): what the candidate experiences, including the silence the turn-taking rule
 *    waits (docs/voice-turn-taking.md);
 *  - the call's latency record, as the report's technical details summarise it (`summarizeCallLatency`): silence
 *    waited, recognition, decision, first words, first audio, speech end → first audio sent (server).
 *
 * Providers: `--providers=loopback` (default) uses stand-ins that answer instantly, so the figures exclude provider
 * time (the issue's target): a streaming recogniser whose partial transcripts follow the audio (the words decide the
 * end of the turn) and a tone for a voice; `--partials=off` gives a recogniser without partials (the silence rule
 * alone, as before turn-taking used the words). `--providers=offline` uses the server's own offline providers as a live call gets them (the streaming pocketsphinx
 * decoder pool with partial words, espeak-ng). Silero VAD is
 * real in all. The call runs in the conversational mode (the default when the interview sets none).
 * Run with `npx tsx bench/voice-latency.ts [--turns=20] [--partials=off] [--providers=offline]
 *       [--no-speaker-adaptation]` (the last: offline recognition without the per-call warp, STT_SPEAKER_ADAPTATION=false).
 */
import WebSocket from 'ws';
import { testDatabaseTargets } from '../packages/db/src/testing';
import { createTestApp } from '../apps/server/test/test-app';
import { as, signUpWithRole } from '../apps/server/test/auth-helpers';
import { loadConfig } from '../apps/server/src/config';
import { selectVoiceProviders } from '../apps/server/src/voice/providers/select-voice-providers';
import { VadSpeechSegmenter } from '../apps/server/src/voice/session/speech-segmenter';
import { createVadFactory } from '../apps/server/src/voice/vad/vad-factory';
import { loopbackRecognizer } from '../apps/server/test/support/loopback-recognizer';
import { LATENCY_STAGE_LABELS, LATENCY_STAGES, type TurnTimings } from '../packages/shared/src/index';
import { summarizeCallLatency } from '../packages/engine/src/index';
import {
  benchArgs,
  loopbackProviders,
  LOOPBACK_REPEAT_REQUEST,
  percentile,
  sleep,
  spokenAnswer,
} from './support/voice-bench-kit';

const args = benchArgs();
const PROVIDERS = args.get('providers') ?? 'loopback';
// Offline recognition hears the same answer every time, so the interview's own length bounds the turns (it closed at
// turn 14 once the interviewer's follow-ups and pacing changed on 2026-11-28).
// The bench candidate is on the free plan: its voice minutes end the interview after about 23 turns.
const TURNS = Number(args.get('turns') ?? (PROVIDERS === 'offline' ? 12 : 20));
const PARTIALS = PROVIDERS === 'loopback' && args.get('partials') !== 'off';
const FRAME_SAMPLES = 320;
const ANSWER =
  'In my last role I led the migration of our billing service to a new database, which cut our monthly costs by thirty percent and removed a whole class of outages.';
const loopback = loopbackProviders(ANSWER);

async function main() {
  const speech = spokenAnswer(ANSWER);
  const vad = await createVadFactory();
  const [pglite] = await testDatabaseTargets();
  // Offline: the server's own providers as a live call gets them (the streaming pocketsphinx decoder pool with its
  // partial words, espeak-ng, Silero), not the per-answer recogniser.
  const offline =
    PROVIDERS === 'offline'
      ? await selectVoiceProviders(
          loadConfig({
            NODE_ENV: 'test',
            ...(args.has('no-speaker-adaptation') ? { STT_SPEAKER_ADAPTATION: 'false' } : {}),
          }).voice,
        )
      : null;
  if (offline && offline.describe().stt !== 'pocketsphinx-streaming')
    console.log(`note: offline recognition is ${offline.describe().stt}, not the streaming decoder pool`);
  const stt = loopback.stt;
  const tts = loopback.tts;
  // Partials follow the audio: all the words are there once the spoken answer has been heard.
  const recognizer = PARTIALS
    ? loopbackRecognizer({ turns: [ANSWER, LOOPBACK_REPEAT_REQUEST], speechSamples: speech.length })
    : null;
  const t = await createTestApp(
    pglite!,
    { LOG_LEVEL: 'silent' },
    {
      override: {
        voice: offline ?? {
          providers: { stt, tts, vad, recognizer, close: async () => vad.close() },
          createSegmenter: async () =>
            new VadSpeechSegmenter(await vad.create(), { streamTurnAudio: recognizer !== null }),
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
    .call as { turns: { role: string; timings: TurnTimings | null }[] };
  const latency = summarizeCallLatency(
    call.id,
    detail.turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.timings),
  );
  const stack = offline
    ? Object.entries(offline.describe())
        .map(([kind, id]) => `${kind} ${id}`)
        .join(', ')
    : `STT ${recognizer ? `${recognizer.id} (partials)` : `${stt.id} (no partials: silence rule)`}, TTS ${tts.id}, VAD ${vad.id}`;
  console.log(`\nVoice latency — ${TURNS} turns, providers: ${PROVIDERS} (${stack})\n`);
  console.log(`${'stage'.padEnd(50)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'n'.padStart(6)}`);
  const row = (label: string, p50: number, p95: number, n: number) =>
    console.log(
      `${label.padEnd(50)}${p50.toFixed(0).padStart(10)}${p95.toFixed(0).padStart(10)}${String(n).padStart(6)}`,
    );
  row(
    'speech end → first audio (client)',
    percentile(speechEndToAudio, 50),
    percentile(speechEndToAudio, 95),
    speechEndToAudio.length,
  );
  for (const stage of LATENCY_STAGES) {
    const summary = latency?.stages[stage];
    if (summary) row(`  ${LATENCY_STAGE_LABELS[stage]}`, summary.p50Ms, summary.p95Ms, summary.count);
  }
  console.log(
    recognizer || offline
      ? '\nThe end of a turn follows the words: ~650 ms of silence after a complete thought, longer after "and", "um" or an unfinished sentence.'
      : '\nWithout partial words the silence rule ends the turn: 1.2 s of silence (2.5 s after a short answer).',
  );
  socket.close();
  await t.close();
  await vad.close();
  await offline?.providers.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
