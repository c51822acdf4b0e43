/**
 * The built-in interviewer's conversation policy: greet, ask the planned questions in order, follow up on what the
 * candidate said (up to two follow-ups per question as time allows), go on to reserve questions while time remains,
 * repeat a question on request, give thinking time, wrap up with the closing question in the last minute and end
 * on time. Pure: the state goes in and comes out.
 *
 * Time: the dialogue counts the conversation at speaking pace (typed answers count the time they would take to
 * say) as well as the clock it is given, and uses whichever has run further.
 */
import { isLowConfidence, type InterviewPlan, type PlannedQuestion } from '@intervia/shared';
import { toWords } from '../text/text-structure';
import {
  chooseFollowUp,
  acknowledgedQuality,
  type FollowUpKind,
  FOLLOW_UP_MIN_WORDS,
  isThinAnswer,
} from './answer-follow-up';
import { greetingLines, acknowledgementFor, type InterviewerStyle } from './interviewer-persona';
import { closingReply } from './closing-answer';

export { FOLLOW_UP_MIN_WORDS, isThinAnswer };

/** With this little time left, the interviewer moves to the closing question. */
export const CLOSING_QUESTION_AT_REMAINING_SECONDS = 75;
/** With this little time left, there is no time for another answer: the interviewer says goodbye. */
export const FAREWELL_AT_REMAINING_SECONDS = 25;
/** What a question and its answer take, for planning the time that is left. */
const EXPECTED_EXCHANGE_SECONDS = 45;
/** What an answer takes besides the question itself (a thirty-second answer, the pauses, a word of thanks). */
const EXPECTED_ANSWER_SECONDS = 35;
/** What a follow-up and its answer take. */
const EXPECTED_FOLLOW_UP_SECONDS = 35;
/** The pace the interviewer keeps: optional follow-ups only while at least one question per this many seconds. */
const SECONDS_PER_QUESTION_TARGET = 55;
/** An answer of at most this many words is short: a follow-up on it may run a little behind the pace. */
const SHORT_ANSWER_MAX_WORDS = 35;
/** At most this many follow-ups per question. */
export const MAX_FOLLOW_UPS_PER_QUESTION = 2;
/** Speaking pace used to count typed answers and the interviewer's own words. */
export const SPEAKING_WORDS_PER_MINUTE = 150;

export interface DialogueState {
  /** Index of the question waiting for an answer; null before the greeting. Reserve questions follow the plan's. */
  currentQuestionIndex: number | null;
  /** Whether a follow-up on the current question was asked already. */
  followUpAsked: boolean;
  finished: boolean;
  /** Whether a second follow-up on the current question was asked (at most two). */
  secondFollowUpAsked?: boolean;
  /** The kinds of follow-up asked on the current question, so a second one asks something else. */
  followUpKinds?: FollowUpKind[];
  /** The conversation so far at speaking pace, in seconds. */
  spokenSeconds?: number;
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
  /** How the interviewer comes across; neutral when not chosen. */
  style?: InterviewerStyle;
  /** The job posting's text, when there is one: the only source the interviewer quotes to a candidate's question. */
  postingText?: string | null;
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
  /** The follow-up this reply asks, when it asks one. */
  followUp?: FollowUpKind;
  /** The reply is a follow-up (the policy's own or a model's words): a resumed call repeats it as asked. */
  asksFollowUp?: true;
}

/** The clock as the interviewer gets it; `elapsedSeconds` lets it count typed answers at speaking pace. */
export interface DialogueClock {
  remainingSeconds: number;
  elapsedSeconds?: number;
}

const REPEAT_REQUEST =
  /\b(repeat( that| the question| it)?|say (that|it) again|(could|can) you rephrase|didn'?t (catch|hear|get) (that|it|the question)|pardon|come again|one more time|what was the question)\b/i;
const THINKING_REQUEST =
  /^(?:(?:um+|uh+|hmm+|so|okay|ok|well)[\s,.]*)*(let me think|give me a (moment|second|minute)|one (moment|second)|just a (moment|second|minute)|i need (a moment|a second|to think)|hold on|thinking)\b/i;
const STOP_REQUEST =
  /\b(stop the interview|end the interview|i('d| would) like to (stop|end|finish)|i want to (stop|end|quit)|let'?s (stop|end) (here|now|the interview))\b/i;

export function classifyCandidateUtterance(text: string): CandidateIntent {
  const trimmed = text.trim();
  if (toWords(trimmed).length === 0) return 'empty';
  if (STOP_REQUEST.test(trimmed)) return 'stop';
  const words = toWords(trimmed).length;
  if (words <= 14 && REPEAT_REQUEST.test(trimmed)) return 'repeat';
  if (words <= 12 && THINKING_REQUEST.test(trimmed)) return 'think';
  return 'answer';
}

/** Seconds the text takes to say at {@link SPEAKING_WORDS_PER_MINUTE}. */
export function spokenDurationSeconds(text: string): number {
  return (toWords(text).length * 60) / SPEAKING_WORDS_PER_MINUTE;
}

/** The planned question at a stored index: the plan's questions, then its reserve. */
export function plannedQuestionAt(plan: InterviewPlan, index: number): PlannedQuestion | undefined {
  return index < plan.questions.length
    ? plan.questions[index]
    : plan.reserve?.[index - plan.questions.length];
}

function closingIndexOf(plan: InterviewPlan): number {
  const closing = plan.questions.findIndex((question) => question.kind === 'closing');
  return closing === -1 ? plan.questions.length - 1 : closing;
}

/**
 * The order questions are asked in: the plan's questions up to the closing one, then the reserve, then the closing
 * question (and anything the plan put after it).
 */
export function askingOrder(plan: InterviewPlan): number[] {
  const closing = closingIndexOf(plan);
  const reserve = (plan.reserve ?? []).map((_, position) => plan.questions.length + position);
  const core = plan.questions.map((_, index) => index);
  return [...core.slice(0, closing), ...reserve, ...core.slice(closing)];
}

/** A generic follow-up by question kind; used only when an answer gives nothing to take up (old API). */
export function followUpFor(question: PlannedQuestion): string {
  return (
    chooseFollowUp({ question, answer: '', asked: [] })?.text ??
    'Could you tell me a bit more about that, with one specific example?'
  );
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"'(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function withSpoken(state: DialogueState, ...texts: string[]): DialogueState {
  const spoken = texts.reduce((total, text) => total + spokenDurationSeconds(text), state.spokenSeconds ?? 0);
  return { ...state, spokenSeconds: Math.round(spoken * 10) / 10 };
}

function ask(
  plan: InterviewPlan,
  index: number,
  lead: string[],
  intent: CandidateIntent,
  base: DialogueState,
): DialogueStep {
  const question = plannedQuestionAt(plan, index);
  if (!question) throw new Error(`The plan has no question ${index}`);
  const sentences = [...lead.flatMap(sentencesOf), ...sentencesOf(question.text)];
  const state: DialogueState = {
    currentQuestionIndex: index,
    followUpAsked: false,
    finished: false,
    ...(base.spokenSeconds === undefined ? {} : { spokenSeconds: base.spokenSeconds }),
  };
  return {
    state: withSpoken(state, ...sentences),
    sentences,
    questionIndex: index,
    endCall: false,
    intent,
  };
}

const OUT_OF_TIME = 'That is all the time we have.';

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

/** The time the call really has at the start: the plan's duration, or less when the limit (quota) is tighter. */
export interface OpeningLimit {
  remainingSeconds: number;
  /** 'quota' when the candidate's remaining minutes are the tighter limit. */
  reason?: 'duration' | 'quota';
}

/** The greeting and the first question. The duration said is the call's real limit. */
export function openInterview(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  limit?: OpeningLimit,
): DialogueStep {
  const planSeconds = plan.durationMinutes * 60;
  const seconds = limit ? Math.min(planSeconds, limit.remainingSeconds) : planSeconds;
  // Whole minutes, never rounded up (as the wizard says the minutes left: 1:47 is "about 1 minute"); a second of
  // slack so a full 10:00 is not said as 9.
  const minutes = Math.max(1, Math.floor((seconds + 1) / 60));
  const quota = limit !== undefined && (limit.reason === 'quota' || seconds < planSeconds - 30);
  return ask(
    plan,
    0,
    greetingLines(persona, { minutes, quota: quota && minutes < plan.durationMinutes }),
    'empty',
    INITIAL_DIALOGUE_STATE,
  );
}

const WELCOME_BACK = 'Welcome back. Let us continue where we left off.';

/**
 * After a reconnect or a server restart: a short welcome back and the question that is waiting — the follow-up
 * itself when one was asked and not answered (`openFollowUp`, its words), else the planned question.
 */
export function resumeInterview(
  plan: InterviewPlan,
  state: DialogueState,
  openFollowUp?: string,
): DialogueStep {
  const index = state.currentQuestionIndex ?? 0;
  if (openFollowUp && state.currentQuestionIndex !== null && state.followUpAsked) {
    const sentences = [...sentencesOf(WELCOME_BACK), ...sentencesOf(openFollowUp)];
    return {
      state: withSpoken(state, ...sentences),
      sentences,
      questionIndex: index,
      endCall: false,
      intent: 'empty',
    };
  }
  const step = ask(plan, index, [WELCOME_BACK], 'empty', state);
  return {
    ...step,
    state: {
      ...step.state,
      followUpAsked: state.followUpAsked,
      ...(state.secondFollowUpAsked ? { secondFollowUpAsked: true } : {}),
    },
  };
}

function followUpsAsked(state: DialogueState): number {
  if (state.secondFollowUpAsked) return 2;
  return state.followUpAsked ? 1 : 0;
}

/** The seconds left, counting the conversation at speaking pace when that has run further than the clock. */
export function effectiveRemainingSeconds(state: DialogueState, clock: DialogueClock): number {
  if (clock.elapsedSeconds === undefined) return clock.remainingSeconds;
  const limit = clock.remainingSeconds + clock.elapsedSeconds;
  const elapsed = Math.max(clock.elapsedSeconds, state.spokenSeconds ?? 0);
  return Math.max(0, limit - elapsed);
}

interface TurnContext {
  intent: CandidateIntent;
  index: number;
  question: PlannedQuestion;
  /** The state with the candidate's words counted. */
  heard: DialogueState;
  remaining: number;
  elapsed: number;
  closingIndex: number;
  position: number;
  /** Questions still to come in order, the closing one left out. */
  upcoming: number[];
  wrapUp: boolean;
  /** Seconds to spare beyond the must-ask questions and the closing one. */
  slack: number;
}

/** The turn as the policy sees it, or the step every policy takes (stop, repeat, thinking time, the end). */
function turnContext(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  state: DialogueState,
  candidateText: string,
  clock: DialogueClock,
): TurnContext | DialogueStep {
  const intent = classifyCandidateUtterance(candidateText);
  const index = state.currentQuestionIndex ?? 0;
  const question = plannedQuestionAt(plan, index);
  const heard = withSpoken(state, candidateText);
  if (state.finished || !question) return finish(heard, farewell(persona), intent);
  if (intent === 'stop') {
    return finish(heard, ['Of course, we can stop here.', ...farewell(persona)], intent);
  }
  if (intent === 'repeat') return repeatStep(plan, state, intent);
  if (intent === 'think' || intent === 'empty') return thinkingStep(state, intent);

  const remaining = effectiveRemainingSeconds(heard, clock);
  const closingIndex = closingIndexOf(plan);
  if (index === closingIndex) {
    // The candidate's own questions at the close are taken up before the goodbye, never left unheard.
    return finish(heard, [...closingReply(candidateText, persona.postingText), ...farewell(persona)], intent);
  }
  // Out of time before the closing question: the candidate is told why the interview ends here.
  if (remaining <= FAREWELL_AT_REMAINING_SECONDS) {
    return finish(heard, [OUT_OF_TIME, ...farewell(persona)], intent);
  }
  const order = askingOrder(plan);
  const position = order.indexOf(index);
  const upcoming = order.slice(position + 1).filter((next) => next !== closingIndex);
  // Each question still to ask is counted at its own length: a long question ("Design a real-time notification
  // system …") leaves less room for follow-ups, so the closing question and the goodbye still fit.
  const mustAskSeconds = upcoming
    .filter((next) => next < plan.questions.length)
    .reduce(
      (sum, next) =>
        sum +
        Math.max(
          EXPECTED_EXCHANGE_SECONDS,
          spokenDurationSeconds(plannedQuestionAt(plan, next)?.text ?? '') + EXPECTED_ANSWER_SECONDS,
        ),
      0,
    );
  const elapsed =
    clock.elapsedSeconds === undefined
      ? (heard.spokenSeconds ?? 0)
      : clock.remainingSeconds + clock.elapsedSeconds - remaining;
  return {
    intent,
    index,
    question,
    heard,
    remaining,
    elapsed,
    closingIndex,
    position,
    upcoming,
    wrapUp: remaining <= CLOSING_QUESTION_AT_REMAINING_SECONDS,
    slack: remaining - CLOSING_QUESTION_AT_REMAINING_SECONDS - mustAskSeconds,
  };
}

function repeatStep(plan: InterviewPlan, state: DialogueState, intent: CandidateIntent): DialogueStep {
  const index = state.currentQuestionIndex ?? 0;
  const question = plannedQuestionAt(plan, index);
  return {
    state,
    sentences: ['Of course.', ...sentencesOf(question?.text ?? '')],
    questionIndex: index,
    endCall: false,
    intent,
  };
}

function thinkingStep(state: DialogueState, intent: CandidateIntent): DialogueStep {
  return {
    state,
    sentences: ['Take your time. I am listening whenever you are ready.'],
    questionIndex: null,
    endCall: false,
    intent,
  };
}

/** Whether time and the two-per-question limit leave room for a follow-up now. */
function followUpAllowed(turn: TurnContext, state: DialogueState): boolean {
  return (
    !turn.wrapUp &&
    followUpsAsked(state) < MAX_FOLLOW_UPS_PER_QUESTION &&
    turn.slack >= EXPECTED_FOLLOW_UP_SECONDS
  );
}

function followUpStep(
  turn: TurnContext,
  state: DialogueState,
  text: string,
  kind: FollowUpKind | 'model',
): DialogueStep {
  const sentences = sentencesOf(text);
  return {
    state: withSpoken(
      {
        ...turn.heard,
        followUpAsked: true,
        ...(state.followUpAsked ? { secondFollowUpAsked: true } : {}),
        followUpKinds: [...(state.followUpKinds ?? []), ...(kind === 'model' ? [] : [kind])],
      },
      ...sentences,
    ),
    sentences,
    questionIndex: turn.index,
    endCall: false,
    intent: turn.intent,
    asksFollowUp: true,
    ...(kind === 'model' ? {} : { followUp: kind }),
  };
}

/** The next question: the next in order while there is time for it, or the closing question. */
function nextQuestionStep(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  turn: TurnContext,
  /** The answer's words, or null when they were heard unreliably: then the thanks does not judge what was said. */
  candidateText: string | null,
): DialogueStep {
  const { upcoming, closingIndex, remaining, wrapUp } = turn;
  const next = upcoming[0];
  const timeForNext =
    next !== undefined &&
    !wrapUp &&
    (next < plan.questions.length ||
      remaining - CLOSING_QUESTION_AT_REMAINING_SECONDS >= EXPECTED_ANSWER_SECONDS);
  const nextIndex = timeForNext ? next : closingIndex;
  const nextQuestion = plannedQuestionAt(plan, nextIndex);
  const lead: string[] = [];
  const acknowledgement = acknowledgementFor(
    persona.style,
    candidateText === null ? 'specific' : acknowledgedQuality(candidateText),
    candidateText === null ? 0 : turn.position,
  );
  // A question that opens with its own thanks is not preceded by another one.
  if (!/^(thank|thanks)\b/i.test(nextQuestion?.text ?? '')) lead.push(acknowledgement);
  // A closing question that opens with its own turn to the end ("We are nearly done.") is not announced twice.
  const announcesItself = /^(we are nearly done|before we wrap up)\b/i.test(nextQuestion?.text ?? '');
  if (nextIndex === closingIndex && upcoming.length > 0) {
    if (!announcesItself) lead.push('We are nearly out of time, so let us move to my last question.');
  } else if (nextIndex === plan.questions.length) {
    lead.push('We still have some time, so I have a few more questions for you.');
  }
  const step = ask(plan, nextIndex, lead, turn.intent, turn.heard);
  return lead[0] === acknowledgement ? { ...step, acknowledgement } : step;
}

/** How the candidate's words were heard, when a recogniser heard them (typed answers leave it out). */
export interface HeardAnswer {
  /** The recogniser's confidence (0–1) in the answer's words; null or absent when unknown. */
  recognitionConfidence?: number | null;
}

/**
 * What the interviewer says after the candidate finished a turn. An answer heard with low confidence (the room marks
 * it "I may have misheard") is never quoted back or judged: the interviewer asks for its main point once, or thanks
 * the candidate plainly and goes on.
 */
export function respondToCandidate(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  state: DialogueState,
  candidateText: string,
  remainingSeconds: number,
  elapsedSeconds?: number,
  heard: HeardAnswer = {},
): DialogueStep {
  const clock: DialogueClock =
    elapsedSeconds === undefined ? { remainingSeconds } : { remainingSeconds, elapsedSeconds };
  const turn = turnContext(plan, persona, state, candidateText, clock);
  if ('sentences' in turn) return turn;
  const heardReliably = !isLowConfidence(heard.recognitionConfidence);

  if (followUpAllowed(turn, state)) {
    const followUp = chooseFollowUp({
      question: turn.question,
      answer: candidateText,
      asked: state.followUpKinds ?? [],
      heardReliably,
    });
    if (followUp) {
      const nudge =
        followUp.kind === 'nudge' || followUp.kind === 'simpler-angle' || followUp.kind === 'clarify';
      const asked = turn.position + 1;
      const onPace = asked + (state.followUpAsked ? 1 : 0) - turn.elapsed / SECONDS_PER_QUESTION_TARGET;
      // A thin answer is nudged even when a little behind the pace, but not when the interview has fallen a whole
      // question behind: a run of short answers would otherwise spend the time on nudges instead of questions. A
      // short answer took little time, so taking it up may run half a question behind.
      const behindAllowed = nudge ? 1 : toWords(candidateText).length <= SHORT_ANSWER_MAX_WORDS ? 0.5 : 0;
      const paceAllows = turn.upcoming.length === 0 || onPace >= -behindAllowed;
      if (paceAllows) return followUpStep(turn, state, followUp.text, followUp.kind);
    }
  }
  return nextQuestionStep(plan, persona, turn, heardReliably ? candidateText : null);
}

/** What a model-led interviewer may choose to do after an answer (its tools). */
export type InterviewerAction =
  | { type: 'ask-next-question' }
  | { type: 'follow-up'; question: string }
  | { type: 'repeat-question' }
  | { type: 'give-thinking-time' }
  | { type: 'end-call' };

/**
 * The model's choice, held to the rules in code: the candidate's own request (stop, repeat, thinking time) and the
 * time budget come first; a follow-up only while time and the two-per-question limit allow; ending the call only
 * once the closing question was answered or time is up; which question comes next is always the plan's. `overruled`
 * says when the choice was not followed.
 */
export function steerTurn(
  plan: InterviewPlan,
  persona: InterviewerPersona,
  state: DialogueState,
  candidateText: string,
  clock: DialogueClock,
  action: InterviewerAction,
): DialogueStep & { overruled: boolean } {
  const turn = turnContext(plan, persona, state, candidateText, clock);
  if ('sentences' in turn) {
    const followed =
      (action.type === 'end-call' && turn.endCall) ||
      (action.type === 'repeat-question' && turn.intent === 'repeat') ||
      (action.type === 'give-thinking-time' && (turn.intent === 'think' || turn.intent === 'empty'));
    return { ...turn, overruled: !followed };
  }
  switch (action.type) {
    case 'repeat-question':
      return { ...repeatStep(plan, state, turn.intent), overruled: false };
    case 'give-thinking-time':
      return { ...thinkingStep(state, turn.intent), overruled: false };
    case 'follow-up':
      if (followUpAllowed(turn, state)) {
        return { ...followUpStep(turn, state, action.question, 'model'), overruled: false };
      }
      return { ...nextQuestionStep(plan, persona, turn, candidateText), overruled: true };
    case 'end-call':
    case 'ask-next-question':
      return {
        ...nextQuestionStep(plan, persona, turn, candidateText),
        overruled: action.type === 'end-call',
      };
  }
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
 * Rebuilds the state from stored turns (after a server restart): the last question the interviewer asked, how
 * many times it was asked again after an answer (follow-ups), and, when the turns carry their text, the
 * conversation so far at speaking pace.
 */
export function restoreDialogueState(
  plan: InterviewPlan,
  turns: ReadonlyArray<{ role: 'assistant' | 'user'; questionIndex: number | null; text?: string }>,
): DialogueState {
  let currentQuestionIndex: number | null = null;
  let askedCount = 0;
  let answeredSinceAsked = false;
  let spoken = 0;
  for (const turn of turns) {
    if (turn.text) spoken += spokenDurationSeconds(turn.text);
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
    currentQuestionIndex !== null && currentQuestionIndex === closingIndexOf(plan) && answeredSinceAsked;
  return {
    currentQuestionIndex,
    followUpAsked: askedCount > 1,
    finished,
    ...(askedCount > 2 ? { secondFollowUpAsked: true } : {}),
    ...(spoken > 0 ? { spokenSeconds: Math.round(spoken * 10) / 10 } : {}),
  };
}
