/**
 * The built-in interviewer's conversation policy: greet, ask the planned questions in order, ask one follow-up
 * when an answer is too short or vague, repeat a question on request, give thinking time, move to the closing
 * question when time runs short, and decide when the call ends. Pure: the state goes in and comes out.
 */
import type { InterviewPlan, PlannedQuestion } from '@intervia/shared';
import { toWords } from '../text/text-structure';

/** Answers with fewer words than this get one follow-up (unless it is the closing question). */
export const FOLLOW_UP_MIN_WORDS = 15;
/** A longer answer still gets a follow-up when it is mostly hedging ("I don't know", "stuff", "things"). */
export const VAGUE_ANSWER_MAX_WORDS = 35;
/** With this little time left, the interviewer skips to the closing question. */
export const CLOSING_QUESTION_AT_REMAINING_SECONDS = 75;

export interface DialogueState {
  /** Index of the question waiting for an answer; null before the greeting. */
  currentQuestionIndex: number | null;
  /** Whether the follow-up for the current question was asked already. */
  followUpAsked: boolean;
  finished: boolean;
}

export const INITIAL_DIALOGUE_STATE: DialogueState = {
  currentQuestionIndex: null,
  followUpAsked: false,
  finished: false,
};

export interface InterviewerPersona {
  assistantName: string;
  candidateFirstName: string | null;
  role: string;
}

export type CandidateIntent = 'repeat' | 'think' | 'stop' | 'answer' | 'empty';

export interface DialogueStep {
  state: DialogueState;
  /** What the interviewer says, in speakable sentences. */
  sentences: string[];
  /** The planned question this reply asks (or follows up on); null when it asks none. */
  questionIndex: number | null;
  endCall: boolean;
  intent: CandidateIntent;
  /**
   * The reply opens with a stock acknowledgement of the answer ("Thank you.") that a language model may replace
   * with a more natural one; the rest (the planned question or follow-up) is always said as written.
   */
  acknowledgement?: string;
}

const REPEAT_REQUEST =
  /\b(repeat( that| the question| it)?|say (that|it) again|(could|can) you rephrase|didn'?t (catch|hear|get) (that|it|the question)|pardon|come again|one more time|what was the question)\b/i;
const THINKING_REQUEST =
  /^(?:(?:um+|uh+|hmm+|so|okay|ok|well)[\s,.]*)*(let me think|give me a (moment|second|minute)|one (moment|second)|just a (moment|second|minute)|i need (a moment|a second|to think)|hold on|thinking)\b/i;
const STOP_REQUEST =
  /\b(stop the interview|end the interview|i('d| would) like to (stop|end|finish)|i want to (stop|end|quit)|let'?s (stop|end) (here|now|the interview))\b/i;
const HEDGES =
  /\b(i don'?t know|not sure|no idea|i guess|maybe|stuff|things|kind of|sort of|whatever|etc|something like that)\b/gi;

export function classifyCandidateUtterance(text: string): CandidateIntent {
  const trimmed = text.trim();
  if (toWords(trimmed).length === 0) return 'empty';
  if (STOP_REQUEST.test(trimmed)) return 'stop';
  const words = toWords(trimmed).length;
  if (words <= 14 && REPEAT_REQUEST.test(trimmed)) return 'repeat';
  if (words <= 12 && THINKING_REQUEST.test(trimmed)) return 'think';
  return 'answer';
}

/** Too short, or mostly hedging — worth one follow-up. */
export function isThinAnswer(answer: string): boolean {
  const words = toWords(answer).length;
  if (words < FOLLOW_UP_MIN_WORDS) return true;
  const hedges = answer.match(HEDGES)?.length ?? 0;
  const hasSpecifics =
    /\d|%|\b(for example|for instance|i (built|led|designed|reduced|increased|improved|wrote|created|managed|delivered))\b/i.test(
      answer,
    );
  return words <= VAGUE_ANSWER_MAX_WORDS && hedges >= 2 && !hasSpecifics;
}

const ACKNOWLEDGEMENTS = [
  'Thank you.',
  'Thanks, that is helpful.',
  'Got it, thank you.',
  'I appreciate the detail.',
  'Thanks for sharing that.',
] as const;

function acknowledgement(questionIndex: number): string {
  return ACKNOWLEDGEMENTS[questionIndex % ACKNOWLEDGEMENTS.length] ?? 'Thank you.';
}

export function followUpFor(question: PlannedQuestion): string {
  const missing = question.expectedPoints.find((point) => point.length > 0);
  const focus = missing ? ` In particular, I would like to hear about ${missing.toLowerCase()}.` : '';
  switch (question.kind) {
    case 'intro':
      return `Could you tell me a bit more about your most recent role and what you worked on?${focus}`;
    case 'behavioural':
      return `Could you walk me through one specific example: the situation, what you did yourself, and the result?${focus}`;
    case 'technical':
      return `Could you go a little deeper, with a concrete example of how you used ${
        question.skill ?? 'it'
      } and why you chose that approach?${focus}`;
    case 'resume':
      return `What was your own part in that, and what result did it have?${focus}`;
    case 'role-specific':
      return `Could you give me a concrete example from your work, and what the outcome was?${focus}`;
    case 'closing':
      return 'Is there anything else you would like to add?';
  }
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"'(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function ask(plan: InterviewPlan, index: number, lead: string[], intent: CandidateIntent): DialogueStep {
  const question = plan.questions[index];
  if (!question) throw new Error(`The plan has no question ${index}`);
  return {
    state: { currentQuestionIndex: index, followUpAsked: false, finished: false },
    sentences: [...lead.flatMap(sentencesOf), ...sentencesOf(question.text)],
    questionIndex: index,
    endCall: false,
    intent,
  };
}

function farewell(persona: InterviewerPersona): string[] {
  const name = persona.candidateFirstName ? `, ${persona.candidateFirstName}` : '';
  return [
    `Thank you${name}. That is the end of our interview.`,
    'Your scores and feedback will be ready in a moment. Goodbye!',
  ];
}

function finish(state: DialogueState, sentences: string[], intent: CandidateIntent): DialogueStep {
  return {
    state: { ...state, finished: true },
    sentences,
    questionIndex: null,
    endCall: true,
    intent,
  };
}

/** The greeting and the first question. */
export function openInterview(plan: InterviewPlan, persona: InterviewerPersona): DialogueStep {
  const hello = persona.candidateFirstName ? `Hello ${persona.candidateFirstName}!` : 'Hello!';
  const count = plan.questions.length;
  return ask(
    plan,
    0,
    [
      hello,
      `I am ${persona.assistantName}, and I will be your interviewer today for the ${persona.role} role.`,
      `We have about ${plan.durationMinutes} minutes and ${count} questions.`,
      'Take your time with each answer, and if you would like me to repeat a question, just ask.',
    ],
    'empty',
  );
}

/** After a reconnect or a server restart: a short welcome back and the question that is waiting. */
export function resumeInterview(plan: InterviewPlan, state: DialogueState): DialogueStep {
  const index = state.currentQuestionIndex ?? 0;
  const step = ask(plan, index, ['Welcome back. Let us continue where we left off.'], 'empty');
  return { ...step, state: { ...step.state, followUpAsked: state.followUpAsked } };
}

/** What the interviewer says after the candidate finished a turn. */
export function respondToCandidate(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  state: DialogueState,
  candidateText: string,
  remainingSeconds: number,
): DialogueStep {
  const intent = classifyCandidateUtterance(candidateText);
  const index = state.currentQuestionIndex ?? 0;
  const question = plan.questions[index];
  if (state.finished || !question) return finish(state, farewell(persona), intent);

  if (intent === 'stop') {
    return finish(state, ['Of course, we can stop here.', ...farewell(persona)], intent);
  }
  if (intent === 'repeat') {
    return {
      state,
      sentences: ['Of course.', ...sentencesOf(question.text)],
      questionIndex: index,
      endCall: false,
      intent,
    };
  }
  if (intent === 'think' || intent === 'empty') {
    return {
      state,
      sentences: ['Take your time. I am listening whenever you are ready.'],
      questionIndex: null,
      endCall: false,
      intent,
    };
  }

  const closingIndex = plan.questions.findIndex((planned) => planned.kind === 'closing');
  const isLast = index >= plan.questions.length - 1;
  const timeShort = remainingSeconds <= CLOSING_QUESTION_AT_REMAINING_SECONDS;

  if (!state.followUpAsked && question.kind !== 'closing' && !timeShort && isThinAnswer(candidateText)) {
    return {
      state: { ...state, followUpAsked: true },
      sentences: sentencesOf(followUpFor(question)),
      questionIndex: index,
      endCall: false,
      intent,
    };
  }
  if (isLast) return finish(state, farewell(persona), intent);

  const nextIndex = timeShort && closingIndex > index ? closingIndex : index + 1;
  const lead = [acknowledgement(index)];
  if (nextIndex !== index + 1) lead.push('We are nearly out of time, so let us move to my last question.');
  return { ...ask(plan, nextIndex, lead, intent), acknowledgement: lead[0] };
}

export function timeWarningText(reason: 'duration' | 'quota'): string {
  return reason === 'quota'
    ? 'Just so you know, you have about one minute of interview time left on your plan.'
    : 'Just so you know, we have about one minute left.';
}

export function closingText(
  reason: 'time-up' | 'quota' | 'candidate-ended',
  persona: InterviewerPersona,
): string[] {
  if (reason === 'time-up') return ['We have reached the end of our time.', ...farewell(persona)];
  if (reason === 'quota') {
    return ['You have used all your interview minutes, so we need to stop here.', ...farewell(persona)];
  }
  return farewell(persona);
}

/**
 * Rebuilds the state from stored turns (after a server restart): the last question the interviewer asked, and
 * whether it was asked more than once with an answer in between (a follow-up).
 */
export function restoreDialogueState(
  plan: InterviewPlan,
  turns: ReadonlyArray<{ role: 'assistant' | 'user'; questionIndex: number | null }>,
): DialogueState {
  let currentQuestionIndex: number | null = null;
  let askedCount = 0;
  let answeredSinceAsked = false;
  for (const turn of turns) {
    if (turn.role === 'assistant' && turn.questionIndex !== null) {
      if (turn.questionIndex !== currentQuestionIndex) askedCount = 0;
      if (turn.questionIndex !== currentQuestionIndex || answeredSinceAsked) askedCount += 1;
      currentQuestionIndex = turn.questionIndex;
      answeredSinceAsked = false;
    } else if (turn.role === 'user') {
      answeredSinceAsked = true;
    }
  }
  const finished =
    currentQuestionIndex !== null && currentQuestionIndex >= plan.questions.length - 1 && answeredSinceAsked;
  return { currentQuestionIndex, followUpAsked: askedCount > 1, finished };
}
