/**
 * The extension's reading of a page: known job boards' markup first (on single-page boards such as LinkedIn's
 * search view the visible posting changes while the JSON-LD of the first load stays), then schema.org JSON-LD,
 * then the page's own structure.
 */
import { extractFromJobBoard } from './job-boards';
import type { JobPosting } from './job-posting';
import { extractFromJsonLd } from './json-ld';
import { extractFromPageStructure } from './page-structure';

export function extractJobPosting(document: Document): JobPosting | null {
  return extractFromJobBoard(document) ?? extractFromJsonLd(document) ?? extractFromPageStructure(document);
}
