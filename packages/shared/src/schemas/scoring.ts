/** The scoring contract of sections 3 and 7: `{jd, interview:[{question, answer}]}` → score result. */
import { z } from 'zod';
import { parsedJdSchema } from './interview-analysis';

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

export const questionScoreSchema = z.object({
  question: z.string(),
  answer: z.string(),
  /** 0–10. */
  score: z.number().min(0).max(10),
  feedback: z.string(),
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
  summary: z.string(),
  scores: z.array(questionScoreSchema),
  /** Beyond the spec's contract: competency scores with evidence, and whether too little was said to judge. */
  competencies: z.array(competencyScoreSchema).optional(),
  insufficientData: z.boolean().optional(),
  source: z.enum(['built-in', 'llm']).optional(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;
