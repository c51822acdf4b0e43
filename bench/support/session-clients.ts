/**
 * Child process of bench/concurrent-sessions.ts: runs N simulated candidates at once, each streaming a spoken
 * answer over its call's WebSocket in real time (20 ms PCM16 frames), then silence until the interviewer's first
 * audio, for a number of turns. Runs apart from the server so the clients' own work does not load its event loop.
 */
import WebSocket from 'ws';

export interface ClientJob {
  urls: string[];
  speech: number[];
  turns: number;
  /** The sessions start evenly spread over this many seconds. */
  staggerSeconds: number;
}
export interface ClientReport {
  completedTurns: number;
  failedSessions: number;
  errors: string[];
}

const FRAME_SAMPLES = 320;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runSession(url: string, speech: Int16Array, turns: number): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastAudioAt = 0;
  let audioSince = Infinity;
  let greeted = false;
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      lastAudioAt = performance.now();
      if (audioSince === Infinity) audioSince = lastAudioAt;
      return;
    }
    const message = JSON.parse(data.toString()) as { type: string; role?: string; transcriptType?: string };
    if (message.type === 'transcript' && message.role === 'assistant' && message.transcriptType === 'final') {
      greeted = true;
    }
  });
  socket.send(
    JSON.stringify({
      type: 'client-hello',
      capabilities: { speechRecognition: false, speechSynthesis: false },
    }),
  );
  const started = performance.now();
  while (!greeted) {
    if (performance.now() - started > 30_000) throw new Error('no greeting within 30 s');
    await sleep(50);
  }
  const silence = Buffer.alloc(FRAME_SAMPLES * 2);
  let completed = 0;
  for (let turn = 0; turn < turns; turn += 1) {
    while (performance.now() - lastAudioAt < 400) await sleep(50);
    // Real-time pace against a clock, so a late timer does not slow the speech down.
    const begin = performance.now();
    for (let offset = 0, frame = 0; offset < speech.length; offset += FRAME_SAMPLES, frame += 1) {
      const wait = begin + frame * 20 - performance.now();
      if (wait > 0) await sleep(wait);
      const chunk = speech.subarray(offset, offset + FRAME_SAMPLES);
      socket.send(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    audioSince = Infinity;
    const speechEnd = performance.now();
    while (audioSince === Infinity) {
      if (performance.now() - speechEnd > 20_000) throw new Error(`turn ${turn + 1}: no reply within 20 s`);
      socket.send(silence);
      await sleep(20);
    }
    completed += 1;
  }
  socket.close();
  return completed;
}

process.on('message', async (job: ClientJob) => {
  const speech = Int16Array.from(job.speech);
  const errors: string[] = [];
  // Stagger the starts: real candidates do not join in the same millisecond.
  const results = await Promise.allSettled(
    job.urls.map(async (url, index) => {
      await sleep((index * job.staggerSeconds * 1000) / job.urls.length);
      return runSession(url, speech, job.turns);
    }),
  );
  let completedTurns = 0;
  let failedSessions = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') completedTurns += result.value;
    else {
      failedSessions += 1;
      if (errors.length < 5) errors.push(String(result.reason));
    }
  }
  process.send!({ completedTurns, failedSessions, errors } satisfies ClientReport);
});
