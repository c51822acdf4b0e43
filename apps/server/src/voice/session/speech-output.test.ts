import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@intervia/shared';
import type { InterviewerReply, Pcm16, TextToSpeech } from '../voice-contracts';
import { defaultTimer } from '../with-deadline';
import { SpeechOutput, TTS_CHUNK_TIMEOUT_MS } from './speech-output';
import { hangingTts } from './hanging-tts.testing';

/** A reply whose sentences arrive one by one, `gapMs` apart (an interviewer streaming its words). */
function streamedReply(sentences: string[], gapMs = 0): InterviewerReply {
  return {
    sentences: (async function* () {
      for (const sentence of sentences) {
        if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
        yield sentence;
      }
    })(),
    outcome: Promise.resolve({ text: sentences.join(' '), endCall: false, questionIndex: null }),
  };
}

const wordTts = (delayMs = 0): TextToSpeech => ({
  id: 'word-tts',
  voice: 'v',
  async *synthesize(text, { signal }) {
    for (const _word of text.split(' ')) {
      if (signal.aborted) return;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      yield new Int16Array(320).fill(1);
    }
  },
});

function setup(tts: TextToSpeech | null) {
  const sent: ServerMessage[] = [];
  const audio: Pcm16[] = [];
  let nowMs = 0;
  const output = new SpeechOutput({
    tts,
    setTimer: defaultTimer,
    now: () => nowMs,
    callMs: () => Date.now(),
    send: (message) => sent.push(message),
    sendAudio: (pcm) => audio.push(pcm),
  });
  return { output, sent, audio, later: (ms: number) => (nowMs += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SpeechOutput', () => {
  it('speaks each sentence as it arrives, before the reply is complete', async () => {
    const { output, sent, audio } = setup(wordTts());
    const said = output.say(streamedReply(['Hello there.', 'How are you?'], 1000), 'turn-1');
    await vi.advanceTimersByTimeAsync(1001);
    expect(audio).toHaveLength(2);
    expect(sent.filter((m) => m.type === 'transcript').map((m) => m.transcript)).toEqual(['Hello there.']);
    await vi.advanceTimersByTimeAsync(1000);
    const spoken = await said;
    expect(audio).toHaveLength(5);
    expect(spoken.turnId).toBe('turn-1');
    expect(spoken.timings.firstAudioMs).not.toBeNull();
    expect(sent.filter((m) => m.type === 'assistant-audio').map((m) => m.event)).toEqual(['start', 'end']);
  });

  it('lets the browser speak without a server voice', async () => {
    const { output, sent, audio } = setup(null);
    await output.say(streamedReply(['One.', 'Two.']), 'turn-1');
    expect(audio).toHaveLength(0);
    expect(sent.filter((m) => m.type === 'assistant-speak').map((m) => m.text)).toEqual(['One.', 'Two.']);
    expect(sent.some((m) => m.type === 'assistant-audio')).toBe(false);
  });

  it('stops sending audio at once on barge-in and tells the client which turn to stop', async () => {
    const { output, sent, audio } = setup(wordTts(40));
    const said = output.say(streamedReply(['one two three four five six seven eight nine ten.']), 'turn-1');
    await vi.advanceTimersByTimeAsync(130);
    const before = audio.length;
    output.interrupt();
    expect(sent.at(-1)).toEqual({ type: 'interrupt', turnId: 'turn-1' });
    await vi.advanceTimersByTimeAsync(1000);
    await said;
    expect(audio.length).toBeLessThanOrEqual(before + 1);
    output.interrupt();
    expect(sent.filter((m) => m.type === 'interrupt')).toHaveLength(1);
  });

  it('hands a stalled sentence to the browser after the chunk deadline, and the rest of the reply too', async () => {
    const stalled = hangingTts('stalled');
    const { output, sent } = setup(stalled);
    const said = output.say(streamedReply(['First.', 'Second.']), 'turn-1');
    await vi.advanceTimersByTimeAsync(TTS_CHUNK_TIMEOUT_MS - 100);
    expect(sent.some((m) => m.type === 'assistant-speak')).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await said;
    expect(sent.filter((m) => m.type === 'assistant-speak').map((m) => m.text)).toEqual([
      'First.',
      'Second.',
    ]);
  });

  it('after a failure, the next reply goes to the browser without asking the provider', async () => {
    let asked = 0;
    const failing: TextToSpeech = {
      id: 'failing',
      voice: 'v',
      // eslint-disable-next-line require-yield
      async *synthesize() {
        asked += 1;
        throw new Error('HTTP 500');
      },
    };
    const { output, sent } = setup(failing);
    await output.say(streamedReply(['First.']), 'turn-1');
    await output.say(streamedReply(['Second.']), 'turn-2');
    expect(asked).toBe(1);
    expect(sent.filter((m) => m.type === 'assistant-speak').map((m) => m.text)).toEqual([
      'First.',
      'Second.',
    ]);
  });

  it('knows the voice is still playing after all its audio was sent, and which sentences a barge-in cut off', async () => {
    // Each sentence: one second of audio, sent at once.
    const secondTts: TextToSpeech = {
      id: 'second',
      voice: 'v',
      async *synthesize() {
        yield new Int16Array(16_000);
      },
    };
    const { output, sent } = setup(secondTts);
    await output.say(streamedReply(['First.', 'Second.', 'Third.']), 'turn-1');
    expect(output.playing).toBe(true);
    await vi.advanceTimersByTimeAsync(1_400);
    output.interrupt();
    expect(sent.at(-1)).toEqual({ type: 'interrupt', turnId: 'turn-1' });
    expect(output.playing).toBe(false);
    expect(output.unheardSentences('turn-1')).toEqual(['Second.', 'Third.']);
    expect(output.sentenceCount('turn-1')).toBe(3);
    expect(output.unheardSentences('another-turn')).toEqual([]);
  });

  it('a reply played to the end has nothing unheard, and a late barge-in sends nothing', async () => {
    const { output, sent } = setup(wordTts());
    await output.say(streamedReply(['One two.']), 'turn-1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(output.playing).toBe(false);
    output.interrupt();
    expect(sent.some((m) => m.type === 'interrupt')).toBe(false);
    expect(output.unheardSentences('turn-1')).toEqual([]);
  });
});
