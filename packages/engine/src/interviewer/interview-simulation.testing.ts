/**
 * A call driven with a simulated clock (for tests and the interview-duration bench): thirty-second answers, the
 * interviewer's words at speaking pace, a short gap between turns; the call ends when the dialogue ends it or the
 * limit is reached, as the live session does.
 */
import type { InterviewPlan } from '@intervia/shared';
import { THIRTY_SECOND_ANSWERS } from './fixtures/spoken-answers';
import {
  openInterview,
  respondToCandidate,
  spokenDurationSeconds,
  type DialogueState,
  type InterviewerPersona,
} from './interview-dialogue';

const ANSWER_SECONDS = 30;
/** The pause between a turn ending and the next starting (end-of-turn silence, thinking). */
const GAP_SECONDS = 1.5;
const persona: InterviewerPersona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'the role' };

export interface SimulatedCall {
  seconds: number;
  /** Distinct planned questions asked (the introduction and the closing question included). */
  questions: number;
  followUps: number;
  endedBy: 'interviewer' | 'time-limit';
  spoken: string[];
}

/**
 * Runs a call. `typed`: the answers arrive at once (typed), so the clock moves only by the interviewer's words; the
 * dialogue still counts each answer as the thirty seconds it would take to say.
 */
export function simulateCall(
  plan: InterviewPlan,
  limitSeconds: number,
  options: { typed?: boolean; answers?: readonly string[] } = {},
): SimulatedCall {
  let clock = 0;
  const spoken: string[] = [];
  const say = (sentences: string[]) => {
    spoken.push(sentences.join(' '));
    clock += spokenDurationSeconds(sentences.join(' ')) + GAP_SECONDS;
  };
  const opening = openInterview(plan, persona, { remainingSeconds: limitSeconds });
  say(opening.sentences);
  let state: DialogueState = opening.state;
  const asked = new Set<number>([0]);
  let followUps = 0;
  for (let turn = 0; turn < 200; turn += 1) {
    if (clock >= limitSeconds)
      return { seconds: limitSeconds, questions: asked.size, followUps, endedBy: 'time-limit', spoken };
    const answers = options.answers ?? THIRTY_SECOND_ANSWERS;
    const answer = answers[turn % answers.length] ?? '';
    if (!options.typed) clock += ANSWER_SECONDS + GAP_SECONDS;
    if (clock >= limitSeconds)
      return { seconds: limitSeconds, questions: asked.size, followUps, endedBy: 'time-limit', spoken };
    const step = respondToCandidate(plan, persona, state, answer, limitSeconds - clock, clock);
    state = step.state;
    say(step.sentences);
    if (step.followUp) followUps += 1;
    else if (step.questionIndex !== null) asked.add(step.questionIndex);
    if (step.endCall) {
      const seconds = options.typed ? Math.max(clock, state.spokenSeconds ?? 0) : clock;
      return { seconds, questions: asked.size, followUps, endedBy: 'interviewer', spoken };
    }
  }
  throw new Error('The call did not end');
}
