/** Runs one voice interview through the VoiceClient and exposes what the room shows. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { VoiceClient, createBrowserVoiceDependencies, type CallState } from '@intervia/voice-client';
import captureWorkletUrl from '@intervia/voice-client/capture-worklet.js?url';
import {
  inTranscriptOrder,
  type AgentState,
  type CallEndedReason,
  type ServerMessage,
  type TranscriptMessage,
  type WebCall,
} from '@intervia/shared';
import { apiRequest } from '../../lib/api-client';
import { browserErrorReporter } from '../error-reporting/browser-error-reporting';
import { recognizerNotice, type RecognizerState } from './recognizer-label';
import { createRecordingUploader, type RecordingUploads } from './recording-uploads';
import {
  CONNECTION_LOST_MESSAGE,
  userMessageForCallError,
  userMessageForStartFailure,
} from './call-error-messages';

export interface Caption {
  turnId: string;
  role: 'assistant' | 'user';
  text: string;
  final: boolean;
  atMs: number;
  /** The recogniser's confidence in a recognised answer (0–1), when it said. */
  confidence?: number;
  /** `pending`: the answer is kept and transcribed after the call (its text is empty for now). */
  transcription?: 'pending' | 'failed';
}

type RoomStatus = 'idle' | 'connecting' | 'live' | 'ended' | 'failed';

export interface VoiceInterviewState {
  status: RoomStatus;
  /** The call object's state (new → loading → loaded → joining → joined → left/error). */
  callState: CallState;
  agentState: AgentState;
  captions: Caption[];
  assistantVolume: number;
  /** The interviewer's voice is audible right now (audio-level observer), which can outlast the server's state. */
  assistantAudible: boolean;
  inputLevel: number;
  muted: boolean;
  remainingSeconds: number | null;
  speechMode: { stt: string; tts: string } | null;
  /** Who hears the candidate now and what they may switch to (`recognizer-update`). */
  recognizer: RecognizerState | null;
  notice: string | null;
  error: string | null;
  /** What went wrong when a live call failed; still shown after the room gives way to the feedback. */
  callError: string | null;
  /** The call was refused because the plan has no minutes left: offer the Payment page. */
  needsMinutes: boolean;
  endedReason: CallEndedReason | null;
  callId: string | null;
  /** The camera recording is running (MediaRecorder started and not stopped). */
  recording: boolean;
  /** Recruiters listening to the interview live right now (first-round interviews). */
  listening: number;
  /** The connection dropped and the call is resuming (a network change, or the server moved the call). */
  reconnecting: boolean;
}

/** How long a passing problem (a refused audio frame) stays on screen. */
const BRIEF_NOTICE_MS = 8000;

const INITIAL: VoiceInterviewState = {
  status: 'idle',
  callState: 'new',
  agentState: 'listening',
  captions: [],
  assistantVolume: 0,
  assistantAudible: false,
  inputLevel: 0,
  muted: false,
  remainingSeconds: null,
  speechMode: null,
  recognizer: null,
  notice: null,
  reconnecting: false,
  error: null,
  callError: null,
  needsMinutes: false,
  endedReason: null,
  callId: null,
  recording: false,
  listening: 0,
};

/** Replaces the caption of a turn, or appends it. */
/** A final answer's recognition marks, carried to its caption. */
function recognitionMarks(
  message: Pick<TranscriptMessage, 'confidence' | 'transcription'>,
): Pick<Caption, 'confidence' | 'transcription'> {
  return {
    ...(message.confidence === undefined ? {} : { confidence: message.confidence }),
    ...(message.transcription ? { transcription: message.transcription } : {}),
  };
}

/**
 * A caption added, or replacing its turn's earlier one (a final after partials), kept in transcript order: by when
 * each turn started, as the stored transcript reads (an answer begun as the interviewer began comes first).
 */
export function upsertCaption(captions: Caption[], caption: Caption): Caption[] {
  const index = captions.findIndex((existing) => existing.turnId === caption.turnId);
  const updated =
    index === -1
      ? [...captions, caption]
      : captions.map((existing, position) => (position === index ? caption : existing));
  return inTranscriptOrder(updated, (entry) => entry.atMs);
}

async function uploadChunk(callId: string, seq: number, chunk: Blob): Promise<void> {
  const response = await fetch(`/api/call/${callId}/recording?seq=${seq}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'video/webm' },
    body: chunk,
  });
  if (!response.ok) throw new Error(`Recording chunk ${seq} was refused (${response.status})`);
}

export function useVoiceInterview(interviewId: string, options: { recordVideo?: boolean } = {}) {
  const recordVideo = options.recordVideo ?? false;
  const [state, setState] = useState<VoiceInterviewState>(INITIAL);
  const clientRef = useRef<VoiceClient | null>(null);
  /** The camera recording's upload, which goes on after the call ends (the feedback says when it is saved). */
  const uploadsRef = useRef<RecordingUploads | null>(null);
  const deadlineRef = useRef<number | null>(null);

  const handleMessage = useCallback((message: ServerMessage) => {
    // A refused audio frame (wrong size, rate or format) is said briefly: the call goes on.
    if (message.type === 'error' && message.errorType === 'invalid-audio') {
      setTimeout(
        () =>
          setState((current) =>
            current.notice === message.message ? { ...current, notice: null } : current,
          ),
        BRIEF_NOTICE_MS,
      );
    }
    setState((current) => {
      switch (message.type) {
        case 'call-ready': {
          deadlineRef.current = Date.now() + (message.durationLimitSeconds - message.elapsedSeconds) * 1000;
          const captions = message.transcript.reduce(
            (all, entry) =>
              upsertCaption(all, {
                turnId: entry.turnId,
                role: entry.role,
                text: entry.transcript,
                final: true,
                atMs: entry.atMs,
                ...recognitionMarks(entry),
              }),
            current.captions,
          );
          return {
            ...current,
            status: 'live',
            captions,
            speechMode: { stt: message.stt.mode, tts: message.tts.mode },
            notice:
              message.stt.mode === 'typed-only'
                ? 'Speech recognition is not available here, so please type your answers below.'
                : current.notice,
          };
        }
        case 'agent-state':
          return { ...current, agentState: message.state };
        case 'transcript':
          return {
            ...current,
            captions: upsertCaption(current.captions, {
              turnId: message.turnId,
              role: message.role,
              text: message.transcript,
              final: message.transcriptType === 'final',
              atMs: message.atMs,
              ...recognitionMarks(message),
            }),
          };
        case 'recognizer-update': {
          const recognizer = {
            mode: message.mode,
            provider: message.provider,
            switchable: message.switchable,
          };
          return {
            ...current,
            recognizer,
            speechMode: current.speechMode
              ? { ...current.speechMode, stt: message.mode }
              : current.speechMode,
            notice:
              recognizerNotice(
                message.reason,
                recognizer,
                current.captions.some((caption) => caption.role === 'user'),
              ) ?? current.notice,
          };
        }
        case 'listeners-update':
          return { ...current, listening: message.listening };
        case 'time-warning':
          return { ...current, notice: 'About one minute left.' };
        case 'error':
          return { ...current, notice: message.message };
        case 'status-update':
          return message.status === 'ended'
            ? { ...current, status: 'ended', endedReason: message.endedReason ?? null }
            : current;
        default:
          return current;
      }
    });
  }, []);

  const start = useCallback(async () => {
    if (clientRef.current?.isStarted) return;
    const uploader = createRecordingUploader(uploadChunk);
    uploadsRef.current = uploader;
    const client = new VoiceClient(
      createBrowserVoiceDependencies({
        createWebCall: async (payload) => {
          const call = await apiRequest<WebCall>('/api/call/web', { method: 'POST', json: payload });
          uploader.setCall(call.id);
          return call;
        },
        onVideoChunk: (chunk) => uploader.push(chunk),
        onRecordingChange: (recording) => {
          uploader.setRecording(recording);
          setState((current) => ({ ...current, recording }));
        },
        assets: { audioWorklet: captureWorkletUrl },
      }),
    );
    clientRef.current = client;
    client.on('message', handleMessage);
    client.on('call-state', (callState) => setState((current) => ({ ...current, callState })));
    client.on('volume-level', (volume) => setState((current) => ({ ...current, assistantVolume: volume })));
    client.on('speech-start', () => setState((current) => ({ ...current, assistantAudible: true })));
    client.on('speech-end', () => setState((current) => ({ ...current, assistantAudible: false })));
    client.on('input-level', (level) => setState((current) => ({ ...current, inputLevel: level })));
    client.on('call-start-failed', ({ error }) => {
      console.error('Voice interview failed to start', error);
      const failure = userMessageForStartFailure(error);
      setState((current) => ({
        ...current,
        status: 'failed',
        error: failure.message,
        needsMinutes: failure.needsMinutes,
      }));
    });
    client.on('call-error', (error) => {
      // Fatal: to error reporting (skipped types and scrubbing are the reporter's rules).
      void browserErrorReporter().then((reporter) =>
        reporter.reportFatalCallError(error, { interviewId, callState: 'error' }),
      );
      // During the call (the start path reports through call-start-failed): say what happened.
      setState((current) => {
        if (current.status !== 'live') return current;
        const message =
          error.type === 'connection-error' ? CONNECTION_LOST_MESSAGE : userMessageForCallError(error);
        return { ...current, notice: message, callError: message };
      });
    });
    client.on('error', (error) => {
      if (error.type === 'audio-processing-setup-error') console.warn('Noise suppression unavailable', error);
    });
    client.on('reconnecting', (reconnecting) => setState((current) => ({ ...current, reconnecting })));
    client.on('call-end', () =>
      setState((current) => ({ ...current, status: 'ended', reconnecting: false })),
    );
    setState({ ...INITIAL, status: 'connecting' });
    const call = await client.start({
      assistantId: interviewId,
      ...(recordVideo ? { assistantOverrides: { artifactPlan: { videoRecordingEnabled: true } } } : {}),
    });
    if (call) setState((current) => ({ ...current, callId: call.id }));
  }, [handleMessage, interviewId, recordVideo]);

  const stop = useCallback(async () => {
    await clientRef.current?.stop();
  }, []);

  const sendTypedAnswer = useCallback((text: string) => {
    const client = clientRef.current;
    if (!client?.isStarted) return false;
    client.sendTypedAnswer(text);
    return true;
  }, []);

  const switchRecognizer = useCallback((to: 'server' | 'browser') => {
    const client = clientRef.current;
    if (!client?.isStarted) return;
    client.switchRecognizer(to);
  }, []);

  const toggleMute = useCallback(() => {
    const client = clientRef.current;
    if (!client?.isStarted) return;
    const muted = !client.isMuted();
    client.setMuted(muted);
    setState((current) => ({ ...current, muted }));
  }, []);

  // The countdown shown in the room.
  useEffect(() => {
    if (state.status !== 'live') return;
    const timer = setInterval(() => {
      const deadline = deadlineRef.current;
      if (deadline !== null) {
        setState((current) => ({
          ...current,
          remainingSeconds: Math.max(0, Math.round((deadline - Date.now()) / 1000)),
        }));
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [state.status]);

  // Leaving the page ends the call (the server also ends it when the socket stays closed).
  useEffect(
    () => () => {
      void clientRef.current?.stop();
    },
    [],
  );

  return { state, start, stop, sendTypedAnswer, toggleMute, switchRecognizer, uploadsRef };
}
