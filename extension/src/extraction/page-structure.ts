/**
 * Any other page: the title from its main heading or its meta tags, the description from its main content. Only a
 * page that reads like a job posting counts, so a news article or a search page gives "nothing found".
 */
import { isUsablePosting, MAX_TITLE_CHARS, MIN_DESCRIPTION_CHARS, type JobPosting } from './job-posting';
import { PAGE_CHROME_TAGS, readableText, singleLine } from './readable-text';

const CONTENT_SELECTORS = [
  '[itemprop="description"]',
  'main article',
  'article',
  'main',
  '[role="main"]',
  '#content',
  'body',
];

/** Phrases job postings use and other pages rarely do; a posting shows several of them. */
const JOB_SIGNALS = [
  /responsibilit/i,
  /\brequirements?\b/i,
  /\bqualifications?\b/i,
  /\byears? of (?:\w+ )?experience\b|\bexperience (?:with|in)\b/i,
  /\byou(?:'|’)?ll\b|\byou will\b/i,
  /\bwhat we offer\b|\bbenefits\b|\bperks\b/i,
  /\babout (?:the|this) (?:role|job|position|team)\b/i,
  /\bsalary\b|\bcompensation\b|\bper (?:year|annum|hour)\b/i,
  /\bfull[- ]time\b|\bpart[- ]time\b|\bcontract(?:or)?\b|\bpermanent\b|\binternship\b/i,
  /\bapply\b|\bapplication\b|\bcandidates?\b/i,
  /\bwe(?:'|’)?re (?:hiring|looking for)\b|\bwe are (?:hiring|looking for)\b|\bjoin (?:our|the) team\b/i,
  /\bskills?\b/i,
];
export const MIN_JOB_SIGNALS = 4;

export function countJobSignals(text: string): number {
  return JOB_SIGNALS.filter((signal) => signal.test(text)).length;
}

function meta(document: Document, key: string): string {
  const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return singleLine(element?.getAttribute('content'));
}

/** "Senior Engineer | Acme Careers" → "Senior Engineer": a site name after a bar is not part of the job title. */
function withoutSiteName(title: string): string {
  return title.split(/\s+[|·•]\s+/)[0]?.trim() ?? '';
}

function pageTitle(document: Document): string {
  const headings = Array.from(document.querySelectorAll('main h1, article h1, [role="main"] h1, h1'));
  const candidates = [
    ...headings.map((heading) => singleLine(heading.textContent)),
    withoutSiteName(meta(document, 'og:title')),
    withoutSiteName(meta(document, 'twitter:title')),
    withoutSiteName(singleLine(document.title)),
  ];
  return candidates.find((title) => title.length > 0 && title.length <= MAX_TITLE_CHARS) ?? '';
}

function pageDescription(document: Document): string {
  for (const selector of CONTENT_SELECTORS) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const text = readableText(element, { skipTags: PAGE_CHROME_TAGS });
    if (text.length >= MIN_DESCRIPTION_CHARS) return text;
  }
  return meta(document, 'og:description') || meta(document, 'description');
}

/** The main region usually starts with the same h1 the title came from; the wizard has the title already. */
function withoutLeadingTitle(description: string, title: string): string {
  const [firstLine, ...rest] = description.split('\n');
  return firstLine?.trim() === title ? rest.join('\n').trim() : description;
}

export function extractFromPageStructure(document: Document): JobPosting | null {
  const title = pageTitle(document);
  const description = withoutLeadingTitle(pageDescription(document), title);
  if (!isUsablePosting(title, description)) return null;
  if (countJobSignals(`${title}\n${description}`) < MIN_JOB_SIGNALS) return null;
  return { title, description, source: 'page' };
}
