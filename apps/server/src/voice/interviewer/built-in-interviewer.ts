/**
 * The offline interviewer: the engine's dialogue policy behind the session's Interviewer interface. It keeps the
 * dialogue state between turns; a session restored after a restart rebuilds it from the stored turns. The call's
 * real limit (the interview's duration, or less when the candidate's minutes run out first) comes in with each
 * turn, so the greeting says it and the interview is paced to it.
 */
import {
  askingOrder,
  closingText,
  leftOpenAt,
  openInterview,
  respondToCandidate,
  plannedQuestionAt,
  restoreDialogueState,
  resumeInterview,
  steerTurn,
  timeWarningText,
  type DialogueState,
  type DialogueStep,
  type InterviewerAction,
  type InterviewerPersona,
  type LeftOpen,
} from '@intervia/engine';
import type { InterviewPlan, PlannedQuestion } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn } from '../voice-contracts';

function replyOf(sentences: string[], questionIndex: number | null, endCall: boolean): InterviewerReply {
  const text = sentences.join(' ');
  return {
    sentences: (async function* () {
      for (const sentence of sentences) yield sentence;
    })(),
    outcome: Promise.resolve({ text, endCall, questionIndex }),
  };
}

export class BuiltInInterviewer implements Interviewer {
  private state: DialogueState;
  /** What a resumed call takes up: the question or follow-up last asked, or an answer given no reply. */
  private leftOpen: LeftOpen;

  constructor(
    private readonly plan: InterviewPlan,
    private readonly persona: InterviewerPersona,
    previousTurns: readonly StoredTurn[] = [],
    /** Which limit is tighter for this call: said in the greeting when it is the candidate's quota. */
    private readonly limitReason: 'duration' | 'quota' = 'duration',
  ) {
    this.state = restoreDialogueState(plan, previousTurns);
    this.leftOpen = leftOpenAt(previousTurns);
  }

  private take(step: DialogueStep): InterviewerReply {
    this.advance(step);
    return replyOf(step.sentences, step.questionIndex, step.endCall);
  }

  /** The step is taken: its state is the dialogue's, and what it asks is what a resumed call takes up. */
  private advance(step: DialogueStep): void {
    this.state = step.state;
    if (step.questionIndex === null) return;
    this.leftOpen = step.asksFollowUp
      ? { kind: 'follow-up', text: step.sentences.join(' ') }
      : { kind: 'question' };
  }

  open({
    resumed,
    elapsedSeconds,
    remainingSeconds,
  }: {
    resumed: boolean;
    elapsedSeconds?: number;
    remainingSeconds?: number;
  }): InterviewerReply {
    if (resumed && this.state.currentQuestionIndex !== null) {
      const open = this.leftOpen;
      if (open.kind === 'answer' && remainingSeconds !== undefined) {
        // The call ended before the interviewer replied to this answer: the reply comes now, not the question again.
        const step = this.respondStep({
          candidateText: open.text,
          remainingSeconds,
          ...(elapsedSeconds === undefined ? {} : { elapsedSeconds }),
          recognitionConfidence: open.confidence,
        });
        return this.take({ ...step, sentences: ['Welcome back.', ...step.sentences] });
      }
      return this.take(
        resumeInterview(this.plan, this.state, open.kind === 'follow-up' ? open.text : undefined),
      );
    }
    // The time the call really has from here: what is left plus what was used (zero for a new call).
    const limit =
      remainingSeconds === undefined
        ? undefined
        : { remainingSeconds: remainingSeconds + (elapsedSeconds ?? 0), reason: this.limitReason };
    return this.take(openInterview(this.plan, this.persona, limit));
  }

  /** The policy's decision for a candidate turn (advances the state); `respond` speaks it as written. */
  respondStep({
    candidateText,
    remainingSeconds,
    elapsedSeconds,
    recognitionConfidence,
  }: {
    candidateText: string;
    remainingSeconds: number;
    elapsedSeconds?: number;
    recognitionConfidence?: number | null;
  }): DialogueStep {
    const step = respondToCandidate(
      this.plan,
      this.persona,
      this.state,
      candidateText,
      remainingSeconds,
      elapsedSeconds,
      { recognitionConfidence },
    );
    this.advance(step);
    return step;
  }

  /** A model's chosen action for a candidate turn, held to the policy's rules (advances the state). */
  steerStep(
    input: { candidateText: string; remainingSeconds: number; elapsedSeconds?: number },
    action: InterviewerAction,
  ): DialogueStep & { overruled: boolean } {
    const clock =
      input.elapsedSeconds === undefined
        ? { remainingSeconds: input.remainingSeconds }
        : { remainingSeconds: input.remainingSeconds, elapsedSeconds: input.elapsedSeconds };
    const step = steerTurn(this.plan, this.persona, this.state, input.candidateText, clock, action);
    this.advance(step);
    return step;
  }

  /** The planned questions still to come, in asking order (the model may not read them out). */
  upcomingQuestionTexts(): string[] {
    const order = askingOrder(this.plan);
    const position =
      this.state.currentQuestionIndex === null ? -1 : order.indexOf(this.state.currentQuestionIndex);
    return order.slice(position + 1).flatMap((index) => plannedQuestionAt(this.plan, index)?.text ?? []);
  }

  /** The planned question waiting for an answer, and how many follow-ups it has had. */
  pendingQuestion(): { question: PlannedQuestion | null; followUps: number } {
    const index = this.state.currentQuestionIndex;
    const question = index === null ? null : (plannedQuestionAt(this.plan, index) ?? null);
    const followUps = this.state.secondFollowUpAsked ? 2 : this.state.followUpAsked ? 1 : 0;
    return { question, followUps };
  }

  respond(input: {
    candidateText: string;
    remainingSeconds: number;
    elapsedSeconds?: number;
    recognitionConfidence?: number | null;
  }): InterviewerReply {
    return this.take(this.respondStep(input));
  }

  timeWarning({ reason }: { reason: 'duration' | 'quota' }): InterviewerReply {
    return replyOf([timeWarningText(reason)], null, false);
  }

  close(reason: 'time-up' | 'quota' | 'candidate-ended'): InterviewerReply {
    this.state = { ...this.state, finished: true };
    return replyOf(closingText(reason, this.persona), null, true);
  }
}
