/** Ranking of a job's applicants: best overall score first; unscored applicants after, oldest first. */

export interface Rankable {
  overallScore: number | null;
  createdAt: Date;
}

/**
 * Sorted copy with standard competition ranks ("1, 1, 3"): equal scores share a rank. Unscored applicants have no
 * rank and keep their application order at the end of the list.
 */
export function rankApplicants<T extends Rankable>(
  applicants: readonly T[],
): (T & { rank: number | null })[] {
  const sorted = [...applicants].sort((a, b) => {
    if (a.overallScore !== null && b.overallScore !== null && a.overallScore !== b.overallScore) {
      return b.overallScore - a.overallScore;
    }
    if (a.overallScore === null && b.overallScore !== null) return 1;
    if (a.overallScore !== null && b.overallScore === null) return -1;
    return a.createdAt.getTime() - b.createdAt.getTime();
  });
  let previous: { score: number; rank: number } | null = null;
  return sorted.map((applicant, index) => {
    if (applicant.overallScore === null) return { ...applicant, rank: null };
    const rank: number = previous?.score === applicant.overallScore ? previous.rank : index + 1;
    previous = { score: applicant.overallScore, rank };
    return { ...applicant, rank };
  });
}
