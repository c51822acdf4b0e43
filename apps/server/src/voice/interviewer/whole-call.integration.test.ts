/**
 * A whole call through the live session with the built-in interviewer: typed thirty-second answers and a simulated
 * clock (fake timers). The interview fills its duration, asks at least eight questions in ten minutes, wraps up and
 * ends itself before the limit; a quota shorter than the interview is said in the greeting and kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeInterviewInput, planInterview, spokenDurationSeconds } from '@intervia/engine';
import type { ServerMessage } from '@intervia/shared';
import { THIRTY_SECOND_ANSWERS } from '../../../../../packages/engine/src/interviewer/fixtures/spoken-answers';
import { VoiceSession } from '../session/voice-session';
import type { StoredTurn, VoiceProviders } from '../voice-contracts';
import { BuiltInInterviewer } from './built-in-interviewer';

const POSTING = `Responsibilities:
- Build accessible interfaces in React and TypeScript
- Work with designers in Figma
- Mentor junior engineers

Requirements:
- 3+ years with React and TypeScript
- Testing with Jest and Playwright`;

const persona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'Frontend Engineer' };

function startCall(limitSeconds: number, limitReason: 'duration' | 'quota', minutes = 10) {
  const { parsedJD } = analyzeInterviewInput({ title: 'Frontend Engineer', jobDescription: POSTING });
  const plan = planInterview({
    parsedJD,
    resume: null,
    difficulty: 'medium',
    durationMinutes: minutes,
    preferences: '',
  });
  const stored: StoredTurn[] = [];
  const sent: ServerMessage[] = [];
  const providers: VoiceProviders = { stt: null, tts: null, vad: null, close: async () => {} };
  const session = new VoiceSession(
    {
      callId: 'call-1',
      interviewId: 'interview-1',
      userId: 'user-1',
      durationLimitSeconds: limitSeconds,
      limitReason,
      elapsedSecondsBefore: 0,
      previousTurns: [],
    },
    {
      providers,
      interviewer: new BuiltInInterviewer(plan, persona, [], limitReason),
      turns: { append: async (_callId, turn) => void stored.push(turn), list: async () => stored },
      now: () => Date.now(),
    },
    { issueResumeToken: () => 'resume-token' },
  );
  session.attach(
    { sendJson: (message) => void sent.push(message), sendAudio: () => {}, close: () => {} },
    { resumed: false },
  );
  session.handleMessage({
    type: 'client-hello',
    capabilities: { speechRecognition: false, speechSynthesis: true },
  });
  return { session, stored, plan };
}

/**
 * Lets the browser say each reply (the clock moves by its words at speaking pace), then answers after thirty
 * seconds of (simulated) typing, until the call ends.
 */
async function answerUntilEnded(session: VoiceSession, stored: StoredTurn[]) {
  let ended: { reason: string } | null = null;
  void session.ended.then((end) => (ended = end));
  const startedAt = Date.now();
  await vi.advanceTimersByTimeAsync(400);
  for (let turn = 0; turn < 60 && !ended; turn += 1) {
    const reply = stored.at(-1)?.text ?? '';
    await vi.advanceTimersByTimeAsync(Math.round(spokenDurationSeconds(reply) * 1000) + 30_000);
    if (ended) break;
    session.handleMessage({
      type: 'user-transcript',
      transcript: THIRTY_SECOND_ANSWERS[turn % THIRTY_SECOND_ANSWERS.length] ?? '',
      transcriptType: 'final',
      source: 'typed',
    });
    await vi.advanceTimersByTimeAsync(50);
  }
  return { ended: ended as { reason: string } | null, seconds: (Date.now() - startedAt) / 1000 };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a whole call with typed answers and a simulated clock', () => {
  it('fills a 10-minute interview: at least 8 minutes, at least 8 questions, ended by the interviewer', async () => {
    const { session, stored } = startCall(600, 'duration');
    const { ended, seconds } = await answerUntilEnded(session, stored);
    expect(ended?.reason).toBe('assistant-ended-call');
    expect(seconds).toBeGreaterThanOrEqual(8 * 60);
    expect(seconds).toBeLessThanOrEqual(600);
    const asked = new Set(
      stored.flatMap((turn) =>
        turn.role === 'assistant' && turn.questionIndex !== null ? [turn.questionIndex] : [],
      ),
    );
    expect(asked.size).toBeGreaterThanOrEqual(8);
    expect(stored.at(-1)?.text).toMatch(/end of our interview/);
  });

  it('keeps to a 5-minute quota on a 10-minute interview and says so at the start', async () => {
    const { session, stored } = startCall(300, 'quota');
    const { ended, seconds } = await answerUntilEnded(session, stored);
    expect(stored[0]?.text).toMatch(/about 5 minutes of interview time left on your plan/);
    expect(ended?.reason).toBe('assistant-ended-call');
    expect(seconds).toBeLessThanOrEqual(300);
    // The closing question comes before the one-minute quota warning would.
    const closingAt = stored.findIndex((turn) => /any question you have|strong fit/.test(turn.text));
    expect(closingAt).toBeGreaterThan(0);
  });
});
