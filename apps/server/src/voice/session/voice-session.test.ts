import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterviewPlan, ServerMessage } from '@intervia/shared';
import { BuiltInInterviewer } from '../interviewer/built-in-interviewer';
import type { Pcm16, StoredTurn, TextToSpeech, VoiceProviders } from '../voice-contracts';
import { PROVIDER_RETRY_AFTER_MS } from '../provider-breaker';
import type { StreamingRecognizer } from '../recognition/recognition-stream';
import { VoiceSession, type SegmentEvent, type SpeechSegmenter } from './voice-session';
import { hangingTts } from './hanging-tts.testing';

const plan: InterviewPlan = {
  difficulty: 'easy',
  durationMinutes: 5,
  questions: [
    { text: 'Tell me about yourself.', kind: 'intro', skill: null, expectedPoints: [] },
    { text: 'How do you use SQL?', kind: 'technical', skill: 'SQL', expectedPoints: [] },
    { text: 'Any questions for me?', kind: 'closing', skill: null, expectedPoints: [] },
  ],
};
const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Analyst' };
const LONG_ANSWER =
  'I have worked as a data analyst for four years, building weekly revenue reports in SQL and Tableau for 30 managers.';

class FakeConnection {
  json: ServerMessage[] = [];
  audio: Pcm16[] = [];
  closed: { code: number; reason: string } | null = null;
  sendJson(message: ServerMessage) {
    this.json.push(message);
  }
  sendAudio(pcm: Pcm16) {
    this.audio.push(pcm);
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
  }
  of<T extends ServerMessage['type']>(type: T) {
    return this.json.filter(
      (message): message is Extract<ServerMessage, { type: T }> => message.type === type,
    );
  }
}

/** TTS that yields one 20 ms chunk per word, with a delay between chunks. */
function fakeTts(delayMs = 0): TextToSpeech {
  return {
    id: 'fake-tts',
    voice: 'fixed',
    async *synthesize(text, { signal }) {
      for (const _word of text.split(' ')) {
        if (signal.aborted) return;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        yield new Int16Array(320).fill(1000);
      }
    },
  };
}

class ScriptedSegmenter implements SpeechSegmenter {
  pending: SegmentEvent[] = [];
  /** What a flush gives (a turn still open when the call ends). */
  open: SegmentEvent[] = [];
  async push(_frame: Pcm16, atMs: number) {
    const events = this.pending.map((event) => ('atMs' in event ? { ...event, atMs } : event));
    this.pending = [];
    return events;
  }
  async flush() {
    const events = this.open;
    this.open = [];
    return events;
  }
  reset() {}
}

function setup(
  options: {
    providers?: Partial<VoiceProviders>;
    durationLimitSeconds?: number;
    previousTurns?: StoredTurn[];
    segmenter?: SpeechSegmenter;
    onEnding?: () => Promise<void>;
    stillHeldHere?: () => Promise<boolean>;
    onMoved?: () => void;
    log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  } = {},
) {
  const stored: StoredTurn[] = [];
  /** While above 0, the database refuses writes (an outage), one fewer each time. */
  let failingWrites = 0;
  const providers: VoiceProviders = {
    stt: null,
    tts: fakeTts(),
    vad: null,
    close: async () => {},
    ...options.providers,
  };
  const session = new VoiceSession(
    {
      callId: 'call-1',
      interviewId: 'interview-1',
      userId: 'user-1',
      durationLimitSeconds: options.durationLimitSeconds ?? 300,
      limitReason: 'duration',
      elapsedSecondsBefore: 0,
      previousTurns: options.previousTurns ?? [],
    },
    {
      providers,
      interviewer: new BuiltInInterviewer(plan, persona, options.previousTurns ?? []),
      turns: {
        append: async (_callId, turn) => {
          if (failingWrites > 0) {
            failingWrites -= 1;
            throw new Error('connection refused');
          }
          stored.push(turn);
        },
        list: async () => {
          if (failingWrites > 0) throw new Error('connection refused');
          return stored;
        },
      },
      now: () => Date.now(),
      ...(options.onEnding ? { onEnding: options.onEnding } : {}),
    },
    {
      issueResumeToken: () => 'resume-token',
      ...(options.stillHeldHere ? { stillHeldHere: options.stillHeldHere } : {}),
      ...(options.onMoved ? { onMoved: options.onMoved } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.segmenter ? { createSegmenter: async () => options.segmenter! } : {}),
    },
  );
  const connection = new FakeConnection();
  session.attach(connection, { resumed: false });
  const databaseDown = (writes: number) => (failingWrites = writes);
  return { session, connection, stored, databaseDown };
}

const hello = {
  type: 'client-hello',
  capabilities: { speechRecognition: false, speechSynthesis: true },
} as const;

/** The candidate types `LONG_ANSWER`, and the session has 10 ms to take it and reply. */
async function typeAnswer(session: VoiceSession) {
  session.handleMessage({
    type: 'user-transcript',
    transcript: LONG_ANSWER,
    transcriptType: 'final',
    source: 'typed',
  });
  await vi.advanceTimersByTimeAsync(10);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VoiceSession', () => {
  it('answers the hello with call-ready and greets after the 300 ms start delay', async () => {
    const { session, connection, stored } = setup();
    session.handleMessage(hello);
    const ready = connection.of('call-ready')[0];
    expect(ready).toMatchObject({
      callId: 'call-1',
      resumed: false,
      resumeToken: 'resume-token',
      stt: { mode: 'typed-only' },
      tts: { mode: 'server', provider: 'fake-tts', voice: 'fixed' },
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(stored).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(stored[0]).toMatchObject({ role: 'assistant', questionIndex: 0 });
    expect(stored[0]?.text).toMatch(/^Hello Sam! I am Iris/);
    expect(connection.audio.length).toBeGreaterThan(0);
    expect(connection.of('assistant-audio').map((message) => message.event)).toEqual(['start', 'end']);
  });

  it('stores a typed answer, then asks the next question with stage timings', async () => {
    const { session, connection, stored } = setup();
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    await typeAnswer(session);
    expect(stored.map((turn) => [turn.role, turn.source, turn.questionIndex])).toEqual([
      ['assistant', 'interviewer', 0],
      ['user', 'typed', null],
      ['assistant', 'interviewer', 1],
    ]);
    expect(stored[2]?.timings).toMatchObject({ vadEndMs: null });
    expect(stored[2]?.timings?.firstAudioSentMs).not.toBeNull();
    const finals = connection.of('transcript').filter((message) => message.transcriptType === 'final');
    expect(finals.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('recognises server-side speech turns and records VAD and STT times', async () => {
    const segmenter = new ScriptedSegmenter();
    const transcribe = vi.fn(async () => LONG_ANSWER);
    const { session, stored } = setup({
      providers: { stt: { id: 'fake-stt', transcribe } },
      segmenter,
    });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    segmenter.pending = [{ type: 'end-of-turn', atMs: 0, audio: new Int16Array(16000), silenceMs: 0 }];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(10);
    expect(transcribe).toHaveBeenCalledOnce();
    expect(stored[1]).toMatchObject({ role: 'user', source: 'voice', text: LONG_ANSWER });
    expect(stored[2]?.timings?.vadEndMs).not.toBeNull();
    expect(stored[2]?.timings?.sttFinalMs).not.toBeNull();
  });

  it('stops the interviewer audio at once when the candidate starts speaking (barge-in)', async () => {
    const { session, connection } = setup({ providers: { tts: fakeTts(40) } });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(300 + 120);
    const before = connection.audio.length;
    expect(before).toBeGreaterThan(0);
    session.handleMessage({ type: 'vad', event: 'speech-start' });
    expect(connection.of('interrupt')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(connection.audio.length).toBeLessThanOrEqual(before + 1);
  });

  it('warns one minute before the limit and ends the call when time is up', async () => {
    const { session, connection } = setup({ durationLimitSeconds: 90 });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(connection.of('time-warning')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(connection.of('time-warning')[0]).toMatchObject({ reason: 'duration' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await session.ended).toMatchObject({ reason: 'exceeded-max-duration' });
    expect(connection.of('status-update').at(-1)).toMatchObject({
      status: 'ended',
      endedReason: 'exceeded-max-duration',
    });
  });

  it('ends with customer-ended-call when the candidate stops', async () => {
    const { session, connection } = setup();
    session.handleMessage(hello);
    session.handleMessage({ type: 'end-call' });
    expect(await session.ended).toMatchObject({ reason: 'customer-ended-call' });
    expect(connection.closed?.code).toBe(1000);
  });

  it('waits for a reconnect after a dropped connection and continues the same call', async () => {
    const { session, stored } = setup();
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    session.detach();
    await vi.advanceTimersByTimeAsync(30_000);
    const again = new FakeConnection();
    session.attach(again, { resumed: true });
    session.handleMessage(hello);
    expect(again.of('call-ready')[0]).toMatchObject({ resumed: true });
    expect(again.of('call-ready')[0]?.transcript).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(stored.at(-1)?.text).toMatch(/^Welcome back/);
  });

  it('ends with connection-lost when nobody reconnects within 60 s', async () => {
    const { session } = setup();
    session.handleMessage(hello);
    session.detach();
    await vi.advanceTimersByTimeAsync(60_001);
    expect(await session.ended).toMatchObject({ reason: 'connection-lost' });
  });

  it('does not end a call that moved to another node when its reconnect window here runs out', async () => {
    let ended = false;
    let moved = false;
    const { session, connection } = setup({
      stillHeldHere: async () => false,
      onMoved: () => (moved = true),
    });
    void session.ended.then(() => (ended = true));
    session.handleMessage(hello);
    session.detach();
    await vi.advanceTimersByTimeAsync(60_001);
    expect(moved).toBe(true);
    expect(ended).toBe(false);
    expect(session.isLive).toBe(false);
    expect(connection.closed).toBeNull();
  });

  it('still ends with connection-lost when the presence store cannot answer (one node behaves as before)', async () => {
    const { session } = setup({ stillHeldHere: async () => Promise.reject(new Error('store down')) });
    session.handleMessage(hello);
    session.detach();
    await vi.advanceTimersByTimeAsync(60_001);
    expect(await session.ended).toMatchObject({ reason: 'connection-lost' });
  });

  it('ends the call after the closing answer with assistant-ended-call', async () => {
    const { session, stored } = setup();
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    // Three planned questions; the interviewer may follow up on what an answer brought up, so answer until the
    // closing question has been answered (a bounded number of turns).
    let ended = false;
    void session.ended.then(() => (ended = true));
    for (let turn = 0; turn < 8 && !ended; turn += 1) {
      await typeAnswer(session);
    }
    expect(await session.ended).toMatchObject({ reason: 'assistant-ended-call' });
    expect(stored.at(-1)?.text).toMatch(/end of our interview/);
  });

  it('lets the browser speak when the voice provider hangs, within 3 s, and the call goes on', async () => {
    const { session, connection, stored } = setup({ providers: { tts: hangingTts('hanging') } });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(300 + 2_900);
    expect(connection.of('assistant-speak')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    // The first sentence waited 3 s; the rest of the greeting goes to the browser at once.
    expect(connection.of('assistant-speak').length).toBeGreaterThan(3);
    expect(stored[0]?.role).toBe('assistant');
  });

  it('after the voice provider failed, later replies go to the browser at once; it is tried again a minute later', async () => {
    let asked = 0;
    let healthy = false;
    const flakyTts: TextToSpeech = {
      id: 'flaky',
      voice: 'v',
      async *synthesize() {
        asked += 1;
        if (!healthy) throw new Error('HTTP 500');
        yield new Int16Array(320).fill(1000);
      },
    };
    const { session, connection } = setup({ providers: { tts: flakyTts } });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    expect(asked).toBe(1);
    const greetingSpeaks = connection.of('assistant-speak').length;
    expect(greetingSpeaks).toBeGreaterThan(1);

    await typeAnswer(session);
    expect(asked).toBe(1);
    expect(connection.of('assistant-speak').length).toBeGreaterThan(greetingSpeaks);
    expect(connection.audio).toHaveLength(0);

    healthy = true;
    await vi.advanceTimersByTimeAsync(PROVIDER_RETRY_AFTER_MS);
    await typeAnswer(session);
    expect(asked).toBeGreaterThan(1);
    expect(connection.audio.length).toBeGreaterThan(0);
  });

  it('keeps the answer of a hanging recogniser to recognise after the call, tells the candidate, and goes on', async () => {
    const segmenter = new ScriptedSegmenter();
    const transcribe = vi.fn(
      (_audio: Pcm16, { signal }: { signal: AbortSignal }) =>
        new Promise<string>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const { session, connection, stored } = setup({
      providers: { stt: { id: 'hanging-stt', transcribe } },
      segmenter,
    });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    const spoken = Int16Array.from({ length: 16000 }, (_, index) => index % 7);
    segmenter.pending = [{ type: 'end-of-turn', atMs: 0, audio: spoken, silenceMs: 0 }];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(3_100);
    expect(connection.of('error')[0]).toMatchObject({ errorType: 'stt-deferred', fatal: false });
    // The answer is stored with its audio, shown as being transcribed, and the interviewer moves on.
    const kept = stored.find((turn) => turn.role === 'user');
    expect(kept).toMatchObject({ text: '', transcription: 'pending' });
    expect(kept?.audio).toEqual(spoken);
    expect(connection.of('transcript').filter((m) => m.role === 'user')).toMatchObject([
      { transcriptType: 'final', transcript: '', transcription: 'pending' },
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stored.at(-1)?.role).toBe('assistant');
    await typeAnswer(session);
    expect(connection.of('transcript').filter((m) => m.role === 'user')).toHaveLength(2);
  });

  it('keeps an answer whose recognition is still running when the candidate presses Stop, before ending', async () => {
    const segmenter = new ScriptedSegmenter();
    let finishRecognition!: (text: string) => void;
    const transcribe = vi.fn(() => new Promise<string>((resolve) => (finishRecognition = resolve)));
    const order: string[] = [];
    const { session, connection, stored } = setup({
      providers: { stt: { id: 'slow-stt', transcribe } },
      segmenter,
      onEnding: async () => void order.push('end recorded'),
    });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    segmenter.pending = [{ type: 'end-of-turn', atMs: 0, audio: new Int16Array(16000), silenceMs: 0 }];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(10);
    session.handleMessage({ type: 'end-call' });
    void session.ended.then(() => order.push('ended'));
    await vi.advanceTimersByTimeAsync(10);
    expect(connection.of('status-update').at(-1)).toMatchObject({ status: 'ended' });
    expect(order).toEqual(['end recorded']);
    finishRecognition(LONG_ANSWER);
    expect(await session.ended).toMatchObject({ reason: 'customer-ended-call' });
    expect(order).toEqual(['end recorded', 'ended']);
    // The answer is stored; nobody replies to it.
    expect(stored.map((turn) => [turn.role, turn.text])).toEqual([
      ['assistant', expect.stringMatching(/^Hello Sam/)],
      ['user', LONG_ANSWER],
    ]);
  });

  it('ends a turn still open when the candidate presses Stop mid-sentence, and keeps it', async () => {
    const segmenter = new ScriptedSegmenter();
    const transcribe = vi.fn(async (audio: Pcm16) => `heard ${audio.length} samples`);
    const { session, stored } = setup({ providers: { stt: { id: 'stt', transcribe } }, segmenter });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    segmenter.pending = [
      { type: 'speech-start', atMs: 0 },
      { type: 'speech-audio', audio: new Int16Array(8000) },
    ];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(10);
    segmenter.open = [{ type: 'end-of-turn', atMs: 0, audio: new Int16Array(8000), silenceMs: 0 }];
    session.handleMessage({ type: 'end-call' });
    await session.ended;
    expect(stored.at(-1)).toMatchObject({ role: 'user', source: 'voice', text: 'heard 8000 samples' });
  });

  it('uses a streaming recogniser when one is configured and shows its partial transcripts as live captions', async () => {
    const segmenter = new ScriptedSegmenter();
    let written = 0;
    let partial: (text: string) => void = () => {};
    const recognizer: StreamingRecognizer = {
      id: 'streaming-fake',
      start: () => ({
        write: (audio) => void (written += audio.length),
        onPartial: (listener) => (partial = listener),
        finish: async () => ({ text: LONG_ANSWER, confidence: 0.8 }),
        cancel: () => {},
      }),
    };
    const { session, connection, stored } = setup({ providers: { recognizer }, segmenter });
    session.handleMessage(hello);
    expect(connection.of('call-ready')[0]?.stt).toEqual({ mode: 'server', provider: 'streaming-fake' });
    await vi.advanceTimersByTimeAsync(400);
    segmenter.pending = [
      { type: 'speech-start', atMs: 0 },
      { type: 'speech-audio', audio: new Int16Array(4000) },
    ];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(10);
    partial('I have worked');
    expect(connection.of('transcript').at(-1)).toMatchObject({
      role: 'user',
      transcriptType: 'partial',
      transcript: 'I have worked',
    });
    segmenter.pending = [{ type: 'end-of-turn', atMs: 0, audio: new Int16Array(6000), silenceMs: 0 }];
    session.handleAudio(new Int16Array(320));
    await vi.advanceTimersByTimeAsync(10);
    expect(written).toBe(6000);
    expect(stored[1]).toMatchObject({ role: 'user', source: 'voice', text: LONG_ANSWER });
    // The final caption has the partial captions' turn id, so it replaces them in the room.
    const captions = connection.of('transcript').filter((m) => m.role === 'user');
    expect(captions.map((m) => [m.transcriptType, m.turnId])).toEqual([
      ['partial', stored[1]?.id],
      ['final', stored[1]?.id],
    ]);
  });

  it('holds an answer during a database outage: the candidate sees it and is told once, the call goes on, and it is written in order when the database is back', async () => {
    const { session, connection, stored, databaseDown } = setup();
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    expect(stored).toHaveLength(1);
    databaseDown(2); // the answer's write and the retry 1 s later fail; the next, 2 s after that, succeeds
    await typeAnswer(session);
    // Nothing is written yet, but the answer is on screen, the candidate is told once, and the interviewer replies.
    expect(stored).toHaveLength(1);
    const finals = connection.of('transcript').filter((message) => message.transcriptType === 'final');
    expect(finals.map((message) => [message.role, message.transcript.slice(0, 20)])).toEqual([
      ['assistant', 'Hello Sam! I am Iris'],
      ['user', LONG_ANSWER.slice(0, 20)],
      ['assistant', expect.any(String)],
    ]);
    expect(connection.of('error')).toEqual([
      {
        type: 'error',
        errorType: 'answer-held',
        message:
          'We could not save your last answer yet; it is kept and will be saved as soon as the connection to our database is back.',
        fatal: false,
      },
    ]);
    expect(connection.of('agent-state').at(-1)).toMatchObject({ state: 'listening' });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 10);
    // Written once each, in the order said: the held answer first, then the reply that waited behind it.
    expect(stored.map((turn) => [turn.role, turn.questionIndex])).toEqual([
      ['assistant', 0],
      ['user', null],
      ['assistant', 1],
    ]);
    expect(stored[1]?.text).toBe(LONG_ANSWER);
    expect(connection.of('error')).toHaveLength(1);
    expect(connection.of('transcript').filter((m) => m.transcriptType === 'final')).toHaveLength(3);
  });

  it('the end of a call waits for held answers before `ended` resolves, so scoring sees them', async () => {
    const { session, stored, databaseDown } = setup();
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    databaseDown(4);
    await typeAnswer(session);
    session.handleMessage({ type: 'end-call' });
    let ended = false;
    void session.ended.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(ended).toBe(false);
    expect(stored.filter((turn) => turn.role === 'user')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ended).toBe(true);
    expect(stored.filter((turn) => turn.role === 'user').map((turn) => turn.text)).toEqual([LONG_ANSWER]);
  });

  it('gives up after 60 s when the database stays down, logs the turns it could not write, and ends', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const { session, stored, databaseDown } = setup({ log });
    session.handleMessage(hello);
    await vi.advanceTimersByTimeAsync(400);
    databaseDown(1_000_000);
    await typeAnswer(session);
    session.handleMessage({ type: 'end-call' });
    let ended = false;
    void session.ended.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(ended).toBe(true);
    expect(stored).toHaveLength(1);
    const [details, message] = log.error.mock.calls.at(-1)!;
    expect(message).toMatch(/could not be written/);
    expect((details as { turnIds: string[] }).turnIds).toHaveLength(2); // the answer and the reply behind it
  });
});
