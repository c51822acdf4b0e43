import { describe, expect, it } from 'vitest';
import { PROVIDER_RETRY_AFTER_MS, ProviderBreaker } from './provider-breaker';

describe('ProviderBreaker', () => {
  it('lets a provider be asked until it fails, then skips it until the retry time has passed', () => {
    let now = 1_000;
    const breaker = new ProviderBreaker(() => now);
    expect(breaker.available).toBe(true);
    breaker.failed();
    expect(breaker.available).toBe(false);
    now += PROVIDER_RETRY_AFTER_MS - 1;
    expect(breaker.available).toBe(false);
    now += 1;
    expect(breaker.available).toBe(true);
  });

  it('a success after the retry clears the failure; another failure starts a new wait', () => {
    let now = 0;
    const breaker = new ProviderBreaker(() => now, 500);
    breaker.failed();
    now = 500;
    breaker.succeeded();
    expect(breaker.available).toBe(true);
    now = 600;
    breaker.failed();
    now = 1_099;
    expect(breaker.available).toBe(false);
    now = 1_100;
    expect(breaker.available).toBe(true);
  });
});
