/**
 * The Create AI Interview form (spec section 2, rules of section 5) and the interview API shapes. The wizard and
 * the server run the same step checks, so their messages are the spec's words in both places.
 */
import { z } from 'zod';
import {
  DEFAULT_INTERVIEW_DURATION_MINUTES,
  DEFAULT_INTERVIEWER_PERSONA_ID,
  DEFAULT_TURN_TAKING_MODE,
  DIFFICULTIES,
  INTERVIEWER_PERSONA_IDS,
  TURN_TAKING_MODES,
  INTERVIEW_MESSAGES,
  MAX_INTERVIEW_DURATION_MINUTES,
  MIN_INTERVIEW_DURATION_MINUTES,
} from '../constants/interview';
import type { InterviewerPersonaId, TurnTakingMode } from '../constants/interview';
import { interviewPlanSchema, parsedJdSchema } from './interview-analysis';

export const JOB_DESCRIPTION_MAX_CHARS = 20_000;
export const PREFERENCES_MAX_CHARS = 2_000;
export const JOB_ROLE_MAX_CHARS = 120;

/** What the wizard holds (section 3 "Interview form"). */
export interface InterviewFormValues {
  role: string;
  difficulty: string;
  time: string;
  jobDescription: string;
  preferences: string;
  resumeFileName: string | null;
  personaId: InterviewerPersonaId;
  turnTaking: TurnTakingMode;
}

export const EMPTY_INTERVIEW_FORM: InterviewFormValues = {
  role: '',
  difficulty: '',
  time: String(DEFAULT_INTERVIEW_DURATION_MINUTES),
  jobDescription: '',
  preferences: '',
  resumeFileName: null,
  personaId: DEFAULT_INTERVIEWER_PERSONA_ID,
  turnTaking: DEFAULT_TURN_TAKING_MODE,
};

/** The interviewer persona field, with the message a bad value gets (forms, API, job form). */
export const interviewerPersonaIdSchema = z.enum(INTERVIEWER_PERSONA_IDS, {
  error: `Choose an interviewer: ${INTERVIEWER_PERSONA_IDS.join(', ')}.`,
});
export const turnTakingModeSchema = z.enum(TURN_TAKING_MODES, {
  error: `Choose how the interviewer takes turns: ${TURN_TAKING_MODES.join(' or ')}.`,
});

export const durationSchema = z.coerce
  .number({ error: 'Interview Duration must be a number of minutes.' })
  .int('Interview Duration must be a whole number of minutes.')
  .min(MIN_INTERVIEW_DURATION_MINUTES, `Interviews last at least ${MIN_INTERVIEW_DURATION_MINUTES} minutes.`)
  .max(MAX_INTERVIEW_DURATION_MINUTES, `Interviews last at most ${MAX_INTERVIEW_DURATION_MINUTES} minutes.`);

/** Step 1: role and difficulty required (spec alert), duration a sensible number. Returns the message or null. */
export function checkInterviewStep1(
  values: Pick<InterviewFormValues, 'role' | 'difficulty' | 'time'>,
): string | null {
  if (!values.role.trim() || !(DIFFICULTIES as readonly string[]).includes(values.difficulty)) {
    return INTERVIEW_MESSAGES.step1Required;
  }
  if (values.role.trim().length > JOB_ROLE_MAX_CHARS)
    return `Job Role must be at most ${JOB_ROLE_MAX_CHARS} characters.`;
  const duration = durationSchema.safeParse(
    values.time === '' ? DEFAULT_INTERVIEW_DURATION_MINUTES : values.time,
  );
  return duration.success ? null : (duration.error.issues[0]?.message ?? INTERVIEW_MESSAGES.step1Required);
}

/** Step 2: a resume or a job description, not both (spec alerts). */
export function checkInterviewStep2(values: { hasResume: boolean; jobDescription: string }): string | null {
  const hasJd = values.jobDescription.trim().length > 0;
  if (!values.hasResume && !hasJd) return INTERVIEW_MESSAGES.step2ResumeOrJd;
  if (values.hasResume && hasJd) return INTERVIEW_MESSAGES.step2OnlyOne;
  if (values.jobDescription.length > JOB_DESCRIPTION_MAX_CHARS) {
    return `The job description is too long (at most ${JOB_DESCRIPTION_MAX_CHARS.toLocaleString('en-US')} characters).`;
  }
  return null;
}

export function checkInterviewStep3(values: { preferences: string }): string | null {
  return values.preferences.length > PREFERENCES_MAX_CHARS
    ? `Preferences are too long (at most ${PREFERENCES_MAX_CHARS.toLocaleString('en-US')} characters).`
    : null;
}

/** POST /api/interviews fields (spec section 7: title, difficulty, duration, jdText, resume, additionalNotes). */
export const createInterviewFieldsSchema = z.object({
  title: z.string().default(''),
  difficulty: z.string().default(''),
  duration: z.union([z.string(), z.number()]).optional(),
  jdText: z.string().optional().nullable(),
  additionalNotes: z.string().optional().nullable(),
  /** Who conducts the interview (default: the first persona). */
  personaId: interviewerPersonaIdSchema.default(DEFAULT_INTERVIEWER_PERSONA_ID),
  /** How long the interviewer waits before answering (default: conversational). */
  turnTaking: turnTakingModeSchema.default(DEFAULT_TURN_TAKING_MODE),
  /** A related job posting (practice from a job, or a first-round application). */
  jobId: z.string().uuid().optional().nullable(),
  /**
   * With a job description: also ask about the résumé saved in the candidate's profile (the wizard's rule of one
   * of résumé or JD is about uploads). "true"/"false" in multipart forms.
   */
  useProfileResume: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});
export type CreateInterviewFields = z.input<typeof createInterviewFieldsSchema>;

export const INTERVIEW_STATUSES = ['created', 'in-progress', 'completed', 'scored'] as const;
export type InterviewStatusValue = (typeof INTERVIEW_STATUSES)[number];

export const interviewSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.number(),
  status: z.enum(INTERVIEW_STATUSES),
  createdAt: z.string(),
  overallScore: z.number().nullable(),
  /**
   * It ended before every planned question was answered (dropped, stopped early): listed apart from complete
   * interviews, its score covering only what was answered.
   */
  incomplete: z.boolean(),
  /** practice: the candidate's own mock interview; application: a job's first-round interview. */
  kind: z.enum(['practice', 'application']),
  /** The interviewer persona (name, voice and style) who conducts the call. */
  personaId: z.enum(INTERVIEWER_PERSONA_IDS),
  turnTaking: z.enum(TURN_TAKING_MODES),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewDetailSchema = interviewSummarySchema.extend({
  jobDescription: z.string().nullable(),
  preferences: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  parsedJD: parsedJdSchema.nullable(),
  /**
   * The spec's shape: the planned questions as strings. Empty, like `plan`, for a job's first-round interview: its
   * questions and expected points are the recruiter's answer key and are never sent to the candidate.
   */
  questions: z.array(z.string()),
  plan: interviewPlanSchema.nullable(),
  /** How many questions are planned (the room's progress); set for every kind of interview. */
  questionCount: z.number().int().min(0),
  analysisSource: z.enum(['built-in', 'llm']).nullable(),
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

export const createInterviewResponseSchema = z.object({ interview: interviewDetailSchema });
export type CreateInterviewResponse = z.infer<typeof createInterviewResponseSchema>;

export const listInterviewsResponseSchema = z.object({ interviews: z.array(interviewSummarySchema) });

/** GET /api/candidate/overview — the three dashboard cards. */
export const candidateOverviewSchema = z.object({
  interviews: z.object({
    total: z.number(),
    upcoming: z.array(interviewSummarySchema),
    recent: z.array(interviewSummarySchema),
  }),
  profile: z.object({
    completenessPercent: z.number().min(0).max(100),
    missing: z.array(z.string()),
  }),
  jobs: z.object({ openCount: z.number() }),
});
export type CandidateOverview = z.infer<typeof candidateOverviewSchema>;
