/**
 * A turn store that never loses a turn of a live call when the database is down: a write that fails is held in
 * memory, in order, and tried again with back-off (1 s doubling to 15 s) until the database answers. Later turns
 * wait behind a held one, so turns are written once each and in the order they were said. `append` resolves as soon
 * as the turn is written or safely held, so the call goes on; `onHeld` is told when an outage starts holding turns
 * (once per outage), and `settled` lets the end of the call wait, bounded, for the held turns to be written.
 */
import type { StoredTurn, TurnStore } from '../voice-contracts';
import type { SetTimer } from '../with-deadline';

export const HELD_TURN_FIRST_RETRY_MS = 1000;
export const HELD_TURN_MAX_RETRY_MS = 15_000;

export const HELD_ANSWER_MESSAGE =
  'We could not save your last answer yet; it is kept and will be saved as soon as the connection to our database is back.';

interface TurnWrite {
  callId: string;
  turn: StoredTurn;
  voiceSeconds: number;
}

export interface HoldingTurnStoreOptions {
  setTimer: SetTimer;
  /** A write failed and turns are now held (called once per outage, not once per turn). */
  onHeld: (error: unknown) => void;
  log?: { warn(details: object, message: string): void; error?(details: object, message: string): void };
}

/** How long the end of a call waits for turns held during a database outage to be written (scoring needs them). */
export const HELD_TURNS_END_WAIT_MS = 60_000;

export class HoldingTurnStore implements TurnStore {
  private readonly held: TurnWrite[] = [];
  /** Appends run one after another, so a turn is never written before the one said before it. */
  private tail: Promise<void> = Promise.resolve();
  private retryTimer: { cancel(): void } | null = null;
  private retryMs = HELD_TURN_FIRST_RETRY_MS;
  private retrying = false;
  private closed = false;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly store: TurnStore,
    private readonly options: HoldingTurnStoreOptions,
  ) {}

  /** Turns waiting for the database, oldest first. */
  get heldTurns(): readonly StoredTurn[] {
    return this.held.map((write) => write.turn);
  }

  /** Resolves once the turn is written or held (never rejects: a held turn is written when the database is back). */
  append(callId: string, turn: StoredTurn, voiceSeconds: number): Promise<void> {
    const write = this.tail.then(() => this.writeOrHold({ callId, turn, voiceSeconds }));
    this.tail = write;
    return write;
  }

  list(callId: string): Promise<StoredTurn[]> {
    return this.store.list(callId);
  }

  /**
   * Waits until every held turn is written, at most `timeoutMs`; true when nothing is held any more. Tries the
   * database again at once rather than waiting for the next back-off step.
   */
  async settled(timeoutMs: number): Promise<boolean> {
    await this.tail;
    if (this.held.length === 0) return true;
    return new Promise<boolean>((resolve) => {
      let timer: { cancel(): void } | null = null;
      const done = () => {
        this.waiters.delete(done);
        timer?.cancel();
        resolve(this.held.length === 0);
      };
      this.waiters.add(done);
      timer = this.options.setTimer(done, timeoutMs);
      if (!this.retrying) {
        this.retryTimer?.cancel();
        void this.retry();
      }
    });
  }

  /**
   * The call is over: waits (at most HELD_TURNS_END_WAIT_MS) for held turns to be written, then stops retrying;
   * the turns that could not be written are logged clearly (they are lost to scoring).
   */
  async finish(callId: string): Promise<void> {
    const written = await this.settled(HELD_TURNS_END_WAIT_MS);
    this.close();
    if (!written)
      this.options.log?.error?.(
        { callId, turnIds: this.heldTurns.map((turn) => turn.id), waitedMs: HELD_TURNS_END_WAIT_MS },
        'the call ended with turns that could not be written (database unavailable); they are lost to scoring',
      );
  }

  /** The server stops with the call suspended: no more retries; turns still held are logged (they are lost). */
  abandon(callId: string): void {
    this.close();
    if (this.held.length > 0)
      this.options.log?.error?.(
        { callId, turnIds: this.heldTurns.map((turn) => turn.id) },
        'the server is stopping with turns that could not be written (database unavailable)',
      );
  }

  /** No more retries (the call is over); turns still held stay unwritten. */
  close(): void {
    this.closed = true;
    this.retryTimer?.cancel();
    this.retryTimer = null;
  }

  private async writeOrHold(write: TurnWrite): Promise<void> {
    if (this.held.length > 0) {
      this.held.push(write);
      return;
    }
    try {
      await this.store.append(write.callId, write.turn, write.voiceSeconds);
    } catch (error) {
      this.held.push(write);
      this.retryMs = HELD_TURN_FIRST_RETRY_MS;
      this.options.log?.warn(
        { err: error, callId: write.callId, turnId: write.turn.id },
        'could not write a turn; it is held and will be written when the database is back',
      );
      this.options.onHeld(error);
      this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retryTimer = this.options.setTimer(() => void this.retry(), this.retryMs);
  }

  private async retry(): Promise<void> {
    this.retryTimer = null;
    if (this.closed || this.retrying) return;
    this.retrying = true;
    try {
      while (this.held.length > 0) {
        const next = this.held[0]!;
        if (!(await this.writeHeld(next))) {
          this.retryMs = Math.min(this.retryMs * 2, HELD_TURN_MAX_RETRY_MS);
          this.scheduleRetry();
          return;
        }
        this.held.shift();
      }
    } finally {
      this.retrying = false;
      if (this.held.length === 0) for (const done of [...this.waiters]) done();
    }
  }

  /** Writes a held turn; a write that failed but reached the database (the turn is listed) counts as written. */
  private async writeHeld({ callId, turn, voiceSeconds }: TurnWrite): Promise<boolean> {
    try {
      await this.store.append(callId, turn, voiceSeconds);
      return true;
    } catch (error) {
      const stored = await this.store.list(callId).catch(() => []);
      if (stored.some((candidate) => candidate.id === turn.id)) return true;
      this.options.log?.warn(
        { err: error, callId, turnId: turn.id, held: this.held.length, nextRetryMs: this.retryMs },
        'held turns still cannot be written',
      );
      return false;
    }
  }
}
