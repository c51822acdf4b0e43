import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn } from '../voice-contracts';
import { defaultTimer } from '../with-deadline';
import { CallClock } from './call-clock';
import { Conversation } from './conversation';
import type { HeardTurn } from './speech-input';
import { SpeechOutput } from './speech-output';
import { TurnRecorder } from './turn-recorder';

const reply = (text: string, endCall = false, questionIndex: number | null = 1): InterviewerReply => ({
  sentences: (async function* () {
    yield text;
  })(),
  outcome: Promise.resolve({ text, endCall, questionIndex }),
});

function setup(interviewer: Partial<Interviewer> = {}) {
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
    tts: null,
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
    onInterviewerEnded: () => (interviewerEnded += 1),
  });
  return { conversation, stored, sent, interviewerEnded: () => interviewerEnded };
}

const heard = (text: string | null, vadEndMs = 500): HeardTurn => ({
  turnId: 'heard-turn',
  vadEndMs,
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
    expect(stored[1]?.timings).toMatchObject({ vadEndMs: 500, sttFinalMs: expect.any(Number) });
    expect(sent.filter((m) => m.type === 'agent-state').map((m) => m.state)).toEqual([
      'thinking',
      'speaking',
      'listening',
    ]);
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
});
