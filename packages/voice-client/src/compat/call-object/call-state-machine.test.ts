import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALL_STATES, TRACK_STATES, type CallState } from './call-object-constants';
import { callError } from './call-object-errors';
import {
  initialCallObjectContext,
  isLocalMediaOn,
  transitionCallObject,
  type CallObjectContext,
  type CallObjectEvent,
} from './call-state-machine';

function run(events: CallObjectEvent[], from: CallObjectContext = initialCallObjectContext()) {
  let context = from;
  const effects = [];
  for (const event of events) {
    const next = transitionCallObject(context, event);
    context = next.context;
    effects.push(...next.effects);
  }
  return { context, effects };
}

const fatal: CallObjectEvent = { type: 'fatal-error', error: callError('connection-error', 'socket closed') };
const joinedFlow: CallObjectEvent[] = [
  { type: 'load' },
  { type: 'bundle-loaded' },
  { type: 'join' },
  { type: 'joined' },
];

describe('call state machine', () => {
  it('starts new, with local media off and no error', () => {
    const context = initialCallObjectContext();
    expect(context).toMatchObject({ state: 'new', destroyed: false, bundleLoaded: false, error: null });
    expect(isLocalMediaOn(context.session.localAudioTrackState)).toBe(false);
  });

  it('load moves new to loading and starts the bundle load; bundle-loaded moves it to loaded', () => {
    const loading = run([{ type: 'load' }]);
    expect(loading.context.state).toBe('loading');
    expect(loading.effects).toEqual([
      { type: 'state-changed', from: 'new', to: 'loading' },
      { type: 'start-bundle-load' },
    ]);
    const loaded = run([{ type: 'bundle-loaded' }], loading.context);
    expect(loaded.context).toMatchObject({ state: 'loaded', bundleLoaded: true });
    expect(loaded.effects).toEqual([{ type: 'state-changed', from: 'loading', to: 'loaded' }]);
  });

  it('a second load while loading or later changes nothing', () => {
    for (const events of [[{ type: 'load' }], joinedFlow.slice(0, 2), joinedFlow.slice(0, 3), joinedFlow]) {
      const before = run(events as CallObjectEvent[]).context;
      expect(transitionCallObject(before, { type: 'load' })).toEqual({ context: before, effects: [] });
    }
  });

  it('join from loaded moves to joining and starts the join; the call machine report moves it to joined', () => {
    const joining = run([{ type: 'join' }], run(joinedFlow.slice(0, 2)).context);
    expect(joining.context.state).toBe('joining');
    expect(joining.effects).toEqual([
      { type: 'state-changed', from: 'loaded', to: 'joining' },
      { type: 'start-join' },
    ]);
    const joined = run([{ type: 'joined' }], joining.context);
    expect(joined.context.state).toBe('joined');
    expect(joined.effects).toEqual([{ type: 'state-changed', from: 'joining', to: 'joined' }]);
  });

  it('join from new loads the bundle first, then joins as soon as it has loaded', () => {
    const loading = run([{ type: 'join' }]);
    expect(loading.context.state).toBe('loading');
    expect(loading.context.session.joinPending).toBe(true);
    expect(loading.effects).toContainEqual({ type: 'start-bundle-load' });
    const joining = run([{ type: 'bundle-loaded' }], loading.context);
    expect(joining.context.state).toBe('joining');
    expect(joining.context.session.joinPending).toBe(false);
    expect(joining.effects).toEqual([
      { type: 'state-changed', from: 'loading', to: 'loaded' },
      { type: 'state-changed', from: 'loaded', to: 'joining' },
      { type: 'start-join' },
    ]);
  });

  it('join while loading waits for the load instead of starting a second one', () => {
    const result = run([{ type: 'load' }, { type: 'join' }]);
    expect(result.context.state).toBe('loading');
    expect(result.effects.filter((effect) => effect.type === 'start-bundle-load')).toHaveLength(1);
    expect(run([{ type: 'bundle-loaded' }], result.context).context.state).toBe('joining');
  });

  it.each([
    ['joining', joinedFlow.slice(0, 3)],
    ['joined', joinedFlow],
  ])('a second join while %s is refused with the spec warning and changes nothing', (_state, events) => {
    const before = run(events).context;
    expect(transitionCallObject(before, { type: 'join' })).toEqual({
      context: before,
      effects: [{ type: 'warning', message: 'already joined meeting, call leave() before joining again' }],
    });
  });

  it('joined is only taken from joining', () => {
    for (const events of [[], [{ type: 'load' }], joinedFlow.slice(0, 2)] as CallObjectEvent[][]) {
      const before = run(events).context;
      expect(transitionCallObject(before, { type: 'joined' }).context).toBe(before);
    }
  });

  it('leaving during an unfinished bundle load cancels it and a late load result is ignored', () => {
    const left = run([{ type: 'join' }, { type: 'leave' }]);
    expect(left.context).toMatchObject({ state: 'left', bundleLoaded: false });
    expect(left.context.session.joinPending).toBe(false);
    expect(left.effects.slice(-3)).toEqual([
      { type: 'state-changed', from: 'loading', to: 'left' },
      { type: 'cancel-bundle-load' },
      { type: 'reset' },
    ]);
    expect(left.effects).not.toContainEqual({ type: 'send-leave' });
    expect(transitionCallObject(left.context, { type: 'bundle-loaded' }).context).toBe(left.context);
  });

  it.each([
    ['loaded', joinedFlow.slice(0, 2)],
    ['joining', joinedFlow.slice(0, 3)],
    ['joined', joinedFlow],
  ])('leave from %s tells the transport and resets fully', (_state, events) => {
    const before = run([
      ...events,
      { type: 'local-track-state', media: 'audio', trackState: 'playable' },
    ]).context;
    const left = transitionCallObject(before, { type: 'leave' });
    expect(left.context.state).toBe('left');
    expect(left.context.session).toEqual(initialCallObjectContext().session);
    expect(left.context.bundleLoaded).toBe(true);
    expect(left.effects.slice(1)).toEqual([{ type: 'send-leave' }, { type: 'reset' }]);
  });

  it.each(['new', 'left', 'error'] as const)('leave from %s changes nothing', (state) => {
    const before: CallObjectContext = { ...initialCallObjectContext(), state };
    expect(transitionCallObject(before, { type: 'leave' })).toEqual({ context: before, effects: [] });
  });

  it('a fatal error leads to error, keeps the error value and resets the session', () => {
    const before = run([
      ...joinedFlow,
      { type: 'local-track-state', media: 'video', trackState: 'sendable' },
    ]).context;
    const failed = transitionCallObject(before, fatal);
    expect(failed.context.state).toBe('error');
    expect(failed.context.error).toEqual({ type: 'connection-error', message: 'socket closed' });
    expect(failed.context.session).toEqual(initialCallObjectContext().session);
    expect(failed.effects).toEqual([
      { type: 'state-changed', from: 'joined', to: 'error' },
      { type: 'reset' },
    ]);
  });

  it('a fatal error while loading cancels the load', () => {
    const failed = run([{ type: 'load' }, fatal]);
    expect(failed.context.state).toBe('error');
    expect(failed.effects).toContainEqual({ type: 'cancel-bundle-load' });
  });

  it.each(['new', 'left'] as const)('a stale fatal error in %s changes nothing', (state) => {
    const before: CallObjectContext = { ...initialCallObjectContext(), state };
    expect(transitionCallObject(before, fatal).context).toBe(before);
  });

  it('after an error the call can join again, which clears the error', () => {
    const failed = run([...joinedFlow, fatal]).context;
    const rejoining = transitionCallObject(failed, { type: 'join' });
    expect(rejoining.context).toMatchObject({ state: 'joining', error: null });
    expect(run([{ type: 'load' }], failed).context).toMatchObject({ state: 'loaded', error: null });
  });

  it('after leaving with the bundle loaded, join goes straight to joining', () => {
    const left = run([...joinedFlow, { type: 'leave' }]).context;
    const rejoin = transitionCallObject(left, { type: 'join' });
    expect(rejoin.effects).toEqual([
      { type: 'state-changed', from: 'left', to: 'joining' },
      { type: 'start-join' },
    ]);
  });

  it('records local track states; media count as on unless blocked or off', () => {
    const context = run([{ type: 'local-track-state', media: 'video', trackState: 'loading' }]).context;
    expect(context.session.localVideoTrackState).toBe('loading');
    expect(TRACK_STATES.filter(isLocalMediaOn)).toEqual([
      'sendable',
      'loading',
      'interrupted',
      'playable',
      'unknown',
    ]);
  });

  it('destroy leaves the call, and every later event is refused with "Use after destroy"', () => {
    const destroyed = run([...joinedFlow, { type: 'destroy' }]);
    expect(destroyed.context).toMatchObject({ state: 'left', destroyed: true });
    expect(destroyed.effects).toContainEqual({ type: 'send-leave' });
    for (const event of [{ type: 'load' }, { type: 'join' }, { type: 'leave' }, fatal] as CallObjectEvent[]) {
      expect(transitionCallObject(destroyed.context, event)).toEqual({
        context: destroyed.context,
        effects: [{ type: 'refused', message: 'Use after destroy' }],
      });
    }
    expect(transitionCallObject(destroyed.context, { type: 'destroy' }).effects).toEqual([]);
  });

  it('destroying during a load cancels it', () => {
    expect(run([{ type: 'load' }, { type: 'destroy' }]).effects).toContainEqual({
      type: 'cancel-bundle-load',
    });
  });

  it('over any event sequence: the state is valid, reported changes chain up, and joining/joined never take a second join', () => {
    const eventArb = fc.oneof(
      fc.constantFrom<CallObjectEvent>(
        { type: 'load' },
        { type: 'bundle-loaded' },
        { type: 'join' },
        { type: 'joined' },
        { type: 'leave' },
        fatal,
      ),
      fc.record({
        type: fc.constant('local-track-state' as const),
        media: fc.constantFrom('audio' as const, 'video' as const),
        trackState: fc.constantFrom(...TRACK_STATES),
      }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let context = initialCallObjectContext();
        for (const event of events) {
          const { context: next, effects } = transitionCallObject(context, event);
          let state: CallState = context.state;
          for (const effect of effects) {
            if (effect.type === 'state-changed') {
              expect(effect.from).toBe(state);
              state = effect.to;
            }
          }
          expect(state).toBe(next.state);
          expect(CALL_STATES).toContain(next.state);
          if (event.type === 'join' && (context.state === 'joining' || context.state === 'joined')) {
            expect(next).toBe(context);
          }
          expect(next.error !== null).toBe(next.state === 'error');
          if (next.state === 'left' || next.state === 'error') expect(next.session.joinPending).toBe(false);
          context = next;
        }
      }),
    );
  });
});
