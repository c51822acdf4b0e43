import { describe, expect, it } from 'vitest';
import { CallInstanceRegistry, checkNewCallInstance } from './call-instance-registry';

const DUPLICATE = 'Duplicate DailyIframe instances are not allowed';

describe('singleton rule', () => {
  it('allows the first instance and refuses a second unless multiple are explicitly allowed', () => {
    expect(checkNewCallInstance(0, false)).toEqual({ ok: true });
    expect(checkNewCallInstance(1, false)).toEqual({ ok: false, message: DUPLICATE });
    expect(checkNewCallInstance(1, true)).toEqual({ ok: true });
  });

  it('a destroyed instance no longer counts', () => {
    const registry = new CallInstanceRegistry<object>();
    const first = {};
    const second = {};
    expect(registry.register(first)).toEqual({ ok: true });
    expect(registry.register(first)).toEqual({ ok: true });
    expect(registry.register(second)).toEqual({ ok: false, message: DUPLICATE });
    expect(registry.liveCount).toBe(1);
    registry.release(first);
    expect(registry.register(second)).toEqual({ ok: true });
    expect(registry.register({}, { allowMultipleCallInstances: true })).toEqual({ ok: true });
    expect(registry.liveCount).toBe(2);
  });
});
