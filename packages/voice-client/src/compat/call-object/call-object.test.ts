import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallInstanceRegistry } from './call-instance-registry';
import { CallObject, CallObjectError, type CallObjectDependencies } from './call-object';
import type { CallState } from './call-object-constants';
import { toCallError } from './media-error';

function domError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Assets and meeting that the test settles by hand. */
function harness(overrides: Partial<CallObjectDependencies> = {}) {
  const loads: { signal: AbortSignal; resolve(): void; reject(error: Error): void }[] = [];
  const joins: { url?: string | undefined; resolve(): void; reject(error: unknown): void }[] = [];
  let leaves = 0;
  const deps: CallObjectDependencies = {
    loadAssets: (signal) =>
      new Promise<void>((resolve, reject) => {
        loads.push({ signal, resolve, reject });
      }),
    joinMeeting: ({ url }) =>
      new Promise<void>((resolve, reject) => {
        joins.push({ url, resolve, reject });
      }),
    leaveMeeting: () => {
      leaves += 1;
    },
    ...overrides,
  };
  const registry = new CallInstanceRegistry<CallObject>();
  const create = (properties: unknown = { url: 'ws://h/call' }) => new CallObject(properties, deps, registry);
  return { deps, registry, create, loads, joins, leaves: () => leaves };
}

function recordStates(call: CallObject): CallState[] {
  const states: CallState[] = [call.state];
  call.on('state-changed', ({ to }) => states.push(to));
  return states;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

/** Joins the call with its assets loading and its connection opening at once. */
async function joinAtOnce(h: ReturnType<typeof harness>, call: CallObject): Promise<void> {
  const joined = call.join();
  h.loads[0]!.resolve();
  await flush();
  h.joins[0]!.resolve();
  await joined;
}

describe('CallObject', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('goes new → loading → loaded on load()', async () => {
    const h = harness();
    const call = h.create();
    const states = recordStates(call);
    call.load();
    expect(call.state).toBe('loading');
    h.loads[0]!.resolve();
    await flush();
    expect(states).toEqual(['new', 'loading', 'loaded']);
  });

  it('join() from new loads the assets, then goes joining → joined and resolves', async () => {
    const h = harness();
    const call = h.create();
    const states = recordStates(call);
    const joined = call.join();
    h.loads[0]!.resolve();
    await flush();
    expect(call.state).toBe('joining');
    expect(h.joins[0]!.url).toBe('ws://h/call');
    h.joins[0]!.resolve();
    await expect(joined).resolves.toBeUndefined();
    expect(states).toEqual(['new', 'loading', 'loaded', 'joining', 'joined']);
  });

  it('a second join while joining or joined is refused with the warning and no second connection', async () => {
    const h = harness();
    const call = h.create();
    const warnings: string[] = [];
    call.on('warning', (message) => warnings.push(message));
    call.load();
    h.loads[0]!.resolve();
    await flush();
    void call.join();
    await call.join();
    expect(call.state).toBe('joining');
    h.joins[0]!.resolve();
    await flush();
    await call.join();
    expect(call.state).toBe('joined');
    expect(warnings).toEqual([
      'already joined meeting, call leave() before joining again',
      'already joined meeting, call leave() before joining again',
    ]);
    expect(console.warn).toHaveBeenCalledWith('already joined meeting, call leave() before joining again');
    expect(h.joins).toHaveLength(1);
  });

  it('leaving during an unfinished asset load cancels it; a late load result changes nothing', async () => {
    const h = harness();
    const call = h.create();
    const states = recordStates(call);
    const joined = call.join();
    const load = h.loads[0]!;
    call.leave();
    expect(load.signal.aborted).toBe(true);
    await expect(joined).rejects.toThrow('Left the call before it was joined');
    load.resolve();
    await vi.advanceTimersByTimeAsync(70_000);
    expect(states).toEqual(['new', 'loading', 'left']);
    expect(h.joins).toHaveLength(0);
    expect(h.loads).toHaveLength(1);
  });

  it('an asset load that hangs times out after 20000 ms, is tried 3 times 3000 ms apart, then fails with the spec message', async () => {
    const h = harness();
    const call = h.create();
    const errors: unknown[] = [];
    call.on('error', (error) => errors.push(error));
    const joined = call.join();
    const outcome = joined.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(h.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 2_999);
    expect(h.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.loads).toHaveLength(2);
    expect(h.loads[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(20_000 + 3_000 + 20_000);
    expect(h.loads).toHaveLength(3);
    const error = await outcome;
    expect(error).toBeInstanceOf(CallObjectError);
    expect((error as CallObjectError).callError).toMatchObject({
      type: 'connection-error',
      message: 'Timed out (>20000 ms) when loading call object bundle',
    });
    expect(call.state).toBe('error');
    expect(errors).toHaveLength(1);
  });

  it('an asset load that fails 3 times fails with "Failed to load call object bundle"', async () => {
    const h = harness();
    const call = h.create();
    const outcome = call.join().catch((error: unknown) => error);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      h.loads[attempt]!.reject(new Error('404'));
      await vi.advanceTimersByTimeAsync(3_000);
    }
    expect(h.loads).toHaveLength(3);
    expect(((await outcome) as CallObjectError).callError).toMatchObject({
      type: 'connection-error',
      message: 'Failed to load call object bundle',
    });
  });

  it('a load that succeeds on the second attempt joins normally', async () => {
    const h = harness();
    const call = h.create();
    const joined = call.join();
    h.loads[0]!.reject(new Error('flaky'));
    await vi.advanceTimersByTimeAsync(3_000);
    h.loads[1]!.resolve();
    await flush();
    h.joins[0]!.resolve();
    await expect(joined).resolves.toBeUndefined();
  });

  it('a refused microphone is a fatal permissions error: error state, full reset, and a later join starts afresh', async () => {
    const h = harness();
    const call = h.create();
    const joined = call.join();
    h.loads[0]!.resolve();
    await flush();
    h.joins[0]!.reject(domError('NotAllowedError', 'Permission denied'));
    const error = (await joined.catch((e: unknown) => e)) as CallObjectError;
    expect(error.callError.type).toBe('permissions');
    expect(call.state).toBe('error');
    expect(call.error?.type).toBe('permissions');
    expect(h.leaves()).toBe(1);
    // The assets stay loaded: the next join goes straight to joining and clears the error.
    const again = call.join();
    expect(call.state).toBe('joining');
    expect(call.error).toBeNull();
    h.joins[1]!.resolve();
    await expect(again).resolves.toBeUndefined();
  });

  it('a late answer from an abandoned join is ignored', async () => {
    const h = harness();
    const call = h.create();
    call.load();
    h.loads[0]!.resolve();
    await flush();
    void call.join().catch(() => {});
    call.leave();
    h.joins[0]!.resolve();
    await flush();
    expect(call.state).toBe('left');
  });

  it('fail() while joined ends the call in error and tears the meeting down', async () => {
    const h = harness();
    const call = h.create();
    await joinAtOnce(h, call);
    call.fail(new Error('socket closed'));
    expect(call.state).toBe('error');
    expect(call.error).toMatchObject({ type: 'connection-error', message: 'socket closed' });
    expect(h.leaves()).toBeGreaterThan(0);
  });

  it('leave() from joined moves to left and disconnects', async () => {
    const h = harness();
    const call = h.create();
    const states = recordStates(call);
    await joinAtOnce(h, call);
    call.leave();
    expect(states.at(-1)).toBe('left');
    expect(h.leaves()).toBeGreaterThan(0);
  });

  it('refuses a duplicate instance unless multiple are allowed; a destroyed one no longer counts', () => {
    const h = harness();
    const first = h.create();
    expect(() => h.create()).toThrow('Duplicate DailyIframe instances are not allowed');
    const second = h.create({ url: 'ws://h/2', allowMultipleCallInstances: true });
    second.destroy();
    first.destroy();
    expect(() => h.create()).not.toThrow();
  });

  it('every method after destroy() throws "Use after destroy"', () => {
    const h = harness();
    const call = h.create();
    call.destroy();
    expect(() => call.join()).toThrow('Use after destroy');
    expect(() => call.leave()).toThrow('Use after destroy');
    expect(() => call.load()).toThrow('Use after destroy');
    expect(() => call.preAuthorize()).toThrow('Use after destroy');
    expect(() => call.destroy()).not.toThrow();
  });

  it('destroy() during a load cancels it', () => {
    const h = harness();
    const call = h.create();
    call.load();
    call.destroy();
    expect(h.loads[0]!.signal.aborted).toBe(true);
    expect(call.state).toBe('left');
  });

  it('validates its properties and the preAuth rules', async () => {
    const h = harness();
    expect(() => h.create({ url: 7 })).toThrow('url: url must be a string');
    expect(() => h.create({ url: 'ws://h', theme: { colors: {} } })).toThrow(
      'theme is not allowed in call-object mode',
    );
    const call = h.create({});
    await expect(call.join()).rejects.toThrow("can't load iframe meeting because url property isn't set");
    expect(() => call.preAuthorize()).toThrow('preAuth() requires at least a url to be provided');
    call.preAuthorize({ url: 'ws://h/a', token: 't' });
    await expect(call.join({ url: 'ws://h/b' })).rejects.toThrow(
      'url in join() is different than the one used in preAuth()',
    );
    await expect(call.join({ token: 'u' })).rejects.toThrow(
      'token in join() is different than the one used in preAuth()',
    );
    expect(call.state).toBe('new');
  });
});

describe('toCallError', () => {
  it.each([
    ['NotAllowedError', 'mic', 'permissions'],
    ['SecurityError', 'cam', 'permissions'],
    ['NotFoundError', 'mic', 'not-found'],
    ['NotReadableError', 'mic', 'mic-in-use'],
    ['NotReadableError', 'cam', 'cam-in-use'],
    ['NotReadableError', 'cam-mic', 'cam-mic-in-use'],
    ['OverconstrainedError', 'cam', 'constraints'],
    ['Error', 'mic', 'connection-error'],
  ] as const)('%s (%s) → %s', (name, media, type) => {
    expect(toCallError(domError(name, 'msg'), media)).toMatchObject({ type, message: 'msg' });
  });

  it('keeps call errors as they are', () => {
    const error = { type: 'ejected', message: 'bye' } as const;
    expect(toCallError(error)).toBe(error);
  });
});
