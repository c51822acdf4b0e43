import { describe, expect, it } from 'vitest';
import type { InterviewSummary } from '@intervia/shared';
import { progressChartPoints } from './ProgressChart';

const summary = (id: string, createdAt: string, overallScore: number | null): InterviewSummary => ({
  id,
  title: `Interview ${id}`,
  difficulty: 'easy',
  durationMinutes: 10,
  status: overallScore === null ? 'created' : 'scored',
  createdAt,
  overallScore,
  incomplete: false,
  kind: 'practice',
  personaId: 'iris',
  turnTaking: 'conversational',
});

describe('progress chart points', () => {
  it('leaves incomplete interviews out: their score covers only the answered questions', () => {
    const points = progressChartPoints([
      summary('whole', '2026-11-02T10:00:00Z', 60),
      { ...summary('early', '2026-11-03T10:00:00Z', 90), incomplete: true },
    ]);
    expect(points.map((point) => point.id)).toEqual(['whole']);
  });

  it('places scored interviews oldest first, higher scores higher, with short date labels', () => {
    const points = progressChartPoints([
      summary('b', '2026-11-20T10:00:00Z', 80),
      summary('a', '2026-11-02T10:00:00Z', 40),
      summary('c', '2026-11-22T10:00:00Z', null),
    ]);
    expect(points.map((point) => [point.id, point.score, point.dateLabel])).toEqual([
      ['a', 40, '2 Nov'],
      ['b', 80, '20 Nov'],
    ]);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[1]!.y).toBeLessThan(points[0]!.y);
  });
});
