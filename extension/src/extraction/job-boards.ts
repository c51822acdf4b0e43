/**
 * The markup hooks of well-known job boards. They are matched by DOM, not by host name, so company domains that
 * embed a board (Workday's *.myworkdayjobs.com tenants, Greenhouse embeds) are recognised too.
 */
import { isUsablePosting, type JobPosting, type JobPostingSource } from './job-posting';
import { readableText, singleLine } from './readable-text';

interface JobBoardMarkup {
  source: Exclude<JobPostingSource, 'json-ld' | 'page'>;
  /** Tried in order; the first element with text wins. */
  titleSelectors: string[];
  descriptionSelectors: string[];
  /** The description is spread over several sibling sections (Lever): join every match of the winning selector. */
  joinDescriptionMatches?: boolean;
  cleanTitle?: (title: string) => string;
}

const JOB_BOARDS: JobBoardMarkup[] = [
  {
    source: 'linkedin',
    titleSelectors: [
      '.job-details-jobs-unified-top-card__job-title h1',
      '.job-details-jobs-unified-top-card__job-title',
      '.jobs-unified-top-card__job-title',
      'h1.top-card-layout__title',
      'h1.topcard__title',
    ],
    descriptionSelectors: [
      '#job-details',
      '.jobs-description__content .jobs-box__html-content',
      '.jobs-description-content__text',
      '.show-more-less-html__markup',
      '.description__text',
    ],
  },
  {
    source: 'indeed',
    titleSelectors: [
      '[data-testid="jobsearch-JobInfoHeader-title"]',
      'h1.jobsearch-JobInfoHeader-title',
      '.jobsearch-JobInfoHeader-title',
    ],
    descriptionSelectors: ['#jobDescriptionText', '.jobsearch-jobDescriptionText'],
    // Indeed appends a visually hidden "- job post" to the heading for screen readers.
    cleanTitle: (title) => title.replace(/\s*-\s*job post\s*$/i, ''),
  },
  {
    source: 'greenhouse',
    titleSelectors: ['.job__title h1', '#app_body .app-title', '#header .app-title'],
    descriptionSelectors: ['.job__description', '#app_body #content'],
  },
  {
    source: 'lever',
    titleSelectors: ['.posting-headline h2', '.posting-headline [data-qa="posting-name"]'],
    descriptionSelectors: [
      '.posting-page .section-wrapper .section.page-centered:not(.posting-header):not(.last-section-apply)',
      '.posting-page [data-qa="job-description"]',
    ],
    joinDescriptionMatches: true,
  },
  {
    source: 'workday',
    titleSelectors: ['[data-automation-id="jobPostingHeader"]'],
    descriptionSelectors: ['[data-automation-id="jobPostingDescription"]'],
  },
];

function firstText(document: Document, selectors: string[], read: (element: Element) => string): string {
  for (const selector of selectors) {
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const text = read(element);
      if (text) return text;
    }
  }
  return '';
}

function boardDescription(document: Document, board: JobBoardMarkup): string {
  if (!board.joinDescriptionMatches) return firstText(document, board.descriptionSelectors, readableText);
  for (const selector of board.descriptionSelectors) {
    const sections = Array.from(document.querySelectorAll(selector))
      .map((element) => readableText(element))
      .filter(Boolean);
    if (sections.length > 0) return sections.join('\n\n');
  }
  return '';
}

export function extractFromJobBoard(document: Document): JobPosting | null {
  for (const board of JOB_BOARDS) {
    const rawTitle = firstText(document, board.titleSelectors, (element) => singleLine(element.textContent));
    if (!rawTitle) continue;
    const title = singleLine(board.cleanTitle ? board.cleanTitle(rawTitle) : rawTitle);
    const description = boardDescription(document, board);
    if (isUsablePosting(title, description)) return { title, description, source: board.source };
  }
  return null;
}
