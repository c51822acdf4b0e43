/** The candidate dashboard's data, cached by SWR under this key (the profile page refreshes it after a save). */
export const CANDIDATE_OVERVIEW_KEY = '/api/candidate/overview';
