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

/** Headings that name a site's section rather than a job ("Careers", "Open positions"). */
const SECTION_HEADING =
  /^(?:careers?|jobs?|job openings?|open (?:positions|roles|jobs)|current (?:openings|vacancies)|vacancies|join (?:us|our team)|work with us|we(?:'|’)?re hiring)$/i;

/** Page parts around a posting: consent banners, breadcrumb trails, site bars. */
const BOILERPLATE = /cookie|consent|gdpr|breadcrumb|banner|top-?bar|site-?header|site-?footer|navbar|menu/i;
const APPLY_BUTTON = /^(?:apply|apply now|apply here|apply for this (?:job|role|position)|apply online)$/i;

/** Elements that are never part of the posting's text, wherever they sit on the page. */
function isPageBoilerplate(element: Element): boolean {
  const role = element.getAttribute('role');
  if (role === 'dialog' || role === 'alertdialog' || role === 'navigation' || role === 'banner') return true;
  if (role === 'contentinfo') return true;
  const label = `${element.id} ${element.getAttribute('class') ?? ''} ${element.getAttribute('aria-label') ?? ''}`;
  if (BOILERPLATE.test(label)) return true;
  const tag = element.tagName.toUpperCase();
  return (tag === 'A' || tag === 'BUTTON') && APPLY_BUTTON.test(singleLine(element.textContent));
}

function insideBoilerplate(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (PAGE_CHROME_TAGS.includes(node.tagName.toUpperCase()) || isPageBoilerplate(node)) return true;
  }
  return false;
}

/** Headings of a posting's own sections, never its title. */
const POSTING_SECTION =
  /^(?:about|responsibilit|requirement|qualification|benefit|perks|what (?:we|you)|who (?:we|you)|how to apply|the role|your role)/i;

function usableHeading(heading: Element): boolean {
  const text = singleLine(heading.textContent);
  return (
    text.length > 0 &&
    text.length <= MAX_TITLE_CHARS &&
    !SECTION_HEADING.test(text) &&
    !POSTING_SECTION.test(text) &&
    !insideBoilerplate(heading)
  );
}

/**
 * The posting's own heading: the first h1 that is not page furniture or a section name. When the page's h1 only
 * names the site's section ("Careers"), the job's title is the first such h2; a page without any h1 gives none
 * (its meta title is used instead).
 */
function postingHeading(document: Document): Element | null {
  const h1s = Array.from(document.querySelectorAll('h1'));
  const h1 = h1s.find(usableHeading);
  if (h1 || h1s.length === 0) return h1 ?? null;
  return Array.from(document.querySelectorAll('h2')).find(usableHeading) ?? null;
}

function meta(document: Document, key: string): string {
  const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return singleLine(element?.getAttribute('content'));
}

/** "Senior Engineer | Acme Careers" → "Senior Engineer": a site name after a bar is not part of the job title. */
function withoutSiteName(title: string): string {
  return title.split(/\s+[|·•–-]\s+/)[0]?.trim() ?? '';
}

function pageTitle(document: Document, heading: Element | null): string {
  const candidates = [
    singleLine(heading?.textContent),
    withoutSiteName(meta(document, 'og:title')),
    withoutSiteName(meta(document, 'twitter:title')),
    withoutSiteName(singleLine(document.title)),
  ];
  return (
    candidates.find(
      (title) => title.length > 0 && title.length <= MAX_TITLE_CHARS && !SECTION_HEADING.test(title),
    ) ?? ''
  );
}

const readRegion = (element: Element) =>
  readableText(element, { skipTags: PAGE_CHROME_TAGS, skip: isPageBoilerplate });

/**
 * The posting's text: the smallest block around its heading that holds a posting's worth of text (so a hero, a
 * breadcrumb trail or other jobs beside it stay out); otherwise the page's main region.
 */
function pageDescription(document: Document, heading: Element | null): string {
  for (let block = heading?.parentElement ?? null; block; block = block.parentElement) {
    const text = readRegion(block);
    if (text.length >= MIN_DESCRIPTION_CHARS && countJobSignals(text) >= MIN_JOB_SIGNALS) return text;
  }
  for (const selector of CONTENT_SELECTORS) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const text = readRegion(element);
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
  const heading = postingHeading(document);
  const title = pageTitle(document, heading);
  const description = withoutLeadingTitle(pageDescription(document, heading), title);
  if (!isUsablePosting(title, description)) return null;
  if (countJobSignals(`${title}\n${description}`) < MIN_JOB_SIGNALS) return null;
  return { title, description, source: 'page' };
}
