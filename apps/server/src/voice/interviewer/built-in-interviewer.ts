/**
 * The offline interviewer: the engine's dialogue policy behind the session's Interviewer interface. It keeps the
 * dialogue state between turns; a session restored after a restart rebuilds it from the stored turns.
 */
import {
  closingText,
  openInterview,
  respondToCandidate,
  restoreDialogueState,
  resumeInterview,
  timeWarningText,
  type DialogueState,
  type DialogueStep,
  type InterviewerPersona,
} from '@intervia/engine';
import type { InterviewPlan } from '@intervia/shared';
import type { Interviewer, InterviewerReply, StoredTurn } from '../voice-contracts';

export function replyOf(
  sentences: string[],
  questionIndex: number | null,
  endCall: boolean,
): InterviewerReply {
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

  constructor(
    private readonly plan: InterviewPlan,
    private readonly persona: InterviewerPersona,
    previousTurns: readonly StoredTurn[] = [],
  ) {
    this.state = restoreDialogueState(plan, previousTurns);
  }

  private take(step: DialogueStep): InterviewerReply {
    this.state = step.state;
    return replyOf(step.sentences, step.questionIndex, step.endCall);
  }

  open({ resumed }: { resumed: boolean }): InterviewerReply {
    if (resumed && this.state.currentQuestionIndex !== null) {
      return this.take(resumeInterview(this.plan, this.state));
    }
    return this.take(openInterview(this.plan, this.persona));
  }

  /** The policy's decision for a candidate turn (advances the state); `respond` speaks it as written. */
  respondStep({
    candidateText,
    remainingSeconds,
  }: {
    candidateText: string;
    remainingSeconds: number;
  }): DialogueStep {
    const step = respondToCandidate(this.plan, this.persona, this.state, candidateText, remainingSeconds);
    this.state = step.state;
    return step;
  }

  respond(input: { candidateText: string; remainingSeconds: number }): InterviewerReply {
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
