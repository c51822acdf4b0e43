/**
 * The conversation of a call: whose turn it is and what happens next. Candidate answers (heard by the server,
 * typed, or recognised by the browser) are stored, then the interviewer replies; its reply streams sentence by
 * sentence to speech output and its decisions (which question, end the call) come with the reply's outcome. One
 * thing happens at a time, in order (the queue). When the call is ending, answers are still stored but nobody replies.
 */
import { randomUUID } from 'node:crypto';
import type { AgentState, ServerMessage, TurnTimings } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn } from '../voice-contracts';
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
  /** The interviewer decided the call is over (after its closing words are said and stored). */
  onInterviewerEnded: () => void;
  log?: { error(details: object, message: string): void };
}

interface PendingTimings {
  vadEndMs: number | null;
  sttFinalMs: number | null;
}

export class Conversation {
  private state: AgentState = 'listening';
  private queue: Promise<void> = Promise.resolve();
  /** 'replying': the normal call; 'storing': ending, answers are kept unanswered; 'stopped': nothing more. */
  private mode: 'replying' | 'storing' | 'stopped' = 'replying';
  /** The limit was reached: the closing words are being said; later answers are not taken. */
  private closingForLimit = false;

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
      ),
    );
  }

  /** A final transcript the browser sent (typed, or its own recogniser). */
  answered(text: string, source: StoredTurn['source']): void {
    const timings = { vadEndMs: null, sttFinalMs: this.parts.clock.callMs() };
    this.enqueue(() => this.answer(text, source, timings));
  }

  /** A turn the server heard: recognised in the queue (after the reply being said), then answered. */
  heard(turn: HeardTurn): void {
    this.enqueue(async () => {
      this.setState('thinking');
      const recognised = await turn.recognize();
      if (!recognised) return this.setState('listening');
      const timings = { vadEndMs: turn.vadEndMs, sttFinalMs: this.parts.clock.callMs() };
      await this.answer(recognised.text, 'voice', timings, turn.turnId);
    });
  }

  /** The candidate started speaking: the interviewer stops. */
  bargeIn(): void {
    if (this.state === 'speaking') this.parts.output.interrupt();
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
    id?: string,
  ): Promise<void> {
    if (this.mode === 'stopped' || this.closingForLimit) return;
    const { clock, recorder, interviewer } = this.parts;
    const endedAtMs = clock.callMs();
    const startedAtMs = timings.vadEndMs ?? endedAtMs;
    const answer = { text, source, startedAtMs, endedAtMs, ...(id ? { id } : {}) };
    await recorder.recordAnswer(answer, clock.voiceSeconds());
    if (this.mode !== 'replying') return;
    this.setState('thinking');
    const reply = interviewer.respond({
      candidateText: text,
      elapsedSeconds: clock.voiceMs() / 1000,
      remainingSeconds: clock.remainingSeconds(),
    });
    await this.speak(reply, timings);
  }

  /** Says a reply and stores the interviewer's turn; the interviewer may decide to end the call with it. */
  private async speak(reply: InterviewerReply, pending: PendingTimings | null): Promise<void> {
    if (this.mode !== 'replying') return;
    const { clock, recorder, output } = this.parts;
    this.setState('speaking');
    const spoken = await output.say(reply, randomUUID());
    const outcome = await reply.outcome;
    const timings: TurnTimings = {
      vadEndMs: pending?.vadEndMs ?? null,
      sttFinalMs: pending?.sttFinalMs ?? null,
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
