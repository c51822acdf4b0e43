import { describe, expect, it, vi } from 'vitest';
import type { StoredTurn, TurnStore } from '../voice-contracts';
import type { SetTimer } from '../with-deadline';
import { HELD_TURN_FIRST_RETRY_MS, HELD_TURN_MAX_RETRY_MS, HoldingTurnStore } from './holding-turn-store';

const turn = (id: string): StoredTurn => ({
  id,
  role: 'user',
  text: `answer ${id}`,
  startedAtMs: 0,
  endedAtMs: 1000,
  source: 'typed',
  questionIndex: null,
  timings: null,
});

/** A database that refuses the next `failures` writes, then stores every write it gets (duplicates included). */
function flakyStore(failures: number) {
  const stored: StoredTurn[] = [];
  let attempts = 0;
  const store: TurnStore = {
    append: async (_callId, written) => {
      attempts += 1;
      if (failures > 0) {
        failures -= 1;
        throw new Error('connection refused');
      }
      stored.push(written);
    },
    list: async () => {
      if (failures > 0) throw new Error('connection refused');
      return [...stored];
    },
  };
  return { store, stored, attempts: () => attempts, goDown: (n: number) => (failures = n) };
}

/** Timers run only when the test says so; records the delays asked for. */
function manualTimer() {
  const pending: { callback: () => void; ms: number; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (callback, ms) => {
    const timer = { callback, ms, cancelled: false };
    pending.push(timer);
    return { cancel: () => (timer.cancelled = true) };
  };
  const live = () => pending.filter((timer) => !timer.cancelled);
  return {
    setTimer,
    delays: () => pending.map((timer) => timer.ms),
    /** Fires the oldest live timer and lets the writes it starts finish. */
    async fireNext() {
      const timer = live()[0];
      if (!timer) throw new Error('no timer pending');
      timer.cancelled = true;
      timer.callback();
      await flush();
    },
    live,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HoldingTurnStore', () => {
  it('writes at once while the database answers, with no notice', async () => {
    const db = flakyStore(0);
    const onHeld = vi.fn();
    const turns = new HoldingTurnStore(db.store, { setTimer: manualTimer().setTimer, onHeld });
    await turns.append('call-1', turn('a'), 1);
    await turns.append('call-1', turn('b'), 2);
    expect(db.stored.map((t) => t.id)).toEqual(['a', 'b']);
    expect(onHeld).not.toHaveBeenCalled();
    expect(await turns.settled(60_000)).toBe(true);
  });

  it('holds a failed turn, keeps later ones behind it, retries with back-off and writes them once, in order', async () => {
    const db = flakyStore(4);
    const timer = manualTimer();
    const onHeld = vi.fn();
    const turns = new HoldingTurnStore(db.store, { setTimer: timer.setTimer, onHeld });

    // The write fails: append still resolves (the call goes on) and the candidate is told once.
    await turns.append('call-1', turn('a'), 1);
    await turns.append('call-1', turn('b'), 2);
    await turns.append('call-1', turn('c'), 3);
    expect(db.stored).toEqual([]);
    expect(turns.heldTurns.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(onHeld).toHaveBeenCalledOnce();
    expect(db.attempts()).toBe(1); // later turns wait behind the held one; they are not tried out of order

    await timer.fireNext(); // fails (2nd), then 3rd, 4th
    await timer.fireNext();
    await timer.fireNext();
    expect(db.stored).toEqual([]);
    await timer.fireNext(); // the database is back
    expect(db.stored.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(turns.heldTurns).toEqual([]);
    expect(timer.live()).toEqual([]);
    expect(timer.delays()).toEqual([1000, 2000, 4000, 8000]);
    expect(onHeld).toHaveBeenCalledOnce();

    // A turn after the outage is written at once.
    await turns.append('call-1', turn('d'), 4);
    expect(db.stored.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('caps the back-off at 15 s and tells again when a later outage starts', async () => {
    const db = flakyStore(8);
    const timer = manualTimer();
    const onHeld = vi.fn();
    const turns = new HoldingTurnStore(db.store, { setTimer: timer.setTimer, onHeld });
    await turns.append('call-1', turn('a'), 1);
    for (let i = 0; i < 8; i += 1) await timer.fireNext();
    expect(timer.delays()).toEqual([
      HELD_TURN_FIRST_RETRY_MS,
      2000,
      4000,
      8000,
      HELD_TURN_MAX_RETRY_MS,
      HELD_TURN_MAX_RETRY_MS,
      HELD_TURN_MAX_RETRY_MS,
      HELD_TURN_MAX_RETRY_MS,
    ]);
    expect(db.stored.map((t) => t.id)).toEqual(['a']);
    db.goDown(1);
    await turns.append('call-1', turn('b'), 2);
    expect(onHeld).toHaveBeenCalledTimes(2);
    expect(timer.delays().at(-1)).toBe(HELD_TURN_FIRST_RETRY_MS);
  });

  it('does not write a turn twice when a failed write had reached the database', async () => {
    const stored: StoredTurn[] = [];
    let lostReplies = 1;
    const store: TurnStore = {
      append: async (_callId, written) => {
        if (stored.some((t) => t.id === written.id)) throw new Error('duplicate key');
        stored.push(written);
        if (lostReplies-- > 0) throw new Error('connection reset');
      },
      list: async () => [...stored],
    };
    const timer = manualTimer();
    const turns = new HoldingTurnStore(store, { setTimer: timer.setTimer, onHeld: () => {} });
    await turns.append('call-1', turn('a'), 1);
    await turns.append('call-1', turn('b'), 2);
    await timer.fireNext();
    expect(stored.map((t) => t.id)).toEqual(['a', 'b']);
    expect(turns.heldTurns).toEqual([]);
  });

  it('settled waits for held turns (retrying at once), and gives up after its time limit', async () => {
    vi.useFakeTimers();
    try {
      const setTimer: SetTimer = (callback, ms) => {
        const handle = setTimeout(callback, ms);
        return { cancel: () => clearTimeout(handle) };
      };
      const db = flakyStore(2);
      const turns = new HoldingTurnStore(db.store, { setTimer, onHeld: () => {} });
      await turns.append('call-1', turn('a'), 1);
      let written: boolean | null = null;
      void turns.settled(60_000).then((result) => (written = result));
      await vi.advanceTimersByTimeAsync(0); // the immediate retry fails (2nd failure)
      expect(written).toBeNull();
      await vi.advanceTimersByTimeAsync(2000); // next back-off step: written
      expect(written).toBe(true);
      expect(db.stored.map((t) => t.id)).toEqual(['a']);

      const down = flakyStore(1000);
      const stuck = new HoldingTurnStore(down.store, { setTimer, onHeld: () => {} });
      await stuck.append('call-1', turn('x'), 1);
      let gaveUp: boolean | null = null;
      void stuck.settled(60_000).then((result) => (gaveUp = result));
      await vi.advanceTimersByTimeAsync(59_000);
      expect(gaveUp).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(gaveUp).toBe(false);
      expect(stuck.heldTurns.map((t) => t.id)).toEqual(['x']);
      stuck.close();
      const attempts = down.attempts();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(down.attempts()).toBe(attempts);
    } finally {
      vi.useRealTimers();
    }
  });
});
