/**
 * The live interview: Camera Preview (muted) with Stop Interview, live captions of both sides, the interviewer's
 * status and voice level, the microphone meter, mute, a typed-answer box that is always available, and the time left.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import {
  LOW_CONFIDENCE_MESSAGE,
  interviewerPersonaById,
  isLowConfidence,
  type InterviewDetail,
} from '@intervia/shared';
import type { CallState } from '@intervia/voice-client';
import { Alert } from '../../components/Alert';
import { FillBar } from '../../components/FillBar';
import { Spinner } from '../../components/Spinner';
import { useCameraPreview } from './use-camera-preview';
import { useVoiceInterview, type Caption } from './use-voice-interview';
import type { RecordingUploads } from './recording-uploads';
import { recognizerLabel, recognizerSwitch } from './recognizer-label';

const STATUS_LABEL = { listening: 'Listening', thinking: 'Thinking', speaking: 'Speaking' } as const;

/** What the room says while the call object works towards joined. */
const CONNECTING_LABEL: Record<CallState, string> = {
  new: 'Connecting…',
  loading: 'Loading call…',
  loaded: 'Connecting…',
  joining: 'Joining…',
  joined: 'Connecting…',
  left: 'Ended',
  error: 'Call failed',
};

function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function LevelMeter({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-500">
        <span>{label}</span>
      </div>
      <FillBar
        role="meter"
        label={label}
        value={percent}
        trackClassName="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        fillClassName="h-2 rounded-full bg-brand-500 transition-[width] duration-100"
      />
    </div>
  );
}

function CaptionList({ captions, interviewerName }: { captions: Caption[]; interviewerName: string }) {
  if (captions.length === 0) {
    return <p className="text-sm text-slate-500">{interviewerName} will greet you in a moment…</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Live captions">
      {captions.map((caption) => (
        <li
          key={caption.turnId}
          className={`rounded-xl px-4 py-3 text-sm ${
            caption.role === 'assistant' ? 'bg-brand-50 text-slate-900' : 'ml-8 bg-slate-100 text-slate-800'
          }`}
        >
          <span className="block text-xs font-semibold text-slate-600">
            {caption.role === 'assistant' ? interviewerName : 'You'}
          </span>
          <span className={caption.final ? '' : 'opacity-70'}>{caption.text}</span>
          {caption.role === 'user' && caption.final && caption.transcription === 'pending' && (
            <span className="block text-xs font-medium text-amber-800">
              Kept — being transcribed; it will be in your transcript after the interview.
            </span>
          )}
          {caption.role === 'user' && caption.final && isLowConfidence(caption.confidence) && (
            <span className="mt-1 block text-xs font-medium text-amber-800">
              {LOW_CONFIDENCE_MESSAGE} after the interview.
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Within this many pixels of the bottom, the panel counts as following the newest caption. */
const FOLLOW_CAPTIONS_SLACK_PX = 48;

/**
 * The captions' scrolling panel: it follows the newest caption by scrolling itself (never the page, which would
 * push the camera and the controls out of view), unless the candidate scrolled up to reread something.
 */
function CaptionsScroller({ captions, children }: { captions: Caption[]; children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const followRef = useRef(true);
  /** Where the panel last scrolled itself: the scroll event that follows is ours, not the candidate's. */
  const ownScrollTopRef = useRef(0);
  useEffect(() => {
    const panel = panelRef.current;
    const content = contentRef.current;
    if (!panel || !content) return;
    const follow = () => {
      if (!followRef.current) return;
      panel.scrollTop = panel.scrollHeight;
      ownScrollTopRef.current = panel.scrollTop;
    };
    follow();
    // Captions also grow after React's commit (a sentence streams in, a line wraps): follow every size change.
    const observer = new ResizeObserver(follow);
    observer.observe(content);
    return () => observer.disconnect();
  }, [captions]);
  return (
    <div
      ref={panelRef}
      onScroll={(event) => {
        const panel = event.currentTarget;
        const nearBottom =
          panel.scrollHeight - panel.scrollTop - panel.clientHeight <= FOLLOW_CAPTIONS_SLACK_PX;
        // Captions may have grown again before our own scroll's event arrives: that is not the candidate leaving.
        const ownScroll = Math.abs(panel.scrollTop - ownScrollTopRef.current) <= 2;
        followRef.current = nearBottom || (ownScroll && followRef.current);
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4"
      aria-live="polite"
      data-testid="captions-scroller"
    >
      <div ref={contentRef}>{children}</div>
    </div>
  );
}

export function InterviewRoom({
  interviewId,
  title,
  recordVideo = false,
  firstRound = false,
  startingMessage,
  onEnded,
}: {
  interviewId: string;
  title: string;
  recordVideo?: boolean;
  /** A banner for the start ("Interview started successfully!"), shown until the interviewer's first words. */
  startingMessage?: string;
  /** A job's first-round interview: a recruiter of the company may listen live. */
  firstRound?: boolean;
  onEnded(result: {
    callId: string | null;
    endedReason: string | null;
    callError: string | null;
    /** The camera recording's upload, still going on after the call (null without a recording). */
    recordingUploads: RecordingUploads | null;
  }): void;
}) {
  const { state, start, stop, sendTypedAnswer, toggleMute, switchRecognizer, uploadsRef } = useVoiceInterview(
    interviewId,
    {
      recordVideo,
    },
  );
  const recognizerChoice = state.recognizer ? recognizerSwitch(state.recognizer) : null;
  // The interview's persona names the interviewer in the room (the greeting introduces the same persona).
  const detail = useSWR<{ interview: InterviewDetail }>(`/api/interviews/${interviewId}`);
  const interviewerName = detail.data
    ? interviewerPersonaById(detail.data.interview.personaId).name
    : 'Your interviewer';
  const camera = useCameraPreview();
  const [answer, setAnswer] = useState('');
  const answerId = useId();
  const startedRef = useRef(false);
  const endedRef = useRef(false);

  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    // The room takes the place of the form the candidate scrolled through (the wizard's last step): it opens at the
    // top, with the timer and the interviewer in view, on a phone as on a desktop.
    window.scrollTo({ top: 0 });
    void camera.open();
    void start();
  }, [camera, start]);

  useEffect(() => {
    if (state.status !== 'ended' || endedRef.current) return;
    endedRef.current = true;
    camera.close();
    onEnded({
      callId: state.callId,
      endedReason: state.endedReason,
      callError: state.callError,
      recordingUploads: recordVideo ? uploadsRef.current : null,
    });
  }, [
    state.status,
    state.callId,
    state.endedReason,
    state.callError,
    camera,
    onEnded,
    recordVideo,
    uploadsRef,
  ]);

  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return;
    if (sendTypedAnswer(answer)) setAnswer('');
  };

  if (state.status === 'failed') {
    return (
      <div className="space-y-4">
        <Alert tone="error">{state.error}</Alert>
        {state.needsMinutes ? (
          <Link to="/payment" className="btn-primary">
            See plans on the Payment page
          </Link>
        ) : (
          <button type="button" className="btn-primary" onClick={() => void start()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  const live = state.status === 'live';
  const showStartingMessage = Boolean(startingMessage) && state.captions.length === 0;
  return (
    <div className="space-y-6">
      {showStartingMessage && <Alert tone="success">{startingMessage}</Alert>}
      <section aria-labelledby="room-title" className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Camera and controls stay in view beside the captions on wide screens (below the sticky header). */}
        <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-lg">
            <div className="flex items-center justify-between px-4 py-2 text-xs text-slate-300">
              <span id="room-title" className="font-semibold text-white">
                Camera Preview
              </span>
              <span className="flex items-center gap-3">
                {state.recording && (
                  <span
                    role="status"
                    aria-label="Recording"
                    data-testid="rec-indicator"
                    className="flex items-center gap-1 rounded bg-red-600 px-2 py-0.5 font-bold text-white"
                  >
                    <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-white" />
                    REC
                  </span>
                )}
                {state.remainingSeconds !== null && (
                  <span aria-label="Time left">{formatClock(state.remainingSeconds)} left</span>
                )}
              </span>
            </div>
            {camera.stream ? (
              <video
                className="aspect-video w-full -scale-x-100 bg-black object-cover"
                autoPlay
                muted
                playsInline
                aria-label="Your camera"
                ref={(element) => {
                  if (element && element.srcObject !== camera.stream) element.srcObject = camera.stream;
                }}
              />
            ) : (
              <div className="flex aspect-video items-center justify-center text-sm text-slate-400">
                {camera.unavailable
                  ? 'Camera unavailable — the interview continues with audio only.'
                  : 'Starting camera…'}
              </div>
            )}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p
                className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700"
                aria-live="polite"
                data-testid="agent-status"
                data-call-state={state.callState}
              >
                {live
                  ? STATUS_LABEL[state.agentState]
                  : state.status === 'connecting'
                    ? CONNECTING_LABEL[state.callState]
                    : 'Ended'}
              </p>
            </div>
            <div className="mt-4 space-y-3">
              <LevelMeter label={`${interviewerName}'s voice`} value={state.assistantVolume} />
              <LevelMeter label="Your microphone" value={state.muted ? 0 : state.inputLevel} />
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-secondary"
                onClick={toggleMute}
                disabled={!live}
                aria-pressed={state.muted}
              >
                {state.muted ? 'Unmute' : 'Mute'}
              </button>
              <button
                type="button"
                className="btn-primary bg-red-600 hover:bg-red-700"
                onClick={() => void stop()}
              >
                Stop Interview
              </button>
            </div>
            <p className="mt-4 text-xs text-slate-500" data-testid="room-privacy-notice">
              Your answers are transcribed and stored so the interview can be scored.{' '}
              {recordVideo
                ? `Your camera is recorded while the REC sign shows: the video (no sound) is uploaded as the interview runs and kept with it${firstRound ? ', and the recruiter can watch it' : ''}.`
                : 'The camera preview stays in your browser and is not recorded.'}{' '}
              {firstRound &&
                'A recruiter from the company may listen to this interview live; you will see a notice here while someone is listening. '}
              You can delete the interview at any time.
            </p>
            {state.speechMode && (
              <p className="mt-1 text-xs text-slate-500">
                Voice: {state.speechMode.tts === 'server' ? 'server speech' : 'browser speech'}
              </p>
            )}
            {state.recognizer && (
              <p
                className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500"
                data-testid="recognizer-status"
              >
                <span>
                  Heard by:{' '}
                  <strong className="font-medium text-slate-700">{recognizerLabel(state.recognizer)}</strong>
                </span>
                {recognizerChoice && (
                  <button
                    type="button"
                    className="text-indigo-700 underline hover:text-indigo-900"
                    onClick={() => switchRecognizer(recognizerChoice.to)}
                  >
                    {recognizerChoice.label}
                  </button>
                )}
              </p>
            )}
          </div>
        </div>

        {/* A fixed-height panel: new captions scroll inside it, the page stays where it is. */}
        <div
          className="flex h-[min(36rem,calc(100dvh-7rem))] min-h-[22rem] flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
          data-testid="captions-panel"
        >
          {state.listening > 0 && (
            <div className="px-4 pt-4" data-testid="listening-notice">
              <Alert tone="info">
                {state.listening === 1
                  ? 'A recruiter is listening to this interview live.'
                  : `${state.listening} recruiters are listening to this interview live.`}
              </Alert>
            </div>
          )}
          {state.reconnecting && (
            <div className="px-4 pt-4" data-testid="reconnecting-notice">
              <Alert tone="info">
                <span className="flex items-center gap-2">
                  <Spinner /> Reconnecting… your interview carries on where it left off.
                </span>
              </Alert>
            </div>
          )}
          <CaptionsScroller captions={state.captions}>
            {state.status === 'connecting' && state.captions.length === 0 ? (
              <div className="flex items-center gap-2 text-sm text-slate-500">
                <Spinner /> Connecting to {interviewerName}…
              </div>
            ) : (
              <CaptionList captions={state.captions} interviewerName={interviewerName} />
            )}
          </CaptionsScroller>
          {state.notice && (
            <div className="px-4 pb-2">
              <Alert tone="info">{state.notice}</Alert>
            </div>
          )}
          <form onSubmit={submitAnswer} className="border-t border-slate-200 p-4">
            <label htmlFor={answerId} className="text-sm font-medium text-slate-700">
              Type your answer
            </label>
            <div className="mt-2 flex gap-2">
              <textarea
                id={answerId}
                rows={2}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) submitAnswer(event);
                }}
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
                placeholder="Speak, or type here and press Enter"
                disabled={!live}
              />
              <button type="submit" className="btn-primary self-end" disabled={!live || !answer.trim()}>
                Send
              </button>
            </div>
          </form>
        </div>
      </section>
    </div>
  );
}
