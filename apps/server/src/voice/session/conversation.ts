/**
 * The conversation of a call: whose turn it is and what happens next. Candidate answers (heard by the server,
 * typed, or recognised by the browser) are stored, then the interviewer replies; its reply streams sentence by
 * sentence to speech output and its decisions (which question, end the call) come with the reply's outcome. One
 * thing happens at a time, in order (the queue). When the call is ending, answers are still stored but nobody replies.
 */
import { randomUUID } from 'node:crypto';
import type { AgentState, ServerMessage, TurnTimings } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn } from '../voice-contracts';
import type { SetTimer } from '../with-deadline';
import type { CallClock } from './call-clock';
import type { HeardTurn } from './speech-input';
import type { SpeechOutput } from './speech-output';
import type { TurnRecorder } from './turn-recorder';

export interface ConversationParts {
  interviewer: Interviewer;
  clock: CallClock;
  recorder: TurnRecorder;
  output: SpeechOutput;
  send: (message: ServerMessage) => void;
  setTimer: SetTimer;
  /** Whether the candidate is in the middle of a turn (server recognition); absent: never known. */
  candidateSpeaking?: () => boolean;
  /** The interviewer decided the call is over (after its closing words are said and stored). */
  onInterviewerEnded: () => void;
  log?: { error(details: object, message: string): void };
}

/**
 * What the interviewer is told of an answer whose recognition ran late (its text comes after the call): an answer
 * was given, so the interview moves on instead of waiting for one (an empty text reads as "still thinking").
 */
export const DEFERRED_ANSWER_FOR_INTERVIEWER =
  'I have answered this question; my answer is still being transcribed.';

interface PendingTimings {
  speechEndMs: number | null;
  vadEndMs: number | null;
  sttFinalMs: number | null;
  replyChosenMs: number | null;
}

/** Said before the rest of a greeting that the candidate cut off (when some of it had been heard). */
export const GREETING_RESUME_LEAD_IN = 'Sorry, let me finish.';
/** A greeting cut off again and again is finished at most this many times; then the conversation just goes on. */
export const GREETING_RESUMES_MAX = 2;
/**
 * A greeting cut off by a sound that never became a turn (too short for the server's recogniser, or a browser
 * barge-in) is finished after this much quiet.
 */
export const GREETING_RESUME_AFTER_MS = 1_500;

export class Conversation {
  private state: AgentState = 'listening';
  private queue: Promise<void> = Promise.resolve();
  /** 'replying': the normal call; 'storing': ending, answers are kept unanswered; 'stopped': nothing more. */
  private mode: 'replying' | 'storing' | 'stopped' = 'replying';
  /** The limit was reached: the closing words are being said; later answers are not taken. */
  private closingForLimit = false;
  /**
   * The greeting (or "welcome back") was cut off before the candidate heard all of it — often by an early sound:
   * the sentences still to say (the first question among them) and its outcome. The next candidate turn, or a
   * sound that held no words, gets them said instead of a reply.
   */
  private unfinishedGreeting: {
    sentences: string[];
    questionIndex: number | null;
    /** Some of it was heard: the rest comes after a short lead-in. */
    partHeard: boolean;
    resumes: number;
  } | null = null;
  /** The greeting said last (its outcome known once said), to tell whether a barge-in cut it off. */
  private greeting: { turnId: string; questionIndex: number | null | undefined; resumes: number } | null =
    null;
  private greetingResumeTimer: { cancel(): void } | null = null;

  constructor(private readonly parts: ConversationParts) {}

  get agentState(): AgentState {
    return this.state;
  }

  /** Greeting and first question; on a resumed call, "welcome back" and the pending question. */
  greet(resumed: boolean): void {
    const { clock, interviewer } = this.parts;
    this.enqueue(() =>
      this.speak(
        interviewer.open({
          resumed,
          elapsedSeconds: clock.voiceMs() / 1000,
          remainingSeconds: clock.remainingSeconds(),
        }),
        null,
        { greeting: true, resumes: 0 },
      ),
    );
  }

  /**
   * A final transcript the browser sent (typed, or its own recogniser): it is timed when it arrives, not when its
   * turn in the queue comes (after the reply being said).
   */
  answered(text: string, source: StoredTurn['source']): void {
    const receivedAtMs = this.parts.clock.callMs();
    const timings = {
      speechEndMs: null,
      vadEndMs: null,
      sttFinalMs: receivedAtMs,
      replyChosenMs: null,
    };
    this.enqueue(() => this.answer(text, source, timings, { receivedAtMs }));
  }

  /** A turn the server heard: recognised in the queue (after the reply being said), then answered. */
  heard(turn: HeardTurn): void {
    this.enqueue(async () => {
      this.setState('thinking');
      const heard = await turn.recognize();
      // A sound without words (a cough, a knock) that cut the greeting off: the greeting is finished now.
      if (!heard) return this.unfinishedGreeting ? this.finishGreeting(null) : this.setState('listening');
      const timings = {
        speechEndMs: turn.speechEndMs,
        vadEndMs: turn.vadEndMs,
        sttFinalMs: this.parts.clock.callMs(),
        replyChosenMs: null,
      };
      if ('deferredAudio' in heard) {
        // The answer is kept (its audio is recognised after the call); the interviewer goes on without its text.
        await this.answer('', 'voice', timings, {
          id: turn.turnId,
          deferredAudio: heard.deferredAudio,
          speechSegments: turn.speechSegments,
        });
        return;
      }
      await this.answer(heard.text, heard.source ?? 'voice', timings, {
        id: turn.turnId,
        confidence: heard.confidence,
        speechSegments: turn.speechSegments,
      });
    });
  }

  /**
   * The candidate started speaking: the interviewer stops — also when the server has sent all of the reply and the
   * candidate's player is still playing it. A greeting cut off this way is remembered, to be finished.
   */
  bargeIn(): void {
    if (this.state !== 'speaking' && !this.parts.output.playing) return;
    this.parts.output.interrupt();
    this.noteCutGreeting();
    if (this.unfinishedGreeting) this.scheduleGreetingResume();
  }

  /** The candidate is gone (the connection dropped): whatever is being said stops. */
  interrupt(): void {
    this.parts.output.interrupt();
  }

  /** One minute left: a short notice, after whatever is being said. */
  warn(remainingSeconds: number, reason: 'duration' | 'quota'): void {
    this.enqueue(() => this.speak(this.parts.interviewer.timeWarning({ remainingSeconds, reason }), null));
  }

  /** Time or minutes are up: the interviewer stops, says its closing words at once, and takes no more answers. */
  async closeForLimit(reason: 'time-up' | 'quota'): Promise<void> {
    this.parts.output.interrupt();
    this.closingForLimit = true;
    await this.speak(this.parts.interviewer.close(reason), null);
  }

  /** The call is ending: nothing more is said; answers still arriving are stored. Resolves once all work is done. */
  async finish(): Promise<void> {
    if (this.mode === 'replying') this.mode = 'storing';
    this.parts.output.interrupt();
    await this.queue;
  }

  /** Nothing more happens (the call is over or the server is stopping). */
  stop(): void {
    this.mode = 'stopped';
    this.greetingResumeTimer?.cancel();
    this.parts.output.interrupt();
  }

  private setState(state: AgentState): void {
    if (this.state === state) return;
    this.state = state;
    this.parts.send({ type: 'agent-state', state });
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue
      .then(task)
      .catch((error: unknown) => this.parts.log?.error({ err: error }, 'voice session task failed'));
  }

  /** Stores the candidate's turn, then lets the interviewer respond (not when the call is ending). */
  private async answer(
    text: string,
    source: StoredTurn['source'],
    timings: PendingTimings,
    {
      receivedAtMs,
      ...heard
    }: {
      id?: string;
      confidence?: number | null;
      deferredAudio?: StoredTurn['audio'];
      speechSegments?: StoredTurn['speechSegments'];
      /** A browser's answer: when it arrived. */
      receivedAtMs?: number;
    } = {},
  ): Promise<void> {
    if (this.mode === 'stopped' || this.closingForLimit) return;
    const { clock, recorder, interviewer } = this.parts;
    const endedAtMs = receivedAtMs ?? clock.callMs();
    // A heard answer starts where the candidate started speaking (its first speech segment), so the transcript's
    // timestamp and the pause before it are the speech's, not the end of the turn's. Begun as the interviewer began
    // (a barge-in), it starts before the reply it cut off, and the transcript puts it first (TurnRecorder).
    const firstSpeechMs = heard.speechSegments?.[0]?.startMs;
    const startedAtMs = firstSpeechMs ?? timings.vadEndMs ?? endedAtMs;
    const answer = { text, source, startedAtMs, endedAtMs, ...heard };
    await recorder.recordAnswer(answer, clock.voiceSeconds());
    if (this.mode !== 'replying') return;
    // The candidate spoke before hearing the whole greeting (its question among it): the greeting is finished first.
    if (this.unfinishedGreeting) return this.finishGreeting(timings);
    this.setState('thinking');
    const reply = interviewer.respond({
      candidateText: heard.deferredAudio ? DEFERRED_ANSWER_FOR_INTERVIEWER : text,
      elapsedSeconds: clock.voiceMs() / 1000,
      remainingSeconds: clock.remainingSeconds(),
      recognitionConfidence: heard.confidence ?? null,
    });
    await this.speak(reply, { ...timings, replyChosenMs: clock.callMs() });
  }

  /** If the latest greeting was cut off before the candidate heard all of it, remembers what is left to say. */
  private noteCutGreeting(): void {
    const greeting = this.greeting;
    if (!greeting || greeting.questionIndex === undefined) return;
    const unheard = this.parts.output.unheardSentences(greeting.turnId);
    if (unheard.length === 0) return;
    this.greeting = null;
    if (greeting.resumes >= GREETING_RESUMES_MAX) return;
    this.unfinishedGreeting = {
      sentences: unheard,
      questionIndex: greeting.questionIndex,
      partHeard: unheard.length < this.parts.output.sentenceCount(greeting.turnId),
      resumes: greeting.resumes,
    };
  }

  /**
   * After a barge-in on the greeting, if no answer comes (the sound was too short to be a turn) and the candidate is
   * quiet, the greeting is finished anyway; each new barge-in starts the wait again.
   */
  private scheduleGreetingResume(): void {
    this.greetingResumeTimer?.cancel();
    this.greetingResumeTimer = this.parts.setTimer(() => {
      this.greetingResumeTimer = null;
      if (!this.unfinishedGreeting || this.mode !== 'replying') return;
      if (this.parts.candidateSpeaking?.() || this.state !== 'listening') {
        // A turn is under way: its end (words or not) finishes the greeting; until then, look again later.
        if (this.state === 'listening') this.scheduleGreetingResume();
        return;
      }
      this.enqueue(() => this.finishGreeting(null));
    }, GREETING_RESUME_AFTER_MS);
  }

  /** Says what the candidate did not hear of the greeting (with a short lead-in when part of it was heard). */
  private async finishGreeting(pending: PendingTimings | null): Promise<void> {
    const greeting = this.unfinishedGreeting;
    if (!greeting || this.mode !== 'replying') return;
    this.unfinishedGreeting = null;
    this.greetingResumeTimer?.cancel();
    this.greetingResumeTimer = null;
    const said = greeting.partHeard ? [GREETING_RESUME_LEAD_IN, ...greeting.sentences] : greeting.sentences;
    const reply: InterviewerReply = {
      sentences: (async function* () {
        yield* said;
      })(),
      outcome: Promise.resolve({
        text: said.join(' '),
        endCall: false,
        questionIndex: greeting.questionIndex,
      }),
    };
    await this.speak(reply, pending && { ...pending, replyChosenMs: this.parts.clock.callMs() }, {
      greeting: true,
      resumes: greeting.resumes + 1,
    });
  }

  /**
   * Says a reply and stores the interviewer's turn; the interviewer may decide to end the call with it. A greeting
   * the candidate cut off is remembered, to be finished when they have spoken.
   */
  private async speak(
    reply: InterviewerReply,
    pending: PendingTimings | null,
    greeting: { greeting: true; resumes: number } | null = null,
  ): Promise<void> {
    if (this.mode !== 'replying') return;
    const { clock, recorder, output } = this.parts;
    this.setState('speaking');
    const turnId = randomUUID();
    this.greeting = greeting ? { turnId, questionIndex: undefined, resumes: greeting.resumes } : null;
    const spoken = await output.say(reply, turnId);
    const outcome = await reply.outcome;
    if (this.greeting?.turnId === turnId) {
      this.greeting.questionIndex = outcome.questionIndex;
      // Cut off while it was being said.
      this.noteCutGreeting();
    }
    const timings: TurnTimings = {
      speechEndMs: pending?.speechEndMs ?? null,
      vadEndMs: pending?.vadEndMs ?? null,
      sttFinalMs: pending?.sttFinalMs ?? null,
      replyChosenMs: pending?.replyChosenMs ?? null,
      ...spoken.timings,
    };
    await recorder.record(
      {
        id: spoken.turnId,
        role: 'assistant',
        text: outcome.text,
        startedAtMs: spoken.startedAtMs,
        endedAtMs: clock.callMs(),
        source: 'interviewer',
        questionIndex: outcome.questionIndex,
        timings: pending ? timings : null,
      },
      clock.voiceSeconds(),
    );
    if (outcome.endCall && !this.closingForLimit) return this.parts.onInterviewerEnded();
    this.setState('listening');
  }
}
