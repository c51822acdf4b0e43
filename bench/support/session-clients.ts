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
  /** Answers whose recognition ran past its deadline (kept and recognised after the call: `stt-deferred`). */
  deferredAnswers: number;
  errors: string[];
  /** Connections that dropped (a node stopped or died) and were resumed with the resume token. */
  reconnects: number;
  /** For each resumed drop: the time from the drop to the resumed call-ready, milliseconds. */
  resumeMs: number[];
}

const FRAME_SAMPLES = 320;
/** A dropped call is retried this often, for this long (the browser's client waits longer between tries). */
const RECONNECT_RETRY_MS = 250;
const RECONNECT_GIVE_UP_MS = 20_000;
const HELLO = JSON.stringify({
  type: 'client-hello',
  capabilities: { speechRecognition: false, speechSynthesis: false },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let deferredAnswers = 0;

interface Tally {
  reconnects: number;
  resumeMs: number[];
}

/**
 * One candidate's call: its socket, reopened with the resume token when it drops (as the browser's voice client
 * does), the answer of a turn cut by a drop said again.
 */
class SessionLink {
  socket!: WebSocket;
  lastAudioAt = 0;
  audioSince = Infinity;
  greeted = false;
  dropped = false;
  private resumeToken: string | null = null;
  private ready = false;

  constructor(private readonly url: string) {}

  async open(target = this.url): Promise<void> {
    const socket = new WebSocket(target);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    this.socket = socket;
    this.dropped = false;
    this.ready = false;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.lastAudioAt = performance.now();
        if (this.audioSince === Infinity) this.audioSince = this.lastAudioAt;
        return;
      }
      const message = JSON.parse(data.toString()) as {
        type: string;
        role?: string;
        transcriptType?: string;
        resumeToken?: string;
        errorType?: string;
      };
      if (message.type === 'error' && message.errorType === 'stt-deferred') deferredAnswers += 1;
      if (message.type === 'call-ready') {
        this.resumeToken = message.resumeToken ?? null;
        this.ready = true;
      }
      if (
        message.type === 'transcript' &&
        message.role === 'assistant' &&
        message.transcriptType === 'final'
      ) {
        this.greeted = true;
      }
    });
    socket.on('close', () => {
      if (this.socket === socket) this.dropped = true;
    });
    socket.send(HELLO);
  }

  /** Resumes the call after a drop; gives the time from the drop to call-ready. */
  async resume(): Promise<number> {
    if (!this.resumeToken) throw new Error('dropped before call-ready');
    const droppedAt = performance.now();
    const target = new URL(this.url);
    target.searchParams.set('token', this.resumeToken);
    for (;;) {
      try {
        await this.open(target.toString());
        const opened = performance.now();
        while (!this.ready && !this.dropped) {
          if (performance.now() - opened > 10_000) throw new Error('no call-ready after reconnecting');
          await sleep(10);
        }
        if (this.ready) return performance.now() - droppedAt;
      } catch {
        // the load balancer has not yet moved the call: try again
      }
      if (performance.now() - droppedAt > RECONNECT_GIVE_UP_MS) throw new Error('could not resume the call');
      await sleep(RECONNECT_RETRY_MS);
    }
  }

  close() {
    this.socket.close();
  }
}

async function runSession(url: string, speech: Int16Array, turns: number, tally: Tally): Promise<number> {
  const link = new SessionLink(url);
  await link.open();
  const started = performance.now();
  while (!link.greeted) {
    if (performance.now() - started > 30_000) throw new Error('no greeting within 30 s');
    if (link.dropped) {
      tally.resumeMs.push(await link.resume());
      tally.reconnects += 1;
    }
    await sleep(50);
  }
  const silence = Buffer.alloc(FRAME_SAMPLES * 2);
  let completed = 0;
  for (let turn = 0; turn < turns;) {
    while (performance.now() - link.lastAudioAt < 400 && !link.dropped) await sleep(50);
    // Real-time pace against a clock, so a late timer does not slow the speech down.
    const begin = performance.now();
    for (
      let offset = 0, frame = 0;
      offset < speech.length && !link.dropped;
      offset += FRAME_SAMPLES, frame += 1
    ) {
      const wait = begin + frame * 20 - performance.now();
      if (wait > 0) await sleep(wait);
      const chunk = speech.subarray(offset, offset + FRAME_SAMPLES);
      link.socket.send(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    }
    link.audioSince = Infinity;
    const speechEnd = performance.now();
    while (link.audioSince === Infinity && !link.dropped) {
      if (performance.now() - speechEnd > 20_000) throw new Error(`turn ${turn + 1}: no reply within 20 s`);
      link.socket.send(silence);
      await sleep(20);
    }
    if (link.dropped) {
      // The node holding the call stopped: resume elsewhere and say this turn's answer again.
      tally.resumeMs.push(await link.resume());
      tally.reconnects += 1;
      link.lastAudioAt = performance.now();
      continue;
    }
    completed += 1;
    turn += 1;
  }
  link.close();
  return completed;
}

process.on('message', async (job: ClientJob) => {
  const speech = Int16Array.from(job.speech);
  const errors: string[] = [];
  deferredAnswers = 0;
  const tally: Tally = { reconnects: 0, resumeMs: [] };
  // Stagger the starts: real candidates do not join in the same millisecond.
  const results = await Promise.allSettled(
    job.urls.map(async (url, index) => {
      await sleep((index * job.staggerSeconds * 1000) / job.urls.length);
      return runSession(url, speech, job.turns, tally);
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
  process.send!({ completedTurns, failedSessions, deferredAnswers, errors, ...tally } satisfies ClientReport);
});
