import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit-store';

describe('MemoryRateLimitStore (one node)', () => {
  it('counts requests per key in a fixed window and starts over when it ends', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 40_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});
