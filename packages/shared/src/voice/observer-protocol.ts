/**
 * Silent observers of a live call (a recruiter listening to a first-round interview): their WebSocket at
 * /api/call/:id/observe?token=… receives what the call's participants say and never sends into the call.
 *  - text frames: `observer-ready` first (with the transcript so far), then the call's transcript, speech, agent-state,
 *    interviewer audio brackets, time warnings and its end;
 *  - binary frames: PCM16 16 kHz whose first sample is the source (OBSERVED_AUDIO_SOURCE), the rest the audio.
 * Anything the observer sends is refused with an `error` (observer-cannot-send) and changes nothing.
 */
import { z } from 'zod';
import { serverMessageSchema, transcriptMessageSchema, VOICE_SAMPLE_RATE_HZ } from './protocol';

/** The observer's participant permissions (spec section 6): not present, sends nothing, receives audio only. */
export const OBSERVER_PERMISSIONS = {
  hasPresence: false,
  canSend: false,
  canReceive: {
    base: {
      audio: true,
      video: false,
      screenAudio: false,
      screenVideo: false,
      customAudio: { '*': false },
      customVideo: { '*': false },
    },
  },
  canAdmin: false,
} as const;

/** First sample of each observed audio frame: whose voice it carries. */
export const OBSERVED_AUDIO_SOURCE = { candidate: 1, interviewer: 2 } as const;
export type ObservedAudioSource = keyof typeof OBSERVED_AUDIO_SOURCE;

/** The call messages an observer receives (everything else is the candidate's own business). */
export const OBSERVED_MESSAGE_TYPES = [
  'status-update',
  'agent-state',
  'speech-update',
  'transcript',
  'assistant-audio',
  'assistant-speak',
  'interrupt',
  'time-warning',
] as const satisfies readonly z.infer<typeof serverMessageSchema>['type'][];

export const OBSERVER_CANNOT_SEND_MESSAGE = 'Observers listen only: nothing can be sent into the call.';

export const observerReadyMessageSchema = z.object({
  type: z.literal('observer-ready'),
  callId: z.string(),
  sampleRateHz: z.literal(VOICE_SAMPLE_RATE_HZ),
  permissions: z
    .object({
      hasPresence: z.literal(false),
      canSend: z.literal(false),
      canReceive: z.object({ base: z.object({ audio: z.literal(true), video: z.literal(false) }).loose() }),
    })
    .loose(),
  transcript: z.array(transcriptMessageSchema),
});

export const observerMessageSchema = z.union([
  observerReadyMessageSchema,
  serverMessageSchema.refine(
    (message) =>
      (OBSERVED_MESSAGE_TYPES as readonly string[]).includes(message.type) || message.type === 'error',
  ),
]);
export type ObserverMessage = z.infer<typeof observerMessageSchema>;

/** POST /api/recruiter/applications/:id/observe → where and how to listen. */
export const observeCallResponseSchema = z.object({
  callId: z.string(),
  observeUrl: z.string(),
  permissions: observerReadyMessageSchema.shape.permissions,
});
export type ObserveCallResponse = z.infer<typeof observeCallResponseSchema>;

/** GET /api/recruiter/applications/:id/live → whether the applicant's interview is being held right now. */
export const liveInterviewStatusSchema = z.object({
  live: z.boolean(),
  callId: z.string().nullable(),
});
export type LiveInterviewStatus = z.infer<typeof liveInterviewStatusSchema>;

/** Splits an observed audio frame into its source and samples; null for a frame that is not one. */
export function readObservedAudioFrame(
  frame: Int16Array,
): { source: ObservedAudioSource; pcm: Int16Array } | null {
  if (frame.length < 2) return null;
  const source =
    frame[0] === OBSERVED_AUDIO_SOURCE.candidate
      ? 'candidate'
      : frame[0] === OBSERVED_AUDIO_SOURCE.interviewer
        ? 'interviewer'
        : null;
  return source ? { source, pcm: frame.subarray(1) } : null;
}

export function writeObservedAudioFrame(source: ObservedAudioSource, pcm: Int16Array): Int16Array {
  const frame = new Int16Array(pcm.length + 1);
  frame[0] = OBSERVED_AUDIO_SOURCE[source];
  frame.set(pcm, 1);
  return frame;
}
