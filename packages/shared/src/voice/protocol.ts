/**
 * The voice call's wire protocol, shared by the server pipeline (apps/server/src/voice) and the browser SDK
 * (packages/voice-client). One WebSocket per call, at the `webCallUrl` returned by POST /api/call/web:
 *  - binary frames, both ways: raw PCM16 little-endian, mono, 16 kHz (candidate microphone up; interviewer speech
 *    down, between an `assistant-audio` start and end message);
 *  - text frames: JSON control messages validated by the schemas below.
 * Message names follow the voice-AI provider the spec describes (transcript, speech-update, status-update) so the
 * VoiceClient can emit them unchanged as `message` events.
 */
import { z } from 'zod';
import { TRANSCRIPTION_STATES } from './recognition-confidence';
import { storableText } from '../rules/storable-text';

/** Where a stored turn's text came from. */
export const TURN_SOURCES = ['voice', 'typed', 'browser-stt', 'interviewer'] as const;
export type TurnSource = (typeof TURN_SOURCES)[number];
/** The sources of a candidate's text that the browser sends (a typed answer, or its own recogniser's transcript). */
export const BROWSER_TEXT_SOURCES = ['typed', 'browser-stt'] as const satisfies readonly TurnSource[];

export const VOICE_SAMPLE_RATE_HZ = 16_000;
export const VOICE_BYTES_PER_SAMPLE = 2;
/** Recommended upstream frame: 20 ms = 320 samples = 640 bytes. Any whole number of samples is accepted. */
export const VOICE_UPSTREAM_FRAME_MS = 20;
/** A dropped socket may reconnect with its resume token within this window and continue the same call. */
export const VOICE_RECONNECT_WINDOW_MS = 60_000;
/** Lifetime of the token in a fresh webCallUrl (the first connection must happen within it). */
export const CALL_JOIN_TOKEN_TTL_SECONDS = 120;
/** Barge-in budget: candidate speech while the interviewer talks stops its audio within this time. */
export const BARGE_IN_MAX_MS = 200;

export const AGENT_STATES = ['listening', 'thinking', 'speaking'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export const SPEAKER_ROLES = ['assistant', 'user'] as const;
export type SpeakerRole = (typeof SPEAKER_ROLES)[number];

/** Why a call ended. `customer-ended-call` is what the SDK reports when the candidate leaves. */
export const CALL_ENDED_REASONS = [
  'assistant-ended-call',
  'customer-ended-call',
  'exceeded-max-duration',
  'quota-exhausted',
  'connection-lost',
  'server-error',
] as const;
export type CallEndedReason = (typeof CALL_ENDED_REASONS)[number];

export const STT_MODES = ['server', 'browser', 'typed-only'] as const;
export type SttMode = (typeof STT_MODES)[number];
/** The recognisers a candidate can switch between during a call. */
export const SWITCHABLE_RECOGNIZERS = ['server', 'browser'] as const;
export type SwitchableRecognizer = (typeof SWITCHABLE_RECOGNIZERS)[number];
/** The browser's Web Speech API, as `stt.provider` when the browser hears the candidate. */
export const BROWSER_RECOGNIZER_PROVIDER = 'web-speech';
/** Web Speech API errors after which the browser recogniser is given up for the call (the server takes over). */
export const BROWSER_RECOGNITION_ERRORS = [
  'network',
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
  'no-speech',
  'unavailable',
] as const;
/** Largest binary audio frame the server takes: one second of PCM16 16 kHz mono (the recommended frame is 20 ms). */
export const VOICE_MAX_FRAME_BYTES = VOICE_SAMPLE_RATE_HZ * VOICE_BYTES_PER_SAMPLE;
/** The microphone audio the server understands (declared in `client-hello`). */
export const VOICE_AUDIO_FORMAT = {
  encoding: 'pcm16le',
  sampleRateHz: VOICE_SAMPLE_RATE_HZ,
  channels: 1,
} as const;
export const TTS_MODES = ['server', 'browser'] as const;

const turnId = z.string().min(1);

// ---- server → client -------------------------------------------------------------------------------------------

export const transcriptMessageSchema = z.object({
  type: z.literal('transcript'),
  role: z.enum(SPEAKER_ROLES),
  transcriptType: z.enum(['partial', 'final']),
  transcript: z.string(),
  turnId,
  /** Milliseconds since the call started. */
  atMs: z.number(),
  /** A recognised answer's confidence (0–1); absent when the recogniser could not say or the text was typed. */
  confidence: z.number().min(0).max(1).optional(),
  /** `pending`: recognition ran late, the audio is kept and recognised after the call (the text is empty). */
  transcription: z.enum(TRANSCRIPTION_STATES).optional(),
});
export type TranscriptMessage = z.infer<typeof transcriptMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('call-ready'),
    callId: z.string(),
    resumed: z.boolean(),
    /** Token to reconnect with after a dropped connection (valid within VOICE_RECONNECT_WINDOW_MS). */
    resumeToken: z.string(),
    sampleRateHz: z.literal(VOICE_SAMPLE_RATE_HZ),
    stt: z.object({ mode: z.enum(STT_MODES), provider: z.string() }),
    tts: z.object({ mode: z.enum(TTS_MODES), provider: z.string(), voice: z.string() }),
    /** Final transcript so far (non-empty when resuming). */
    transcript: z.array(transcriptMessageSchema),
    durationLimitSeconds: z.number(),
    elapsedSeconds: z.number(),
  }),
  z.object({
    type: z.literal('status-update'),
    status: z.enum(['in-progress', 'ended']),
    endedReason: z.enum(CALL_ENDED_REASONS).optional(),
  }),
  z.object({ type: z.literal('agent-state'), state: z.enum(AGENT_STATES) }),
  z.object({
    type: z.literal('speech-update'),
    role: z.enum(SPEAKER_ROLES),
    status: z.enum(['started', 'stopped']),
    turnId,
  }),
  transcriptMessageSchema,
  /** Brackets the binary audio frames of one interviewer utterance (server TTS mode). */
  z.object({ type: z.literal('assistant-audio'), event: z.enum(['start', 'end']), turnId }),
  /** Browser TTS mode: the client speaks this text with speechSynthesis. */
  z.object({ type: z.literal('assistant-speak'), text: z.string(), turnId }),
  /** Stop playing interviewer audio now (barge-in); drop binary frames until the next `assistant-audio` start. */
  z.object({ type: z.literal('interrupt'), turnId }),
  z.object({
    type: z.literal('time-warning'),
    remainingSeconds: z.number(),
    reason: z.enum(['duration', 'quota']),
  }),
  z.object({
    type: z.literal('error'),
    errorType: z.string(),
    message: z.string(),
    fatal: z.boolean(),
  }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  /**
   * Which recogniser hears the candidate now, sent after `call-ready` and whenever it changes: `switchable` lists
   * the one the candidate may switch to; `reason` says why it changed ('browser-failed': the browser's speech
   * service stopped working and the server hears the rest of the call).
   */
  z.object({
    type: z.literal('recognizer-update'),
    mode: z.enum(STT_MODES),
    provider: z.string(),
    switchable: z.array(z.enum(SWITCHABLE_RECOGNIZERS)),
    reason: z.enum(['start', 'candidate', 'browser-failed']),
  }),
  /**
   * How many recruiters are listening to the call live right now (silent observers of a first-round interview);
   * sent when it changes and on (re)connecting while someone listens, so the candidate always knows.
   */
  z.object({ type: z.literal('listeners-update'), listening: z.number().int().min(0) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

// ---- client → server -------------------------------------------------------------------------------------------

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message on every connection: what the browser can do when the server lacks STT or TTS. */
  z.object({
    type: z.literal('client-hello'),
    capabilities: z.object({ speechRecognition: z.boolean(), speechSynthesis: z.boolean() }),
    /** The binary frames' format; anything but VOICE_AUDIO_FORMAT is refused with an `invalid-audio` error. */
    audioFormat: z
      .object({
        encoding: z.string().max(40),
        sampleRateHz: z.number().int().positive(),
        channels: z.number().int().positive(),
      })
      .optional(),
  }),
  /**
   * The browser's recogniser heard the candidate (STT mode 'browser'): partial results barge in and show as
   * captions; final ones become the answer of the turn the server's voice activity detection marks out.
   */
  z.object({
    type: z.literal('recognised-speech'),
    text: z.string().max(10_000).transform(storableText),
    /** 0–1 as the browser reports it; null when it gives none. */
    confidence: z.number().min(0).max(1).nullable(),
    final: z.boolean(),
    source: z.literal('browser-stt'),
  }),
  /**
   * Switch recogniser: the candidate asked ('candidate'), or the browser's recogniser failed ('browser-failed',
   * with the Web Speech API error) and the server should hear the rest of the call.
   */
  z.object({
    type: z.literal('use-recognizer'),
    recognizer: z.enum(SWITCHABLE_RECOGNIZERS),
    reason: z.enum(['candidate', 'browser-failed']),
    error: z.enum(BROWSER_RECOGNITION_ERRORS).optional(),
  }),
  /** A typed answer, or a transcript from the browser's own recogniser (STT mode 'browser'). */
  z.object({
    type: z.literal('user-transcript'),
    // Cleaned, not refused: a NUL or half an emoji must not lose the candidate's answer.
    transcript: z.string().max(10_000).transform(storableText),
    transcriptType: z.enum(['partial', 'final']),
    source: z.enum(BROWSER_TEXT_SOURCES),
  }),
  /** Local voice-activity hints (browser VAD / level observer); let the server barge in without waiting. */
  z.object({ type: z.literal('vad'), event: z.enum(['speech-start', 'speech-end']) }),
  z.object({ type: z.literal('mute'), muted: z.boolean() }),
  /** Playback progress of interviewer audio, so timings and listening windows follow what was actually heard. */
  z.object({ type: z.literal('playback'), event: z.enum(['started', 'ended', 'stopped']), turnId }),
  z.object({ type: z.literal('end-call') }),
  z.object({ type: z.literal('ping'), at: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- per-turn timings ------------------------------------------------------------------------------------------

/**
 * Stage timestamps of one candidate→interviewer exchange, in ms since the call started (null: stage skipped), kept
 * with the interviewer's turn: the candidate's speech ended (`speechEndMs`), the end-of-turn rule fired
 * (`vadEndMs`), the final transcript (`sttFinalMs`), the reply chosen (`replyChosenMs`: the answer stored and the
 * interviewer's reply begun), its first sentence ready (`firstTokenMs`), its first audio synthesised
 * (`firstAudioMs`) and sent (`firstAudioSentMs`). Turns stored before `speechEndMs` and `replyChosenMs` existed lack
 * them.
 */
export const turnTimingsSchema = z.object({
  speechEndMs: z.number().nullable().optional(),
  vadEndMs: z.number().nullable(),
  sttFinalMs: z.number().nullable(),
  replyChosenMs: z.number().nullable().optional(),
  firstTokenMs: z.number().nullable(),
  firstAudioMs: z.number().nullable(),
  firstAudioSentMs: z.number().nullable(),
});
export type TurnTimings = z.infer<typeof turnTimingsSchema>;

/**
 * The stages of an interviewer reply's latency, each between two of the turn's timings: the silence the
 * turn-taking rule waited (speech end → end of turn), recognition (speech end → final transcript), decision (final
 * transcript → reply chosen), first words (reply chosen → first sentence ready), first audio (first sentence → first
 * audio frame sent) and the whole (speech end → first audio frame sent).
 */
export const LATENCY_STAGES = [
  'endOfTurn',
  'recognition',
  'decision',
  'firstWords',
  'firstAudio',
  'speechEndToFirstAudio',
] as const;
export type LatencyStage = (typeof LATENCY_STAGES)[number];

export const LATENCY_STAGE_LABELS: Readonly<Record<LatencyStage, string>> = {
  endOfTurn: 'End of speech → end of turn (silence waited)',
  recognition: 'End of speech → final transcript',
  decision: 'Final transcript → reply chosen',
  firstWords: 'Reply chosen → first sentence ready',
  firstAudio: 'First sentence → first audio sent',
  speechEndToFirstAudio: 'End of speech → first audio sent',
};

export const latencyStageSummarySchema = z.object({
  p50Ms: z.number(),
  p95Ms: z.number(),
  /** Replies the stage was measured on. */
  count: z.number().int().min(1),
});
export type LatencyStageSummary = z.infer<typeof latencyStageSummarySchema>;

/** A call's reply latency: p50/p95 of each stage over its spoken replies (null: the stage was never measured). */
export const callLatencySchema = z.object({
  callId: z.string(),
  /** Replies with any stage measured. */
  replies: z.number().int().min(0),
  stages: z.object(
    Object.fromEntries(
      LATENCY_STAGES.map((stage) => [stage, latencyStageSummarySchema.nullable()]),
    ) as Record<LatencyStage, z.ZodNullable<typeof latencyStageSummarySchema>>,
  ),
});
export type CallLatency = z.infer<typeof callLatencySchema>;
