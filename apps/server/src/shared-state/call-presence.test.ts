import { describe, expect, it } from 'vitest';
import { MemoryCallPresence } from './call-presence';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryCallPresence (one node)', () => {
  it('holds a claimed call until it is released', async () => {
    const presence = new MemoryCallPresence('node-a', 15_000, clock().now, 60_000);
    expect(await presence.ownerOf('call-1')).toBeNull();
    expect(await presence.claim('call-1')).toBe(true);
    expect(await presence.ownerOf('call-1')).toBe('node-a');
    await presence.release('call-1');
    expect(await presence.ownerOf('call-1')).toBeNull();
    await presence.close();
  });

  it('keeps a renewed claim past its time to live, and lets one that is not renewed lapse', async () => {
    const time = clock();
    const presence = new MemoryCallPresence('node-a', 15_000, time.now, 60_000);
    await presence.claim('call-1');
    time.advance(10_000);
    await presence.refresh();
    time.advance(10_000);
    expect(await presence.ownerOf('call-1')).toBe('node-a');
    // No heartbeat for longer than the time to live (the node stalled): the claim is gone.
    time.advance(15_000);
    expect(await presence.ownerOf('call-1')).toBeNull();
    await presence.close();
  });
});
