/**
 * The scoring history as the report lists it: one line per scoring. The same call scored again with the same
 * outcome (the call-end scoring and a retry or a second request racing it) is one scoring, not two; the newest is
 * kept. Rows arrive newest first.
 */
export interface ScoringRow {
  callId: string | null;
  overallScore: number;
  source: string;
  createdAt: Date;
}

export function distinctScorings<T extends ScoringRow>(newestFirst: readonly T[]): T[] {
  const seen = new Set<string>();
  return newestFirst.filter((row) => {
    const key = `${row.callId ?? 'no-call'}|${row.overallScore}|${row.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
