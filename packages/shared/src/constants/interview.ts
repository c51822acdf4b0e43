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
  parsingFailed: 'Interview created, but parsing failed.',
  somethingWentWrong: 'Something went wrong',
  startedSuccessfully: '✅ Interview started successfully!',
} as const;
