/** What the extension reads off a job posting page, and where it found it. */

/** Where a posting came from: structured data, one of the known job boards' markup, or the page's own structure. */
export const JOB_POSTING_SOURCES = {
  'json-ld': 'the page’s structured job data',
  linkedin: 'LinkedIn’s job page',
  indeed: 'Indeed’s job page',
  greenhouse: 'Greenhouse’s job page',
  lever: 'Lever’s job page',
  workday: 'Workday’s job page',
  page: 'the page’s headings and text',
} as const;
export type JobPostingSource = keyof typeof JOB_POSTING_SOURCES;

export interface JobPosting {
  title: string;
  description: string;
  source: JobPostingSource;
}

/** Shorter than this, a "description" is a teaser or a label, not something to practise an interview from. */
export const MIN_DESCRIPTION_CHARS = 80;
/** Longer than this, a "title" is a sentence or a whole heading block, not a job title. */
export const MAX_TITLE_CHARS = 200;

export function isUsablePosting(title: string, description: string): boolean {
  return title.length > 0 && title.length <= MAX_TITLE_CHARS && description.length >= MIN_DESCRIPTION_CHARS;
}
