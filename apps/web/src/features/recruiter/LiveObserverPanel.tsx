/**
 * "Listen live" on the applicant page: while the applicant's first-round interview is in progress, a recruiter of
 * the organisation listens as a silent observer (not present, sends nothing, receives audio) with a live transcript.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import useSWR from 'swr';
import { ASSISTANT_NAME, type LiveInterviewStatus, type ObserveCallResponse } from '@intervia/shared';
import { LiveObserver, WebAudioOutput, openBrowserObserverSocket } from '@intervia/voice-client';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import { INITIAL_OBSERVER_STATE, reduceLiveObserver } from './live-observer-state';

/** How often the page asks whether the interview is live. */
const LIVE_STATUS_POLL_MS = 5000;

export function LiveObserverPanel({
  applicationId,
  candidateName,
}: {
  applicationId: string;
  candidateName: string;
}) {
  const [state, dispatch] = useReducer(reduceLiveObserver, INITIAL_OBSERVER_STATE);
  const [muted, setMuted] = useState(false);
  const observerRef = useRef<LiveObserver | null>(null);
  const listening = state.phase === 'connecting' || state.phase === 'listening';
  const { data: status, mutate } = useSWR<LiveInterviewStatus>(
    `/api/recruiter/applications/${applicationId}/live`,
    { refreshInterval: listening ? 0 : LIVE_STATUS_POLL_MS },
  );

  const leave = useCallback(() => {
    observerRef.current?.leave();
    observerRef.current = null;
    dispatch({ type: 'left' });
    void mutate();
  }, [mutate]);

  const listen = useCallback(async () => {
    dispatch({ type: 'connect' });
    try {
      const access = await apiRequest<ObserveCallResponse>(
        `/api/recruiter/applications/${applicationId}/observe`,
        {
          method: 'POST',
        },
      );
      const observer = new LiveObserver({
        openSocket: openBrowserObserverSocket,
        createOutput: () => new WebAudioOutput(),
      });
      observerRef.current = observer;
      observer.on('message', (message) => dispatch({ type: 'message', message }));
      observer.on('closed', ({ code }) => {
        if (observerRef.current === observer) observerRef.current = null;
        dispatch({ type: 'closed', code });
        void mutate();
      });
      await observer.listen(access.observeUrl);
    } catch (error) {
      dispatch({
        type: 'failed',
        error:
          error instanceof ApiRequestError
            ? error.message
            : 'The live interview could not be opened. Please try again.',
      });
      void mutate();
    }
  }, [applicationId, mutate]);

  // Leaving the page leaves the call.
  useEffect(() => () => observerRef.current?.leave(), []);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    observerRef.current?.setMuted(next);
  };

  return (
    <section
      aria-labelledby="live-observer-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="live-observer"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="live-observer-title" className="text-lg font-semibold text-slate-900">
            Live interview
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {state.phase === 'listening'
              ? `Listening — ${candidateName} cannot hear you, and sees that a recruiter is listening.`
              : state.phase === 'connecting'
                ? 'Joining as a silent observer…'
                : status?.live
                  ? `${candidateName} is taking the interview now.`
                  : status
                    ? 'The interview is not in progress right now. This panel updates on its own.'
                    : 'Checking whether the interview is live…'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {listening ? (
            <>
              <button type="button" className="btn-secondary" onClick={toggleMute} aria-pressed={muted}>
                {muted ? 'Unmute' : 'Mute'}
              </button>
              <button type="button" className="btn-primary bg-red-600 hover:bg-red-700" onClick={leave}>
                Leave
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn-primary"
              onClick={() => void listen()}
              disabled={!status?.live}
            >
              Listen live
            </button>
          )}
        </div>
      </div>
      {state.phase === 'connecting' && (
        <div className="mt-4">
          <Spinner label="Joining the live interview" />
        </div>
      )}
      {state.error && (
        <div className="mt-4">
          <Alert tone="error">{state.error}</Alert>
        </div>
      )}
      {state.phase === 'ended' && (
        <div className="mt-4">
          <Alert tone="info">The interview has ended. Its report appears here once it is scored.</Alert>
        </div>
      )}
      {(state.phase === 'listening' || state.phase === 'ended') && (
        <div className="mt-4 max-h-80 overflow-y-auto rounded-xl bg-slate-50 p-3" aria-live="polite">
          {state.lines.length === 0 ? (
            <p className="text-sm text-slate-500">Nothing has been said yet.</p>
          ) : (
            <ol className="space-y-2" aria-label="Live transcript">
              {state.lines.map((line) => (
                <li key={line.turnId} className="text-sm">
                  <span className="font-semibold text-slate-700">
                    {line.role === 'assistant' ? ASSISTANT_NAME : candidateName}:
                  </span>{' '}
                  <span className={line.final ? 'text-slate-900' : 'text-slate-500'}>{line.text}</span>
                </li>
              ))}
            </ol>
          )}
          {state.speaking && state.phase === 'listening' && (
            <p className="mt-2 text-xs text-slate-500">
              {state.speaking === 'assistant' ? ASSISTANT_NAME : candidateName} is speaking…
            </p>
          )}
        </div>
      )}
    </section>
  );
}
