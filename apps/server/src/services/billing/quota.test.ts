import { describe, expect, it } from 'vitest';
import { addMonths, entitlement, monthlyWindow, periodEnd, remainingSeconds } from './quota';

const d = (iso: string) => new Date(iso);

describe('quota arithmetic', () => {
  it('adds months and clamps to the end of short months', () => {
    expect(addMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(d('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(periodEnd(d('2026-03-15T00:00:00Z'), 'yearly').toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });

  it('finds the monthly window around now from the anchor', () => {
    const window = monthlyWindow(d('2026-01-10T00:00:00Z'), d('2026-04-09T23:00:00Z'));
    expect(window.start.toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(monthlyWindow(d('2026-01-10T00:00:00Z'), d('2026-04-10T00:00:00Z')).start.toISOString()).toBe(
      '2026-04-10T00:00:00.000Z',
    );
  });

  it('gives Free 5 minutes a month anchored on the account creation', () => {
    const result = entitlement(null, d('2026-05-20T00:00:00Z'), d('2026-07-01T00:00:00Z'));
    expect(result).toMatchObject({ planId: 'free', allowanceSeconds: 300 });
    expect(result.window.start.toISOString()).toBe('2026-06-20T00:00:00.000Z');
  });

  it('gives a current paid plan its minutes each month, yearly plans included, and renews the window', () => {
    const yearly = {
      planId: 'professional' as const,
      period: 'yearly' as const,
      status: 'active' as const,
      currentPeriodStart: d('2026-01-01T00:00:00Z'),
      currentPeriodEnd: d('2027-01-01T00:00:00Z'),
    };
    const march = entitlement(yearly, d('2025-06-01T00:00:00Z'), d('2026-03-05T00:00:00Z'));
    expect(march).toMatchObject({ planId: 'professional', allowanceSeconds: 450 * 60 });
    expect(march.window.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const april = entitlement(yearly, d('2025-06-01T00:00:00Z'), d('2026-04-01T00:00:00Z'));
    expect(april.window.start.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('falls back to Free when the paid period is over or canceled', () => {
    const expired = {
      planId: 'basic' as const,
      period: 'monthly' as const,
      status: 'active' as const,
      currentPeriodStart: d('2026-01-01T00:00:00Z'),
      currentPeriodEnd: d('2026-02-01T00:00:00Z'),
    };
    const result = entitlement(expired, d('2025-06-01T00:00:00Z'), d('2026-02-10T00:00:00Z'));
    expect(result).toMatchObject({ planId: 'free', allowanceSeconds: 300 });
    expect(result.window.start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(
      entitlement({ ...expired, status: 'canceled' }, d('2025-06-01T00:00:00Z'), d('2026-01-15T00:00:00Z'))
        .planId,
    ).toBe('free');
  });

  it('never leaves fewer than no seconds', () => {
    expect(remainingSeconds(300, 420)).toBe(0);
  });
});
