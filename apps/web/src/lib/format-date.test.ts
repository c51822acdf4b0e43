import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates', () => {
  it('with the time, two interviews of the same day read apart', () => {
    const morning = formatDateTime('2026-11-29T09:05:00Z');
    const afternoon = formatDateTime('2026-11-29T15:40:00Z');
    expect(morning).not.toBe(afternoon);
    expect(morning).toMatch(/\d{1,2}:\d{2}/);
    expect(formatDate('2026-11-29T09:05:00Z')).not.toMatch(/\d{1,2}:\d{2}/);
  });
});
