/** The platform's Create AI Interview wizard, opened prefilled with the posting's title and description. */

/**
 * The wizard's Job Role limit (JOB_ROLE_MAX_CHARS in @intervia/shared; a test keeps them equal). Not imported:
 * that module builds zod schemas when loaded, which would put zod in the popup's bundle.
 */
export const WIZARD_ROLE_MAX_CHARS = 120;

const WIZARD_PATH = '/dashboard/candidate/interview/create';
/** The wizard ignores `source`; it tells the platform's logs where the visit came from. */
const PREFILL_SOURCE = 'extension';
/** The same cap as the practice links on the platform's own job pages: enough for any real posting's substance. */
export const PREFILL_JD_MAX_CHARS = 6_000;
/**
 * The whole address has to fit the server's request headers (Node allows 16 KB in all, cookies included), so
 * descriptions that grow a lot when encoded (non-Latin scripts) are cut further.
 */
export const PREFILL_URL_MAX_CHARS = 12_000;
const ELLIPSIS = '…';

/** At most `max` characters, cut at the last paragraph, sentence or word end in the final fifth; "…" marks a cut. */
export function truncateAtBoundary(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, Math.max(0, max - ELLIPSIS.length));
  const floor = Math.floor(room.length * 0.8);
  const paragraphEnd = room.lastIndexOf('\n\n');
  const sentenceEnd =
    Math.max(...['. ', '.\n', '! ', '!\n', '? ', '?\n'].map((end) => room.lastIndexOf(end))) + 1;
  const wordEnd = room.search(/\s\S*$/);
  const cut = [paragraphEnd, sentenceEnd, wordEnd].find((end) => end >= floor) ?? room.length;
  return `${room.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

export interface PracticePosting {
  title: string;
  description: string;
}

export const PRACTICE_FORM_MESSAGES = {
  'missing-title': 'Add the job title.',
  'missing-description': 'Add the job description.',
} as const;
export type PracticeFormProblem = keyof typeof PRACTICE_FORM_MESSAGES;

export function checkPracticePosting(posting: PracticePosting): PracticeFormProblem | null {
  if (!posting.title.trim()) return 'missing-title';
  if (!posting.description.trim()) return 'missing-description';
  return null;
}

/** `platformUrl` is a normalised platform address (see parsePlatformUrl): no trailing slash. */
export function practiceInterviewUrl(platformUrl: string, posting: PracticePosting): string {
  const role = truncateAtBoundary(posting.title.replace(/\s+/g, ' '), WIZARD_ROLE_MAX_CHARS);
  const build = (jd: string) =>
    `${platformUrl}${WIZARD_PATH}?${new URLSearchParams({ role, jd, source: PREFILL_SOURCE }).toString()}`;
  let limit = PREFILL_JD_MAX_CHARS;
  let url = build(truncateAtBoundary(posting.description, limit));
  while (url.length > PREFILL_URL_MAX_CHARS && limit > 200) {
    limit = Math.floor(limit * 0.8);
    url = build(truncateAtBoundary(posting.description, limit));
  }
  return url;
}
