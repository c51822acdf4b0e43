import { describe, expect, it } from 'vitest';
import { distinctScorings } from './distinct-scorings';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

describe('distinctScorings', () => {
  it('lists the same call scored twice with the same outcome once (the newest)', () => {
    const rows = [
      { callId: 'c1', overallScore: 72, source: 'built-in', createdAt: at(2) },
      { callId: 'c1', overallScore: 72, source: 'built-in', createdAt: at(1) },
    ];
    expect(distinctScorings(rows)).toEqual([rows[0]]);
  });

  it('keeps rescoring that changed the outcome, another scorer, and another call', () => {
    const rows = [
      { callId: 'c2', overallScore: 80, source: 'built-in', createdAt: at(5) },
      { callId: 'c1', overallScore: 75, source: 'llm', createdAt: at(4) },
      { callId: 'c1', overallScore: 72, source: 'built-in', createdAt: at(3) },
      { callId: 'c1', overallScore: 70, source: 'built-in', createdAt: at(1) },
    ];
    expect(distinctScorings(rows)).toEqual(rows);
  });
});
