/**
 * Ranking of a job's applicants: best overall score first; incomplete interviews after them (a score over two
 * answers is not compared with a whole interview's), then unscored applicants, oldest first.
 */

export interface Rankable {
  overallScore: number | null;
  /** The interview ended before every question was answered: listed after the ranked ones, without a rank. */
  incomplete?: boolean;
  createdAt: Date;
}

/**
 * Sorted copy with standard competition ranks ("1, 1, 3"): equal scores share a rank. Incomplete and unscored
 * applicants have no rank: incomplete ones follow the ranked ones (best score first), unscored ones keep their
 * application order at the end of the list.
 */
export function rankApplicants<T extends Rankable>(
  applicants: readonly T[],
): (T & { rank: number | null })[] {
  const complete = applicants.filter((applicant) => !applicant.incomplete || applicant.overallScore === null);
  const incomplete = applicants.filter(
    (applicant) => applicant.incomplete && applicant.overallScore !== null,
  );
  const ranked = rankComplete(complete);
  const firstUnscored = ranked.findIndex((applicant) => applicant.overallScore === null);
  const unranked = sortByScore(incomplete).map((applicant) => ({ ...applicant, rank: null }));
  return firstUnscored === -1
    ? [...ranked, ...unranked]
    : [...ranked.slice(0, firstUnscored), ...unranked, ...ranked.slice(firstUnscored)];
}

function sortByScore<T extends Rankable>(applicants: readonly T[]): T[] {
  return [...applicants].sort((a, b) => {
    if (a.overallScore !== null && b.overallScore !== null && a.overallScore !== b.overallScore) {
      return b.overallScore - a.overallScore;
    }
    if (a.overallScore === null && b.overallScore !== null) return 1;
    if (a.overallScore !== null && b.overallScore === null) return -1;
    return a.createdAt.getTime() - b.createdAt.getTime();
  });
}

function rankComplete<T extends Rankable>(applicants: readonly T[]): (T & { rank: number | null })[] {
  const sorted = sortByScore(applicants);
  let previous: { score: number; rank: number } | null = null;
  return sorted.map((applicant, index) => {
    if (applicant.overallScore === null) return { ...applicant, rank: null };
    const rank: number = previous?.score === applicant.overallScore ? previous.rank : index + 1;
    previous = { score: applicant.overallScore, rank };
    return { ...applicant, rank };
  });
}
