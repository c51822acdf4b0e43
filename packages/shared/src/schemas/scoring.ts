/** The scoring contract of sections 3 and 7: `{jd, interview:[{question, answer}]}` → score result. */
import { z } from 'zod';
import { storableText } from '../rules/storable-text';
import { TRANSCRIPTION_STATES } from '../voice/recognition-confidence';
import { parsedJdSchema } from './interview-analysis';
import { callLatencySchema } from '../voice/protocol';

export const transcriptEntrySchema = z.object({
  question: z.string(),
  answer: z.string(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const scoreRequestSchema = z.object({
  jd: parsedJdSchema.nullish(),
  interview: z.array(transcriptEntrySchema),
});
export type ScoreRequest = z.infer<typeof scoreRequestSchema>;

/** The rubric an answer is judged by, chosen from the question's kind and wording. */
export const SCORING_RUBRICS = [
  'technical',
  'design',
  'behavioural',
  'motivation',
  'introduction',
  'closing',
] as const;
export type ScoringRubric = (typeof SCORING_RUBRICS)[number];
/**
 * "not-scored": the closing question, shown as such and left out of the overall score; "unheard": the transcript is
 * not coherent language, so the answer could not be heard reliably and was not judged.
 */
export const ANSWER_STATUSES = ['scored', 'not-scored', 'unheard'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export const questionScoreSchema = z.object({
  question: z.string(),
  answer: z.string(),
  /** 0–10. */
  score: z.number().min(0).max(10),
  /** Addressed to the candidate ("you …"). */
  feedback: z.string(),
  /** The same feedback for a recruiter, in the third person ("the candidate …"), where the scorer wrote one. */
  recruiterFeedback: z.string().optional(),
  rubric: z.enum(SCORING_RUBRICS).optional(),
  status: z.enum(ANSWER_STATUSES).optional(),
  /** Quotes from the answer that back a model's score, each checked in code to occur in the answer. */
  evidence: z.array(z.string()).optional(),
});
export type QuestionScore = z.infer<typeof questionScoreSchema>;

export const COMPETENCIES = [
  'communication',
  'technical knowledge',
  'problem solving',
  'role fit',
  'confidence & clarity',
] as const;
export type Competency = (typeof COMPETENCIES)[number];

export const competencyScoreSchema = z.object({
  name: z.enum(COMPETENCIES),
  /** 0–10. */
  score: z.number().min(0).max(10),
  /** Quotes from the candidate's answers that support the score. */
  evidence: z.array(z.string()),
});
export type CompetencyScore = z.infer<typeof competencyScoreSchema>;

export const scoreResultSchema = z.object({
  /** 0–100. */
  overallScore: z.number().min(0).max(100),
  /** Addressed to the candidate ("your best answer …"). */
  summary: z.string(),
  /** The same summary for a recruiter, in the third person ("the candidate's best answer …"). */
  recruiterSummary: z.string().optional(),
  scores: z.array(questionScoreSchema),
  /** Beyond the spec's contract: competency scores with evidence, and whether too little was said to judge. */
  competencies: z.array(competencyScoreSchema).optional(),
  insufficientData: z.boolean().optional(),
  /**
   * The interview ended before every planned question was answered (a dropped call, stopped after one answer): the
   * score covers only the answered questions and is shown apart from complete interviews.
   */
  incomplete: z.boolean().optional(),
  answeredQuestions: z.number().int().min(0).optional(),
  plannedQuestions: z.number().int().min(0).optional(),
  source: z.enum(['built-in', 'llm']).optional(),
  /** With a model scoring: how far its scores agree with the built-in engine's (technical details of the report). */
  modelAgreement: z
    .object({
      /** Scored answers compared (the closing question and unheard answers are not). */
      comparedAnswers: z.number().int().min(0),
      /** Mean of |model − built-in| over the compared answers, 0–10 points. */
      meanAbsoluteDifference: z.number().min(0).max(10),
      /** Rank correlation of the two scorings; null with fewer than three answers or no spread to rank. */
      spearman: z.number().min(-1).max(1).nullable(),
      /** Quotes the model gave that do not occur in the answer (dropped). */
      quotesRejected: z.number().int().min(0),
      /** Answers whose model score was dropped for the built-in one (an invented or missing quote, a cap). */
      answersFallenBack: z.number().int().min(0),
    })
    .optional(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** Speech analytics of one interview (built-in engine): pace, filler words, thinking pauses, talk ratio, lengths. */
export const speechAnalyticsSchema = z.object({
  /** Null when the answers were typed or too short to time. */
  wordsPerMinute: z.number().min(0).nullable(),
  fillerWords: z.object({
    total: z.number().int().min(0),
    per100Words: z.number().min(0),
    byWord: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Gaps before an answer long enough to be thinking time: shown as information, never penalised. */
  longPauses: z.object({ count: z.number().int().min(0), longestMs: z.number().min(0) }),
  /** Candidate speaking time / all speaking time (0–1). */
  talkRatio: z.number().min(0).max(1).nullable(),
  answers: z.object({
    count: z.number().int().min(0),
    averageWords: z.number().min(0),
    shortest: z.number().int().min(0),
    longest: z.number().int().min(0),
  }),
  advice: z.array(z.string()),
});
export type SpeechAnalytics = z.infer<typeof speechAnalyticsSchema>;

/**
 * Where the scoring of an interview's latest call stands. Every call end asks for scoring on the server:
 * `pending` until it is done, then `scored`, `incomplete` (nothing was asked or answered, so there is nothing to
 * score) or `failed` (it could not be done; the message says why).
 */
export const CALL_SCORING_STATUSES = ['pending', 'scored', 'incomplete', 'failed'] as const;
export type CallScoringStatus = (typeof CALL_SCORING_STATUSES)[number];

/**
 * What the browser reads (GET /api/interviews/:id/report → `scoring`). Besides the call's scoring state:
 * `in-call` — the latest call has not ended yet (after a dropped connection it waits for a reconnect first);
 * `not-requested` — no call has ended (or the last one ended before scoring at call end existed).
 */
export const INTERVIEW_SCORING_STATUSES = [...CALL_SCORING_STATUSES, 'in-call', 'not-requested'] as const;
export type InterviewScoringStatus = (typeof INTERVIEW_SCORING_STATUSES)[number];

export const scoringStateSchema = z.object({
  status: z.enum(INTERVIEW_SCORING_STATUSES),
  /** The latest call that was joined; null when there is none. */
  callId: z.string().nullable(),
  /** Why it is incomplete or failed, for the candidate; null otherwise. */
  message: z.string().nullable(),
});
export type ScoringState = z.infer<typeof scoringStateSchema>;

/** One turn of a report's transcript. */
export const reportTurnSchema = z.object({
  /** The turn's id (a correction names it). */
  id: z.string(),
  role: z.enum(['assistant', 'user']),
  text: z.string(),
  startedAtMs: z.number(),
  endedAtMs: z.number(),
  source: z.string(),
  /** The recogniser's confidence in `recognisedText` (0–1), null when unknown or typed. */
  confidence: z.number().nullable(),
  /** What the recogniser heard, when the candidate has corrected it (`text` is then the correction). */
  recognisedText: z.string().nullable(),
  /** When the candidate corrected the answer (ISO 8601), null when not corrected. */
  correctedAt: z.string().nullable(),
  /** `pending`: the answer's audio is being recognised after the call; `failed`: it could not be. */
  transcription: z.enum(TRANSCRIPTION_STATES).nullable(),
});
export type ReportTurn = z.infer<typeof reportTurnSchema>;

/** A correction is at most this long (a spoken answer is a few hundred words). */
export const ANSWER_CORRECTION_MAX_CHARS = 10_000;

/** GET /api/interviews/:id/report: the latest score with its history, speech analytics, recordings and transcript. */
export const interviewReportSchema = z.object({
  interviewId: z.string(),
  /** Where the server's scoring of the latest call stands (every call end is scored on the server). */
  scoring: scoringStateSchema,
  title: z.string(),
  /** The role as the analysis read it from the job description or résumé (else the title). */
  role: z.string(),
  /** When the interview was created (ISO 8601). */
  createdAt: z.string(),
  difficulty: z.string(),
  status: z.string(),
  /** The name of the interviewer persona who conducted the interview (the transcript's interviewer lines). */
  interviewerName: z.string(),
  latest: scoreResultSchema.nullable(),
  analytics: speechAnalyticsSchema.nullable(),
  recordings: z.array(z.object({ callId: z.string(), url: z.string() })),
  /** Technical details: the reply latency of the latest call with spoken turns (null: none was timed). */
  latency: callLatencySchema.nullable(),
  history: z.array(z.object({ overallScore: z.number(), source: z.string(), scoredAt: z.string() })),
  transcript: z.array(reportTurnSchema),
  /**
   * Whether the candidate may correct their answers' text now (the reader is the candidate and the call has ended;
   * see `correctAnswer`), and whether a correction re-scores the interview (practice) or is shown beside the kept
   * score (first-round).
   */
  corrections: z.object({ allowed: z.boolean(), rescores: z.boolean() }),
});
export type InterviewReport = z.infer<typeof interviewReportSchema>;

/** PUT /api/interviews/:id/turns/:turnId — the candidate's correction of one answer's text. */
export const answerCorrectionSchema = z.object({
  text: z
    .string()
    .transform((text) => storableText(text).trim())
    .pipe(
      z
        .string()
        .min(1, 'Type the answer as you gave it (it cannot be empty).')
        .max(
          ANSWER_CORRECTION_MAX_CHARS,
          `An answer can be at most ${ANSWER_CORRECTION_MAX_CHARS} characters.`,
        ),
    ),
});
export type AnswerCorrection = z.infer<typeof answerCorrectionSchema>;
