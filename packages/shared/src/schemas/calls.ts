/**
 * Creating and reading voice calls. The creation payload follows the voice-AI provider contract of the spec
 * (assistant | assistantId | squad | squadId | workflow | workflowId, with overrides). On this server an assistant is
 * the AI interviewer of one of the caller's interviews: `assistantId` is the interview id, or `assistant.interviewId`.
 */
import { z } from 'zod';
import { CALL_ENDED_REASONS, TURN_SOURCES, turnTimingsSchema } from '../voice/protocol';

export const ASSISTANT_REQUIRED_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
export const SQUADS_UNSUPPORTED_MESSAGE =
  'Squads and workflows are not available on this server; start the call with an assistant (an interview id).';

const artifactPlanSchema = z.object({ videoRecordingEnabled: z.boolean().optional() }).strict();

export const assistantOverridesSchema = z
  .object({
    artifactPlan: artifactPlanSchema.optional(),
    /** Template variables of the assistant (kept with the call; the interviewer reads `candidateName`). */
    variableValues: z.record(z.string(), z.string().max(500)).optional(),
  })
  .strict();

export const createWebCallSchema = z
  .object({
    assistant: z
      .object({
        interviewId: z.string().uuid('assistant.interviewId must be an interview id.'),
        artifactPlan: artifactPlanSchema.optional(),
      })
      .strict()
      .optional(),
    assistantId: z.string().uuid('assistantId must be an interview id.').optional(),
    assistantOverrides: assistantOverridesSchema.optional(),
    squad: z.record(z.string(), z.unknown()).optional(),
    squadId: z.string().optional(),
    workflow: z.record(z.string(), z.unknown()).optional(),
    workflowId: z.string().optional(),
    workflowOverrides: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type CreateWebCallRequest = z.infer<typeof createWebCallSchema>;

export const CALL_STATUSES = ['created', 'in-progress', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const webCallSchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  status: z.enum(CALL_STATUSES),
  webCallUrl: z.string(),
  artifactPlan: z.object({ videoRecordingEnabled: z.boolean() }),
  assistant: z.object({ voice: z.object({ provider: z.string() }) }),
});
export type WebCall = z.infer<typeof webCallSchema>;

export const callTurnSchema = z.object({
  id: z.string(),
  role: z.enum(['assistant', 'user']),
  text: z.string(),
  source: z.enum(TURN_SOURCES),
  questionIndex: z.number().nullable(),
  startedAtMs: z.number(),
  endedAtMs: z.number(),
  timings: turnTimingsSchema.nullable(),
});
export type CallTurn = z.infer<typeof callTurnSchema>;

export const callSummarySchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  status: z.enum(CALL_STATUSES),
  endedReason: z.enum(CALL_ENDED_REASONS).nullable(),
  voiceSeconds: z.number(),
  durationLimitSeconds: z.number(),
  stt: z.string(),
  tts: z.object({ provider: z.string(), voice: z.string() }),
  videoRecordingEnabled: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const callDetailSchema = callSummarySchema.extend({ turns: z.array(callTurnSchema) });
export type CallDetail = z.infer<typeof callDetailSchema>;

/** A stored chunk of the call's camera recording: how many chunks and bytes the recording holds now. */
export const recordingChunkResponseSchema = z.object({ chunks: z.number().int(), bytes: z.number().int() });
export type RecordingChunkResponse = z.infer<typeof recordingChunkResponseSchema>;
