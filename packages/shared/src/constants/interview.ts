/** Interview constants of sections 2, 5 and 9. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DEFAULT_INTERVIEW_DURATION_MINUTES = 10;
/** Bounds the spec leaves open; chosen so a plan always has an intro, at least one real question and a close. */
export const MIN_INTERVIEW_DURATION_MINUTES = 3;
export const MAX_INTERVIEW_DURATION_MINUTES = 60;

export const JOB_DESCRIPTION_PREVIEW_CHARS = 80;
export const FEEDBACK_SCORE_MAX = 10;
export const OVERALL_SCORE_MAX = 100;

export const RESUME_FILE_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type ResumeFileExtension = (typeof RESUME_FILE_EXTENSIONS)[number];
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Interviewer timing: greeting after the spec's start delay; a warning one minute before the end. */
export const INTERVIEWER_START_DELAY_MS = 300;
export const INTERVIEW_END_WARNING_SECONDS = 60;

/** The spec's product messages (section 8) and wizard alerts (section 5), word for word. */
export const INTERVIEW_MESSAGES = {
  step1Required: 'Please fill in all required fields in Step 1.',
  step2ResumeOrJd: 'Please upload a resume or paste a job description to proceed.',
  step2OnlyOne: 'Please upload only one of Resume or JD.',
  parsedJdNotFound: 'Parsed JD not found! Interview might not have started properly.',
  scoringFailed: 'Scoring failed. Please try again.',
  answersBeingTranscribed:
    'An answer is still being transcribed. Scoring starts as soon as its text is in — usually within a minute.',
  answerNotFound: 'That answer is not part of this interview.',
  onlyAnswersCorrected: 'Only your own answers can be corrected, not the interviewer’s questions.',
  correctAfterCall: 'You can correct your answers once the interview has ended.',
  correctAfterTranscription:
    'This answer is still being transcribed. You can correct it once its text is in.',
  parsingFailed: 'Interview created, but parsing failed.',
  somethingWentWrong: 'Something went wrong',
  startedSuccessfully: '✅ Interview started successfully!',
} as const;

/**
 * How long the interviewer waits before taking the turn: `conversational` answers after a short silence when the
 * candidate's words form a complete thought; `patient` waits longer in every case. Chosen per interview and per job.
 */
export const TURN_TAKING_MODES = ['conversational', 'patient'] as const;
export type TurnTakingMode = (typeof TURN_TAKING_MODES)[number];
export const DEFAULT_TURN_TAKING_MODE: TurnTakingMode = 'conversational';

/** How each turn-taking mode is offered in the wizard and the job form. */
export const TURN_TAKING_LABELS: Record<TurnTakingMode, { label: string; description: string }> = {
  conversational: {
    label: 'Conversational',
    description: 'Answers after a short pause, like a person across the table.',
  },
  patient: {
    label: 'Patient',
    description: 'Waits longer before answering, for time to think mid-answer.',
  },
};

/** How an interviewer persona greets and acknowledges answers. */
export const INTERVIEWER_STYLES = ['friendly', 'neutral', 'challenging'] as const;
export type InterviewerStyle = (typeof INTERVIEWER_STYLES)[number];

/** The interviewer personas a candidate (per practice interview) or recruiter (per job) chooses; the first is the default. */
export const INTERVIEWER_PERSONA_IDS = ['iris', 'sam', 'vera'] as const;
export type InterviewerPersonaId = (typeof INTERVIEWER_PERSONA_IDS)[number];
export const DEFAULT_INTERVIEWER_PERSONA_ID: InterviewerPersonaId = 'iris';

export interface InterviewerPersonaPreset {
  id: InterviewerPersonaId;
  name: string;
  /** The espeak-ng voice (language and variant) the offline voice speaks with; a remote voice keeps its configured one. */
  voice: string;
  style: InterviewerStyle;
  /** One line shown where the persona is chosen. */
  description: string;
}

export const INTERVIEWER_PERSONAS: readonly InterviewerPersonaPreset[] = [
  {
    id: 'iris',
    name: 'Iris',
    voice: 'en-us+f3',
    style: 'friendly',
    description: 'Warm and encouraging; gives you time.',
  },
  {
    id: 'sam',
    name: 'Sam',
    voice: 'en-us+m3',
    style: 'neutral',
    description: 'Even and matter-of-fact.',
  },
  {
    id: 'vera',
    name: 'Vera',
    voice: 'en-us+f4',
    style: 'challenging',
    description: 'Brisk; pushes for detail like a demanding interviewer.',
  },
];

/** The persona of an id; unknown or absent ids (older rows) get the default persona. */
export function interviewerPersonaById(id: string | null | undefined): InterviewerPersonaPreset {
  return (
    INTERVIEWER_PERSONAS.find((persona) => persona.id === id) ??
    (INTERVIEWER_PERSONAS[0] as InterviewerPersonaPreset)
  );
}
