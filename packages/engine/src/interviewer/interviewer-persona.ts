/**
 * Interviewer personas: a name, a voice and a style (friendly, neutral, challenging). The style sets how the
 * interviewer greets and acknowledges answers; the questions and follow-ups stay the plan's.
 */
import {
  INTERVIEWER_PERSONAS,
  INTERVIEWER_STYLES,
  interviewerPersonaById,
  type InterviewerPersonaPreset,
  type InterviewerStyle,
} from '@intervia/shared';
import type { AnswerQuality } from './answer-follow-up';

// The catalogue (ids, names, voices, styles) lives in @intervia/shared so the forms, the schemas and the interviewer
// read one list.
export { INTERVIEWER_PERSONAS, INTERVIEWER_STYLES };
export type { InterviewerPersonaPreset, InterviewerStyle };

export function findInterviewerPersona(id: string | null | undefined): InterviewerPersonaPreset {
  return interviewerPersonaById(id);
}

const STYLE_INTRODUCTIONS: Record<InterviewerStyle, string> = {
  friendly: 'Take your time with each answer, and if you would like me to repeat a question, just ask.',
  neutral: 'If you would like me to repeat a question, just ask.',
  challenging:
    'I will push for detail and ask follow-up questions, as a demanding interviewer would. If you would like me to repeat a question, just ask.',
};

/** How the persona introduces itself: the name always, the manner by style. */
const STYLE_SELF_INTRODUCTIONS: Record<InterviewerStyle, (name: string, role: string) => string> = {
  friendly: (name, role) =>
    `I am ${name}, and I will be your interviewer today for the ${role} role. It is nice to meet you.`,
  neutral: (name, role) => `I am ${name}, and I will be your interviewer today for the ${role} role.`,
  challenging: (name, role) => `I am ${name}, and I will be interviewing you today for the ${role} role.`,
};

export function greetingLines(
  persona: {
    assistantName: string;
    candidateFirstName: string | null;
    role: string;
    style?: InterviewerStyle;
  },
  time: { minutes: number; quota: boolean },
): string[] {
  const hello = persona.candidateFirstName ? `Hello ${persona.candidateFirstName}!` : 'Hello!';
  const minutes = `${time.minutes} minute${time.minutes === 1 ? '' : 's'}`;
  return [
    hello,
    STYLE_SELF_INTRODUCTIONS[persona.style ?? 'neutral'](persona.assistantName, persona.role),
    time.quota
      ? `You have about ${minutes} of interview time left on your plan, so we will keep this to about ${minutes}.`
      : `We have about ${minutes}.`,
    STYLE_INTRODUCTIONS[persona.style ?? 'neutral'],
  ];
}

const ACKNOWLEDGEMENTS: Record<InterviewerStyle, Record<AnswerQuality, readonly string[]>> = {
  friendly: {
    specific: [
      'Thank you for that.',
      'Thanks for walking me through that.',
      'That is helpful, thank you.',
      'I appreciate the detail.',
    ],
    thin: ['That is all right, let us move on.', 'No problem, let us try another one.'],
    'dont-know': ['That is fine, let us move on.', 'No problem at all, let us try another one.'],
  },
  neutral: {
    specific: [
      'Thank you.',
      'Thanks, that is helpful.',
      'Got it, thank you.',
      'I appreciate the detail.',
      'Thanks for sharing that.',
    ],
    thin: ['All right, let us move on.', 'Okay, let us go on.'],
    'dont-know': ['That is fine, let us move on.', 'Okay, let us try another one.'],
  },
  challenging: {
    specific: ['Okay.', 'Noted.', 'Right.', 'Understood.'],
    thin: ['Okay, moving on.', 'Right, let us go on.'],
    'dont-know': ['Okay, moving on.', 'Fine, let us try another one.'],
  },
};

/** One acknowledgement of an answer, matched to the style and to how much the answer gave. */
export function acknowledgementFor(
  style: InterviewerStyle | undefined,
  quality: AnswerQuality,
  turn: number,
): string {
  const options = ACKNOWLEDGEMENTS[style ?? 'neutral'][quality];
  return options[turn % options.length] ?? 'Thank you.';
}
