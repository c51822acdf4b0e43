/** Job postings for integration tests. */

/** A Berlin backend posting with the first-round AI interview on (easy, 5 minutes); `overrides` change any field. */
export const firstRoundPosting = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote: 'hybrid',
  description:
    'Build payment services in TypeScript and Node.js on PostgreSQL. You will own APIs end to end and mentor juniors.',
  requirements: '3+ years with PostgreSQL and Redis',
  firstRoundEnabled: true,
  firstRoundDifficulty: 'easy',
  firstRoundDurationMinutes: 5,
  ...overrides,
});
