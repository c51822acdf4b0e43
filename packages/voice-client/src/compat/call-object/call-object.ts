/**
 * The call object: runs the pure state machine (call-state-machine.ts) against the real world — the asset loader
 * with its timeout and retries, the meeting connection, the singleton registry and the option validators.
 */
import { TypedEmitter } from '../../typed-emitter';
import type { CallState } from './call-object-constants';
import { CALL_OBJECT_MESSAGES, type CallError } from './call-object-errors';
import {
  loadCallBundle,
  type BundleLoadOperation,
  type LoadBundle,
  type LoaderClock,
} from './call-bundle-loader';
import { CallInstanceRegistry } from './call-instance-registry';
import {
  initialCallObjectContext,
  transitionCallObject,
  type CallObjectContext,
  type CallObjectEvent,
} from './call-state-machine';
import { toCallError } from './media-error';
import { validateCallProperties, type CallProperties } from './options/call-properties-schema';
import { checkJoinProperties, checkPreAuth, type CallAuthProperties } from './pre-auth-check';

export interface CallObjectEvents {
  'state-changed': { from: CallState; to: CallState };
  /** Logged, the call goes on (e.g. a second join). */
  warning: string;
  /** A fatal error: the call is now in the error state. */
  error: CallError;
}

export interface CallObjectDependencies {
  /** Loads the call's assets (audio worklet, models …); aborts when the signal does. */
  loadAssets: LoadBundle;
  /** Connects the meeting (socket, microphone); rejects with the reason it could not. */
  joinMeeting(properties: CallAuthProperties): Promise<void>;
  /** Disconnects everything joinMeeting set up; safe to call more than once. */
  leaveMeeting(): void;
  clock?: LoaderClock;
  /** Test hooks for the loader: spec values by default. */
  loader?: { timeoutMs?: number; maxAttempts?: number; retryDelayMs?: number };
}

/** One registry per page: the singleton rule counts every call object not yet destroyed. */
export const pageCallInstances = new CallInstanceRegistry<CallObject>();

export class CallObjectError extends Error {
  constructor(readonly callError: CallError) {
    super(callError.message);
    this.name = 'CallObjectError';
  }
}

export class CallObject extends TypedEmitter<CallObjectEvents> {
  private context: CallObjectContext = initialCallObjectContext();
  private readonly properties: CallProperties;
  private loading: BundleLoadOperation | null = null;
  private preAuth: CallAuthProperties | null = null;
  private joinProperties: CallAuthProperties = {};
  private waiters: { resolve(): void; reject(error: Error): void }[] = [];
  /** Counts joins so a late answer from an abandoned join changes nothing. */
  private joinGeneration = 0;

  /** Throws on invalid properties or a duplicate instance; the message states the rule broken. */
  constructor(
    properties: unknown,
    private readonly deps: CallObjectDependencies,
    private readonly registry: CallInstanceRegistry<CallObject> = pageCallInstances,
  ) {
    super();
    const checked = validateCallProperties(properties ?? {}, 'call-object');
    if (!checked.ok) throw new Error(checked.message);
    this.properties = checked.properties;
    const instance = registry.register(this, {
      allowMultipleCallInstances: checked.properties.allowMultipleCallInstances ?? false,
    });
    if (!instance.ok) throw new Error(instance.message);
  }

  get state(): CallState {
    return this.context.state;
  }

  get error(): CallError | null {
    return this.context.error;
  }

  get isDestroyed(): boolean {
    return this.context.destroyed;
  }

  /** Starts loading the assets ahead of join(). */
  load(): void {
    this.dispatch({ type: 'load' });
  }

  preAuthorize(properties: CallAuthProperties = {}): void {
    this.refuseAfterDestroy();
    const merged = {
      url: properties.url ?? this.properties.url,
      token: properties.token ?? this.properties.token,
    };
    const problem = checkPreAuth(merged);
    if (problem) throw new Error(problem);
    this.preAuth = merged;
  }

  /**
   * Joins the meeting, loading the assets first if needed. Resolves once joined; rejects with a CallObjectError
   * on a fatal error, or when leave() comes first. A join while joining or joined only warns.
   */
  join(properties: CallAuthProperties = {}): Promise<void> {
    this.refuseAfterDestroy();
    if (this.context.state === 'joining' || this.context.state === 'joined') {
      this.dispatch({ type: 'join' });
      return Promise.resolve();
    }
    const problem = checkJoinProperties(properties, this.preAuth, this.properties);
    if (problem) return Promise.reject(new Error(problem));
    this.joinProperties = {
      url: properties.url ?? this.preAuth?.url ?? this.properties.url,
      token: properties.token ?? this.preAuth?.token ?? this.properties.token,
    };
    const joined = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.dispatch({ type: 'join' });
    return joined;
  }

  leave(): void {
    this.dispatch({ type: 'leave' });
  }

  /** A fatal error reported from outside the join (e.g. the connection dropped for good). */
  fail(error: unknown): void {
    this.dispatch({ type: 'fatal-error', error: toCallError(error) });
  }

  destroy(): void {
    if (this.context.destroyed) return;
    this.dispatch({ type: 'destroy' });
    this.registry.release(this);
  }

  private refuseAfterDestroy(): void {
    if (this.context.destroyed) throw new Error(CALL_OBJECT_MESSAGES.useAfterDestroy);
  }

  private settleWaiters(outcome: { ok: true } | { ok: false; error: Error }): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (outcome.ok) waiter.resolve();
      else waiter.reject(outcome.error);
    }
  }

  private dispatch(event: CallObjectEvent): void {
    const { context, effects } = transitionCallObject(this.context, event);
    this.context = context;
    for (const effect of effects) {
      switch (effect.type) {
        case 'refused':
          throw new Error(effect.message);
        case 'warning':
          console.warn(effect.message);
          this.emit('warning', effect.message);
          break;
        case 'state-changed':
          this.emit('state-changed', { from: effect.from, to: effect.to });
          if (effect.to === 'joined') this.settleWaiters({ ok: true });
          if (effect.to === 'error' && context.error) {
            this.settleWaiters({ ok: false, error: new CallObjectError(context.error) });
            this.emit('error', context.error);
          }
          if (effect.to === 'left')
            this.settleWaiters({ ok: false, error: new Error('Left the call before it was joined') });
          break;
        case 'start-bundle-load':
          this.startLoad();
          break;
        case 'cancel-bundle-load':
          this.loading?.cancel();
          this.loading = null;
          break;
        case 'start-join':
          this.startJoin();
          break;
        case 'send-leave':
          this.deps.leaveMeeting();
          break;
        case 'reset':
          // Full reset: the meeting connection goes, a later join starts from scratch.
          this.joinGeneration += 1;
          this.joinProperties = {};
          this.deps.leaveMeeting();
          break;
      }
    }
  }

  private startLoad(): void {
    const operation = loadCallBundle({
      load: this.deps.loadAssets,
      ...(this.deps.clock ? { clock: this.deps.clock } : {}),
      ...this.deps.loader,
      onAttemptFailed: (message, willRetry) => {
        if (willRetry) console.warn(`${message}; retrying`);
      },
    });
    this.loading = operation;
    void operation.outcome.then((outcome) => {
      if (this.loading !== operation) return;
      this.loading = null;
      if (outcome.status === 'loaded') this.dispatch({ type: 'bundle-loaded' });
      else if (outcome.status === 'failed') this.dispatch({ type: 'fatal-error', error: outcome.error });
    });
  }

  private startJoin(): void {
    const generation = ++this.joinGeneration;
    this.deps.joinMeeting(this.joinProperties).then(
      () => {
        if (generation === this.joinGeneration && !this.context.destroyed) this.dispatch({ type: 'joined' });
      },
      (error: unknown) => {
        if (generation === this.joinGeneration && !this.context.destroyed) {
          this.dispatch({ type: 'fatal-error', error: toCallError(error) });
        }
      },
    );
  }
}
