/**
 * The embedded call's state machine (spec section 4): a pure transition from (context, event) to the next context
 * and the effects the caller must carry out. No I/O and no timers here; the call object runs the effects.
 */
import type { CallState, TrackState } from './call-object-constants';
import { CALL_OBJECT_MESSAGES, type CallError } from './call-object-errors';

export type LocalMedia = 'audio' | 'video';

/** The per-call part of the context: everything here returns to its initial value on leave or error. */
export interface CallSession {
  /** join() was called before the bundle finished loading; joining starts as soon as it has. */
  joinPending: boolean;
  localAudioTrackState: TrackState;
  localVideoTrackState: TrackState;
}

export interface CallObjectContext {
  state: CallState;
  destroyed: boolean;
  /** The bundle loaded once; it stays loaded across calls unless a load was cancelled. */
  bundleLoaded: boolean;
  /** The fatal error that led to the error state; null in every other state. */
  error: CallError | null;
  session: CallSession;
}

export type CallObjectEvent =
  | { type: 'load' }
  /** The call bundle loaded, or the hosted frame reported loaded. */
  | { type: 'bundle-loaded' }
  | { type: 'join' }
  /** The call machine reported that the meeting is joined. */
  | { type: 'joined' }
  | { type: 'leave' }
  | { type: 'fatal-error'; error: CallError }
  | { type: 'local-track-state'; media: LocalMedia; trackState: TrackState }
  | { type: 'destroy' };

export type CallObjectEffect =
  | { type: 'state-changed'; from: CallState; to: CallState }
  /** Logged; the call carries on (e.g. a second join). */
  | { type: 'warning'; message: string }
  /** The method call fails with this message (e.g. use after destroy). */
  | { type: 'refused'; message: string }
  | { type: 'start-bundle-load' }
  | { type: 'cancel-bundle-load' }
  | { type: 'start-join' }
  | { type: 'send-leave' }
  | { type: 'reset' };

export interface CallObjectTransition {
  context: CallObjectContext;
  effects: CallObjectEffect[];
}

export function initialCallSession(): CallSession {
  return { joinPending: false, localAudioTrackState: 'off', localVideoTrackState: 'off' };
}

export function initialCallObjectContext(): CallObjectContext {
  return { state: 'new', destroyed: false, bundleLoaded: false, error: null, session: initialCallSession() };
}

/** Local audio/video count as on unless their track state is blocked or off (spec section 4). */
export function isLocalMediaOn(trackState: TrackState): boolean {
  return trackState !== 'blocked' && trackState !== 'off';
}

const unchanged = (context: CallObjectContext, effects: CallObjectEffect[] = []): CallObjectTransition => ({
  context,
  effects,
});

function moveTo(
  context: CallObjectContext,
  to: CallState,
  effects: CallObjectEffect[],
  patch: Partial<CallObjectContext> = {},
): CallObjectTransition {
  const stateChanged: CallObjectEffect[] =
    context.state === to ? [] : [{ type: 'state-changed', from: context.state, to }];
  return { context: { ...context, ...patch, state: to }, effects: [...stateChanged, ...effects] };
}

/** Leaving or a fatal error: cancel an unfinished load, tell the transport, and reset the call fully. */
function endCall(
  context: CallObjectContext,
  to: 'left' | 'error',
  error: CallError | null,
): CallObjectTransition {
  const loadUnfinished = context.state === 'loading';
  const effects: CallObjectEffect[] = [];
  if (loadUnfinished) effects.push({ type: 'cancel-bundle-load' });
  else if (to === 'left') effects.push({ type: 'send-leave' });
  effects.push({ type: 'reset' });
  return moveTo(context, to, effects, {
    error,
    session: initialCallSession(),
    bundleLoaded: loadUnfinished ? false : context.bundleLoaded,
  });
}

function isIdle(state: CallState): boolean {
  return state === 'new' || state === 'left' || state === 'error';
}

export function transitionCallObject(
  context: CallObjectContext,
  event: CallObjectEvent,
): CallObjectTransition {
  if (context.destroyed) {
    return event.type === 'destroy'
      ? unchanged(context)
      : unchanged(context, [{ type: 'refused', message: CALL_OBJECT_MESSAGES.useAfterDestroy }]);
  }

  switch (event.type) {
    case 'load':
      if (!isIdle(context.state)) return unchanged(context);
      return context.bundleLoaded
        ? moveTo(context, 'loaded', [], { error: null })
        : moveTo(context, 'loading', [{ type: 'start-bundle-load' }], { error: null });

    case 'bundle-loaded': {
      // A load that finishes after leave() cancelled it, or after an error, changes nothing.
      if (context.state !== 'loading') return unchanged(context);
      const loaded = moveTo(context, 'loaded', [], { bundleLoaded: true });
      if (!context.session.joinPending) return loaded;
      const joining = moveTo(loaded.context, 'joining', [{ type: 'start-join' }], {
        session: { ...loaded.context.session, joinPending: false },
      });
      return { context: joining.context, effects: [...loaded.effects, ...joining.effects] };
    }

    case 'join':
      if (context.state === 'joining' || context.state === 'joined') {
        return unchanged(context, [{ type: 'warning', message: CALL_OBJECT_MESSAGES.alreadyJoined }]);
      }
      if (context.state === 'loading') {
        return unchanged({ ...context, session: { ...context.session, joinPending: true } });
      }
      if (context.state === 'loaded' || context.bundleLoaded) {
        return moveTo(context, 'joining', [{ type: 'start-join' }], { error: null });
      }
      return moveTo(context, 'loading', [{ type: 'start-bundle-load' }], {
        error: null,
        session: { ...context.session, joinPending: true },
      });

    case 'joined':
      return context.state === 'joining' ? moveTo(context, 'joined', []) : unchanged(context);

    case 'leave':
      return isIdle(context.state) ? unchanged(context) : endCall(context, 'left', null);

    case 'fatal-error':
      // After leave or a previous error the call is already reset; a late error from it is stale.
      return isIdle(context.state) ? unchanged(context) : endCall(context, 'error', event.error);

    case 'local-track-state': {
      const key = event.media === 'audio' ? 'localAudioTrackState' : 'localVideoTrackState';
      return unchanged({ ...context, session: { ...context.session, [key]: event.trackState } });
    }

    case 'destroy': {
      const ended = isIdle(context.state) ? unchanged(context) : endCall(context, 'left', null);
      return { context: { ...ended.context, destroyed: true }, effects: ended.effects };
    }
  }
}
