import { describe, expect, it } from 'vitest';
import { drainNode } from './drain-node';

/** A node whose open calls end one by one on a fake clock. */
function fakeNode(openCalls: number) {
  let clock = 0;
  const node = {
    draining: false,
    open: openCalls,
    startDraining() {
      node.draining = true;
    },
    currentLoad: () => ({ eventLoopDelayP99Ms: 0, cpuRatio: 0, openCalls: node.open }),
  };
  return {
    node,
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
}

describe('drainNode', () => {
  it('stops taking calls and returns at once when no call is open', async () => {
    const { node, now, sleep } = fakeNode(0);
    expect(await drainNode(node, 30_000, { now, sleep })).toEqual({ callsLeft: 0, waitedMs: 0 });
    expect(node.draining).toBe(true);
  });

  it('waits for open calls to finish within the grace', async () => {
    const fake = fakeNode(2);
    const ending = fake.sleep;
    let slept = 0;
    const outcome = await drainNode(fake.node, 30_000, {
      now: fake.now,
      sleep: async (ms) => {
        await ending(ms);
        slept += ms;
        // One call ends every two seconds.
        if (slept % 2000 === 0) fake.node.open -= 1;
      },
    });
    expect(outcome).toEqual({ callsLeft: 0, waitedMs: 4000 });
  });

  it('gives up at the end of the grace, leaving the calls still open to move', async () => {
    const { node, now, sleep } = fakeNode(3);
    expect(await drainNode(node, 5_000, { now, sleep })).toEqual({ callsLeft: 3, waitedMs: 5000 });
  });

  it('stops waiting when told to (a second Ctrl-C)', async () => {
    const { node, now, sleep } = fakeNode(1);
    const controller = new AbortController();
    controller.abort();
    expect(await drainNode(node, 60_000, { now, sleep, signal: controller.signal })).toEqual({
      callsLeft: 1,
      waitedMs: 0,
    });
  });
});
