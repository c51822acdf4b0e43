import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn, TextToSpeech } from '../voice-contracts';
import { defaultTimer } from '../with-deadline';
import { CallClock } from './call-clock';
import {
  Conversation,
  DEFERRED_ANSWER_FOR_INTERVIEWER,
  GREETING_RESUME_AFTER_MS,
  GREETING_RESUME_LEAD_IN,
  GREETING_RESUMES_MAX,
} from './conversation';
import type { HeardTurn } from './speech-input';
import { SpeechOutput } from './speech-output';
import { TurnRecorder } from './turn-recorder';

const reply = (text: string, endCall = false, questionIndex: number | null = 1): InterviewerReply => ({
  sentences: (async function* () {
    yield text;
  })(),
  outcome: Promise.resolve({ text, endCall, questionIndex }),
});

function setup(
  interviewer: Partial<Interviewer> = {},
  options: { tts?: TextToSpeech; candidateSpeaking?: () => boolean } = {},
) {
  const stored: StoredTurn[] = [];
  const sent: ServerMessage[] = [];
  const send = (message: ServerMessage) => sent.push(message);
  const clock = new CallClock({
    now: () => Date.now(),
    setTimer: defaultTimer,
    durationLimitSeconds: 600,
    elapsedSecondsBefore: 0,
    lastTurnEndMs: 0,
    onWarning: () => {},
    onLimit: () => {},
  });
  const recorder = new TurnRecorder(
    'call-1',
    { append: async (_callId, turn) => void stored.push(turn), list: async () => stored },
    [],
    send,
  );
  const output = new SpeechOutput({
    tts: options.tts ?? null,
    setTimer: defaultTimer,
    now: () => Date.now(),
    callMs: () => clock.callMs(),
    send,
    sendAudio: () => {},
  });
  let interviewerEnded = 0;
  const conversation = new Conversation({
    interviewer: {
      open: () => reply('Hello, tell me about yourself.', false, 0),
      respond: ({ candidateText }) => reply(`You said ${candidateText.length} characters.`),
      timeWarning: () => reply('One minute left.', false, null),
      close: () => reply('Time is up, thank you.', false, null),
      ...interviewer,
    },
    clock,
    recorder,
    output,
    send,
    setTimer: defaultTimer,
    ...(options.candidateSpeaking ? { candidateSpeaking: options.candidateSpeaking } : {}),
    onInterviewerEnded: () => (interviewerEnded += 1),
  });
  return { conversation, stored, sent, clock, recorder, interviewerEnded: () => interviewerEnded };
}

const heard = (text: string | null, vadEndMs = 500): HeardTurn => ({
  turnId: 'heard-turn',
  vadEndMs,
  speechEndMs: vadEndMs - 650,
  recognize: async () => (text === null ? null : { text, confidence: null }),
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Conversation', () => {
  it('stores an answer, then the reply, in order, one at a time', async () => {
    const { conversation, stored } = setup();
    conversation.greet(false);
    conversation.answered('I build data pipelines.', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    expect(stored.map((turn) => [turn.role, turn.source, turn.questionIndex])).toEqual([
      ['assistant', 'interviewer', 0],
      ['user', 'typed', null],
      ['assistant', 'interviewer', 1],
    ]);
  });

  it('replies to a heard turn with the recognition and reply times recorded', async () => {
    const { conversation, stored, sent } = setup();
    conversation.heard(heard('I led the migration.'));
    await vi.advanceTimersByTimeAsync(10);
    expect(stored.map((turn) => turn.role)).toEqual(['user', 'assistant']);
    // The stored turn keeps the id its live captions used, so the final caption replaces them.
    expect(stored[0]).toMatchObject({ id: 'heard-turn', source: 'voice', startedAtMs: 500 });
    expect(stored[1]?.timings).toMatchObject({
      speechEndMs: 500 - 650,
      vadEndMs: 500,
      sttFinalMs: expect.any(Number),
      replyChosenMs: expect.any(Number),
      firstTokenMs: expect.any(Number),
    });
    const timings = stored[1]!.timings!;
    expect(timings.replyChosenMs!).toBeGreaterThanOrEqual(timings.sttFinalMs!);
    expect(timings.firstTokenMs!).toBeGreaterThanOrEqual(timings.replyChosenMs!);
    expect(sent.filter((m) => m.type === 'agent-state').map((m) => m.state)).toEqual([
      'thinking',
      'speaking',
      'listening',
    ]);
  });

  it("stores a heard answer's recognition confidence and speech segments, starting where the speech started", async () => {
    const { conversation, stored } = setup();
    conversation.heard({
      turnId: 'measured-turn',
      vadEndMs: 9_000,
      speechEndMs: 9_000,
      speechSegments: [
        { startMs: 4_000, endMs: 6_000 },
        { startMs: 7_000, endMs: 8_000 },
      ],
      recognize: async () => ({ text: 'I led the migration.', confidence: 0.42 }),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stored[0]).toMatchObject({
      role: 'user',
      startedAtMs: 4_000,
      confidence: 0.42,
      speechSegments: [
        { startMs: 4_000, endMs: 6_000 },
        { startMs: 7_000, endMs: 8_000 },
      ],
    });
  });

  it("tells the interviewer how sure the recogniser was of the answer's words (typed answers: unknown)", async () => {
    const confidences: (number | null | undefined)[] = [];
    const { conversation } = setup({
      respond: (input) => {
        confidences.push(input.recognitionConfidence);
        return reply('Go on.');
      },
    });
    conversation.heard({
      ...heard('I led the migration.'),
      recognize: async () => ({ text: 'I led it.', confidence: 0.42 }),
    });
    await vi.advanceTimersByTimeAsync(10);
    conversation.answered('I typed this answer.', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    expect(confidences).toEqual([0.42, null]);
  });

  it('goes back to listening when nothing was recognised', async () => {
    const { conversation, stored, sent } = setup();
    conversation.heard(heard(null));
    await vi.advanceTimersByTimeAsync(10);
    expect(stored).toHaveLength(0);
    expect(sent.filter((m) => m.type === 'agent-state').at(-1)).toMatchObject({ state: 'listening' });
  });

  it('while ending, still stores an answer but says nothing more', async () => {
    const { conversation, stored } = setup();
    let recognise!: (text: string) => void;
    conversation.heard({
      turnId: 'last-turn',
      vadEndMs: 100,
      speechEndMs: 0,
      recognize: () => new Promise((resolve) => (recognise = (text) => resolve({ text, confidence: null }))),
    });
    await vi.advanceTimersByTimeAsync(0);
    const finished = conversation.finish();
    recognise('My last answer.');
    await finished;
    expect(stored.map((turn) => [turn.role, turn.text])).toEqual([['user', 'My last answer.']]);
  });

  it('tells the call when the interviewer decides to end it, after its closing words are stored', async () => {
    const { conversation, stored, interviewerEnded } = setup({
      respond: () => reply('Thank you, that is the end of our interview.', true),
    });
    conversation.answered('No questions.', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    expect(stored.at(-1)?.text).toMatch(/end of our interview/);
    expect(interviewerEnded()).toBe(1);
  });

  it('closing for the limit says the closing words and takes no later answer', async () => {
    const { conversation, stored } = setup();
    await conversation.closeForLimit('time-up');
    conversation.answered('One more thing.', 'typed');
    await conversation.finish();
    expect(stored.map((turn) => turn.text)).toEqual(['Time is up, thank you.']);
  });

  it('interrupts only a speaking interviewer on barge-in', async () => {
    const { conversation, sent } = setup();
    conversation.bargeIn();
    expect(sent.some((m) => m.type === 'interrupt')).toBe(false);
  });

  it('stores a heard answer with its confidence', async () => {
    const { conversation, stored } = setup();
    conversation.heard({
      turnId: 'sure',
      vadEndMs: 100,
      speechEndMs: 100,
      recognize: async () => ({ text: 'I led the migration.', confidence: 0.58 }),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stored[0]).toMatchObject({ id: 'sure', role: 'user', source: 'voice', confidence: 0.58 });
  });

  it('keeps an answer recognised late with its audio, and tells the interviewer an answer was given', async () => {
    const told: string[] = [];
    const { conversation, stored } = setup({
      respond: ({ candidateText }) => {
        told.push(candidateText);
        return reply('Thank you. Next question?');
      },
    });
    const audio = Int16Array.from([5, 6, 7]);
    conversation.heard({
      turnId: 'late',
      vadEndMs: 100,
      speechEndMs: 100,
      recognize: async () => ({ deferredAudio: audio }),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(stored[0]).toMatchObject({ id: 'late', role: 'user', text: '', transcription: 'pending', audio });
    expect(told).toEqual([DEFERRED_ANSWER_FOR_INTERVIEWER]);
    expect(stored[1]).toMatchObject({ role: 'assistant', text: 'Thank you. Next question?' });
  });
});

/** A voice that gives each sentence one second of audio at once (audio is sent faster than it plays). */
const secondPerSentenceTts: TextToSpeech = {
  id: 'second-tts',
  voice: 'v',
  async *synthesize() {
    yield new Int16Array(16_000);
  },
};

const twoLineGreeting = (): InterviewerReply => ({
  sentences: (async function* () {
    yield 'Hello, I am Alex.';
    yield 'Tell me about yourself.';
  })(),
  outcome: Promise.resolve({
    text: 'Hello, I am Alex. Tell me about yourself.',
    endCall: false,
    questionIndex: 0,
  }),
});

describe('Conversation: a greeting cut off early is finished', () => {
  function greeted(options: { candidateSpeaking?: () => boolean } = {}) {
    let responses = 0;
    const parts = setup(
      {
        open: twoLineGreeting,
        respond: () => {
          responses += 1;
          return reply('Next question.');
        },
      },
      { tts: secondPerSentenceTts, ...options },
    );
    return { ...parts, responses: () => responses };
  }

  it('a sound without words at the start: the whole greeting is said again, and no reply is made to it', async () => {
    const { conversation, stored, sent, responses } = greeted();
    conversation.greet(false);
    await vi.advanceTimersByTimeAsync(300);
    conversation.bargeIn();
    // The voice stops within the barge-in budget even though all of its audio had been sent already.
    expect(sent.filter((m) => m.type === 'interrupt')).toHaveLength(1);
    conversation.heard(heard(null));
    await vi.advanceTimersByTimeAsync(10);
    expect(stored.map((turn) => [turn.role, turn.text, turn.questionIndex])).toEqual([
      ['assistant', 'Hello, I am Alex. Tell me about yourself.', 0],
      ['assistant', 'Hello, I am Alex. Tell me about yourself.', 0],
    ]);
    expect(responses()).toBe(0);
  });

  it('words during the question: the answer is kept and the rest of the greeting follows a short lead-in', async () => {
    const { conversation, stored, responses } = greeted();
    conversation.greet(false);
    // The first sentence (1 s of audio) has been heard; the question was playing.
    await vi.advanceTimersByTimeAsync(1_500);
    conversation.bargeIn();
    conversation.answered('Hello?', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    expect(stored.map((turn) => [turn.role, turn.text])).toEqual([
      ['assistant', 'Hello, I am Alex. Tell me about yourself.'],
      ['user', 'Hello?'],
      ['assistant', `${GREETING_RESUME_LEAD_IN} Tell me about yourself.`],
    ]);
    expect(responses()).toBe(0);
    // The next answer is an answer to the question: the interviewer replies as usual.
    await vi.advanceTimersByTimeAsync(3_000);
    conversation.answered('I build data pipelines.', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    expect(responses()).toBe(1);
    expect(stored.at(-1)?.text).toBe('Next question.');
  });

  it('a sound too short to become a turn: the greeting is finished after a quiet moment, not while the candidate speaks', async () => {
    let speaking = true;
    const { conversation, stored } = greeted({ candidateSpeaking: () => speaking });
    conversation.greet(false);
    await vi.advanceTimersByTimeAsync(300);
    conversation.bargeIn();
    await vi.advanceTimersByTimeAsync(GREETING_RESUME_AFTER_MS * 2);
    expect(stored).toHaveLength(1);
    speaking = false;
    await vi.advanceTimersByTimeAsync(GREETING_RESUME_AFTER_MS + 10);
    expect(stored.map((turn) => turn.text)).toEqual([
      'Hello, I am Alex. Tell me about yourself.',
      'Hello, I am Alex. Tell me about yourself.',
    ]);
  });

  it('a greeting heard to the end is not repeated', async () => {
    const { conversation, stored, sent, responses } = greeted();
    conversation.greet(false);
    await vi.advanceTimersByTimeAsync(2_500);
    conversation.bargeIn();
    expect(sent.some((m) => m.type === 'interrupt')).toBe(false);
    conversation.heard(heard(null));
    await vi.advanceTimersByTimeAsync(GREETING_RESUME_AFTER_MS + 10);
    expect(stored).toHaveLength(1);
    expect(responses()).toBe(0);
  });

  it(`is finished at most ${GREETING_RESUMES_MAX} times when it keeps being cut off`, async () => {
    const { conversation, stored } = greeted();
    conversation.greet(false);
    for (let cut = 0; cut <= GREETING_RESUMES_MAX; cut += 1) {
      await vi.advanceTimersByTimeAsync(100);
      conversation.bargeIn();
      conversation.heard(heard(null));
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(GREETING_RESUME_AFTER_MS * 3);
    expect(stored).toHaveLength(1 + GREETING_RESUMES_MAX);
  });
});

describe('Conversation: the transcript after a barge-in', () => {
  /** A reply whose first sentence takes `thinkMs` to come (a model preparing it). */
  const slowReply = (text: string, thinkMs: number): InterviewerReply => ({
    sentences: (async function* () {
      await new Promise((resolve) => setTimeout(resolve, thinkMs));
      yield text;
    })(),
    outcome: Promise.resolve({ text, endCall: false, questionIndex: 1 }),
  });

  it('puts an answer begun as the interviewer began before the reply it cut off, each at its own start', async () => {
    let replies = 0;
    const { conversation, stored, sent, clock, recorder } = setup({
      respond: () =>
        replies++ === 0 ? slowReply('Next, tell me about a hard bug.', 2_000) : reply('Thanks.'),
    });
    await vi.advanceTimersByTimeAsync(5_000);
    conversation.heard({
      turnId: 'first-answer',
      vadEndMs: 4_500,
      speechEndMs: 3_850,
      speechSegments: [{ startMs: 3_000, endMs: 3_800 }],
      recognize: async () => ({ text: 'I build data pipelines.', confidence: 0.9 }),
    });
    await vi.advanceTimersByTimeAsync(0);
    // The interviewer has begun its reply; the candidate had started speaking 50 ms before, and the detector is
    // sure of it 100 ms later: a barge-in.
    const replyStartMs = clock.callMs();
    await vi.advanceTimersByTimeAsync(100);
    conversation.bargeIn();
    expect(sent.some((message) => message.type === 'interrupt')).toBe(true);
    conversation.heard({
      turnId: 'barge-in',
      vadEndMs: replyStartMs + 2_700,
      speechEndMs: replyStartMs + 2_000,
      speechSegments: [{ startMs: replyStartMs - 50, endMs: replyStartMs + 2_000 }],
      recognize: async () => ({ text: 'Sorry, one more thing about the pipelines.', confidence: 0.9 }),
    });
    await vi.advanceTimersByTimeAsync(3_000);

    // Stored as they finished: the interrupted reply before the answer that cut it off (the interviewer replied to
    // that answer next).
    expect(stored.map((turn) => turn.id)).toEqual([
      'first-answer',
      expect.any(String),
      'barge-in',
      expect.any(String),
    ]);
    const interrupted = stored[1]!;
    expect(interrupted).toMatchObject({ role: 'assistant', startedAtMs: replyStartMs });
    // The transcript reads by when each turn started; the interrupted reply keeps its start, the answer is timed
    // where the candidate began speaking.
    const transcript = recorder.transcript();
    expect(transcript.map((message) => message.turnId)).toEqual([
      'first-answer',
      'barge-in',
      interrupted.id,
      stored[3]!.id,
    ]);
    expect(transcript.map((message) => message.atMs)).toEqual([
      3_000,
      replyStartMs - 50,
      replyStartMs,
      stored[3]!.startedAtMs,
    ]);
    const times = transcript.map((message) => message.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('times a typed answer when it arrives, not when the reply it came during is over', async () => {
    const { conversation, stored, clock } = setup({ respond: () => slowReply('Tell me more.', 2_000) });
    conversation.answered('First answer.', 'typed');
    await vi.advanceTimersByTimeAsync(10);
    await vi.advanceTimersByTimeAsync(500);
    const typedAtMs = clock.callMs();
    conversation.answered('And one more thing.', 'typed');
    await vi.advanceTimersByTimeAsync(5_000);
    const typed = stored.find((turn) => turn.text === 'And one more thing.');
    expect(typed).toMatchObject({ startedAtMs: typedAtMs, endedAtMs: typedAtMs });
  });
});
